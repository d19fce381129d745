/**
 * Prints 20 days in full, chosen at random, so a reviewer can read real lessons quickly. The seed
 * is printed; the same seed picks the same days again.
 *
 *   npx tsx content/tools/sample.ts [--seed 12345] [--count 20]
 */
import { randomInt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { validate } from './lib/check-structure';
import { Findings } from './lib/findings';
import { readContent } from './lib/load';
import { pickSample } from './lib/random';
import { renderDay } from './lib/render';

const { values } = parseArgs({
  options: { seed: { type: 'string' }, count: { type: 'string', default: '20' } },
});
const seed = values.seed !== undefined ? Number(values.seed) : randomInt(0, 2 ** 31);
const count = Number(values.count);
if (!Number.isInteger(seed) || !Number.isInteger(count) || count < 1) {
  console.error('--seed and --count take whole numbers');
  process.exit(2);
}

const findings = new Findings();
const { syllabus, days } = validate(readContent(), findings);
const sample = pickSample(days, count, seed).sort((a, b) => a.day.day - b.day.day);
const skipped = findings.list().reduce((n, r) => n + r.errors.length, 0);

console.log(
  `Seed ${seed}: ${sample.length} of ${days.length} valid days (repeat with --seed ${seed})`,
);
if (skipped > 0)
  console.log(`${skipped} schema problem(s) keep some files out; run the check for details`);
for (const { day } of sample) console.log(`\n${renderDay(day, syllabus?.days[day.day - 1])}`);
