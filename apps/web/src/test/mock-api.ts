import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach } from 'vitest';
import type { Envelope } from '@yek/contracts/common';
import { apiClient } from '../lib/http-client';

export interface MockReply {
  status: number;
  data?: unknown;
}

export type MockHandler = (config: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

const originalAdapter = apiClient.defaults.adapter;
afterEach(() => {
  apiClient.defaults.adapter = originalAdapter;
});

/**
 * Answers the app's calls in place of the network. The handler sees the request as the server
 * would (headers set, body serialized); statuses outside 2xx reject the way axios does.
 */
export function mockApi(handler: MockHandler): InternalAxiosRequestConfig[] {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    const reply = await handler(config);
    const response = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    if (config.validateStatus?.(reply.status) ?? true) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      'ERR_BAD_RESPONSE',
      config,
      {},
      response,
    );
  };
  apiClient.defaults.adapter = adapter;
  return calls;
}

export function ok<T>(data: T, message: string | null = null): MockReply {
  const body: Envelope<T> = {
    data,
    isSuccess: true,
    statusCode: 200,
    message,
    errorCode: null,
    errors: null,
  };
  return { status: 200, data: body };
}

export function fail(
  status: number,
  message: string | null,
  extra: Partial<Pick<Envelope<null>, 'errorCode' | 'errors'>> = {},
): MockReply {
  const body: Envelope<null> = {
    data: null,
    isSuccess: false,
    statusCode: status,
    message,
    errorCode: extra.errorCode ?? null,
    errors: extra.errors ?? null,
  };
  return { status, data: body };
}

/** The parsed JSON body a call sent. */
export function bodyOf(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
}
