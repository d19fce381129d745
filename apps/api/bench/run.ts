// npm run bench: API throughput and p99 latency, each beside a bare Fastify route measured in the
// same run (machines here are shared and noisy: compare ratios, not absolute numbers), then the web
// bundle figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { closePasswordPool, hashPassword, verifyPassword } from '../src/lib/password';
import {
  GENERATOR,
  GENERATOR_PLACEMENT,
  type Load,
  type Measured,
  closeGenerator,
  runLoad,
} from './load-generator';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);

const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'servers.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ports = await new Promise<{ barePort: number; appPort: number }>((resolve, reject) => {
  // The servers' own log lines may come first: the ports are the line that names them.
  const rl = readline.createInterface({ input: child.stdout! });
  rl.on('line', (line) => {
    const parsed = JSON.parse(line) as { barePort?: number; appPort?: number };
    if (parsed.barePort && parsed.appPort) {
      rl.close();
      resolve({ barePort: parsed.barePort, appPort: parsed.appPort });
    }
  });
  child.once('exit', (code) => reject(new Error(`bench servers exited with ${code}`)));
});

interface Figure extends Measured {
  name: string;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
  request: { method?: 'POST'; body?: string; bodies?: string[]; connections?: number } = {},
): Promise<Figure> {
  const load: Load = {
    url,
    headers,
    connections: request.connections ?? CONNECTIONS,
    ...(request.method ? { method: request.method, body: request.body } : {}),
    ...(request.bodies ? { bodies: request.bodies } : {}),
    duration: 2,
  };
  await runLoad(load); // warm-up
  return { name, ...(await runLoad({ ...load, duration: DURATION })) };
}

const app = `http://127.0.0.1:${ports.appPort}`;
const login = await fetch(`${app}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ emailOrPhoneNumber: 'learner@yek.local', password: 'Learner123!' }),
});
const me = ((await login.json()) as { data: { id: number; tokenDto: { accessToken: string } } })
  .data;

const figures: Figure[] = [];
figures.push(await measure('bare Fastify route', `http://127.0.0.1:${ports.barePort}/bare`));
figures.push(await measure('GET /api/language', `${app}/api/language`));
figures.push(
  await measure(`GET /api/user/{id} (authenticated)`, `${app}/api/user/${me.id}`, {
    authorization: `Bearer ${me.tokenDto.accessToken}`,
  }),
);
const auth = { authorization: `Bearer ${me.tokenDto.accessToken}` };
const assigned = await fetch(`${app}/api/usertask/assigntasktouser`, {
  method: 'PATCH',
  headers: auth,
});
const task = (
  (await assigned.json()) as {
    data: { taskDate: string; parts: { mainQuestionId: number; kind: string }[] };
  }
).data;
figures.push(
  await measure(
    'GET usertask/getusertaskbydate',
    `${app}/api/usertask/getusertaskbydate?taskDate=${task.taskDate}`,
    auth,
  ),
);
const reading = task.parts.find((p) => p.kind === 'reading') ?? task.parts[0]!;
figures.push(
  await measure(
    'GET usertask/gettaskmainquestion',
    `${app}/api/usertask/gettaskmainquestion?taskMainQuestionId=${reading.mainQuestionId}`,
    auth,
  ),
);
// Exams: saving an answer of a level paper (an upsert under the paper's row lock)…
const level = await fetch(`${app}/api/usertaskexam/startlevelexam`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ levelId: 1 }),
});
const paper = (
  (await level.json()) as {
    data: {
      exam: { id: number };
      paper: { grammar: { questions: { slug: string; type: string }[] } };
    };
  }
).data;
const choiceQuestion = paper.paper.grammar.questions.find((q) => q.type === 'single-choice')!;
figures.push(
  await measure(
    'POST usertaskexam/registerusertaskexam…',
    `${app}/api/usertaskexam/registerusertaskexamquestionanswer`,
    { ...auth, 'content-type': 'application/json' },
    {
      method: 'POST',
      body: JSON.stringify({
        taskExamId: paper.exam.id,
        questionSlug: choiceQuestion.slug,
        answer: { optionId: 1 },
      }),
    },
  ),
);
// …and answering the placement test, which stores the answer, re-estimates the ability and
// chooses the next item. Each test ends after at most 30 answers, so this one runs its own loop:
// CONNECTIONS learners at a time, each through whole tests of fresh learners, for DURATION seconds.
figures.push(
  await measurePlacement().catch((error: unknown) => {
    child.kill('SIGTERM');
    throw error;
  }),
);

