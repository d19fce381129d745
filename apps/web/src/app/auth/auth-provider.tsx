import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { AuthUser, User } from '@yek/contracts/user';
import { logoutRequest } from '../../features/auth/api/logout';
import { getUser } from '../../features/user/api/get-user';
import { setSubscriptionLapsedHandler } from '../../lib/api-events';
import { changeUiLanguage, languageFromCulture } from '../../lib/i18n';
import {
  clearSession,
  getAccessToken,
  getAccessTokenExpiry,
  getRefreshToken,
  getStoredUser,
  setStoredUser,
  setTokens,
  stripTokens,
} from '../../lib/storage';
import { refreshDelay, refreshTokens, scheduleTokenRefresh } from '../../lib/token-refresh';
import { AuthContext, type AuthContextValue } from './auth-context';
import {
  INITIAL_AUTH_STATE,
  authReducer,
  type AuthState,
  type SessionEndReason,
} from './auth-reducer';

function hasTokens(user: User | AuthUser): user is AuthUser {
  return 'tokenDto' in user && Boolean(user.tokenDto);
}

/**
 * The stored session is read while the first screen renders, not in an effect after it: the first
 * render is then the page itself, not a loading overlay that a second render replaces. A session
 * whose access token is due for renewal stays 'idle' (the overlay) until it is renewed: a page
 * rendered at once would call the API with the old token, and its refusal would sign the learner
 * out.
 */
function restoreSession(initial: AuthState): AuthState {
  const accessToken = getAccessToken();
  if (accessToken && refreshDelay(getAccessTokenExpiry()) === 0) return initial;
  return authReducer(initial, { type: 'initialize', accessToken, user: getStoredUser() });
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE, restoreSession);

  /** Set when the session comes from storage: its user is as old as the tab that stored it. */
  const [restoredUser] = useState(() => Boolean(getAccessToken() && getStoredUser()));
  const restoredUserIsStale = useRef(restoredUser);

  const endSession = useCallback((reason: SessionEndReason) => {
    clearSession();
    dispatch({ type: 'logout', reason });
  }, []);

  const updateUser = useCallback((user: User) => {
    setStoredUser(user);
    dispatch({ type: 'updateUser', user });
  }, []);

  const userId = state.user?.id ?? null;
  const refreshing = useRef<Promise<User | null> | null>(null);
  const refreshUser = useCallback((): Promise<User | null> => {
    if (userId === null) return Promise.resolve(null);
    // Several refused calls at once need one fresh copy of the user, not one each.
    refreshing.current ??= getUser(userId)
      .then((fresh) => {
        updateUser(fresh);
        return fresh;
      })
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, [userId, updateUser]);

  const refreshInBackground = useEffectEvent(() => {
    refreshUser().catch((error: unknown) => console.error('User refresh failed', error));
  });

  useEffect(() => {
    if (state.status !== 'idle') return undefined;
    let active = true;
    const refreshToken = getRefreshToken();
    (refreshToken ? refreshTokens(refreshToken) : Promise.reject(new Error('No refresh token')))
      .then((tokens) => {
        if (!active) return;
        setTokens(tokens);
        dispatch({ type: 'initialize', accessToken: tokens.accessToken, user: getStoredUser() });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('Access token refresh failed', error);
        endSession('expired');
      });
    return () => {
      active = false;
    };
  }, [state.status, endSession]);

  useEffect(() => {
    if (state.status !== 'authenticated') return undefined;
    // A trial may have ended while the tab was closed: the restored user is read again as soon
    // as the access token can be used, now or right after its refresh.
    const checkRestoredUser = () => {
      if (!restoredUserIsStale.current) return;
      restoredUserIsStale.current = false;
      refreshInBackground();
    };
    if ((refreshDelay(getAccessTokenExpiry()) ?? 0) > 0) checkRestoredUser();
    return scheduleTokenRefresh({
      onRefreshed: checkRestoredUser,
      onFailure: () => endSession('expired'),
    });
  }, [state.status, endSession]);

  useEffect(() => {
    if (state.status !== 'authenticated') return undefined;
    // A learning call refused for a lapsed trial or plan: the fresh status lets the guard step in.
    return setSubscriptionLapsedHandler(() => refreshInBackground());
  }, [state.status]);

  const login = useCallback((user: User | AuthUser) => {
    if (hasTokens(user)) setTokens(user.tokenDto);
    const plain = stripTokens(user);
    setStoredUser(plain);
    dispatch({ type: 'login', user: plain });
    void changeUiLanguage(languageFromCulture(user.languageName));
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // The local session ends either way; a server that is unreachable cannot keep it alive.
    }
    endSession('logout');
  }, [endSession]);

  const rememberPath = useCallback((path: string) => dispatch({ type: 'rememberPath', path }), []);
  const forgetRememberedPath = useCallback(() => dispatch({ type: 'forgetPath' }), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      logout,
      endSession,
      updateUser,
      refreshUser,
      rememberPath,
      forgetRememberedPath,
    }),
    [state, login, logout, endSession, updateUser, refreshUser, rememberPath, forgetRememberedPath],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
