// What the soak (soak.ts) and the scale-out check (scripts/scale-out) share: the compiled server
// started as an operator starts it, learners signed up over HTTP, and timed calls. Calls go through
// node:http on kept-alive connections rather than fetch: on two cores fetch's own overhead capped
// the load at about a third of what the server could answer.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RegisterBody } from '@yek/contracts/auth';
import type { Envelope } from '@yek/contracts/common';
import type { AuthUser } from '@yek/contracts/user';
import { freePort } from '../src/db/embedded';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER_JS = path.join(REPO_ROOT, 'apps/api/dist/server.js');
export const LEARNER_PASSWORD = 'Guvenli.Sifre42';

export interface Answer<T = unknown> {
  /** 0 when no answer came: refused, reset or timed out. */
  status: number;
  ms: number;
  headers: http.IncomingHttpHeaders;
  body: Envelope<T> | null;
  error?: string;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const agent = new http.Agent({ keepAlive: true });

/** One request; never throws, so a load loop counts a dead server as an answer with status 0. */
export function call<T = unknown>(
  base: string,
  method: string,
  urlPath: string,
  options: CallOptions = {},
): Promise<Answer<T>> {
  const url = new URL(urlPath, base);
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const started = performance.now();
  return new Promise((resolve) => {
    const failed = (error: Error) =>
      resolve({
        status: 0,
        ms: performance.now() - started,
        headers: {},
        body: null,
        error: error.message,
      });
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', failed);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: Envelope<T> | null = null;
          if (String(res.headers['content-type']).includes('json')) {
            try {
              body = JSON.parse(text) as Envelope<T>;
            } catch {
              body = null;
            }
          }
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - started,
            headers: res.headers,
            body,
          });
        });
      },
    );
    req.setTimeout(options.timeoutMs ?? 30_000, () => req.destroy(new Error('timed out')));
    req.on('error', failed);
    req.end(payload);
  });
}

// Unique within a run from the serial, and across runs on one database from the run prefix.
const RUN = randomInt(100, 1000);
let serial = 0;

/** A valid sign-up body with its own email and phone number. */
export function learnerBody(): RegisterBody {
  serial += 1;
  const n = `${RUN}${String(serial).padStart(6, '0')}`;
  return {
    name: 'Ayşe',
    surname: 'Öztürk',
    email: `learner.${n}@example.com`,
    phoneNumber: `905${n}`,
    password: LEARNER_PASSWORD,
    confirmPassword: LEARNER_PASSWORD,
    contractApprovals: [
      { alias: 'terms-of-use', version: 1 },
      { alias: 'privacy-consent', version: 1 },
    ],
  };
}

export interface Learner {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** Signs a new learner up; `learner` is set only when the server answered 200. */
export async function signUp(
  base: string,
): Promise<{ answer: Answer<AuthUser>; body: RegisterBody; learner: Learner | null }> {
  const body = learnerBody();
  const answer = await call<AuthUser>(base, 'POST', '/api/userregistration', { json: body });
  const user = answer.status === 200 ? answer.body?.data : undefined;
  const learner: Learner | null = user
    ? { id: user.id, email: body.email, password: body.password, token: user.tokenDto.accessToken }
    : null;
  return { answer, body, learner };
}

export function signIn(base: string, email: string, password: string, init: CallOptions = {}) {
  return call<AuthUser>(base, 'POST', '/api/auth/login', {
    ...init,
    json: { emailOrPhoneNumber: email, password },
  });
}

export interface ServerProcess {
  name: string;
  base: string;
  port: number;
  child: ChildProcess;
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * `node apps/api/dist/server.js` with the given environment, its output appended to logFile.
 * Production mode, so what is measured is what an operator runs.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  logFile: string,
  port?: number,
): Promise<ServerProcess> {
  const listenOn = port ?? (await freePort());
  const out = openSync(logFile, 'a');
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listenOn),
      LOG_LEVEL: 'warn',
      // The API alone: whether the web build exists must not change the figures.
      WEB_DIST_DIR: path.join(path.dirname(logFile), 'no-web'),
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  if (child.pid === undefined) throw new Error(`${name} did not start`);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    name,
    base: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    child,
    pid: child.pid,
    exited,
  };
}

/** Polls GET /api/health/ready until it answers 200; fails early if the process exits. */
export async function waitReady(
  base: string,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`exited with ${child.exitCode}`);
    const res = await call(base, 'GET', '/api/health/ready', { timeoutMs: 2000 });
    if (res.status === 200) return performance.now() - started;
    await sleep(200);
  }
  throw new Error(`${base} not ready after ${timeoutMs} ms`);
}

/** SIGTERM (the server drains), then SIGKILL if it has not gone within the grace. */
export async function stopServer(server: ServerProcess, graceMs = 30_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), graceMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/** Resident memory of a process in KiB, from /proc; null once it is gone. */
export function rssKiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** The q-quantile (0..1) of ascending numbers; NaN for none. */
export function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Runs fn over items with at most `width` at a time. */
export async function inParallel<T, R>(
  items: T[],
  width: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}
