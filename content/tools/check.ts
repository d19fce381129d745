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
import {
  INVENTORY_FAILS,
  inventoryCoverage,
  inventoryFailures,
  inventoryReport,
  misplacedLines,
} from './lib/check-inventory';
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
// The inventory's coverage by the programme (content/inventory.yaml, docs/curriculum-plan.md, decision 0046):
// every level at least 90% at level and nothing missing, or the check fails.
const inventoryRows = inventoryCoverage(CONTENT_DIR);
const inventoryFails = inventoryFailures(inventoryRows);
const inventoryOk = !INVENTORY_FAILS || inventoryFails.length === 0;
console.log(`\nInventory (grammar points and A1 topics by level)`);
for (const line of inventoryReport(inventoryRows)) console.log(`  ${line}`);
if (verbose) for (const line of misplacedLines(inventoryRows)) console.log(`    ${line}`);
for (const line of inventoryFails)
  console.log(`  ${INVENTORY_FAILS ? 'FAIL' : 'warning'}  ${line}`);
console.log(inventoryOk ? 'Inventory PASSED' : 'Inventory FAILED');
process.exitCode = run.passed && dictionary && british && inventoryOk ? 0 : 1;
