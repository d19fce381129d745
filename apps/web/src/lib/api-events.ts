/**
 * What the HTTP client tells the running app about (a lost session, a lapsed plan), kept apart
 * from the client so the app shell can listen without loading it, and the client can tell
 * without importing the module that loads it.
 */

type UnauthorizedHandler = () => void;

function redirectToLogin(): void {
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

let unauthorizedHandler: UnauthorizedHandler = redirectToLogin;

/**
 * The app swaps the full page load for a router navigation once it is running, so the remembered
 * path and the open query cache survive. Returns a function that restores the default.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = redirectToLogin;
  };
}

export function notifyUnauthorized(): void {
  unauthorizedHandler();
}

type SubscriptionLapsedHandler = () => void;
let subscriptionLapsedHandler: SubscriptionLapsedHandler | null = null;

/**
 * Called when a learning route answers that the trial or plan has run out, so the stored user can
 * be refreshed and the route guard can show the purchase message. Returns a function that removes it.
 */
export function setSubscriptionLapsedHandler(handler: SubscriptionLapsedHandler): () => void {
  subscriptionLapsedHandler = handler;
  return () => {
    if (subscriptionLapsedHandler === handler) subscriptionLapsedHandler = null;
  };
}

export function notifySubscriptionLapsed(): void {
  subscriptionLapsedHandler?.();
}
