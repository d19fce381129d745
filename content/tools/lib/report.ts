import { PROGRAMME_DAYS } from '@yek/contracts/content';
import { type CheckRun, resultStatus } from './run-checks';

const pad = (s: string | number, n: number) => String(s).padEnd(n);

/** The report by section and skill, then each check with what it found. */
export function formatReport(
  run: CheckRun,
  options: { allowMissing: boolean; verbose: boolean },
): string {
  const out: string[] = [];
  const written = run.sections.reduce((n, s) => n + s.days, 0);
  out.push(`Content check: ${written} of ${PROGRAMME_DAYS} days written`, '');
  out.push(
    [
      pad('Section', 9),
      pad('Days', 8),
      pad('Grammar', 10),
      pad('Vocabulary', 16),
      pad('Reading', 16),
      pad('Listening', 18),
      pad('Writing', 9),
      'Speaking',
    ].join(''),
  );
  for (const s of run.sections) {
    const k = s.skills;
    const avg = k.reading.parts ? Math.round(s.readingWords / k.reading.parts) : 0;
    out.push(
      [
        pad(`${s.id} ${s.level}`, 9),
        pad(`${s.days}/${s.expected}`, 8),
        pad(`${k.grammar.parts}·${k.grammar.questions}q`, 10),
        pad(`${k.vocabulary.parts}·${s.words}w·${k.vocabulary.questions}q`, 16),
        pad(`${k.reading.parts}·${k.reading.questions}q·~${avg}w`, 16),
        pad(`${k.listening.parts}·${k.listening.questions}q·${s.rendered}♪`, 18),
        pad(`${k.writing.parts}`, 9),
        `${k.speaking.parts}·${k.speaking.questions}q`,
      ].join(''),
    );
  }
  out.push(
    '(parts·questions; w = words taught or passage words; ♪ = rendered audio)',
    '',
    'Checks',
  );
  for (const r of run.results) {
    const status = resultStatus(r, options.allowMissing);
    out.push(`  ${pad(status, 8)} ${pad(r.id, 11)} ${r.title}`);
    for (const note of r.notes) out.push(`             ${note}`);
    if (options.verbose) for (const d of r.details) out.push(`             ${d}`);
    for (const p of r.pending) out.push(`             pending  ${p.where}: ${p.message}`);
    const shown = options.verbose ? r.errors : r.errors.slice(0, 40);
    for (const e of shown) out.push(`             error    ${e.where}: ${e.message}`);
    if (shown.length < r.errors.length)
      out.push(`             … ${r.errors.length - shown.length} more (--verbose)`);
  }
  const errors = run.results.reduce((n, r) => n + r.errors.length, 0);
  const pending = run.results.reduce((n, r) => n + r.pending.length, 0);
  out.push('');
  if (errors > 0)
    out.push(`FAILED: ${errors} error(s)${pending ? `, ${pending} pending item(s)` : ''}`);
  else if (pending > 0 && !options.allowMissing)
    out.push(
      `FAILED: ${pending} pending item(s) (missing days or audio); --allow-missing reports them without failing`,
    );
  else if (pending > 0)
    out.push(`PASSED with --allow-missing: ${pending} pending item(s) reported above`);
  else out.push('PASSED');
  return out.join('\n');
}
