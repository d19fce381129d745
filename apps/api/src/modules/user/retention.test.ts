import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/helpers';
import { completeToday, learnerWithTrial, recordOnDayTwo } from '../../../test/learner';
import { signInAgain } from '../../../test/onboarding';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const userId = async (email: string) =>
  (await t.database.pool.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]))
    .rows[0]?.id;

describe('retention (what is kept and for how long)', () => {
  it('removes a recording from storage once its period is over and keeps the scored answer', async () => {
    const learner = await learnerWithTrial(t);
    await completeToday(t, learner.token);
    const fileName = await recordOnDayTwo(t, learner);
    const id = (await userId(learner.body.email))!;
    const file = path.resolve(t.config.dataDir, 'uploads', 'recordings', String(id), fileName);
    expect(existsSync(file)).toBe(true);

    const days = t.config.retention.recordingDays;
    // A day before the period ends: kept.
    const early = await t.app.services.retention.run(new Date(Date.now() + (days - 1) * DAY));
    expect(early.ran).toBe(true);
    expect(existsSync(file)).toBe(true);

    const late = await t.app.services.retention.run(new Date(Date.now() + (days + 2) * DAY));
    expect(late.recordingsRemoved).toBeGreaterThanOrEqual(1);
    expect(existsSync(file)).toBe(false);
    const { rows } = await t.database.pool.query<{ removed: boolean; answers: number }>(
      `SELECT f.removed_at IS NOT NULL AS removed,
              (SELECT count(*)::int FROM user_task_answers a
                WHERE a.user_id = f.user_id AND a.answer->>'fileName' = f.file_name) AS answers
         FROM recording_files f WHERE f.user_id = $1 AND f.file_name = $2`,
      [id, fileName],
    );
    expect(rows[0]).toEqual({ removed: true, answers: 1 });

    // The archive still downloads, without the sound that is gone.
    const archive = await t.app.inject({
      method: 'GET',
      url: '/api/user/exportdata',
      headers: bearer(await signInAgain(t, learner)),
    });
    expect(archive.statusCode).toBe(200);
    expect(archive.rawPayload.includes(Buffer.from(`recordings/${fileName}`))).toBe(false);

    // A second pass finds nothing left to do.
    const again = await t.app.services.retention.run(new Date(Date.now() + (days + 3) * DAY));
    expect(again.recordingsRemoved).toBe(0);
  });

  it('erases an abandoned unverified account and keeps verified, recently used and staff ones', async () => {
    const abandoned = await learnerWithTrial(t);
    const verified = await learnerWithTrial(t);
    const recent = await learnerWithTrial(t);
    const pool = t.database.pool;
    const [a, v, r] = await Promise.all(
      [abandoned, verified, recent].map(async (l) => (await userId(l.body.email))!),
    );
    // Sign-ups here verify by code; `abandoned` and `recent` are made to have skipped it.
    await pool.query(
      `UPDATE users SET account_verified = false, email_verified = false, phone_number_verified = false
        WHERE id = ANY($1)`,
      [[a, r]],
    );
    const days = t.config.retention.unverifiedAccountDays;
    const now = new Date(Date.now() + (days + 1) * DAY);
    // `recent` signed in a day ago.
    await pool.query(`UPDATE auth_sessions SET created_at = $2 WHERE user_id = $1`, [
      r,
      new Date(now.getTime() - DAY),
    ]);
    const { rows: staffBefore } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role <> 'learner'`,
    );

    const result = await t.app.services.retention.run(now);
    expect(result.accountsErased).toBeGreaterThanOrEqual(1);
    expect(await userId(abandoned.body.email)).toBeUndefined();
    expect(await userId(verified.body.email)).toBe(v);
    expect(await userId(recent.body.email)).toBe(r);
    const { rows: staffAfter } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM users WHERE role <> 'learner'`,
    );
    expect(staffAfter[0]!.n).toBe(staffBefore[0]!.n);
    // Recorded for admins by number only.
    const { rows: audit } = await pool.query(
      `SELECT actor_role, route, actor_email, before, after FROM audit_log
        WHERE entity = 'user' AND entity_id = $1 AND action = 'delete'`,
      [String(a)],
    );
    expect(audit).toEqual([
      {
        actor_role: 'system',
        route: 'retention:unverified-account',
        actor_email: null,
        before: null,
        after: null,
      },
    ]);
    // The address is free again.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/userregistration',
      payload: abandoned.body,
    });
    expect(again.statusCode).toBe(200);
  });

  it('runs one pass at a time across servers', async () => {
    const [first, second] = await Promise.all([
      t.app.services.retention.run(),
      t.app.services.retention.run(),
    ]);
    expect([first.ran, second.ran].filter(Boolean).length).toBeGreaterThanOrEqual(1);
  });
});
