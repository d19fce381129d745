// npm run soak: one compiled server under a mixed learner load. First the highest rate the mix
// reaches (SOAK_PROBE_SECONDS, 20 s), then half of it for SOAK_MINUTES (10) minutes, a line a
// minute. Fails when 0.1% or more of the soak's requests fail, or when the server's resident memory
// grows by more than 30% from the start of minute 2 (after a minute of load has warmed its caches)
// to the end.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/db/embedded';
import {
  type Answer,
  type Learner,
  type ServerProcess,
  call,
  inParallel,
  quantile,
  rssKiB,
  signIn,
  signUp,
  sleep,
  startServer,
  stopServer,
  waitReady,
} from './load-kit';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const PROBE_SECONDS = Number(process.env.SOAK_PROBE_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const LEARNERS = 40;
const CONNECTIONS = 32;
const MAX_ERROR_SHARE = 0.001;
const MAX_RSS_GROWTH = 0.3;
if (!Number.isInteger(MINUTES) || MINUTES < 1 || !(PROBE_SECONDS >= 1))
  throw new Error('SOAK_MINUTES must be a whole number of minutes, SOAK_PROBE_SECONDS at least 1');

/** Requests finished in one period. */
class Tally {
  requests = 0;
  errors = 0;
  latencies: number[] = [];
  errorStatuses = new Map<number, number>();
  add(answer: Answer) {
    this.requests += 1;
    this.latencies.push(answer.ms);
    if (answer.status < 200 || answer.status >= 300) {
      this.errors += 1;
      this.errorStatuses.set(answer.status, (this.errorStatuses.get(answer.status) ?? 0) + 1);
    }
  }
  percentiles() {
    const sorted = [...this.latencies].sort((x, y) => x - y);
    return { p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) };
  }
}

/**
 * Mostly signed-in reads of the learner's own data, and a few sign-ins (each an argon2 hash, the
 * most expensive thing a learner does short of signing up). A sign-in's new token replaces the
 * learner's old one, so tokens stay fresh however long the soak runs.
 */
function mix(base: string) {
  const ops: { name: string; share: number; run: (l: Learner) => Promise<Answer> }[] = [
    {
      name: 'GET /api/user/{id}',
      share: 0.4,
      run: (l) => call(base, 'GET', `/api/user/${l.id}`, { token: l.token }),
    },
    {
      name: 'GET /api/usertask/getusertaskoverview',
      share: 0.35,
      run: (l) => call(base, 'GET', '/api/usertask/getusertaskoverview', { token: l.token }),
    },
    { name: 'GET /api/language', share: 0.245, run: () => call(base, 'GET', '/api/language') },
    {
      // Few enough that the p99 is a read's: a sign-in takes tens of milliseconds by design.
      name: 'POST /api/auth/login',
      share: 0.005,
      run: async (l) => {
        const answer = await signIn(base, l.email, l.password);
        const token = answer.body?.data?.tokenDto.accessToken;
        if (answer.status === 200 && token) l.token = token;
        return answer;
      },
    },
  ];
  const shares = ops.map((op) => `${(100 * op.share).toFixed(1)}% ${op.name}`).join(', ');
  const next = (learner: Learner) => {
    let r = Math.random();
    for (const op of ops) {
      if (r < op.share) return op.run(learner);
      r -= op.share;
    }
    return ops[0]!.run(learner);
  };
  return { shares, next };
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'yek-soak-'));
// The embedded database runs as an unprivileged user when started by root: it must reach it.
chmodSync(tmp, 0o755);
let database: EmbeddedServer | null = null;
let server: ServerProcess | null = null;

async function cleanup() {
  if (server) await stopServer(server);
  await database?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void cleanup().finally(() => process.exit(130)));

const mib = (kib: number | null) => (kib === null ? 'n/a' : (kib / 1024).toFixed(1));
const ms = (x: number) => (Number.isNaN(x) ? 'n/a' : x.toFixed(1));

