import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isClientError } from './api-error';

export const QUERY_GC_TIME = 5 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
export const RETRY_BASE_DELAY = 1000;
export const RETRY_MAX_DELAY = 30_000;

export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_MAX_RETRIES;
}

/** 1 s, 2 s, 4 s, ... capped at 30 s; attemptIndex starts at 0. */
export function queryRetryDelay(attemptIndex: number): number {
  return Math.min(RETRY_BASE_DELAY * 2 ** attemptIndex, RETRY_MAX_DELAY);
}

export const QUERY_DEFAULTS: DefaultOptions = {
  queries: {
    gcTime: QUERY_GC_TIME,
    retry: shouldRetryQuery,
    retryDelay: queryRetryDelay,
  },
  mutations: {
    retry: 0,
  },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: QUERY_DEFAULTS });
}
