import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  encodeAny,
  envelopeFault,
  hostileString,
  hostileValue,
  plausible,
  seededRandom,
  spoil,
  type Random,
} from './fuzz';
import { bearer, createTestApp, type TestApp } from './helpers';
import { learnerWithTrial } from './learner';
import { loginAs } from './onboarding';
import { appleLikeChain } from './x509';
import { loadConfig } from '../src/config';

/**
 * Sends hostile input into every operation of the OpenAPI document as an anonymous caller, a
 * learner in their trial and an admin, and fails on any 5xx or any response outside the envelope.
 * Bounded and seeded: FUZZ_SEED replays a run, FUZZ_CASES sets the requests per operation and caller.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const CASES = Number(process.env.FUZZ_CASES ?? 16);

interface Operation {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodySchema: unknown;
  multipart: boolean;
}

let t: TestApp;
let operations: Operation[];
const tokens: Record<'learner' | 'admin', string> = { learner: '', admin: '' };

async function signIn(role: 'learner' | 'admin') {
  tokens[role] =
    role === 'admin'
      ? await loginAs(t, 'admin@yek.local', 'Admin123!')
      : (await learnerWithTrial(t)).token;
}

beforeAll(async () => {
  // Limits would answer 429 before the input reaches the code under test; the stores are set up
  // so that their notifications are checked rather than refused as unconfigured.
  t = await createTestApp({
    rateLimitEnabled: false,
    appStore: {
      bundleId: 'com.yek.english',
      environments: ['Sandbox'],
      rootCertificatesPem: [appleLikeChain({ notAfter: new Date('2040-01-01') }).root.pem],
    },
    googlePlay: {
      ...loadConfig({ NODE_ENV: 'test' }).googlePlay,
      pushToken: 'fuzz-push-token-0123456789',
    },
  });
  await signIn('admin');
  await signIn('learner');
  const doc = t.app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string }[];
          requestBody?: { content?: Record<string, { schema?: unknown }> };
          consumes?: string[];
        }
      >
    >;
  };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      bodySchema: op.requestBody?.content?.['application/json']?.schema,
      multipart: /upload|mobileapppayment/.test(path),
    })),
  );
}, 120_000);
afterAll(() => t?.close());

function requestFor(op: Operation, random: Random) {
  const spoilPath = op.pathParams.length > 0 && random.next() < 0.5;
  let url = op.path;
  for (const name of op.pathParams) {
    const value = spoilPath ? hostileString(random) : '1';
    url = url.replace(`{${name}}`, encodeAny(value));
  }
  const query = new URLSearchParams();
  for (const name of op.queryParams)
    query.set(name, random.next() < 0.7 ? hostileString(random) : '1');
  if (random.next() < 0.2) query.set(hostileString(random), hostileString(random));
  const qs = query.toString();
  if (qs) url += `?${qs}`;

  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  if (op.multipart) {
    const variants: [string, string | Buffer][] = [
      ['multipart/form-data', 'x'],
      ['multipart/form-data; boundary=', '--\r\n'],
      [
        'multipart/form-data; boundary=b',
        `--b\r\nContent-Disposition: form-data; name="${hostileString(random).replace(/["\r\n]/g, '')}"; filename="a.wav"\r\n\r\nxx\r\n--b--\r\n`,
      ],
      ['multipart/form-data; boundary=b', '--b\r\n\r\n'],
      ['application/json', JSON.stringify({ formFiles: hostileValue(random) })],
    ];
    const [type, body] = random.pick(variants);
    headers['content-type'] = type;
    payload = body;
  } else if (op.bodySchema || op.method !== 'GET') {
    const r = random.next();
    if (r < 0.75) {
      headers['content-type'] =
        random.next() < 0.5 ? 'application/json' : 'application/json-patch+json';
      payload = JSON.stringify(spoil(plausible(op.bodySchema as never), random)) ?? 'null';
    } else if (r < 0.85) {
      headers['content-type'] = 'application/json';
      payload = random.pick([
        '{"a":',
        '[',
        '"\\u0000"',
        '{"a":1,"a":2}',
        '\u0000',
        'nul',
        '{"__proto__":{"x":1}}',
      ]);
    } else {
      headers['content-type'] = random.pick([
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
        'text/xml',
        'application/json;;;',
      ]);
      payload = 'a=1';
    }
  }
  return { method: op.method, url, headers, payload };
}

async function send(
  request: ReturnType<typeof requestFor>,
  caller: 'anonymous' | 'learner' | 'admin',
): Promise<LightMyRequestResponse> {
  const headers =
    caller === 'anonymous' ? request.headers : { ...request.headers, ...bearer(tokens[caller]) };
  return t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
}

/** The error the server logged for a 5xx, so a failure names its cause. */
function serverError(res: LightMyRequestResponse): string {
  if (res.statusCode < 500) return '';
  const id = String(res.headers['x-request-id'] ?? '');
  const line = t.logs.find((l) => id && l.includes(`"reqId":"${id}"`) && l.includes('"err"'));
  if (!line) return '';
  const err = (JSON.parse(line) as { err?: { type?: string; message?: string } }).err;
  return ` [${err?.type ?? ''}: ${err?.message ?? ''}]`;
}

describe('fuzzing every operation', () => {
  it('finds the whole API in the document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(120);
  });

  for (const caller of ['anonymous', 'learner', 'admin'] as const) {
    it(`answers ${caller} hostile input with a 4xx envelope, never a 5xx`, async () => {
      const random = seededRandom(SEED + caller.length);
      const faults: string[] = [];
      let sent = 0;
      for (const op of operations) {
        // Ending the session would turn every later request into a plain 401.
        if (caller !== 'anonymous' && op.path === '/api/auth/logout') continue;
        const cases = caller === 'anonymous' ? Math.ceil(CASES / 4) : CASES;
        for (let i = 0; i < cases; i++) {
          const request = requestFor(op, random);
          const logsBefore = t.logs.length;
          let res = await send(request, caller);
          sent += 1;
          // A password change or reset may end the caller's sessions: sign in again and go on.
          if (caller !== 'anonymous' && res.statusCode === 401) {
            await signIn(caller);
            res = await send(request, caller);
          }
          // The database's refusal is a safety net; the schemas must have refused the input first.
          const unchecked = t.logs
            .slice(logsBefore)
            .find((l) => l.includes('input reached the database unchecked'));
          const fault =
            envelopeFault(res) ??
            (unchecked ? `unchecked input (${JSON.parse(unchecked).err?.message})` : null);
          if (fault) {
            faults.push(
              `${request.method} ${request.url.slice(0, 160)} → ${fault}: ${res.body.slice(0, 200)}` +
                ` (payload ${String(request.payload ?? '').slice(0, 120)})${serverError(res)}`,
            );
          }
        }
      }
      expect(sent).toBeGreaterThan(operations.length);
      expect(faults, `seed ${SEED}: ${faults.length} faults`).toEqual([]);
    }, 300_000);
  }
});
