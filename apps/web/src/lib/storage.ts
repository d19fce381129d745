import './secure-storage-env';
import secureStorageModule from 'react-secure-storage';
import { STORAGE_KEYS } from '@yek/contracts/storage-keys';
import type { TokenDto, User } from '@yek/contracts/user';

type SecureStorage = typeof secureStorageModule;

// The package is CommonJS compiled from ESM. Under Vite 8's interop an ESM importer ("type":
// "module") gets the module object, with the instance at .default; Vitest hands over the instance.
const secureLocalStorage: SecureStorage =
  'getItem' in secureStorageModule
    ? secureStorageModule
    : (secureStorageModule as unknown as { default: SecureStorage }).default;

/**
 * Tokens and the user live in encrypted local storage (spec §9); the language stays plain so it
 * can be read before anything else loads; the setup question list only lives for the tab.
 *
 * The library's key comes from a browser fingerprint; lib/secure-storage-env.ts leaves out the
 * parts of it that change while the browser stays the same, which would sign a learner out.
 */

function readString(key: string): string | null {
  const value = secureLocalStorage.getItem(key);
  return typeof value === 'string' ? value : null;
}

export function getAccessToken(): string | null {
  return readString(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return readString(STORAGE_KEYS.refreshToken);
}

export function getAccessTokenExpiry(): string | null {
  return readString(STORAGE_KEYS.accessTokenExpiry);
}

/**
 * The access token's expiry in this device's clock: now plus the token's lifetime (its `exp` less
 * its `iat`). The server's instant is kept only for a token without those claims. A phone whose
 * clock runs hours behind the server's would otherwise refresh hours late, after every call had
 * already been refused.
 */
export function deviceExpiry(tokens: TokenDto, now: number = Date.now()): string {
  try {
    const part = tokens.accessToken.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
      iat?: unknown;
    };
    if (typeof claims.exp === 'number' && typeof claims.iat === 'number' && claims.exp > claims.iat)
      return new Date(now + (claims.exp - claims.iat) * 1000).toISOString();
  } catch {
    // Not a JWT with readable claims: the server's instant below.
  }
  return tokens.accessTokenExpiry;
}

export function setTokens(tokens: TokenDto): void {
  secureLocalStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  secureLocalStorage.setItem(STORAGE_KEYS.accessTokenExpiry, deviceExpiry(tokens));
  secureLocalStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
}

export function getStoredUser(): User | null {
  const value = secureLocalStorage.getItem(STORAGE_KEYS.user);
  return value && typeof value === 'object' ? (value as User) : null;
}

/** The token pair has its own keys; keeping it inside the user too would leave a stale copy. */
export function stripTokens(user: User & { tokenDto?: TokenDto }): User {
  const { tokenDto: _tokens, ...plain } = user;
  return plain;
}

export function setStoredUser(user: User): void {
  secureLocalStorage.setItem(STORAGE_KEYS.user, stripTokens(user));
}

/** Keeps the tokens and the user a sign-in answered with. */
export function saveSession(user: User & { tokenDto: TokenDto }): void {
  setTokens(user.tokenDto);
  setStoredUser(user);
}

/** Removes what a 401 invalidates: the access token and the user. */
export function clearAccessTokenAndUser(): void {
  secureLocalStorage.removeItem(STORAGE_KEYS.accessToken);
  secureLocalStorage.removeItem(STORAGE_KEYS.accessTokenExpiry);
  secureLocalStorage.removeItem(STORAGE_KEYS.user);
}

/** Removes the whole session; the language choice survives on purpose. */
export function clearSession(): void {
  clearAccessTokenAndUser();
  secureLocalStorage.removeItem(STORAGE_KEYS.refreshToken);
  clearQuestionList();
}

export function getStoredLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    return null;
  }
}

export function setStoredLanguage(lang: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, lang);
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

/** A display preference of Yekverse's player, kept plain like the language. */
const SUBTITLES_KEY = 'yekverseSubtitles';

/** Whether the learner hid Yekverse's subtitles; shown unless they chose otherwise. */
export function getSubtitlesHidden(): boolean {
  try {
    return localStorage.getItem(SUBTITLES_KEY) === 'hidden';
  } catch {
    return false;
  }
}

export function setSubtitlesHidden(hidden: boolean): void {
  try {
    localStorage.setItem(SUBTITLES_KEY, hidden ? 'hidden' : 'shown');
  } catch {
    // Private modes may refuse storage; the choice then lasts for this page only.
  }
}

export function getQuestionList<T>(): T | null {
  const raw = sessionStorage.getItem(STORAGE_KEYS.questionList);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function setQuestionList(list: unknown): void {
  sessionStorage.setItem(STORAGE_KEYS.questionList, JSON.stringify(list));
}

export function clearQuestionList(): void {
  sessionStorage.removeItem(STORAGE_KEYS.questionList);
}
