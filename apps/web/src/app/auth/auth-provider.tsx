import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import type { AuthUser, User } from '@yek/contracts/user';
import { logoutRequest } from '../../features/auth/api/logout';
import { changeUiLanguage, languageFromCulture } from '../../lib/i18n';
import {
  clearSession,
  getAccessToken,
  getStoredUser,
  setStoredUser,
  setTokens,
  stripTokens,
} from '../../lib/storage';
import { scheduleTokenRefresh } from '../../lib/token-refresh';
import { AuthContext, type AuthContextValue } from './auth-context';
import { INITIAL_AUTH_STATE, authReducer, type SessionEndReason } from './auth-reducer';

function hasTokens(user: User | AuthUser): user is AuthUser {
  return 'tokenDto' in user && Boolean(user.tokenDto);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, INITIAL_AUTH_STATE);

  useEffect(() => {
    dispatch({ type: 'initialize', accessToken: getAccessToken(), user: getStoredUser() });
  }, []);

  const endSession = useCallback((reason: SessionEndReason) => {
    clearSession();
    dispatch({ type: 'logout', reason });
  }, []);

  useEffect(() => {
    if (state.status !== 'authenticated') return undefined;
    return scheduleTokenRefresh({ onFailure: () => endSession('expired') });
  }, [state.status, endSession]);

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

  const updateUser = useCallback((user: User) => {
    setStoredUser(user);
    dispatch({ type: 'updateUser', user });
  }, []);

  const rememberPath = useCallback((path: string) => dispatch({ type: 'rememberPath', path }), []);
  const forgetRememberedPath = useCallback(() => dispatch({ type: 'forgetPath' }), []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login, logout, endSession, updateUser, rememberPath, forgetRememberedPath }),
    [state, login, logout, endSession, updateUser, rememberPath, forgetRememberedPath],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
