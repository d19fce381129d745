import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isManagementWrite } from '../src/plugins/audit';
import type { RouteEntry } from '../src/plugins/audit';
import { bearer, createTestApp, json, type TestApp } from './helpers';
import { learnerWithTrial } from './learner';
import { loginAs } from './onboarding';

/**
 * Roles on every write, read from Fastify's own route list: a route added later is tried the same
 * way. Every non-GET route is an editor's or admin's, unless this table names it as a write anyone
 * may call or a signed-in user's own.
 */
const PUBLIC_WRITES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/refreshtoken',
  'POST /api/auth/forgotpasswordbyemail',
  'POST /api/auth/forgotpasswordbyphonenumber',
  'POST /api/auth/passwordreset',
  'PUT /api/auth/resetpassword',
  'POST /api/auth/googlelogin',
  'POST /api/auth/applelogin',
  'POST /api/userregistration',
  'POST /api/payment/appstore/notification',
  'POST /api/payment/googleplay/notification',
  'POST /api/testclock/advance',
  'POST /api/testclock/reset',
]);
const OWN_WRITES = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/verifyaccountbyotpcode',
  'PUT /api/auth/verifyemailbyotpcode',
  'PUT /api/auth/verifyphonenumberbyotpcode',
  'POST /api/contract/approve',
  'POST /api/birthdayquestion/registerbirthdayanswer',
  'POST /api/studentquestion/registerstudentuseranswer',
  'POST /api/educationquestion/registereducationuseranswer',
  'POST /api/jobquestion/registeruserjobanswer',
  'POST /api/englishlearningpurposequestion/registerenglishlearningpurposeuseranswer',
  'POST /api/interestquestion/registerinterestuseranswer',
  'PUT /api/user',
  'PUT /api/user/updatepassword',
  'PUT /api/user/updatereminder',
  'POST /api/user/deleteaccount',
  'POST /api/user/senddeleteaccountcode',
  'POST /api/userregistration/uploadfile',
  'POST /api/payment/registerfreesubscriptionplan',
  'POST /api/mobileapppayment',
  'PATCH /api/usertask/assigntasktouser',
  'PATCH /api/usertask/registerusertasklecture',
  'POST /api/usertask/registerusertaskquestionanswer',
  'POST /api/usertask/registerusertaskmainquestionvocabularies',
  'POST /api/review/registerreviewanswer',
  'DELETE /api/usertask/deleteusertaskmainquestionvocabulary/:id',
  'POST /api/cdn/uploaduserfile',
  'POST /api/usertaskexam/registerusertaskexamquestionanswer',
  'POST /api/usertaskexam/startlevelexam',
  'POST /api/usertaskexam/submitlevelexam',
  'POST /api/usertaskexam/startplacementexam',
  'POST /api/usertaskexam/registerplacementanswer',
  'POST /api/usertaskexam/applyplacementresult',
  'PUT /api/book/saveprogress',
  'POST /api/metacourse/:id/answer',
  'POST /api/yekverse/startscenario',
  'POST /api/yekverse/registerreply',
]);
/** Calls that end the caller's session: each role calls them with a token of its own. */
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

type Role = 'anonymous' | 'learner' | 'editor' | 'admin';
const RANK = { anonymous: -1, learner: 0, editor: 1, admin: 2 } as const;
const NEEDED = { public: -1, user: 0, learning: 0, editor: 1, admin: 2 } as const;

let t: TestApp;
let writes: RouteEntry[];
type SignedIn = Exclude<Role, 'anonymous'>;
let sessions: Record<SignedIn, string>;
let passwords: Record<SignedIn, readonly [string, string]>;
/** A session of its own, for a call that ends the session it is made with. */
const fresh = (role: SignedIn) => loginAs(t, ...passwords[role]);

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  const learner = await learnerWithTrial(t);
  sessions = {
    learner: learner.token,
    editor: await loginAs(t, 'editor@yek.local', 'Editor123!'),
    admin: await loginAs(t, 'admin@yek.local', 'Admin123!'),
  };
  passwords = {
    learner: [learner.body.email, learner.body.password],
    editor: ['editor@yek.local', 'Editor123!'],
    admin: ['admin@yek.local', 'Admin123!'],
  };
  writes = t.app.routeCatalogue.filter(
    (r) => r.url.startsWith('/api/') && !['GET', 'HEAD', 'OPTIONS'].includes(r.method),
  );
});
afterAll(() => t.close());

const key = (r: RouteEntry) => `${r.method} ${r.url}`;

describe('roles on every write route', () => {
  it('finds the routes, and each non-management write is one the table allows', () => {
    expect(writes.length).toBeGreaterThan(60);
    const unexpected = writes.filter(
      (r) =>
        !isManagementWrite(r.method, r.access) &&
        !PUBLIC_WRITES.has(key(r)) &&
        !OWN_WRITES.has(key(r)),
    );
    expect(unexpected.map(key)).toEqual([]);
    // The table's public writes are public, and its own writes need a signed-in caller.
    for (const r of writes) {
      if (PUBLIC_WRITES.has(key(r))) expect([key(r), r.access]).toEqual([key(r), 'public']);
      if (OWN_WRITES.has(key(r))) expect(['user', 'learning']).toContain(r.access);
    }
  });

  it('refuses each role where the route needs more, and lets it through where not', async () => {
    const failures: string[] = [];
    for (const route of writes) {
      if (PUBLIC_WRITES.has(key(route))) continue;
      const url = route.url.replace(/:\w+/g, '999999');
      for (const role of ['anonymous', 'learner', 'editor', 'admin'] as const) {
        const token =
          role === 'anonymous'
            ? null
            : SESSION_ENDING.has(key(route))
              ? await fresh(role)
              : sessions[role];
        const res = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: token ? bearer(token) : {},
        });
        const code = json(res).errorCode;
        const allowed = RANK[role] >= NEEDED[route.access ?? 'admin'];
        const expected = allowed
          ? ![401, 403].includes(res.statusCode)
          : role === 'anonymous'
            ? res.statusCode === 401 && code === 'AUTH_REQUIRED'
            : res.statusCode === 403 && code === 'FORBIDDEN';
        if (!expected) failures.push(`${role} ${key(route)} → ${res.statusCode} ${code}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
