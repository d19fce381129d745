import { describe, expect, it, vi } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../test/mock-api';
import { makeUser } from '../test/fixtures';
import { request } from './api-client';
import { setSubscriptionLapsedHandler, setUnauthorizedHandler } from './api-events';
import { GENERIC_ERROR_TEXT } from './api-error';
import { apiClient, JSON_PATCH_CONTENT_TYPE } from './http-client';
import { i18n } from './i18n';
import {
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  setStoredUser,
  setTokens,
} from './storage';

const TOKENS = {
  accessToken: 'access-1',
  accessTokenExpiry: '2030-01-01T00:00:00.000Z',
  refreshToken: 'refresh-1',
};

describe('apiClient defaults', () => {
  it('uses the spec request defaults', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.timeout).toBe(0);
    expect(apiClient.defaults.xsrfCookieName).toBe('XSRF-TOKEN');
    expect(apiClient.defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
    const validate = apiClient.defaults.validateStatus!;
    expect([200, 201, 204, 299].map(validate)).toEqual([true, true, true, true]);
    expect([199, 300, 304, 400, 500].map(validate)).toEqual([false, false, false, false, false]);
  });
});

describe('request headers', () => {
  it('sends JSON accept, the Turkish culture by default and no bearer without a token', async () => {
    const calls = mockApi(() => ok([]));
    await request({ method: 'GET', url: 'language' });
    const headers = calls[0]!.headers;
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Accept-Language')).toBe('tr-TR');
    expect(headers.has('Authorization')).toBe(false);
    expect(calls[0]!.url).toBe('language');
  });

  it('follows the UI language: en-US for English and for languages without a text pack', async () => {
    const calls = mockApi(() => ok(null));
    await i18n.changeLanguage('en');
    await request({ url: 'language' });
    await i18n.changeLanguage('de');
    await request({ url: 'language' });
    expect(calls.map((c) => c.headers.get('Accept-Language'))).toEqual(['en-US', 'en-US']);
  });

  it('attaches the bearer token once one is held', async () => {
    const calls = mockApi(() => ok(null));
    setTokens(TOKENS);
    await request({ url: 'user' });
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('sends JSON bodies as json-patch+json and leaves bodiless and multipart calls alone', async () => {
    const calls = mockApi(() => ok(null));
    await request({
      method: 'POST',
      url: 'auth/login',
      data: { emailOrPhoneNumber: 'a@b.co', password: 'x' },
    });
    await request({ method: 'POST', url: 'auth/logout' });
    const form = new FormData();
    form.append('File', new Blob(['x']), 'x.txt');
    await request({ method: 'POST', url: 'cdn/uploadfile', data: form });

    expect(calls[0]!.headers.get('Content-Type')).toBe(JSON_PATCH_CONTENT_TYPE);
    expect(bodyOf(calls[0]!)).toEqual({ emailOrPhoneNumber: 'a@b.co', password: 'x' });
    expect(String(calls[1]!.headers.get('Content-Type') ?? '')).not.toContain('json-patch');
    expect(String(calls[2]!.headers.get('Content-Type') ?? '')).not.toContain('json-patch');
    expect(calls[2]!.data).toBeInstanceOf(FormData);
  });

  it('answers the payload at data.data', async () => {
    mockApi(() => ok({ id: 1, cultureName: 'tr-TR', displayName: 'Türkçe' }));
    await expect(request({ url: 'language/1' })).resolves.toEqual({
      id: 1,
      cultureName: 'tr-TR',
      displayName: 'Türkçe',
    });
  });
});

describe('failures', () => {
  it('rejects with the server envelope', async () => {
    const reply = fail(400, 'Şifre hatalı.', { errorCode: 'AUTH_INVALID_CREDENTIALS' });
    mockApi(() => reply);
    await expect(request({ url: 'auth/login', method: 'POST', data: {} })).rejects.toEqual(
      reply.data,
    );
  });

  it("rejects with 'Something went wrong' when there is no body", async () => {
    mockApi(() => ({ status: 502 }));
    await expect(request({ url: 'language' })).rejects.toBe(GENERIC_ERROR_TEXT);
  });

  it("rejects with 'Something went wrong' on a connection error", async () => {
    apiClient.defaults.adapter = () => Promise.reject(new Error('Network Error'));
    await expect(request({ url: 'language' })).rejects.toBe(GENERIC_ERROR_TEXT);
  });

  it('clears the stored access token and user on a 401 and hands over to the unauthorized handler', async () => {
    setTokens(TOKENS);
    setStoredUser(makeUser());
    const handler = vi.fn();
    const restore = setUnauthorizedHandler(handler);
    const reply = fail(401, 'Oturum süresi doldu.', { errorCode: 'AUTH_INVALID_TOKEN' });
    mockApi(() => reply);

    await expect(request({ url: 'user' })).rejects.toEqual(reply.data);
    restore();

    expect(handler).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    // The refresh token is not the access token; it goes with an explicit sign-out.
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('leaves the session alone on other failures', async () => {
    setTokens(TOKENS);
    const handler = vi.fn();
    const restore = setUnauthorizedHandler(handler);
    mockApi(() => fail(403, 'Yetkiniz yok.'));
    await expect(request({ url: 'user' })).rejects.toBeTruthy();
    restore();
    expect(handler).not.toHaveBeenCalled();
    expect(getAccessToken()).toBe('access-1');
  });

  it('reports a learning route refused for a lapsed plan or a pending agreement, and nothing else', async () => {
    setTokens(TOKENS);
    const lapsed = vi.fn();
    const restore = setSubscriptionLapsedHandler(lapsed);
    const replies = [
      fail(403, 'Deneme süreniz doldu.', { errorCode: 'TRIAL_EXPIRED' }),
      fail(403, 'Abonelik gerekli.', { errorCode: 'SUBSCRIPTION_REQUIRED' }),
      fail(403, 'Yeni sürümü onaylayın.', { errorCode: 'CONTRACT_APPROVAL_PENDING' }),
      fail(403, 'Yetkiniz yok.', { errorCode: 'FORBIDDEN' }),
      fail(409, 'Deneme kullanıldı.', { errorCode: 'TRIAL_ALREADY_USED' }),
    ];
    let next = 0;
    mockApi(() => replies[next++]!);
    for (let i = 0; i < replies.length; i += 1)
      await expect(request({ url: 'usertask/getusertaskoverview' })).rejects.toBeTruthy();
    restore();
    expect(lapsed).toHaveBeenCalledTimes(3);
    // The session itself stays: only the user's status is stale.
    expect(getAccessToken()).toBe('access-1');
  });
});
