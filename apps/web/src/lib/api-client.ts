import type { AxiosRequestConfig } from 'axios';
import type { Envelope } from '@yek/contracts/common';
import type * as HttpClient from './http-client';
import { GENERIC_ERROR_TEXT } from './api-error';

let httpClient: Promise<typeof HttpClient> | null = null;

/**
 * The HTTP client (axios and its interceptors, see http-client.ts) arrives with the first call,
 * so pages that show before calling anything do not wait for it. A failed download is a failed
 * call, answered like a connection error, and tried again by the next call.
 */
export function loadHttpClient(): Promise<typeof HttpClient> {
  httpClient ??= import('./http-client').catch(() => {
    httpClient = null;
    return Promise.reject(GENERIC_ERROR_TEXT);
  });
  return httpClient;
}

/** Calls the API and answers the whole envelope, for replies whose message matters. */
export async function requestEnvelope<T>(config: AxiosRequestConfig): Promise<Envelope<T>> {
  const { apiClient } = await loadHttpClient();
  const response = await apiClient.request<Envelope<T>>(config);
  return response.data;
}

/** Calls the API and answers the payload (spec §7: `data.data`). */
export async function request<T>(config: AxiosRequestConfig): Promise<T> {
  const envelope = await requestEnvelope<T>(config);
  return envelope.data;
}
