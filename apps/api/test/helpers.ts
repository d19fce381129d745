import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { createTestClock } from '../src/lib/clock';
import type { Mailer, MailMessage } from '../src/lib/mailer';
import type { SmsProvider } from '../src/lib/sms';

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** A fresh database cloned from the migrated, seeded template. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `yek_t_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  return {
    url: withDatabase(adminUrl, name),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  clock: ReturnType<typeof createTestClock>;
  mails: MailMessage[];
  sms: { to: string; text: string }[];
  logs: string[];
  /** Waits for work done after a reply (a reset code is mailed after the answer). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Builds the app (never the server) against its own database, with a test clock and mail box. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: Partial<BuildOptions> = {},
  /** A database of the test's own (e.g. an embedded one) instead of a clone of the template. */
  own?: { url: string; drop(): Promise<void> },
): Promise<TestApp> {
  const db = own ?? (await createTestDatabase());
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: 'data/test',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      LOG_LEVEL: 'info',
      RETENTION_TICK_SECONDS: '0',
    }),
    databaseUrl: db.url,
    ...overrides,
  };
  const database = createDatabase(db.url, 5);
  const clock = createTestClock(new Date());
  const mails: MailMessage[] = [];
  const sms: { to: string; text: string }[] = [];
  const logs: string[] = [];
  const mailer: Mailer = { send: async (m) => void mails.push(m), close: () => undefined };
  const smsProvider: SmsProvider = { send: async (to, text) => void sms.push({ to, text }) };
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const app = await buildApp(config, {
    clock,
    mailer,
    sms: smsProvider,
    database,
    logStream,
    ...options,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    clock,
    mails,
    sms,
    logs,
    settled: () => app.background.idle(),
    async close() {
      await app.close();
      await database.close();
      await db.drop();
    },
  };
}

export const codeFrom = (text: string): string => {
  const m = /\b(\d{5})\b/.exec(text);
  if (!m) throw new Error(`no code in: ${text}`);
  return m[1]!;
};

export const json = <T = unknown>(res: LightMyRequestResponse) =>
  res.json() as {
    data: T;
    isSuccess: boolean;
    statusCode: number;
    message: string | null;
    errorCode: string | null;
    errors: Record<string, string[]> | null;
  };

let counter = 0;
/** A valid sign-up body with unique email and phone. */
export function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`.padStart(8, '0').slice(-8);
  return {
    name: 'Ayşe',
    surname: 'Öztürk',
    email: `ayse.${n}@example.com`,
    phoneNumber: `905${n}`,
    password: 'Guvenli.Sifre42',
    confirmPassword: 'Guvenli.Sifre42',
    contractApprovals: [{ alias: 'terms-of-use', version: 1 }],
    ...overrides,
  };
}

/** Signs up and verifies an account; returns its tokens and ids. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}, verify = true) {
  const body = registration(overrides);
  const res = await t.app.inject({ method: 'POST', url: '/api/userregistration', payload: body });
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const user = json<{ id: number; tokenDto: { accessToken: string; refreshToken: string } }>(
    res,
  ).data;
  if (verify) {
    const mail = t.mails.filter((m) => m.to === body.email).at(-1)!;
    const v = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verifyaccountbyotpcode',
      headers: { authorization: `Bearer ${user.tokenDto.accessToken}` },
      payload: { otpCode: codeFrom(mail.text) },
    });
    if (v.statusCode !== 200) throw new Error(`verify failed: ${v.body}`);
  }
  return { body, user, token: user.tokenDto.accessToken, refreshToken: user.tokenDto.refreshToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Polls until the check passes; answers the milliseconds it took (instances hear changes late). */
export async function waitFor(check: () => Promise<boolean>, limitMs = 2000): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > limitMs) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
  return performance.now() - started;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * `send` makes one call to `/api/{url}` as the token's owner (or nobody) in a language; `data`
 * makes it and answers its data, failing the test on anything but 200. `app` is read on each call,
 * so it may be a test file's app made in beforeAll.
 */
export function apiCalls(app: () => TestApp) {
  const send = (method: Method, url: string, token?: string, payload?: object, lang = 'tr-TR') =>
    app().app.inject({
      method,
      url: `/api/${url}`,
      headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
      payload,
    });
  async function data<T>(
    method: Method,
    url: string,
    token: string,
    payload?: object,
    lang?: string,
  ) {
    const res = await send(method, url, token, payload, lang);
    if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return json<T>(res).data;
  }
  return { send, data };
}
