import type { User } from '@yek/contracts/user';
import {
  hasCompleteRegistration,
  type AuthStatus,
  type SessionEndReason,
} from '../auth/auth-reducer';

export interface GuardInput {
  status: AuthStatus;
  user: User | null;
  endReason: SessionEndReason | null;
  rememberedPath: string | null;
  /** Where the learner asked to go: pathname + search + hash. */
  requestedPath: string;
  /** Learning pages need a finished registration; /setup itself does not. */
  requireCompleteRegistration: boolean;
}

export type GuardDecision =
  | { kind: 'show-login' }
  | { kind: 'redirect-to-login'; remember: string | null }
  | { kind: 'redirect-to-setup' }
  | { kind: 'redirect-to-remembered'; path: string }
  | { kind: 'render'; clearRemembered: boolean };

/** The route guard of spec §4 as a pure decision, so each branch can be checked on its own. */
export function resolveGuard(input: GuardInput): GuardDecision {
  const { status, user, rememberedPath, requestedPath } = input;
  if (status === 'idle') return { kind: 'show-login' };
  if (status === 'unauthenticated' || !user) {
    return {
      kind: 'redirect-to-login',
      remember: input.endReason === 'logout' ? null : requestedPath,
    };
  }
  if (input.requireCompleteRegistration && !hasCompleteRegistration(user)) {
    return { kind: 'redirect-to-setup' };
  }
  if (input.requireCompleteRegistration && rememberedPath) {
    return rememberedPath === requestedPath
      ? { kind: 'render', clearRemembered: true }
      : { kind: 'redirect-to-remembered', path: rememberedPath };
  }
  return { kind: 'render', clearRemembered: false };
}
