import { SECURE_STORAGE_PREFIX, STORAGE_KEYS } from '@yek/contracts/storage-keys';
import { describe, expect, it } from 'vitest';
import { makeAuthUser } from '../test/fixtures';
import {
  clearAccessTokenAndUser,
  clearSession,
  getAccessToken,
  getAccessTokenExpiry,
  getQuestionList,
  getRefreshToken,
  getStoredLanguage,
  getStoredUser,
  getSubtitlesHidden,
  saveSession,
  setQuestionList,
  setStoredLanguage,
  setSubtitlesHidden,
} from './storage';

function localKeys(): string[] {
  return Object.keys(localStorage);
}

describe('session storage of tokens and user', () => {
  it('keeps tokens and user encrypted under the @secure. prefix', () => {
    const user = makeAuthUser();
    saveSession(user);

    const keys = localKeys();
    for (const key of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.accessTokenExpiry,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.user,
    ]) {
      const stored = keys.find((k) => k.startsWith(SECURE_STORAGE_PREFIX) && k.endsWith(`.${key}`));
      expect(stored, key).toBeDefined();
      expect(localStorage.getItem(stored!)).not.toContain(user.tokenDto.accessToken);
    }
    expect(keys.some((k) => k === STORAGE_KEYS.accessToken || k === STORAGE_KEYS.user)).toBe(false);

    expect(getAccessToken()).toBe('access-1');
    expect(getRefreshToken()).toBe('refresh-1');
    expect(getAccessTokenExpiry()).toBe(user.tokenDto.accessTokenExpiry);
    const stored = getStoredUser();
    expect(stored?.name).toBe('Ayşe');
    expect(stored && 'tokenDto' in stored).toBe(false);
  });

  it('a 401 clears the access token and user but not the refresh token', () => {
    saveSession(makeAuthUser());
    clearAccessTokenAndUser();
    expect(getAccessToken()).toBeNull();
    expect(getAccessTokenExpiry()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('sign-out clears the session and the question list but keeps the language', () => {
    saveSession(makeAuthUser());
    setStoredLanguage('en');
    setQuestionList([{ questionId: 1 }]);
    clearSession();
    expect(getRefreshToken()).toBeNull();
    expect(getQuestionList()).toBeNull();
    expect(getStoredLanguage()).toBe('en');
    expect(localKeys().filter((k) => k.startsWith(SECURE_STORAGE_PREFIX))).toEqual([]);
  });
});

describe('plain storage', () => {
  it('keeps the language in localStorage under lang', () => {
    setStoredLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(getStoredLanguage()).toBe('en');
  });

  it("keeps Yekverse's subtitle choice in plain localStorage, shown until hidden, across a sign-out", () => {
    expect(getSubtitlesHidden()).toBe(false);
    setSubtitlesHidden(true);
    clearSession();
    expect(getSubtitlesHidden()).toBe(true);
    setSubtitlesHidden(false);
    expect(getSubtitlesHidden()).toBe(false);
  });

  it('keeps the setup question list in sessionStorage', () => {
    setQuestionList([{ questionId: 3, orderNo: 1 }]);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.questionList)!)).toEqual([
      { questionId: 3, orderNo: 1 },
    ]);
    expect(getQuestionList()).toEqual([{ questionId: 3, orderNo: 1 }]);
    expect(localStorage.getItem(STORAGE_KEYS.questionList)).toBeNull();
  });
});

describe('the key the session is encrypted with', () => {
  it('stays the same when the screen turns and a canvas draws differently', async () => {
    await import('./storage');
    // The library's own fingerprint, from which it derives the key.
    const { default: fingerprint } = (await import(
      // @ts-expect-error -- the package ships this file without types
      'react-secure-storage/dist/fingerprint'
    )) as { default: () => string };
    const screenWidth = Object.getOwnPropertyDescriptor(window.screen, 'width');
    const getContext = HTMLCanvasElement.prototype.getContext;
    const toDataURL = HTMLCanvasElement.prototype.toDataURL;
    // jsdom draws nothing; a browser's drawing is what varies, so each canvas reads differently.
    HTMLCanvasElement.prototype.getContext = function () {
      return new Proxy({}, { get: () => () => undefined });
    } as unknown as typeof getContext;
    HTMLCanvasElement.prototype.toDataURL = () => `data:image/png;base64,${Math.random()}`;
    try {
      const before = fingerprint();
      Object.defineProperty(window.screen, 'width', { configurable: true, value: 9999 });
      expect(fingerprint()).toBe(before);
    } finally {
      HTMLCanvasElement.prototype.toDataURL = toDataURL;
      HTMLCanvasElement.prototype.getContext = getContext;
      if (screenWidth) Object.defineProperty(window.screen, 'width', screenWidth);
      else Reflect.deleteProperty(window.screen, 'width');
    }
  });
});
