import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { bearer, createTestApp, json, signUp, waitFor, type TestApp } from '../../../test/helpers';
import { completeToday, learnerWithTrial } from '../../../test/learner';

let t: TestApp;
beforeAll(async () => {
  // The job is driven by hand here (runDue), except where a test starts an instance of its own.
  // Access tokens outlive the days the clock moves through, so a learner keeps one token.
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: 'data/test' });
  t = await createTestApp({
    rateLimitEnabled: false,
    reminderTickSeconds: 0,
    jwt: {
      ...base.jwt,
      secret: 'test-secret-that-is-long-enough-for-hs256-signing',
      accessTtlSeconds: 7 * 86_400,
    },
  });
});
afterAll(() => t.close());

/** 2026-03-10 at hh:mm in Istanbul (UTC+3 all year). */
const istanbul = (hhmm: string, day = 10) =>
  new Date(`2026-03-${String(day).padStart(2, '0')}T${hhmm}:00+03:00`);

beforeEach(() => {
  t.clock.set(istanbul('08:00'));
});

const getReminder = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/user/getreminder', headers: bearer(token) });
const putReminder = (token: string, body: object, lang = 'tr-TR') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/user/updatereminder',
    headers: { ...bearer(token), 'accept-language': lang },
    payload: body,
  });
const on = (time: string, channels: { email?: boolean; sms?: boolean } = {}) => ({
  enabled: true,
  time,
  email: channels.email ?? true,
  sms: channels.sms ?? false,
});
const reminderMails = (to: string, list: MailMessage[] = t.mails) =>
  list.filter((m) => m.to === to && !/\b\d{5}\b/.test(m.text));
const runDue = () => t.app.services.reminders.runDue();

async function setConsents(token: string, sms: boolean, languageId = 1) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/user',
    headers: bearer(token),
    payload: { languageId, emailNotification: false, smsNotification: sms },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('the study reminder settings', () => {
  it('start off at 19:00 by e-mail in Istanbul time, and save for their owner only', async () => {
    const learner = await learnerWithTrial(t);
    expect(json(await getReminder(learner.token)).data).toEqual({
      enabled: false,
      time: '19:00',
      email: true,
      sms: false,
      timeZone: 'Europe/Istanbul',
    });
    const saved = await putReminder(learner.token, on('07:45'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved).data).toMatchObject({ enabled: true, time: '07:45', email: true });
    expect(json(await getReminder(learner.token)).data).toMatchObject({ time: '07:45' });
    const other = await learnerWithTrial(t);
    expect(json(await getReminder(other.token)).data).toMatchObject({ enabled: false });
    expect((await t.app.inject({ url: '/api/user/getreminder' })).statusCode).toBe(401);
  });

  it('refuses a bad time, no channel, and SMS without consent, each on its field', async () => {
    const learner = await learnerWithTrial(t);
    const badTime = await putReminder(learner.token, on('24:10'));
    expect(badTime.statusCode).toBe(400);
    expect(json(badTime).errors?.time).toEqual(['Saati SS:DD biçiminde gir, örneğin 19:30.']);
    const none = await putReminder(learner.token, on('09:00', { email: false }));
    expect(json(none).errorCode).toBe('REMINDER_NO_CHANNEL');
    expect(json(none).errors?.email?.[0]).toMatch(/e-posta ya da SMS/);
    const sms = await putReminder(learner.token, on('09:00', { sms: true }), 'en-US');
    expect(sms.statusCode).toBe(400);
    expect(json(sms).errorCode).toBe('REMINDER_SMS_CONSENT_REQUIRED');
    expect(json(sms).errors?.sms?.[0]).toMatch(/Send me notifications by SMS/);
    await setConsents(learner.token, true);
    expect((await putReminder(learner.token, on('09:00', { sms: true }))).statusCode).toBe(200);
    // Switched off, the channels are not checked: turning reminders off always works.
    expect(
      (await putReminder(learner.token, { ...on('09:00', { email: false }), enabled: false }))
        .statusCode,
    ).toBe(200);
  });
});

