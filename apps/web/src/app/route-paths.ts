/** Pages a visitor reaches without signing in (spec §6). */
export const PUBLIC_PATHS = ['/login', '/register', '/forgot-password'] as const;

export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * Pages a learner whose trial or plan has run out still reaches: the account and the way to buy.
 * Signing out sits in the header of every page.
 */
export const SUBSCRIPTION_FREE_PATHS = ['/profile', '/purchase'] as const;

export function isSubscriptionFreePath(requestedPath: string): boolean {
  const pathname = requestedPath.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  return (SUBSCRIPTION_FREE_PATHS as readonly string[]).includes(pathname);
}
