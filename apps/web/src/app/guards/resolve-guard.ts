import type { User } from '@yek/contracts/user';
import {
  hasCompleteRegistration,
  type AuthStatus,
  type SessionEndReason,
} from '../auth/auth-reducer';
import { isSubscriptionFreePath } from '../route-paths';

export interface GuardInput {
  status: AuthStatus;
  user: User | null;
  endReason: SessionEndReason | null;
  rememberedPath: string | null;
  /** Where the learner asked to go: pathname + search + hash. */
  requestedPath: string;
  /** Learning pages need a finished registration; /setup itself does not. */
  requireCompleteRegistration: boolean;
  /** The management area: editors and admins only, whatever their own plan or setup. */
  staffOnly?: boolean;
}

export type GuardDecision =
  | { kind: 'show-login' }
  | { kind: 'redirect-to-login'; remember: string | null }
  | { kind: 'redirect-to-setup' }
  /** Setup is over for this learner: home decides what they see. */
  | { kind: 'redirect-to-home' }
  /** The trial or plan has run out: the purchase message shows instead of the page. */
  | { kind: 'show-subscription-ended' }
  /** A new agreement version waits for approval: its text shows instead of the page. */
  | { kind: 'show-contract-approval' }
  | { kind: 'redirect-to-remembered'; path: string }
  /** A learner asked for the management area: a page says it is not theirs. */
  | { kind: 'show-no-access' }
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
  // Before anything else: every user approves a newly published agreement version first.
  if ((user.pendingContracts ?? []).length > 0) return { kind: 'show-contract-approval' };
  if (input.staffOnly) {
    if (user.role !== 'editor' && user.role !== 'admin') return { kind: 'show-no-access' };
    if (rememberedPath && rememberedPath !== requestedPath)
      return { kind: 'redirect-to-remembered', path: rememberedPath };
    return { kind: 'render', clearRemembered: rememberedPath === requestedPath };
  }
  if (!input.requireCompleteRegistration) {
    // The answers are final once registration completes; setup has nothing left to ask.
    return user.registrationComplete
      ? { kind: 'redirect-to-home' }
      : { kind: 'render', clearRemembered: false };
  }
  if (!user.registrationComplete) return { kind: 'redirect-to-setup' };
  if (!hasCompleteRegistration(user) && !isSubscriptionFreePath(requestedPath)) {
    return { kind: 'show-subscription-ended' };
  }
  if (rememberedPath) {
    return rememberedPath === requestedPath
      ? { kind: 'render', clearRemembered: true }
      : { kind: 'redirect-to-remembered', path: rememberedPath };
  }
  return { kind: 'render', clearRemembered: false };
}
