import { LEARNING_STATUSES } from '@yek/contracts/user';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import {
  INITIAL_AUTH_STATE,
  LEARNING_SUBSCRIPTION_STATUSES,
  authReducer,
  hasCompleteRegistration,
  pathAfterLogin,
} from './auth-reducer';

describe('authReducer', () => {
  it('starts not initialized', () => {
    expect(INITIAL_AUTH_STATE.status).toBe('idle');
  });

  it('initializes as authenticated from a stored token and user', () => {
    const user = makeUser();
    const state = authReducer(INITIAL_AUTH_STATE, { type: 'initialize', accessToken: 't', user });
    expect(state).toMatchObject({ status: 'authenticated', user });
  });

  it('initializes as unauthenticated without a token, without a user, or for an unverified account', () => {
    for (const [accessToken, user] of [
      [null, makeUser()],
      ['t', null],
      ['t', makeUser({ accountVerified: false })],
    ] as const) {
      expect(
        authReducer(INITIAL_AUTH_STATE, { type: 'initialize', accessToken, user }).status,
      ).toBe('unauthenticated');
    }
  });

  it('login sets the user; a refresh replaces it; logout clears it', () => {
    const user = makeUser();
    let state = authReducer(INITIAL_AUTH_STATE, {
      type: 'initialize',
      accessToken: null,
      user: null,
    });
    state = authReducer(state, { type: 'login', user });
    expect(state).toMatchObject({ status: 'authenticated', user });
    const renamed = makeUser({ name: 'Zeynep' });
    state = authReducer(state, { type: 'updateUser', user: renamed });
    expect(state.user?.name).toBe('Zeynep');
    state = authReducer(state, { type: 'logout', reason: 'logout' });
    expect(state).toMatchObject({ status: 'unauthenticated', user: null, endReason: 'logout' });
  });

  it('keeps a remembered path when the session expires but not when the learner signs out', () => {
    let state = authReducer(INITIAL_AUTH_STATE, { type: 'login', user: makeUser() });
    state = authReducer(state, { type: 'rememberPath', path: '/library' });
    expect(authReducer(state, { type: 'logout', reason: 'expired' }).rememberedPath).toBe(
      '/library',
    );
    expect(authReducer(state, { type: 'logout', reason: 'logout' }).rememberedPath).toBeNull();
  });
});

describe('registration completeness', () => {
  it('matches the shared learning statuses', () => {
    expect([...LEARNING_SUBSCRIPTION_STATUSES].sort()).toEqual([...LEARNING_STATUSES].sort());
  });

  it('needs a finished registration and a trial or an active subscription', () => {
    expect(hasCompleteRegistration(makeUser())).toBe(true);
    expect(hasCompleteRegistration(makeUser({ subscriptionStatus: 'ActiveSubscriber' }))).toBe(
      true,
    );
    expect(hasCompleteRegistration(makeUser({ registrationComplete: false }))).toBe(false);
    for (const status of ['NoSubscription', 'TrialExpired', 'SubscriptionExpired'] as const) {
      expect(hasCompleteRegistration(makeUser({ subscriptionStatus: status }))).toBe(false);
    }
  });

  it('sends a complete learner home and everyone else to setup after login', () => {
    expect(pathAfterLogin(makeUser())).toBe('/');
    expect(pathAfterLogin(makeUser({ registrationComplete: false }))).toBe('/setup');
    expect(pathAfterLogin(makeUser({ subscriptionStatus: 'TrialExpired' }))).toBe('/setup');
  });
});
