import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const LIMIT = 6_000;

/**
 * Prints what the page held when a journey failed (the page snapshot Playwright writes as the
 * error context), so a failure seen only in CI's log can be read without its artifacts.
 */
export default class FailureContextReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context');
    let text: string | undefined;
    try {
      text = context?.path ? readFileSync(context.path, 'utf8') : context?.body?.toString('utf8');
    } catch {
      text = undefined;
    }
    // The page snapshot only: the error itself is printed by the list reporter.
    const snapshot = text?.indexOf('```yaml') ?? -1;
    if (!text || snapshot < 0) return;
    text = text.slice(snapshot);
    const shown =
      text.length > LIMIT ? `${text.slice(0, LIMIT)}\n… (${text.length} characters)` : text;
    console.log(
      `\n── page at the failure of "${test.title}" (try ${result.retry + 1}) ──\n${shown}\n`,
    );
  }

  printsToStdio() {
    return false;
  }
}
