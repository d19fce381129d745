// What two instances must share to behave as one service: rate-limit counters (in Redis) and
// session revocation (in PostgreSQL). Each check talks to the instances directly, bypassing nginx,
// so it is known which instance answered.
import { type Learner, call, signIn } from '../../apps/api/bench/load-kit';

interface Instance {
  name: string;
  base: string;
}

export interface CheckResult {
  pass: boolean;
  lines: string[];
}

/** The per-address limit on password-reset requests (10 per 15 minutes, auth.routes.ts). */
const RESET_LIMIT = 10;

/**
 * Forgot-password requests from one address, alternately to A and B: the 11th is refused whichever
 * instance gets it. Each asks for a different, unknown email, so only the per-address counter can
 * refuse (the per-email one allows 5 an hour) and no mail is sent.
 */
export async function checkSharedRateLimit(a: Instance, b: Instance): Promise<CheckResult> {
  const tag = Date.now().toString(36);
  const answers: { n: number; on: string; status: number; retryAfter: string }[] = [];
  for (let i = 0; i < RESET_LIMIT + 2; i++) {
    const target = i % 2 === 0 ? a : b;
    const res = await call(target.base, 'POST', '/api/auth/forgotpasswordbyemail', {
      json: { email: `nobody.${tag}.${i}@example.com` },
    });
    answers.push({
      n: i + 1,
      on: target.name,
      status: res.status,
      retryAfter: String(res.headers['retry-after'] ?? '-'),
    });
  }
  const allowed = answers.slice(0, RESET_LIMIT);
  const refused = answers.slice(RESET_LIMIT);
  const pass = allowed.every((x) => x.status === 200) && refused.every((x) => x.status === 429);
  return {
    pass,
    lines: [
      `forgot-password from 127.0.0.1, alternately to A and B (limit ${RESET_LIMIT} per 15 min per address):`,
      `  ${answers.map((x) => `#${x.n}→${x.on} ${x.status}`).join('  ')}`,
      ...refused.map(
        (x) => `  #${x.n} on ${x.on}: ${x.status}, Retry-After ${x.retryAfter} s (expected 429)`,
      ),
    ],
  };
}

/** Signs in on A, logs out on B, and expects A to refuse the token on its very next request. */
export async function checkSharedRevocation(
  a: Instance,
  b: Instance,
  learner: Learner,
): Promise<CheckResult> {
  const login = await signIn(a.base, learner.email, learner.password);
  const token = login.body?.data?.tokenDto.accessToken;
  if (login.status !== 200 || !token)
    return { pass: false, lines: [`sign-in on A answered ${login.status}`] };
  const read = (on: Instance) => call(on.base, 'GET', `/api/user/${learner.id}`, { token });
  const beforeA = (await read(a)).status;
  const beforeB = (await read(b)).status;
  const logout = (await call(b.base, 'POST', '/api/auth/logout', { token })).status;
  const afterA = (await read(a)).status;
  const afterB = (await read(b)).status;
  const pass =
    beforeA === 200 && beforeB === 200 && logout === 200 && afterA === 401 && afterB === 401;
  return {
    pass,
    lines: [
      `signed in on A; GET /api/user/${learner.id}: A ${beforeA}, B ${beforeB}`,
      `logout on B: ${logout}; the same token right after: A ${afterA}, B ${afterB} (expected 401)`,
    ],
  };
}
