// The load generators of npm run bench: one measured load on one URL, as requests per second,
// the 99th percentile latency and the errors.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

export interface Measured {
  rps: number;
  p99: number;
  errors: number;
}

export interface Load {
  url: string;
  headers: Record<string, string>;
  connections: number;
  method?: 'POST';
  body?: string;
  /** Bodies sent in turn instead of `body` (e.g. answers to different cards). */
  bodies?: string[];
  duration: number;
}

/**
 * The load generator. wrk (Debian's package, written in C) when it is installed: autocannon runs
 * in Node on the same two cores as the server and, parsing a 2 KB answer, becomes the limit before
 * the server does (docs/performance.md). BENCH_GENERATOR=autocannon forces the old one.
 */
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
export const GENERATOR =
  process.env.BENCH_GENERATOR === 'autocannon' || !hasWrk ? 'autocannon' : 'wrk';
/**
 * With taskset and at least two cores, wrk runs as one thread pinned to the last core, so the
 * server and the generator stop trading cores mid-run (the scheduler's moves were the largest part
 * of the run-to-run spread). BENCH_PIN=0 lets wrk float on every core with two threads.
 */
const cores = os.availableParallelism();
const pinned =
  GENERATOR === 'wrk' &&
  process.env.BENCH_PIN !== '0' &&
  cores >= 2 &&
  spawnSync('taskset', ['-V']).error === undefined;
export const GENERATOR_PLACEMENT = pinned
  ? `one thread pinned to core ${cores - 1}`
  : 'floating on every core';
const scratch = mkdtempSync(path.join(os.tmpdir(), 'yek-bench-'));

let turn = 0;

async function autocannonLoad(load: Load): Promise<Measured> {
  const r = await autocannon({
    url: load.url,
    headers: load.headers,
    connections: load.connections,
    duration: load.duration,
    ...(load.method ? { method: load.method, body: load.body } : {}),
    ...(load.bodies
      ? {
          requests: [
            {
              setupRequest: (req: autocannon.Request) => ({
                ...req,
                body: load.bodies![(turn = (turn + 1) % load.bodies!.length)]!,
              }),
            },
          ],
        }
      : {}),
  });
  return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

function wrkLoad(load: Load): Promise<Measured> {
  const args = [
    '-t',
    pinned ? '1' : '2',
    '-c',
    String(load.connections),
    '-d',
    `${load.duration}s`,
  ];
  args.push('--latency', '--timeout', '10s');
  for (const [k, v] of Object.entries(load.headers)) args.push('-H', `${k}: ${v}`);
  if (load.method) {
    const script = path.join(scratch, `${load.method.toLowerCase()}.lua`);
    const lua = (text: string) => `[==[${text}]==]`;
    writeFileSync(
      script,
      load.bodies
        ? `wrk.method = ${JSON.stringify(load.method)}\n` +
            `local bodies = { ${load.bodies.map(lua).join(', ')} }\nlocal i = 0\n` +
            `request = function()\n  i = i % #bodies + 1\n  return wrk.format(nil, nil, nil, bodies[i])\nend\n`
        : `wrk.method = ${JSON.stringify(load.method)}\nwrk.body = ${JSON.stringify(load.body ?? '')}\n`,
    );
    args.push('-s', script);
  }
  args.push(load.url);
  return new Promise((resolve, reject) => {
    const [command, argv] = pinned
      ? ['taskset', ['-c', String(cores - 1), 'wrk', ...args]]
      : ['wrk', args];
    const run = spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    run.once('error', reject);
    run.once('exit', (code) => {
      const rps = /Requests\/sec:\s+([\d.]+)/.exec(out);
      const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(out);
      if (code !== 0 || !rps || !p99) return reject(new Error(`wrk failed (${code}):\n${out}`));
      const unit = { us: 0.001, ms: 1, s: 1000 }[p99[2] as 'us' | 'ms' | 's'];
      const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
      const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(
        out,
      );
      const socketErrors = socket ? socket.slice(1).reduce((n, x) => n + Number(x), 0) : 0;
      resolve({
        rps: Number(rps[1]),
        p99: Number(p99[1]) * unit,
        errors: Number(non2xx?.[1] ?? 0) + socketErrors,
      });
    });
  });
}

export function runLoad(load: Load): Promise<Measured> {
  return GENERATOR === 'wrk' ? wrkLoad(load) : autocannonLoad(load);
}

/** Removes the generator's scratch files (wrk's request scripts). */
export function closeGenerator(): void {
  rmSync(scratch, { recursive: true, force: true });
}
