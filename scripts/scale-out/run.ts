// Two API instances behind nginx under sign-up and read load, one of them killed with SIGKILL in the
// middle; then what two instances must share. Started by scripts/scale-out.sh, which owns the run's
// folder, database and Redis database and removes them whatever happens here.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Learner,
  type ServerProcess,
  inParallel,
  signIn,
  signUp,
  startServer,
  stopServer,
  waitReady,
} from '../../apps/api/bench/load-kit';
import { freePort } from '../../apps/api/src/db/embedded';
import { classify, runLoad } from './load';
import { type Nginx, startNginx } from './nginx';
import { checkSharedRateLimit, checkSharedRevocation } from './shared-state';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run this through scripts/scale-out.sh`);
  return value;
}
const DIR = required('SCALE_OUT_DIR');
const DATABASE_URL = required('SCALE_OUT_DATABASE_URL');
const REDIS_URL = required('SCALE_OUT_REDIS_URL');
const NGINX = required('SCALE_OUT_NGINX');
// Shared by both instances, or a token signed by one would be refused by the other.
const JWT_SECRET = randomBytes(48).toString('base64url');

const WRITERS = 6;
const READERS = 12;
const SEED_LEARNERS = 12;
const BEFORE_KILL_MS = 8_000;
const AFTER_KILL_MS = 12_000;
const START_TIMEOUT_MS = 180_000;

// The shell's cleanup kills whatever is listed here should this process die before its own
// cleanup runs; files are named by pid, so a restarted instance never loses its entry.
const PIDS = path.join(DIR, 'pids');
mkdirSync(PIDS, { recursive: true });
const pidFile = (name: string, pid: number) => path.join(PIDS, `${name}-${pid}.pid`);

const running = new Set<ServerProcess>();
let nginx: Nginx | null = null;

async function instance(name: 'A' | 'B', rateLimits: boolean): Promise<ServerProcess> {
  const folder = path.join(DIR, `instance-${name.toLowerCase()}`);
  const server = await startServer(
    name,
    {
      DATABASE_URL,
      REDIS_URL,
      JWT_SECRET,
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_ENABLED: String(rateLimits),
      DATA_DIR: folder,
    },
    `${folder}.log`,
  );
  writeFileSync(pidFile(name, server.pid), String(server.pid));
  running.add(server);
  void server.exited.then(() => {
    rmSync(pidFile(name, server.pid), { force: true });
    running.delete(server);
  });
  return server;
}

async function bothReady(a: ServerProcess, b: ServerProcess) {
  const [ta, tb] = await Promise.all([
    waitReady(a.base, START_TIMEOUT_MS, a.child),
    waitReady(b.base, START_TIMEOUT_MS, b.child),
  ]);
  return `A ${(ta / 1000).toFixed(1)} s, B ${(tb / 1000).toFixed(1)} s`;
}

async function stopNginx() {
  if (!nginx || nginx.child.exitCode !== null || nginx.child.signalCode !== null) return;
  nginx.child.kill('SIGTERM');
  await nginx.exited;
  rmSync(pidFile('nginx', nginx.pid), { force: true });
}

async function cleanup() {
  await Promise.all([...running].map((s) => stopServer(s, 10_000)));
  await stopNginx();
}

// Printed at the end whatever happens, so an aborted run still shows what it had measured.
const header: string[] = [];
const summary: string[] = [];
const results: { pass: boolean; text: string }[] = [];
const check = (pass: boolean, text: string) => results.push({ pass, text });
const pct = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(2)}%`;
const counts = (o: Record<string, number>) =>
  Object.entries(o)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ') || 'none';

