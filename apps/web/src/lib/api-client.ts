import axios, { type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type { Envelope } from '@yek/contracts/common';
import { GENERIC_ERROR_TEXT } from './api-error';
import { API_BASE_URL } from './env';
import { currentApiCulture } from './i18n';
import { clearAccessTokenAndUser, getAccessToken } from './storage';

export const JSON_PATCH_CONTENT_TYPE = 'application/json-patch+json';

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

type SubscriptionLapsedHandler = () => void;
let subscriptionLapsedHandler: SubscriptionLapsedHandler | null = null;

/** Error codes of a learning route refused because no trial or plan is running. */
const LAPSED_CODES: readonly unknown[] = ['TRIAL_EXPIRED', 'SUBSCRIPTION_REQUIRED'];

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

function isLapsedSubscription(status: number | undefined, body: unknown): boolean {
  if (status !== 403 || typeof body !== 'object' || body === null) return false;
  return LAPSED_CODES.includes((body as { errorCode?: unknown }).errorCode);
}

function isJsonBody(data: unknown): boolean {
  if (data === null || data === undefined || typeof data !== 'object') return false;
  return !(
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams ||
    data instanceof ArrayBuffer
  );
}

function attachHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.headers.set('Accept-Language', currentApiCulture());
  const token = getAccessToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (isJsonBody(config.data)) config.headers.set('Content-Type', JSON_PATCH_CONTENT_TYPE);
  return config;
}

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  headers: { Accept: 'application/json' },
  timeout: 0,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  validateStatus: (status) => status >= 200 && status < 300,
});

apiClient.interceptors.request.use(attachHeaders);

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (response?.status === 401) {
    clearAccessTokenAndUser();
    unauthorizedHandler();
  } else if (isLapsedSubscription(response?.status, response?.data)) {
    subscriptionLapsedHandler?.();
  }
  return Promise.reject(response?.data || GENERIC_ERROR_TEXT);
});

/** Calls the API and answers the whole envelope, for replies whose message matters. */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const response = await apiClient.request<Envelope<T>>(config);
  return response.data;
}

/** Calls the API and answers the payload (spec §7: `data.data`). */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const envelope = await requestEnvelope<T>(config);
  return envelope.data;
}
