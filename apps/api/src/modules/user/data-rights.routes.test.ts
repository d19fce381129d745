import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  codeFrom,
  createTestApp,
  json,
  registration,
  type TestApp,
} from '../../../test/helpers';
import {
  api,
  completeToday,
  learnerWithTrial,
  recordOnDayTwo,
  SPOKEN_FIXTURE,
} from '../../../test/learner';
import { signInAgain } from '../../../test/onboarding';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

/** The files of a stored (uncompressed) ZIP, each checked against its CRC. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    const crc = zip.readUInt32LE(at + 14);
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const extra = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extra;
    const data = zip.subarray(start, start + size);
    expect(crc32(data), name).toBe(crc);
    files.set(name, data);
    at = start + size;
  }
  expect(zip.readUInt32LE(zip.length - 22)).toBe(0x06054b50);
  expect(zip.readUInt16LE(zip.length - 12)).toBe(files.size);
  return files;
}

describe('the learner’s data, given back (KVKK art. 11)', () => {
  it('is one ZIP with everything held: account, consents, answers, words, sign-ins and recordings', async () => {
    const learner = await learnerWithTrial(t);
    await completeToday(t, learner.token);
    const fileName = await recordOnDayTwo(t, learner);
    await api(t, await signInAgain(t, learner)).data(
      'POST',
      'usertask/registerusertaskmainquestionvocabularies',
      { words: [{ word: 'storm' }] },
    );
    const other = await learnerWithTrial(t);
    await api(t, other.token).data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      words: [{ word: 'ship' }],
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/exportdata',
      headers: bearer(await signInAgain(t, learner)),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="yek-verilerim-/);
    expect(res.headers['cache-control']).toBe('no-store');
    const files = unzip(res.rawPayload);
    expect([...files.keys()].sort()).toEqual(['README.txt', 'data.json', `recordings/${fileName}`]);
    expect(files.get(`recordings/${fileName}`)!.equals(readFileSync(SPOKEN_FIXTURE))).toBe(true);

    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    expect(data.account).toMatchObject({ email: learner.body.email, name: learner.body.name });
    const text = files.get('data.json')!.toString('utf8');
    for (const secret of ['password_hash', 'token_version', 'token_hash', '$argon2'])
      expect(text).not.toContain(secret);
    expect(data.consents.length).toBeGreaterThan(0);
    expect(data.consents[0]).toMatchObject({
      alias: expect.any(String),
      version: expect.any(Number),
      approvedAt: expect.any(String),
    });
    expect(data.tables.user_task_answers.length).toBeGreaterThan(10);
    expect(data.tables.user_tasks.map((d: { day_no: number }) => d.day_no)).toEqual([1, 2]);
    expect(data.tables.user_dictionary_words.map((w: { word: string }) => w.word)).toEqual([
      'storm',
    ]);
    expect(data.tables.auth_sessions.length).toBeGreaterThanOrEqual(2);
    expect(data.tables.user_registration_answers.length).toBeGreaterThan(0);
    // Nothing of another learner's.
    expect(text).not.toContain(other.body.email);
    expect(text).not.toContain('"ship"');
  }, 120_000);

  it('is for a signed-in owner only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/exportdata' });
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe('AUTH_REQUIRED');
  });
});

describe('deleting one’s own account', () => {
  it('needs the password, then erases the learner, ends their sessions, keeps purchases nameless and leaves others untouched', async () => {
    let learner = await learnerWithTrial(t);
    await completeToday(t, learner.token);
    const fileName = await recordOnDayTwo(t, learner);
    learner = { ...learner, token: await signInAgain(t, learner) };
    await api(t, learner.token).data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      words: [{ word: 'storm' }],
    });
    const other = await learnerWithTrial(t);
    await api(t, other.token).data('POST', 'usertask/registerusertaskmainquestionvocabularies', {
      words: [{ word: 'storm' }],
    });
    const pool = t.database.pool;
    const { rows: idRows } = await pool.query<{ id: number }>(
      'SELECT id FROM users WHERE email = $1',
      [learner.body.email],
    );
    const id = idRows[0]!.id;
    const recording = path.resolve(t.config.dataDir, 'uploads', 'recordings', String(id), fileName);
    expect(existsSync(recording)).toBe(true);
    await pool.query(
      `INSERT INTO user_purchases (user_id, store, product_id, store_transaction_id, store_original_id,
              environment, purchased_at, ends_at, amount_kurus, currency, invoice_number)
       VALUES ($1, 'AppStore', 'monthly', 'tx-del-1', 'orig-del-1', 'Sandbox', now(), now() + interval '30 days',
               14900, 'TRY', 'YEK-DEL-0001')`,
      [id],
    );
    const count = async (sql: string, params: unknown[]) =>
      Number((await pool.query<{ n: string }>(sql, params)).rows[0]!.n);

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/deleteaccount',
      headers: bearer(learner.token),
      payload: { password: 'Not.Mine123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).errors?.password).toEqual(['Şu anki şifren hatalı.']);
    expect(await count('SELECT count(*) AS n FROM users WHERE id = $1', [id])).toBe(1);

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/user/deleteaccount',
      headers: bearer(learner.token),
      payload: { password: learner.body.password },
    });
    expect(done.statusCode).toBe(200);
    // Signed out everywhere, and the password no longer signs in.
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/user/${id}`,
      headers: bearer(learner.token),
    });
    expect(after.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: learner.body.email, password: learner.body.password },
    });
    expect(json(login).errorCode).toBe('AUTH_INVALID_CREDENTIALS');
    for (const table of [
      'user_tasks',
      'user_task_answers',
      'user_dictionary_words',
      'auth_sessions',
    ])
      expect(
        await count(`SELECT count(*) AS n FROM ${table} WHERE user_id = $1`, [id]),
        table,
      ).toBe(0);
    // The recording has left storage.
    expect(existsSync(recording)).toBe(false);
    // The invoice stays, without the learner.
    const { rows: kept } = await pool.query(
      `SELECT user_id FROM user_purchases WHERE invoice_number = 'YEK-DEL-0001'`,
    );
    expect(kept).toEqual([{ user_id: null }]);
    // Admins see that an account was deleted, by number only.
    const { rows: logged } = await pool.query(
      `SELECT actor_id, actor_email, before, after FROM audit_log
        WHERE entity = 'user' AND entity_id = $1 AND action = 'delete'`,
      [String(id)],
    );
    expect(logged).toEqual([{ actor_id: null, actor_email: null, before: null, after: null }]);
    // The other learner is untouched.
    expect(
      await count(
        'SELECT count(*) AS n FROM user_dictionary_words WHERE user_id = (SELECT id FROM users WHERE email = $1)',
        [other.body.email],
      ),
    ).toBe(1);
    const otherLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrPhoneNumber: other.body.email, password: other.body.password },
    });
    expect(otherLogin.statusCode).toBe(200);
    // The address is free: it signs up again as a new account.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: registration({
        email: learner.body.email,
        phoneNumber: learner.body.phoneNumber,
      }),
    });
    expect(again.statusCode).toBe(200);
    expect(json<{ id: number }>(again).data.id).not.toBe(id);
  }, 120_000);

  it('deletes an account without a password by a code mailed to it', async () => {
    const learner = await learnerWithTrial(t);
    const { rows } = await t.database.pool.query<{ id: number }>(
      'UPDATE users SET password_hash = NULL WHERE email = $1 RETURNING id',
      [learner.body.email],
    );
    const id = rows[0]!.id;
    const call = (url: string, payload?: Record<string, string>) =>
      t.app.inject({ method: 'POST', url, headers: bearer(learner.token), payload });
    // No password to give: the password way is refused on its field.
    const noPassword = await call('/api/user/deleteaccount', { password: 'Anything.123' });
    expect(json(noPassword).errors?.password).toEqual(['Şu anki şifren hatalı.']);
    expect((await call('/api/user/senddeleteaccountcode')).statusCode).toBe(200);
    const mail = t.mails.filter((m) => m.to === learner.body.email).at(-1)!;
    expect(mail.subject).toBe('Yek English hesap silme kodunuz');
    const code = codeFrom(mail.text);
    const wrong = await call('/api/user/deleteaccount', {
      otpCode: code === '11111' ? '22222' : '11111',
    });
    expect(json(wrong).errorCode).toBe('OTP_INVALID');
    expect(json(wrong).errors?.otpCode).toEqual(['Doğrulama kodu hatalı.']);
    expect((await call('/api/user/deleteaccount', { otpCode: code })).statusCode).toBe(200);
    const { rows: left } = await t.database.pool.query('SELECT 1 FROM users WHERE id = $1', [id]);
    expect(left).toEqual([]);
  });
});
