import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded';
import { createTestDatabase, registration } from './helpers';

/**
 * The compiled server as an operator runs it (`node dist/server.js`), under load: a database that
 * dies and comes back, and SIGTERM with requests in flight.
 */
const API_DIR = path.resolve(import.meta.dirname, '..');
const dirs: string[] = [];

beforeAll(() => {
  const built = spawnSync('node', ['scripts/build.mjs'], { cwd: API_DIR, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yek-server-'));
  // The embedded database runs as an unprivileged user when started by root: it must reach it.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}

interface Server {
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn('node', ['dist/server.js'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      // Request lines tell the test when a request has reached the server.
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'false',
      SEED_DEMO_USERS: 'false',
      WEB_DIST_DIR: path.join(API_DIR, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const live = await fetch(`${base}/api/health/live`).catch(() => null);
    if (live?.ok) return { base, child, exited, output: () => output };
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not start: ${output}`);
}

async function call(base: string, method: string, url: string, body?: unknown) {
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.json(),
    };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String((error as Error).cause ?? error) };
  }
}

/** Signs up learners from `workers` loops until stopped; answers who was told they exist. */
function signUpLoad(base: string, workers: number) {
  let running = true;
  const confirmed: { email: string; password: string }[] = [];
  const statuses: number[] = [];
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      const body = registration();
      const res = await call(base, 'POST', '/api/userregistration', body);
      statuses.push(res.status);
      if (res.status === 200) confirmed.push({ email: body.email, password: body.password });
      if (res.status !== 200) await new Promise((r) => setTimeout(r, 100));
    }
  });
  return {
    confirmed,
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

async function everyoneSignsIn(base: string, accounts: { email: string; password: string }[]) {
  const failed: string[] = [];
  for (const a of accounts) {
    const res = await call(base, 'POST', '/api/auth/login', {
      emailOrPhoneNumber: a.email,
      password: a.password,
    });
    if (res.status !== 200) failed.push(`${a.email}: ${res.status}`);
  }
  return failed;
}

/**
 * Fires `count` sign-ups at once on connections already open (so each has reached the server),
 * sends SIGTERM while they are in flight, and waits for all.
 */
async function signalUnderLoad(server: Server, count: number) {
  await Promise.all(
    Array.from({ length: count }, () => call(server.base, 'GET', '/api/health/live')),
  );
  const bodies = Array.from({ length: count }, () => registration());
  const inFlight = bodies.map((b) => call(server.base, 'POST', '/api/userregistration', b));
  await new Promise((r) => setTimeout(r, 100));
  server.child.kill('SIGTERM');
  const results = await Promise.all(inFlight);
  return { statuses: results.map((r) => r.status), code: await server.exited };
}

function postmasterPid(dataDir: string): number | null {
  try {
    const out = execFileSync('pgrep', ['-f', `postgres -D ${dataDir}`], { encoding: 'utf8' });
    return Number(out.trim().split('\n')[0]);
  } catch {
    return null;
  }
}

/**
 * Kills the database's postmaster and watches readiness: the first answer once the outage shows (a
 * backend may answer a moment longer), and the milliseconds until it answers 200 again.
 */
async function outage(base: string, pid: number, probe: string) {
  const killedAt = Date.now();
  process.kill(pid, 'SIGKILL');
  let during = await call(base, 'GET', probe);
  while (during.status === 200 && Date.now() - killedAt < 5000)
    during = await call(base, 'GET', probe);
  let backAfter = Infinity;
  while (Date.now() - killedAt < 20_000) {
    if ((await call(base, 'GET', probe)).status === 200) {
      backAfter = Date.now() - killedAt;
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { during, backAfter };
}

describe('the compiled server with its embedded database', () => {
  it('answers 503 while the database is down, restarts it, loses no committed write, and drains on SIGTERM', async () => {
    const dataDir = tempDir();
    const server = await startServer({ DATA_DIR: dataDir });
    const pgDir = path.join(dataDir, 'postgres');
    const load = signUpLoad(server.base, 8);
    await new Promise((r) => setTimeout(r, 1500));

    const { during, backAfter } = await outage(server.base, postmasterPid(pgDir)!, '/api/health');
    expect(during.status).toBe(503);
    expect(during.body).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', isSuccess: false });
    expect(Number(during.retryAfter)).toBeGreaterThan(0);
    expect((await call(server.base, 'GET', '/api/health/live')).status).toBe(200);
    expect(backAfter).toBeLessThan(10_000);
    await new Promise((r) => setTimeout(r, 1000));
    await load.stop();

    expect(load.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(load.statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    expect(await everyoneSignsIn(server.base, load.confirmed)).toEqual([]);

    const { statuses, code } = await signalUnderLoad(server, 24);
    expect(statuses).toEqual(Array(24).fill(200));
    expect(code).toBe(0);
    expect(postmasterPid(pgDir)).toBeNull();
  }, 120_000);
});

describe('the compiled server with an external database (DATABASE_URL)', () => {
  it('answers 503 while that database is away and reconnects by itself when it returns', async () => {
    // A PostgreSQL of the test's own stands for the external server; it comes back when killed.
    const pgDir = path.join(tempDir(), 'pg');
    const external = await startEmbeddedPostgres(pgDir, { database: 'yek' });
    try {
      const server = await startServer({ DATA_DIR: tempDir(), DATABASE_URL: external.url('yek') });
      const load = signUpLoad(server.base, 4);
      await new Promise((r) => setTimeout(r, 1000));
      const { during, backAfter } = await outage(server.base, external.pid()!, '/api/health/ready');
      expect(during.status).toBe(503);
      expect(backAfter).toBeLessThan(10_000);
      await new Promise((r) => setTimeout(r, 1000));
      await load.stop();
      expect(load.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(await everyoneSignsIn(server.base, load.confirmed)).toEqual([]);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      await external.stop();
    }
  }, 120_000);

  it('drains every in-flight request on SIGTERM and exits 0', async () => {
    const db = await createTestDatabase();
    try {
      const server = await startServer({ DATA_DIR: tempDir(), DATABASE_URL: db.url });
      const { statuses, code } = await signalUnderLoad(server, 24);
      expect(statuses).toEqual(Array(24).fill(200));
      expect(code).toBe(0);
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    } finally {
      await db.drop();
    }
  }, 120_000);
});
