import axios, { type InternalAxiosRequestConfig } from 'axios';
import { notifySubscriptionLapsed, notifyUnauthorized } from './api-events';
import { GENERIC_ERROR_TEXT, PLAN_LAPSED_CODES } from './api-error';
import { API_BASE_URL } from './env';
import { currentApiCulture } from './i18n';
import { clearAccessTokenAndUser, getAccessToken } from './storage';

/**
 * The one axios instance (spec §7). Features call it through `request` in api-client.ts, which
 * loads this module with the first call: the sign-in page shows before any call is made.
 */

export const JSON_PATCH_CONTENT_TYPE = 'application/json-patch+json';

/**
 * Error codes of a learning route refused until the stored user changes: no trial or plan is
 * running, or a new agreement version waits for approval. The user is read again, and the route
 * guard shows the purchase message or the agreement.
 */
const LAPSED_CODES: readonly unknown[] = [...PLAN_LAPSED_CODES, 'CONTRACT_APPROVAL_PENDING'];

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
    notifyUnauthorized();
  } else if (isLapsedSubscription(response?.status, response?.data)) {
    notifySubscriptionLapsed();
  }
  return Promise.reject(response?.data || GENERIC_ERROR_TEXT);
});
