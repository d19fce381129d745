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

  it('sends a learner without a trial or subscription to setup', () => {
    expect(
      resolveGuard({ ...base, user: makeUser({ subscriptionStatus: 'TrialExpired' }) }),
    ).toEqual({
      kind: 'redirect-to-setup',
    });
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