async function measureHashCapacity(): Promise<Figure> {
  const hashed = await hashPassword('Learner123!');
  const started = performance.now();
  let hashes = 0;
  const until = started + Math.min(DURATION, 4) * 1000;
  const lane = async () => {
    for (; performance.now() < until; hashes += 1) await verifyPassword(hashed, 'Learner123!');
  };
  await Promise.all(Array.from({ length: os.availableParallelism() * 2 }, lane));
  const rps = hashes / ((performance.now() - started) / 1000);
  await closePasswordPool();
  return { name: 'argon2id hashes alone', rps, p99: 0, errors: 0 };
}

async function measurePlacement(): Promise<Figure> {
  const learners = Number(process.env.BENCH_LEARNERS ?? 200);
  const tokens: string[] = [];
  for (let i = 1; i <= learners; i += CONNECTIONS) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(CONNECTIONS, learners - i + 1) }, (_, k) =>
        fetch(`${app}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            emailOrPhoneNumber: `bench-${i + k}@yek.local`,
            password: 'Learner123!',
          }),
        }).then(
          async (r) =>
            ((await r.json()) as { data: { tokenDto: { accessToken: string } } }).data.tokenDto
              .accessToken,
        ),
      ),
    );
    tokens.push(...batch);
  }
  type State = {
    exam: { id: number };
    item: { id: number; type: string; options: { id: number }[] } | null;
  };
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const until = started + DURATION * 1000;
  async function worker() {
    for (let token = tokens.pop(); token && performance.now() < until; token = tokens.pop()) {
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const start = await fetch(`${app}/api/usertaskexam/startplacementexam`, {
        method: 'POST',
        headers: { authorization: headers.authorization },
      });
      const body = (await start.json()) as { data: State | null; message?: string };
      if (!body.data) throw new Error(`placement start: ${start.status} ${body.message}`);
      let state = body.data;
      while (state.item && performance.now() < until) {
        const answer =
          state.item.type === 'typed' ? { text: 'is' } : { optionId: state.item.options[0]!.id };
        const t0 = performance.now();
        const res = await fetch(`${app}/api/usertaskexam/registerplacementanswer`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ taskExamId: state.exam.id, itemId: state.item.id, answer }),
        });
        latencies.push(performance.now() - t0);
        if (!res.ok) {
          errors += 1;
          break;
        }
        state = ((await res.json()) as { data: State }).data;
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    name: `POST usertaskexam/registerplacementanswer`,
    rps: latencies.length / seconds,
    p99: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    errors,
  };
}

// The library (the bench seeds it to 1,000+ books): a search, "easy for me", and the reader's chapter.
const books = (
  (await (
    await fetch(`${app}/api/book/getbyfilter?bookPublishType=Audio&pageSize=1`, { headers: auth })
  ).json()) as { data: { totalCount: number; items: { id: number }[] } }
).data;
const library = (
  (await (await fetch(`${app}/api/book/getbyfilter?pageSize=1`, { headers: auth })).json()) as {
    data: { totalCount: number };
  }
).data;
console.log(`library: ${library.totalCount} books`);
figures.push(
  await measure(
    'GET book/getbyfilter?searchText=deniz',
    `${app}/api/book/getbyfilter?searchText=deniz`,
    auth,
  ),
);
figures.push(
  await measure(
    'GET book/getbyfilter (easy for me)',
    `${app}/api/book/getbyfilter?orderBy=knownWordShare&orderDirection=desc`,
    auth,
  ),
);
figures.push(
  await measure(
    'GET book/{id}/chapter/1 (audio)',
    `${app}/api/book/${books.items[0]!.id}/chapter/1`,
    auth,
  ),
);
// Spaced review for a learner with 10,000 cards (the bench gives the demo learner that many):
// today's session, and answering the session's words in turn.
const review = (
  (await (await fetch(`${app}/api/review/getreviewsession`, { headers: auth })).json()) as {
    data: { dueCount: number; items: { card: { id: number; meaningTr: string } }[] };
  }
).data;
console.log(`review: ${review.dueCount} words due, ${review.items.length} in a session`);
figures.push(
  await measure(
    'GET review/getreviewsession (10k cards)',
    `${app}/api/review/getreviewsession`,
    auth,
  ),
);
figures.push(
  await measure(
    'POST review/registerreviewanswer',
    `${app}/api/review/registerreviewanswer`,
    { ...auth, 'content-type': 'application/json' },
    {
      method: 'POST',
      bodies: review.items.map((item) =>
        JSON.stringify({
          cardId: item.card.id,
          form: 'meaning',
          answer: item.card.meaningTr,
          durationMs: 5000,
        }),
      ),
    },
  ),
);
// Sign-ins hash with argon2id (19 MiB, t=2): CPU-bound by design, measured at 64 connections.
const signIns = {
  method: 'POST' as const,
  body: JSON.stringify({ emailOrPhoneNumber: 'learner@yek.local', password: 'Learner123!' }),
  connections: 64,
};
// What the machine can hash at all: the same pool, alone, with the server idle. A sign-in costs
// one hash, so this bounds the sign-ins per second whatever the server does around it.
const hashCapacity = await measureHashCapacity();
figures.push(
  await measure(
    'POST /api/auth/login (64 connections)',
    `${app}/api/auth/login`,
    { 'content-type': 'application/json' },
    signIns,
  ),
);
// A learner's part, compressed as browsers ask for it, read by 4 connections while those sign-ins
// run: the hashes have threads of their own, so the read waits for none of them.
const signingIn = runLoad({
  url: `${app}/api/auth/login`,
  headers: { 'content-type': 'application/json' },
  ...signIns,
  duration: DURATION + 2,
});
await new Promise((resolve) => setTimeout(resolve, 1000));
figures.push({
  name: 'GET …mainquestion (br) during sign-ins',
  ...(await runLoad({
    url: `${app}/api/usertask/gettaskmainquestion?taskMainQuestionId=${reading.mainQuestionId}`,
    headers: { ...auth, 'accept-encoding': 'br, gzip' },
    connections: 4,
    duration: DURATION,
  })),
});
await signingIn;
child.kill('SIGTERM');

const base = figures[0]!;
console.log(
  `\nAPI (${GENERATOR}, ${GENERATOR_PLACEMENT}; ${CONNECTIONS} connections, ${DURATION} s each)`,
);
closeGenerator();
console.log(
  'route'.padEnd(40),
  'req/s'.padStart(9),
  'ratio'.padStart(7),
  'p99 ms'.padStart(8),
  'ratio'.padStart(7),
  'errors'.padStart(7),
);
for (const f of figures) {
  console.log(
    f.name.padEnd(40),
    f.rps.toFixed(0).padStart(9),
    (f.rps / base.rps).toFixed(2).padStart(7),
    f.p99.toFixed(1).padStart(8),
    (f.p99 / Math.max(base.p99, 0.1)).toFixed(2).padStart(7),
    String(f.errors).padStart(7),
  );
}

const signInFigure = figures.find((f) => f.name.startsWith('POST /api/auth/login'))!;
console.log(
  `\nSign-ins: ${signInFigure.rps.toFixed(0)}/s, ` +
    `${((100 * signInFigure.rps) / hashCapacity.rps).toFixed(0)} % of what this machine hashes ` +
    `with nothing else running (${hashCapacity.rps.toFixed(0)} argon2id hashes/s on ` +
    `${os.availableParallelism()} cores; each sign-in is one).`,
);

const sizeScript = path.join(root, 'apps/web/scripts/bundle-size.mjs');
if (existsSync(path.join(root, 'apps/web/dist/index.html')) && existsSync(sizeScript)) {
  console.log('\nWeb bundle');
  spawnSync(process.execPath, [sizeScript], { cwd: root, stdio: 'inherit' });
} else {
  console.log('\nWeb bundle: build the web app first (npm run build) to see its sizes.');
}
process.exit(figures.some((f) => f.errors > 0) ? 1 : 0);
