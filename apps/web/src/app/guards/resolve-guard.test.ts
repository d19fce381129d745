import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures';
import { resolveGuard, type GuardInput } from './resolve-guard';

const base: GuardInput = {
  status: 'authenticated',
  user: makeUser(),
  endReason: null,
  rememberedPath: null,
  requestedPath: '/profile',
  requireCompleteRegistration: true,
};

describe('resolveGuard (spec §4)', () => {
  it('shows a newly published agreement before any page, setup included', () => {
    const user = makeUser({ pendingContracts: [{ id: 9, alias: 'terms-of-use', version: 2 }] });
    expect(resolveGuard({ ...base, user })).toEqual({ kind: 'show-contract-approval' });
    expect(
      resolveGuard({
        ...base,
        user: { ...user, registrationComplete: false },
        requireCompleteRegistration: false,
      }),
    ).toEqual({ kind: 'show-contract-approval' });
    // A user stored before the field existed has nothing pending.
    const { pendingContracts: _none, ...stored } = makeUser();
    expect(resolveGuard({ ...base, user: stored as typeof user })).toEqual({
      kind: 'render',
      clearRemembered: false,
    });
  });

  it('shows the login page while the session is not initialized', () => {
    expect(resolveGuard({ ...base, status: 'idle', user: null })).toEqual({ kind: 'show-login' });
  });

  it('remembers the requested path and redirects an unauthenticated visitor to login', () => {
    expect(
      resolveGuard({
        ...base,
        status: 'unauthenticated',
        user: null,
        requestedPath: '/library?genreId=2',
      }),
    ).toEqual({
      kind: 'redirect-to-login',
      remember: '/library?genreId=2',
    });
  });

  it('does not remember the page of a learner who signed out', () => {
    expect(
      resolveGuard({ ...base, status: 'unauthenticated', user: null, endReason: 'logout' }),
    ).toEqual({
      kind: 'redirect-to-login',
      remember: null,
    });
  });

  it('sends an incomplete registration to setup', () => {
    expect(resolveGuard({ ...base, user: makeUser({ registrationComplete: false }) })).toEqual({
      kind: 'redirect-to-setup',
    });
  });

  it('shows the purchase message instead of a learning page once the trial or plan has run out', () => {
    for (const subscriptionStatus of [
      'TrialExpired',
      'SubscriptionExpired',
      'NoSubscription',
    ] as const) {
      for (const requestedPath of ['/', '/library/5', '/task/reading/8?x=1', '/webgl']) {
        expect(
          resolveGuard({ ...base, requestedPath, user: makeUser({ subscriptionStatus }) }),
          `${subscriptionStatus} ${requestedPath}`,
        ).toEqual({ kind: 'show-subscription-ended' });
      }
    }
  });

  it('keeps the profile and the purchase page open after the trial has ended', () => {
    const user = makeUser({ subscriptionStatus: 'TrialExpired' });
    for (const requestedPath of ['/profile', '/purchase', '/purchase/', '/purchase?code=X']) {
      expect(resolveGuard({ ...base, user, requestedPath }), requestedPath).toEqual({
        kind: 'render',
        clearRemembered: false,
      });
    }
  });

  it('still sends a learner who has not finished the questions to setup', () => {
    expect(
      resolveGuard({
        ...base,
        requestedPath: '/purchase',
        user: makeUser({ registrationComplete: false, subscriptionStatus: 'NoSubscription' }),
      }),
    ).toEqual({ kind: 'redirect-to-setup' });
  });

  it('sends a learner whose registration is complete from setup to home', () => {
    for (const subscriptionStatus of ['Trial', 'TrialExpired'] as const) {
      expect(
        resolveGuard({
          ...base,
          requireCompleteRegistration: false,
          requestedPath: '/setup',
          user: makeUser({ subscriptionStatus }),
        }),
      ).toEqual({ kind: 'redirect-to-home' });
    }
  });

  it('lets an incomplete learner stay on setup itself', () => {
    expect(
      resolveGuard({
        ...base,
        user: makeUser({ registrationComplete: false }),
        requireCompleteRegistration: false,
        requestedPath: '/setup',
        rememberedPath: '/library',
      }),
    ).toEqual({ kind: 'render', clearRemembered: false });
  });

  it('redirects a complete learner to the remembered path once', () => {
    expect(resolveGuard({ ...base, requestedPath: '/', rememberedPath: '/library' })).toEqual({
      kind: 'redirect-to-remembered',
      path: '/library',
    });
    expect(
      resolveGuard({ ...base, requestedPath: '/library', rememberedPath: '/library' }),
    ).toEqual({
      kind: 'render',
      clearRemembered: true,
    });
  });

  it('renders the page for a complete learner', () => {
    expect(resolveGuard(base)).toEqual({ kind: 'render', clearRemembered: false });
  });
});

describe('resolveGuard for the management area', () => {
  const admin: GuardInput = { ...base, requestedPath: '/admin/sliders', staffOnly: true };

  it('sends a visitor who is not signed in to login, remembering the page', () => {
    expect(resolveGuard({ ...admin, status: 'unauthenticated', user: null })).toEqual({
      kind: 'redirect-to-login',
      remember: '/admin/sliders',
    });
  });

  it('tells a learner the area is not theirs', () => {
    expect(resolveGuard({ ...admin, user: makeUser({ role: 'learner' }) })).toEqual({
      kind: 'show-no-access',
    });
  });

  it('lets editors and admins in whatever their own setup or plan', () => {
    for (const role of ['editor', 'admin'] as const) {
      expect(
        resolveGuard({
          ...admin,
          user: makeUser({
            role,
            registrationComplete: false,
            subscriptionStatus: 'NoSubscription',
          }),
        }),
      ).toEqual({ kind: 'render', clearRemembered: false });
    }
  });
});