describe('the study reminder job', () => {
  it('sends once when the time comes, not again at the next tick, and again the next day', async () => {
    const learner = await learnerWithTrial(t);
    await putReminder(learner.token, on('09:30'));
    t.clock.set(istanbul('09:29'));
    await runDue();
    expect(reminderMails(learner.body.email)).toHaveLength(0);
    t.clock.set(istanbul('09:30'));
    await runDue();
    t.clock.set(istanbul('09:31'));
    await runDue();
    await runDue();
    const mails = reminderMails(learner.body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bugünkü İngilizce göreviniz sizi bekliyor');
    expect(mails[0]!.text).toContain('Merhaba Ayşe');
    expect(mails[0]!.text).toContain('saat 09:30 (Türkiye saati)');
    expect(mails[0]!.text).toContain('/profile#reminders');
    t.clock.set(istanbul('09:35', 11));
    await runDue();
    expect(reminderMails(learner.body.email)).toHaveLength(2);
  });

  it('writes to an English-speaking learner in English', async () => {
    const learner = await learnerWithTrial(t);
    await setConsents(learner.token, false, 2);
    await putReminder(learner.token, on('10:00'));
    t.clock.set(istanbul('10:05'));
    await runDue();
    const [mail] = reminderMails(learner.body.email);
    expect(mail?.subject).toBe("Today's English task is waiting for you");
    expect(mail?.text).toContain('Hello Ayşe');
    expect(mail?.text).toContain('every day at 10:00 (Turkey time)');
  });

  it('does not remind a learner who finished today, nor one without a trial, unverified or passive', async () => {
    const done = await learnerWithTrial(t);
    const noTrial = await signUp(t);
    const unverified = await signUp(t, {}, false);
    const passive = await learnerWithTrial(t);
    for (const who of [done, noTrial, unverified, passive])
      expect((await putReminder(who.token, on('11:00'))).statusCode).toBe(200);
    await t.database.pool.query(`UPDATE users SET status = 'passive' WHERE id = $1`, [
      passive.user.id,
    ]);
    await completeToday(t, done.token);
    t.clock.set(istanbul('11:01'));
    await runDue();
    for (const who of [done, noTrial, unverified, passive])
      expect(reminderMails(who.body.email), who.body.email).toHaveLength(0);
    // The finished day counts for today only: tomorrow's reminder goes out.
    t.clock.set(istanbul('11:01', 11));
    await runDue();
    expect(reminderMails(done.body.email)).toHaveLength(1);
    expect(reminderMails(noTrial.body.email)).toHaveLength(0);
  });

  it('does not send today a time already past when it was saved', async () => {
    const learner = await learnerWithTrial(t);
    t.clock.set(istanbul('12:00'));
    await putReminder(learner.token, on('09:00'));
    await runDue();
    expect(reminderMails(learner.body.email)).toHaveLength(0);
    t.clock.set(istanbul('09:00', 11));
    await runDue();
    expect(reminderMails(learner.body.email)).toHaveLength(1);
  });

  it('sends SMS only while the learner consents to SMS', async () => {
    const learner = await learnerWithTrial(t);
    await setConsents(learner.token, true);
    await putReminder(learner.token, on('13:00', { sms: true }));
    t.clock.set(istanbul('13:00'));
    await runDue();
    const texts = () => t.sms.filter((s) => s.to === learner.body.phoneNumber);
    expect(texts()).toHaveLength(1);
    expect(texts()[0]!.text).toMatch(/^Yek English: Bugünkü İngilizce göreviniz/);
    expect(reminderMails(learner.body.email)).toHaveLength(1);
    await setConsents(learner.token, false);
    t.clock.set(istanbul('13:00', 11));
    await runDue();
    expect(texts()).toHaveLength(1);
    expect(reminderMails(learner.body.email)).toHaveLength(2);
  });

  it('gives a claim back when nothing could be sent, and sends it at a later tick', async () => {
    const learner = await learnerWithTrial(t);
    await putReminder(learner.token, on('14:00'));
    t.clock.set(istanbul('14:00'));
    const send = t.app.deps.mailer.send;
    t.app.deps.mailer.send = () => Promise.reject(new Error('relay down'));
    try {
      expect((await runDue()).sent).toBe(0);
    } finally {
      t.app.deps.mailer.send = send;
    }
    expect(reminderMails(learner.body.email)).toHaveLength(0);
    await runDue();
    expect(reminderMails(learner.body.email)).toHaveLength(1);
  });
});

describe('the study reminder job on more than one server', () => {
  const quiet = () => new Writable({ write: (_c, _e, done) => done() });
  /** A mailer as slow as a real relay, so the servers' ticks overlap. */
  const slowMailer = (box: MailMessage[]): Mailer => ({
    send: async (m) => {
      await new Promise((r) => setTimeout(r, 30));
      box.push(m);
    },
    close: () => undefined,
  });

  it('sends once when two servers tick at the same moment', async () => {
    const learners = await Promise.all([1, 2, 3].map(() => learnerWithTrial(t)));
    for (const l of learners) await putReminder(l.token, on('15:00'));
    const box: MailMessage[] = [];
    const databases = [1, 2].map(() => createDatabase(t.config.databaseUrl!, 5));
    const servers = await Promise.all(
      databases.map((database) =>
        buildApp(t.config, {
          database,
          clock: t.clock,
          mailer: slowMailer(box),
          logStream: quiet(),
        }),
      ),
    );
    try {
      t.clock.set(istanbul('15:00'));
      await Promise.all(
        [...servers, ...servers].map((server) => server.services.reminders.runDue()),
      );
      for (const l of learners) expect(reminderMails(l.body.email, box)).toHaveLength(1);
    } finally {
      for (const server of servers) await server.close();
      for (const database of databases) await database.close();
    }
  });

  it("after a restart sends today's due reminder by itself, never yesterday's", async () => {
    const missed = await learnerWithTrial(t);
    await putReminder(missed.token, on('16:00'));
    const due = await learnerWithTrial(t);
    t.clock.set(istanbul('07:00', 11));
    await putReminder(due.token, on('07:30'));
    // The servers were down from before 16:00 on the 10th to 07:40 on the 11th.
    t.clock.set(istanbul('07:40', 11));
    const box: MailMessage[] = [];
    const database = createDatabase(t.config.databaseUrl!, 5);
    const server = await buildApp(
      { ...t.config, reminderTickSeconds: 1 },
      { database, clock: t.clock, mailer: slowMailer(box), logStream: quiet() },
    );
    try {
      await server.ready();
      await waitFor(async () => reminderMails(due.body.email, box).length > 0, 5000);
      expect(reminderMails(missed.body.email, box)).toHaveLength(0);
      // Ticks go on: still one mail for the day, and the missed one's time today is still ahead.
      await new Promise((r) => setTimeout(r, 2200));
      expect(reminderMails(due.body.email, box)).toHaveLength(1);
      expect(reminderMails(missed.body.email, box)).toHaveLength(0);
    } finally {
      await server.close();
      await database.close();
    }
  }, 20_000);
});
