import { createContext, useContext } from 'react';
import type { AuthUser, User } from '@yek/contracts/user';
import type { AuthState, SessionEndReason } from './auth-reducer';

export interface AuthContextValue extends AuthState {
  /** Stores the tokens (when given) and the user, and switches the UI to the user's language. */
  login: (user: User | AuthUser) => void;
  /** Ends the session on the server, then forgets it here. */
  logout: () => Promise<void>;
  /** Forgets the session here only, for when the server has already ended it. */
  endSession: (reason: SessionEndReason) => void;
  /** A fresh copy of the user from the server replaces the stored one. */
  updateUser: (user: User) => void;
  /** Fetches the signed-in user again (GET user/{id}) and stores it; null when signed out. */
  refreshUser: () => Promise<User | null>;
  rememberPath: (path: string) => void;
  forgetRememberedPath: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
