import { ErrorEnvelopeSchema, envelope } from '@yek/contracts/common';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import { retryLater } from '../lib/errors';
import type { RateRule } from '../lib/rate-limit';
import { type AccessRule, assertRole, createAuthenticator } from './auth';

export interface LimitSpec extends RateRule {
  /** Names the counter; requests with the same name and key share it. */
  name: string;
  /** What is counted: the caller's address by default, or the signed-in account. */
  key?: (request: FastifyRequest) => string | undefined;
  /** Counted once the caller is known, for limits keyed on the signed-in account. */
  afterAuth?: boolean;
}

/** Per-account limit helper: counts the signed-in caller's requests. */
export const perUser = (name: string, limit: number, windowSeconds: number): LimitSpec => ({
  name,
  limit,
  windowSeconds,
  afterAuth: true,
  key: (request) => (request.auth ? String(request.auth.userId) : undefined),
});

/** Per-address limit helper. */
export const perIp = (name: string, limit: number, windowSeconds: number): LimitSpec => ({
  name,
  limit,
  windowSeconds,
});

/** The response schemas of a route: the envelope around its payload, and the error envelope. */
export function responses<T extends z.ZodType>(payload: T) {
  return { 200: envelope(payload), '4XX': ErrorEnvelopeSchema, '5XX': ErrorEnvelopeSchema };
}

/**
 * The onRequest hook every route shares: rate limits first (so a flood costs no token check), then
 * the bearer token and the role the route needs. It runs before the body is read or validated, so
 * an anonymous caller learns nothing about a protected route's fields.
 */
/** A guard hook names the access rule it checks, so route-wide hooks and tests can read it. */
export interface AccessTagged {
  access: AccessRule;
}

export function createGuard(deps: AppDeps) {
  const authenticate = createAuthenticator(deps);
  return function guard(
    access: AccessRule,
    limits: LimitSpec[] = [],
  ): onRequestAsyncHookHandler & AccessTagged {
    const before = limits.filter((l) => !l.afterAuth);
    const after = limits.filter((l) => l.afterAuth);
    async function consume(request: FastifyRequest, specs: LimitSpec[]) {
      for (const spec of specs) {
        const key = spec.key ? spec.key(request) : request.ip;
        if (!key) continue;
        const result = await deps.limiter.consume(`${spec.name}:${key}`, spec);
        if (!result.allowed) throw retryLater(result.retryAfter);
      }
    }
    const hook: onRequestAsyncHookHandler = async function (request) {
      await consume(request, before);
      if (access === 'public') return;
      const { auth, cached } = await authenticate(request);
      await consume(request, after);
      try {
        assertRole(auth, access, deps.clock.now());
      } catch (error) {
        // A trial or plan that started a moment ago may not have reached the cache yet.
        if (!cached) throw error;
        assertRole((await authenticate(request, true)).auth, access, deps.clock.now());
      }
    };
    return Object.assign(hook, { access });
  };
}
export type Guard = ReturnType<typeof createGuard>;

/** The caller, on routes whose guard is not 'public'. */
export function caller(request: FastifyRequest) {
  if (!request.auth) throw new Error('route used caller() without an authenticating guard');
  return request.auth;
}
