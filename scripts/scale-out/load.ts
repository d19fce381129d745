// The load through nginx: loops signing learners up (writes) and loops reading a learner's own
// data with their token, with one instance killed in the middle.
import type { RegisterBody } from '@yek/contracts/auth';
import { type Learner, call, signUp, sleep } from '../../apps/api/bench/load-kit';

export interface Sample {
  kind: 'sign-up' | 'read';
  start: number;
  end: number;
  status: number;
  /** The instance that answered, as nginx names it (host:port); when retried, the last one. */
  upstream: string;
  /** nginx tried more than one instance for this request. */
  retried: boolean;
}

export interface LoadRun {
  samples: Sample[];
  /** Sign-ups answered 200: each must be able to sign in afterwards. */
  confirmed: Learner[];
  /** Sign-ups answered otherwise: the client cannot know whether they were committed. */
  unanswered: RegisterBody[];
  startedAt: number;
  killAt: number;
  endedAt: number;
  loops: number;
}

export async function runLoad(
  base: string,
  options: {
    writers: number;
    readers: number;
    seed: Learner[];
    beforeKillMs: number;
    afterKillMs: number;
    kill: () => void;
  },
): Promise<LoadRun> {
  const samples: Sample[] = [];
  const confirmed: Learner[] = [];
  const unanswered: RegisterBody[] = [];
  const pool = [...options.seed];
  let running = true;

  const record = (kind: Sample['kind'], start: number, status: number, header: unknown) => {
    const upstreams = String(header ?? '').split(/,\s*/);
    samples.push({
      kind,
      start,
      end: performance.now(),
      status,
      upstream: upstreams.at(-1) ?? '',
      retried: upstreams.length > 1,
    });
  };

  const writer = async () => {
    while (running) {
      const start = performance.now();
      const { answer, body, learner } = await signUp(base);
      record('sign-up', start, answer.status, answer.headers['x-upstream']);
      if (learner) {
        confirmed.push(learner);
        pool.push(learner);
      } else {
        unanswered.push(body);
      }
    }
  };
  const reader = async () => {
    while (running) {
      const learner = pool[Math.floor(Math.random() * pool.length)]!;
      const start = performance.now();
      const answer = await call(base, 'GET', `/api/user/${learner.id}`, { token: learner.token });
      record('read', start, answer.status, answer.headers['x-upstream']);
      // A failed read is answered at once; without a pause the loop would spin on a dead route.
      if (answer.status !== 200) await sleep(20);
    }
  };

  const startedAt = performance.now();
  const loops = [
    ...Array.from({ length: options.writers }, writer),
    ...Array.from({ length: options.readers }, reader),
  ];
  await sleep(options.beforeKillMs);
  const killAt = performance.now();
  options.kill();
  await sleep(options.afterKillMs);
  running = false;
  await Promise.all(loops);
  return {
    samples,
    confirmed,
    unanswered,
    startedAt,
    killAt,
    endedAt: performance.now(),
    loops: options.writers + options.readers,
  };
}

export interface Window {
  requests: number;
  failed: number;
  served: number;
  perSecond: number;
  /** Served requests by instance name. */
  servedBy: Record<string, number>;
  /** Requests nginx passed on to another instance after a failure. */
  retried: number;
  statuses: Record<string, number>;
}

/** Requests that finished in [from, to), classified; `names` maps host:port to an instance name. */
export function classify(
  samples: Sample[],
  from: number,
  to: number,
  names: Map<string, string>,
): Window {
  const inside = samples.filter((s) => s.end >= from && s.end < to);
  const servedBy: Record<string, number> = {};
  const statuses: Record<string, number> = {};
  let failed = 0;
  let retried = 0;
  for (const s of inside) {
    statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    if (s.retried) retried += 1;
    if (s.status !== 200) {
      failed += 1;
      continue;
    }
    const name = names.get(s.upstream) ?? (s.upstream || 'unknown');
    servedBy[name] = (servedBy[name] ?? 0) + 1;
  }
  return {
    requests: inside.length,
    failed,
    served: inside.length - failed,
    perSecond: inside.length / Math.max(0.001, (to - from) / 1000),
    servedBy,
    retried,
    statuses,
  };
}
