import type { Paged } from '@yek/contracts/paging';
import type { AuditEntry } from '@yek/contracts/audit';
import type { AdminUser } from '@yek/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { loginAs } from '../../../test/onboarding';

let t: TestApp;
let admin: string;
let editor: string;
let adminId: number;

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) => t.app.inject({ method, url, headers: token ? bearer(token) : {}, payload });

let n = 0;
/** A complete, valid admin user form (spec §3, §5). */
function form(overrides: Record<string, unknown> = {}) {
  n += 1;
  const suffix = `${Date.now() % 100_000}${n}`.padStart(7, '0');
  return {
    name: 'Zeynep',
    surname: 'Arslan',
    email: `zeynep.${suffix}@example.com`,
    phoneNumber: `9054${suffix}`,
    birthday: '1990-04-23',
    gender: 'Female',
    cityId: 34,
    townId: 0,
    roleType: 'learner',
    status: 'active',
    emailNotification: true,
    smsNotification: false,
    twoFactorEnabled: false,
    ...overrides,
  };
}
let istanbulTown = 0;

async function create(overrides: Record<string, unknown> = {}) {
  const body = {
    ...form({ townId: istanbulTown, ...overrides }),
    password: 'Yonetici.Sifre42',
    confirmPassword: 'Yonetici.Sifre42',
    contractApproved: true,
  };
  const res = await send('POST', '/api/user', admin, body);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.body}`);
  return { body, user: json<AdminUser>(res).data };
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  admin = await loginAs(t, 'admin@yek.local', 'Admin123!');
  editor = await loginAs(t, 'editor@yek.local', 'Editor123!');
  const { rows } = await t.database.pool.query<{ id: number }>(
    "SELECT id FROM users WHERE email = 'admin@yek.local'",
  );
  adminId = rows[0]!.id;
  const towns = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM districts WHERE city_id = 34 ORDER BY id LIMIT 1',
  );
  istanbulTown = towns.rows[0]!.id;
});
afterAll(() => t.close());

describe('admin users', () => {
  it('creates a user of any role with every form field; the new editor signs in', async () => {
    const job = (await send('GET', '/api/job')).json().data[3] as { id: number; name: string };
    const { body, user } = await create({ roleType: 'editor', jobId: job.id });
    expect(user).toMatchObject({
      name: 'Zeynep',
      role: 'editor',
      status: 'active',
      birthday: '1990-04-23',
      city: { id: 34 },
      town: { id: istanbulTown },
      jobId: job.id,
      emailNotification: true,
      contractApproved: true,
      pendingContracts: [],
    });
    const login = await send('POST', '/api/auth/login', undefined, {
      emailOrPhoneNumber: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    expect(json<{ role: string }>(login).data.role).toBe('editor');
  });

  it('applies the registration rules and the form rules, each on its field', async () => {
    const bad = await send('POST', '/api/user', admin, {
      ...form({ email: 'not-an-email', townId: istanbulTown }),
      password: 'kisa',
      confirmPassword: 'baska',
      contractApproved: false,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json(bad).errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'password', 'contractApproved']),
    );
    const town = await send('POST', '/api/user', admin, {
      ...form({ townId: 1 }),
      password: 'Yonetici.Sifre42',
      confirmPassword: 'Yonetici.Sifre42',
      contractApproved: true,
    });
    expect(town.statusCode).toBe(400);
    expect(json(town).errors).toHaveProperty('townId');
    const first = await create();
    const taken = await send('POST', '/api/user', admin, {
      ...form({ email: first.body.email.toUpperCase(), townId: istanbulTown }),
      password: 'Yonetici.Sifre42',
      confirmPassword: 'Yonetici.Sifre42',
      contractApproved: true,
    });
    expect(json(taken).errorCode).toBe('EMAIL_TAKEN');
    expect(json(taken).errors).toHaveProperty('email');
  });

  it('lists users paged, searched by name, email or phone, filtered by role and status, sorted', async () => {
    const a = await create({ name: 'Bülent', surname: 'Kaplan' });
    await create({ name: 'Bülent', surname: 'Aksoy', roleType: 'editor' });
    const page = async (query: string) =>
      json<Paged<AdminUser>>(await send('GET', `/api/user?${query}`, admin)).data;
    const byName = await page('searchText=bülent&orderBy=surname&orderDirection=asc');
    expect(byName.items.map((u) => u.surname)).toEqual(['Aksoy', 'Kaplan']);
    expect(byName.totalCount).toBe(2);
    expect((await page(`searchText=${a.body.phoneNumber.slice(-7)}`)).items[0]!.id).toBe(a.user.id);
    expect((await page(`searchText=${a.body.email}`)).items.map((u) => u.id)).toEqual([a.user.id]);
    const editors = await page('searchText=bülent&roleType=editor');
    expect(editors.items.map((u) => u.surname)).toEqual(['Aksoy']);
    const small = await page('pageSize=2&pageNumber=2');
    expect(small.items.length).toBeLessThanOrEqual(2);
    expect(small.totalCount).toBeGreaterThanOrEqual(5);
    expect((await send('GET', '/api/user?orderBy=password', admin)).statusCode).toBe(400);
    expect((await send('GET', '/api/user', editor)).statusCode).toBe(403);
  });

  it('edits every field; a passive user loses access at once and cannot sign in', async () => {
    const learner = await signUp(t);
    expect((await send('GET', `/api/user/${learner.user.id}`, learner.token)).statusCode).toBe(200);
    const res = await send('PUT', `/api/user/${learner.user.id}`, admin, {
      ...form({
        name: 'Ali',
        surname: 'Veli',
        email: learner.body.email,
        phoneNumber: learner.body.phoneNumber,
        townId: istanbulTown,
        gender: 'Male',
        status: 'passive',
        smsNotification: true,
        twoFactorEnabled: true,
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(json<AdminUser>(res).data).toMatchObject({
      name: 'Ali',
      gender: 'Male',
      status: 'passive',
      smsNotification: true,
      twoFactorEnabled: true,
    });
    const after = await send('GET', `/api/user/${learner.user.id}`, learner.token);
    expect(after.statusCode).toBe(401);
    const refresh = await send('POST', '/api/auth/refreshtoken', undefined, {
      refreshToken: learner.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await send('POST', '/api/auth/login', undefined, {
      emailOrPhoneNumber: learner.body.email,
      password: learner.body.password,
    });
    expect(json(login).errorCode).toBe('AUTH_ACCOUNT_DISABLED');
    const { rows } = await t.database.pool.query(
      'SELECT 1 FROM auth_sessions WHERE user_id = $1 AND revoked_at IS NULL',
      [learner.user.id],
    );
    expect(rows).toHaveLength(0);
  });

  it('never lets an admin change their own role or status, or delete themselves', async () => {
    const self = json<AdminUser>(await send('GET', `/api/user/${adminId}`, admin)).data;
    const mine = {
      name: self.name,
      surname: self.surname,
      email: self.email!,
      phoneNumber: self.phoneNumber!,
      birthday: '1985-01-01',
      gender: 'Male',
      cityId: 34,
      townId: istanbulTown,
      roleType: 'admin',
      status: 'active',
    };
    expect(
      json(await send('PUT', `/api/user/${adminId}`, admin, { ...mine, roleType: 'editor' }))
        .errorCode,
    ).toBe('ADMIN_SELF_CHANGE');
    expect(
      json(await send('PUT', `/api/user/${adminId}`, admin, { ...mine, status: 'passive' }))
        .errorCode,
    ).toBe('ADMIN_SELF_CHANGE');
    // Other fields of their own account are theirs to change.
    expect(
      (await send('PUT', `/api/user/${adminId}`, admin, { ...mine, name: 'Arda Can' })).statusCode,
    ).toBe(200);
    const del = await send('DELETE', `/api/user/${adminId}`, admin);
    expect(del.statusCode).toBe(409);
    expect(json(del).errorCode).toBe('ADMIN_SELF_CHANGE');
  });

  it('keeps one active admin when two admins demote each other at once (LAST_ADMIN)', async () => {
    const other = await create({ roleType: 'admin' });
    const otherToken = await loginAs(t, other.body.email, other.body.password);
    const self = json<AdminUser>(await send('GET', `/api/user/${adminId}`, admin)).data;
    const demote = (who: AdminUser) => ({
      name: who.name,
      surname: who.surname,
      email: who.email!,
      phoneNumber: who.phoneNumber!,
      birthday: '1985-01-01',
      gender: 'Male',
      cityId: 34,
      townId: istanbulTown,
      roleType: 'editor',
      status: 'active',
    });
    // Hold the admins' rows so both calls pass their checks and then wait on the same lock.
    const holder = await t.database.pool.connect();
    await holder.query('BEGIN');
    await holder.query("SELECT id FROM users WHERE role = 'admin' FOR UPDATE");
    const calls = Promise.all([
      send('PUT', `/api/user/${other.user.id}`, admin, demote(other.user)),
      send('PUT', `/api/user/${adminId}`, otherToken, demote(self)),
    ]);
    const waiting = async () => {
      const { rows } = await t.database.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      return rows[0]!.n;
    };
    const started = Date.now();
    while ((await waiting()) < 2 && Date.now() - started < 5000)
      await new Promise((r) => setTimeout(r, 20));
    await holder.query('COMMIT');
    holder.release();
    const results = await calls;
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    expect(results.map((r) => json(r).errorCode)).toContain('LAST_ADMIN');
    const { rows } = await t.database.pool.query(
      "SELECT id FROM users WHERE role = 'admin' AND status = 'active'",
    );
    expect(rows).toHaveLength(1);
    // The survivor may delete the demoted one; restore the demo admin for the tests after.
    await t.database.pool.query("UPDATE users SET role = 'admin' WHERE id = ANY($1::int[])", [
      [adminId, other.user.id],
    ]);
    admin = await loginAs(t, 'admin@yek.local', 'Admin123!');
    expect((await send('DELETE', `/api/user/${other.user.id}`, admin)).statusCode).toBe(200);
    const gone = await send('POST', '/api/auth/login', undefined, {
      emailOrPhoneNumber: other.body.email,
      password: other.body.password,
    });
    expect(gone.statusCode).toBe(401);
    expect((await send('GET', '/api/user/1', otherToken)).statusCode).toBe(401);
  });

  it('records every admin write in the audit log, readable and filterable by admins only', async () => {
    const { user } = await create({ name: 'Denetim' });
    const put = await send('PUT', `/api/user/${user.id}`, admin, {
      ...form({ email: user.email, phoneNumber: user.phoneNumber, townId: istanbulTown }),
      name: 'Denetim2',
    });
    expect(put.statusCode).toBe(200);
    const page = json<Paged<AuditEntry>>(
      await send('GET', `/api/auditlog?entity=user&entityId=${user.id}&orderDirection=asc`, admin),
    ).data;
    expect(page.items.map((e) => e.action)).toEqual(['create', 'update']);
    const [created, updated] = page.items;
    expect(created).toMatchObject({
      actorId: adminId,
      actorEmail: 'admin@yek.local',
      actorRole: 'admin',
      method: 'POST',
      route: '/api/user',
      before: null,
    });
    expect(updated).toMatchObject({
      route: '/api/user/:id',
      before: { name: 'Denetim' },
      after: { name: 'Denetim2' },
    });
    // Password hashes never reach the log.
    expect(JSON.stringify(page.items)).not.toContain('passwordHash');
    const today = new Date().toISOString().slice(0, 10);
    const byActor = json<Paged<AuditEntry>>(
      await send(
        'GET',
        `/api/auditlog?actorId=${adminId}&from=${today}&to=${today}&pageSize=1`,
        admin,
      ),
    ).data;
    expect(byActor.items).toHaveLength(1);
    expect(byActor.totalCount).toBeGreaterThanOrEqual(2);
    const searched = json<Paged<AuditEntry>>(
      await send('GET', '/api/auditlog?searchText=admin%40yek', admin),
    ).data;
    expect(searched.totalCount).toBeGreaterThanOrEqual(2);
    const none = json<Paged<AuditEntry>>(
      await send('GET', '/api/auditlog?from=2000-01-01&to=2000-01-02', admin),
    ).data;
    expect(none).toMatchObject({ items: [], totalCount: 0 });
    expect((await send('GET', '/api/auditlog', editor)).statusCode).toBe(403);
    expect((await send('GET', '/api/auditlog')).statusCode).toBe(401);
  });

  it('records nothing for a write that failed', async () => {
    const before = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log',
    );
    expect((await send('DELETE', '/api/user/999999', admin)).statusCode).toBe(404);
    const after = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM audit_log',
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