async function main(): Promise<boolean> {
  database = await startEmbeddedPostgres(path.join(tmp, 'pg'), { database: 'soak' });
  const databaseUrl = database.url('soak');
  server = await startServer(
    'soak',
    {
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(tmp, 'data'),
      JWT_SECRET: randomBytes(48).toString('base64url'),
      RATE_LIMIT_ENABLED: 'false',
    },
    path.join(tmp, 'server.log'),
  );
  const started = await waitReady(server.base, 180_000, server.child);
  const base = server.base;
  console.log(
    `server (node ${process.version}) pid ${server.pid} ready in ${(started / 1000).toFixed(1)} s`,
  );

  const signedUp = await inParallel(Array.from({ length: LEARNERS }), 4, () => signUp(base));
  const learners = signedUp.map((s) => s.learner).filter((l): l is Learner => l !== null);
  if (learners.length !== LEARNERS) throw new Error('signing the learners up failed');
  // The learning routes need a running trial or plan. Through the API that takes the onboarding
  // questionnaire and a trial start or store purchase per learner, none of which the soak is
  // about, so the learners are made subscribers who finished setup directly in the database.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `UPDATE users SET registration_complete = true, subscription_ends_at = now() + interval '30 days'
      WHERE id = ANY($1::int[])`,
    [learners.map((l) => l.id)],
  );
  await client.end();

  const { shares, next } = mix(base);
  console.log(`mix: ${shares}`);
  const pick = () => learners[Math.floor(Math.random() * learners.length)]!;
  const alive = () => server!.child.exitCode === null && server!.child.signalCode === null;

  // The highest rate: every connection sends its next request as soon as the last is answered.
  let probe = new Tally();
  let probing = true;
  const closedLoops = Array.from({ length: CONNECTIONS }, async () => {
    while (probing) {
      const answer = await next(pick());
      probe.add(answer);
    }
  });
  await sleep(WARM_UP_SECONDS * 1000);
  probe = new Tally();
  await sleep(PROBE_SECONDS * 1000);
  const measured = probe;
  // Answers that arrive after the window go to a tally nobody reads.
  probe = new Tally();
  probing = false;
  await Promise.all(closedLoops);
  const max = measured.requests / PROBE_SECONDS;
  const target = max / 2;
  const pp = measured.percentiles();
  console.log(
    `maximum: ${max.toFixed(0)} req/s over ${PROBE_SECONDS} s on ${CONNECTIONS} connections ` +
      `(p50 ${ms(pp.p50)} ms, p99 ${ms(pp.p99)} ms, ${measured.errors} errors)`,
  );
  console.log(`soak: ${target.toFixed(0)} req/s for ${MINUTES} min\n`);

  // Paced: each connection has its own slots, together `target` a second. A connection that falls
  // behind sends at once until it catches up, but skips what is more than a second overdue, so a
  // stall shows as a lower rate and a higher latency rather than a burst afterwards.
  let current = new Tally();
  let soaking = true;
  const interval = (1000 * CONNECTIONS) / target;
  const soakStart = performance.now();
  const pacedLoops = Array.from({ length: CONNECTIONS }, async (_, i) => {
    let slot = soakStart + (i * interval) / CONNECTIONS;
    while (soaking) {
      const wait = slot - performance.now();
      if (wait > 0) await sleep(wait);
      else if (wait < -1000) slot = performance.now();
      if (!soaking) break;
      const answer = await next(pick());
      current.add(answer);
      slot += interval;
    }
  });

  const minutes: { tally: Tally; rss: number | null }[] = [];
  const rssAtStart = rssKiB(server.pid);
  console.log(
    'minute'.padStart(6),
    'requests'.padStart(9),
    'req/s'.padStart(7),
    'errors'.padStart(7),
    'err %'.padStart(7),
    'p50 ms'.padStart(7),
    'p99 ms'.padStart(7),
    'RSS MiB'.padStart(8),
  );
  for (let m = 1; m <= MINUTES && alive(); m++) {
    while (performance.now() < soakStart + m * 60_000 && alive()) await sleep(250);
    const tally = current;
    current = new Tally();
    const rss = rssKiB(server.pid);
    minutes.push({ tally, rss });
    const { p50, p99 } = tally.percentiles();
    const statuses = [...tally.errorStatuses].map(([s, n]) => ` ${s}×${n}`).join('');
    console.log(
      [
        String(m).padStart(6),
        String(tally.requests).padStart(9),
        (tally.requests / 60).toFixed(1).padStart(7),
        String(tally.errors).padStart(7),
        ((100 * tally.errors) / Math.max(1, tally.requests)).toFixed(3).padStart(7),
        ms(p50).padStart(7),
        ms(p99).padStart(7),
        mib(rss).padStart(8),
      ].join(' ') + statuses,
    );
  }
  soaking = false;
  await Promise.all(pacedLoops);
  if (!alive()) console.log(`the server exited during the soak (code ${server.child.exitCode})`);

  const requests = minutes.reduce((n, x) => n + x.tally.requests, 0);
  const errors = minutes.reduce((n, x) => n + x.tally.errors, 0);
  const errorShare = errors / Math.max(1, requests);
  const errorsPass = alive() && minutes.length === MINUTES && errorShare < MAX_ERROR_SHARE;
  // The start of minute 2 is the end of minute 1.
  const baseline = minutes[0]?.rss ?? null;
  const last = minutes.at(-1)?.rss ?? null;
  const growth = baseline && last ? last / baseline - 1 : null;
  const rssPass = MINUTES < 2 || (growth !== null && growth <= MAX_RSS_GROWTH);

  console.log('\n━━ soak summary ━━');
  console.log(
    `maximum ${max.toFixed(0)} req/s; soaked at ${target.toFixed(0)} req/s ` +
      `(${(requests / (60 * Math.max(1, minutes.length))).toFixed(0)} req/s reached) ` +
      `for ${minutes.length} min`,
  );
  console.log(
    `${errorsPass ? '[PASS]' : '[FAIL]'} errors: ${errors} of ${requests} ` +
      `(${(100 * errorShare).toFixed(3)}%; limit below ${100 * MAX_ERROR_SHARE}%)`,
  );
  console.log(
    `       RSS: before the soak ${mib(rssAtStart)} MiB, minute 1 ${mib(baseline)} MiB, ` +
      `last minute ${mib(last)} MiB`,
  );
  console.log(
    MINUTES < 2
      ? '[SKIP] RSS growth from the start of minute 2: needs SOAK_MINUTES of 2 or more'
      : `${rssPass ? '[PASS]' : '[FAIL]'} RSS growth from the start of minute 2 to the end: ` +
          `${growth === null ? 'n/a' : `${(100 * growth).toFixed(1)}%`} ` +
          `(limit ${100 * MAX_RSS_GROWTH}%)`,
  );
  console.log(
    `       p99 per minute (ms): ${minutes.map((x) => ms(x.tally.percentiles().p99)).join(', ')}`,
  );
  return errorsPass && rssPass;
}

let passed = false;
try {
  passed = await main();
} catch (error) {
  console.error('soak aborted:', error);
  const log = path.join(tmp, 'server.log');
  if (existsSync(log))
    console.error(readFileSync(log, 'utf8').trimEnd().split('\n').slice(-20).join('\n'));
} finally {
  await cleanup();
}
process.exit(passed ? 0 : 1);
