import {
  useCallback,
  useEffect,
  useEffectEvent,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import type { AuthUser, User } from '@yek/contracts/user';
import { logoutRequest } from '../../features/auth/api/logout';
import { getUser } from '../../features/user/api/get-user';
import { setSubscriptionLapsedHandler } from '../../lib/api-client';
import { changeUiLanguage, languageFromCulture } from '../../lib/i18n';
import {
  clearSession,
  getAccessToken,
  getAccessTokenExpiry,
  getStoredUser,
  setStoredUser,
  setTokens,
  stripTokens,
} from '../../lib/storage';
import { refreshDelay, scheduleTokenRefresh } from '../../lib/token-refresh';
import { AuthContext, type AuthContextValue } from './auth-context';
import { INITIAL_AUTH_STATE, authReducer, type SessionEndReason } from './auth-reducer';

function hasTokens(user: User | AuthUser): user is AuthUser {
  return 'tokenDto' in user && Boolean(user.tokenDto);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);

  /** Set when the session comes from storage: its user is as old as the tab that stored it. */
  const restoredUserIsStale = useRef(false);

  useEffect(() => {
    const accessToken = getAccessToken();
    const user = getStoredUser();
    restoredUserIsStale.current = Boolean(accessToken && user);
    dispatch({ type: 'initialize', accessToken, user });
  }, []);

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
