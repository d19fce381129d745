/**
 * Checks the curriculum content (CURRICULUM.md, "Checks the project runs on its content") and
 * prints a report by section and skill. Exit code 1 when a check fails.
 *
 *   npx tsx content/tools/check.ts [--allow-missing] [--verbose]
 *
 * --allow-missing  missing days and not yet rendered audio are reported but do not fail
 * --verbose        every finding and the per-passage figures
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { runBritishCheck } from './lib/check-british';
import { dictionaryHook } from './lib/check-dictionary';
import { inventoryCoverage, inventoryReport } from './lib/check-inventory';
import { withPaceCheck } from './lib/check-pace';
import { loadLexicon } from './lib/lexicon';
import { readBooks, readContent, readYekverse } from './lib/load';
import { AUDIO_DIR, CONTENT_DIR } from './lib/paths';
import { formatReport } from './lib/report';
import { runChecks } from './lib/run-checks';

const { values } = parseArgs({
  options: {
    'allow-missing': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const allowMissing = values['allow-missing'] ?? false;
const verbose = values.verbose ?? false;

const raw = { ...readContent(), books: readBooks(), yekverse: readYekverse() };
const run = withPaceCheck(
  runChecks(raw, {
    lexicon: loadLexicon(),
    audioExists: (file) => existsSync(join(AUDIO_DIR, file)),
    allowMissing,
  }),
);
console.log(formatReport(run, { allowMissing, verbose }));
const dictionary = dictionaryHook(run.days, verbose);
const british = runBritishCheck(raw, verbose);
// The grammar inventory's coverage by the syllabus (content/inventory.yaml): reported, not failed,
// until the syllabus follows it (docs/curriculum-plan.md).
console.log('\nGrammar inventory (reported)');
for (const line of inventoryReport(inventoryCoverage(CONTENT_DIR))) console.log(`  ${line}`);
process.exitCode = run.passed && dictionary && british ? 0 : 1;