async function main() {
  header.push(
    `two API instances (node ${process.version}) behind nginx, one PostgreSQL database, one Redis`,
  );
  let a = await instance('A', false);
  let b = await instance('B', false);
  // Started together on an empty database: migrations and the curriculum load take advisory locks.
  console.log(`instances started together on an empty database; ready in ${await bothReady(a, b)}`);
  nginx = startNginx(NGINX, path.join(DIR, 'nginx'), await freePort(), [
    `127.0.0.1:${a.port}`,
    `127.0.0.1:${b.port}`,
  ]);
  writeFileSync(pidFile('nginx', nginx.pid), String(nginx.pid));
  await waitReady(nginx.base, 15_000, nginx.child);
  const front = nginx.base;
  console.log(`nginx ready on ${front} in front of A ${a.base} and B ${b.base}`);

  const seeded = await inParallel(Array.from({ length: SEED_LEARNERS }), 4, () => signUp(front));
  const seed = seeded.map((s) => s.learner).filter((l): l is Learner => l !== null);
  if (seed.length !== SEED_LEARNERS) throw new Error('signing up the first learners failed');

  console.log(
    `load through nginx: ${WRITERS} loops signing up, ${READERS} loops reading; ` +
      `A is killed after ${BEFORE_KILL_MS / 1000} s, the load goes on ${AFTER_KILL_MS / 1000} s`,
  );
  const victim = a;
  const load = await runLoad(front, {
    writers: WRITERS,
    readers: READERS,
    seed,
    beforeKillMs: BEFORE_KILL_MS,
    afterKillMs: AFTER_KILL_MS,
    kill: () => victim.child.kill('SIGKILL'),
  });
  const killed = await victim.exited;
  header.push(
    `load: ${WRITERS} sign-up loops + ${READERS} GET /api/user/{id} loops, ` +
      `${((load.endedAt - load.startedAt) / 1000).toFixed(1)} s`,
  );
  const names = new Map([
    [`127.0.0.1:${a.port}`, 'A'],
    [`127.0.0.1:${b.port}`, 'B'],
  ]);
  const before = classify(load.samples, load.startedAt, load.killAt, names);
  const after = classify(load.samples, load.killAt, load.endedAt + 1, names);
  summary.push(
    `  before the kill: ${before.requests} requests (${before.perSecond.toFixed(0)}/s), ` +
      `${before.failed} failed; served by ${counts(before.servedBy)}`,
    `  A killed: ${killed.signal ?? `exit ${killed.code}`}`,
    `  after the kill:  ${after.requests} requests (${after.perSecond.toFixed(0)}/s), ` +
      `${after.failed} failed (${pct(after.failed, after.requests)}), ${after.served} served ` +
      `(${counts(after.servedBy)}); nginx passed ${after.retried} on to B after A failed`,
    `  statuses after the kill: ${counts(after.statuses)}`,
  );
  check(before.failed === 0, `no request failed before the kill (${before.failed} failed)`);
  // Each loop has at most one request in flight, so at most that many can be lost with A; every
  // later request must reach B.
  check(
    after.served > 0 && (after.servedBy.B ?? 0) > 0 && after.failed <= load.loops,
    `B kept serving after the kill: ${after.served} served; ${after.failed} failed ` +
      `(${pct(after.failed, after.requests)}), at most ${load.loops} (the requests in flight) allowed`,
  );

  const everyone = [...seed, ...load.confirmed];
  const signIns = await inParallel(everyone, 8, (l) => signIn(front, l.email, l.password));
  const lost = everyone.filter((_, i) => signIns[i]!.status !== 200);
  check(
    lost.length === 0,
    `every sign-up answered 200 signs in: ${everyone.length - lost.length} of ${everyone.length} ` +
      `(${seed.length} before the load, ${load.confirmed.length} during it)` +
      (lost.length ? `; cannot: ${lost.map((l) => l.email).join(', ')}` : ''),
  );
  const unknown = await inParallel(load.unanswered, 8, (u) => signIn(front, u.email, u.password));
  const committed = unknown.filter((u) => u.status === 200).length;
  summary.push(
    `  sign-ups not answered 200: ${load.unanswered.length}; ${committed} of them had been ` +
      `committed (a client must treat an unanswered write as unknown)`,
  );

  const drained = await stopServer(b);
  await stopNginx();

  a = await instance('A', true);
  b = await instance('B', true);
  console.log(
    `instances restarted with RATE_LIMIT_ENABLED=true; ready in ${await bothReady(a, b)}`,
  );
  const limit = await checkSharedRateLimit(a, b);
  check(limit.pass, `rate limits are shared through Redis:\n     ${limit.lines.join('\n     ')}`);
  const revocation = await checkSharedRevocation(a, b, seed[0]!);
  check(revocation.pass, `session revocation is shared:\n     ${revocation.lines.join('\n     ')}`);
  const [endA, endB] = await Promise.all([stopServer(a), stopServer(b)]);
  check(
    [drained, endA, endB].every((x) => x.code === 0),
    `instances exit 0 on SIGTERM: B after the load ${drained.code}, ` +
      `then A ${endA.code} and B ${endB.code}`,
  );
}

function tail(file: string, lines: number) {
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines);
  console.error(`--- last lines of ${path.basename(file)} ---\n${text.join('\n')}`);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error('\nscale-out check aborted:', error);
  check(false, `the run finished (${(error as Error).message})`);
  for (const file of ['instance-a.log', 'instance-b.log', 'nginx/error.log'])
    tail(path.join(DIR, file), 15);
} finally {
  await cleanup();
}
console.log('\n━━ scale-out summary ━━');
for (const line of [...header, ...summary]) console.log(line);
for (const r of results) console.log(`${r.pass ? '[PASS]' : '[FAIL]'} ${r.text}`);
const failed = results.filter((r) => !r.pass).length;
console.log(failed ? `\n${failed} check(s) failed` : '\nall checks passed');
process.exit(failed ? 1 : 0);
