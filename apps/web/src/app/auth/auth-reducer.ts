import type { SubscriptionStatus, User } from '@yek/contracts/user';

export type AuthStatus = 'idle' | 'authenticated' | 'unauthenticated';
/** Why the last session ended: a learner who chose to leave is not sent back where they were. */
export type SessionEndReason = 'logout' | 'expired';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  rememberedPath: string | null;
  endReason: SessionEndReason | null;
}

export type AuthAction =
  | { type: 'initialize'; accessToken: string | null; user: User | null }
  | { type: 'login'; user: User }
  | { type: 'logout'; reason: SessionEndReason }
  | { type: 'updateUser'; user: User }
  | { type: 'rememberPath'; path: string }
  | { type: 'forgetPath' };

export const INITIAL_AUTH_STATE: AuthState = {
  status: 'idle',
  user: null,
  rememberedPath: null,
  endReason: null,
};

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'initialize': {
      if (state.status !== 'idle') return state;
      // An account that has not confirmed its code signs in again and finishes verification there.
      const signedIn = Boolean(
        action.accessToken && action.user && action.user.accountVerified !== false,
      );
      return signedIn
        ? { ...state, status: 'authenticated', user: action.user }
        : { ...state, status: 'unauthenticated', user: null };
    }
    case 'login':
      return { ...state, status: 'authenticated', user: action.user, endReason: null };
    case 'logout':
      return {
        status: 'unauthenticated',
        user: null,
        endReason: action.reason,
        rememberedPath: action.reason === 'logout' ? null : state.rememberedPath,
      };
    case 'updateUser':
      return state.status === 'authenticated' ? { ...state, user: action.user } : state;
    case 'rememberPath':
      return { ...state, rememberedPath: action.path };
    case 'forgetPath':
      return state.rememberedPath === null ? state : { ...state, rememberedPath: null };
  }
}

/**
 * The contracts' LEARNING_STATUSES, restated because importing that module at start-up would pull
 * the whole schema library into the first download; a test keeps the two equal.
 */
export const LEARNING_SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = [
  'Trial',
  'ActiveSubscriber',
];

/** Learning pages need a finished questionnaire and a trial or a subscription (spec §4). */
export function hasCompleteRegistration(user: User | null): boolean {
  return Boolean(
    user?.registrationComplete && LEARNING_SUBSCRIPTION_STATUSES.includes(user.subscriptionStatus),
  );
}

export function pathAfterLogin(user: User): string {
  return hasCompleteRegistration(user) ? '/' : '/setup';
}
