import { request } from '../../../lib/api-client';

/** POST auth/logout: ends every token of this session on the server. */
export function logoutRequest(): Promise<unknown> {
  return request<unknown>({ method: 'POST', url: 'auth/logout' });
}
