import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audioFileName, readAloudScript } from './lib/audio';
import type { CheckId } from './lib/findings';
import { loadLexicon } from './lib/lexicon';
import { type RawContent, type RawFile, readContent, readYamlFile } from './lib/load';
import { DAYS_DIR, SYLLABUS_FILE } from './lib/paths';
import { type RunOptions, runChecks } from './lib/run-checks';

// The written days are the fixtures: each test breaks a copy of one in memory and expects the
// check named in the test, and only the checks it names, to fail.
const syllabus = readYamlFile(SYLLABUS_FILE);
const base = (n: number): RawFile =>
  readYamlFile(join(DAYS_DIR, 'a1', `day-${String(n).padStart(3, '0')}.yaml`));

// Loosely typed on purpose: the tests reach into raw YAML to break it the way a writer might.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

function broken(n: number, edit: (day: Raw) => void): RawFile {
  const file = base(n);
  const data = structuredClone(file.data) as Raw;
  edit(data);
  return { ...file, data };
}

const options: RunOptions = { lexicon: loadLexicon(), audioExists: () => true, allowMissing: true };

function failing(
  days: RawFile[],
  overrides: Partial<RunOptions> = {},
  content?: Partial<RawContent>,
): CheckId[] {
  const run = runChecks({ syllabus, days, ...content }, { ...options, ...overrides });
  return run.results.filter((r) => r.errors.length > 0).map((r) => r.id);
}

const part = (day: Raw, kind: string): Raw => day.parts.find((p: Raw) => p.kind === kind);

describe('content check', () => {
  it('passes the content in the tree with --allow-missing', () => {
    const run = runChecks(readContent(), options);
    expect(run.results.filter((r) => r.errors.length > 0).map((r) => [r.id, r.errors])).toEqual([]);
    expect(run.passed).toBe(true);
  }, 60_000);

  it('passes an untouched day', () => {
    expect(failing([base(1)])).toEqual([]);
  });

  it('schema: a field of the wrong type', () => {
    expect(failing([broken(1, (d) => (d.day = 'one'))])).toEqual(['schema']);
  });

  it('schema: a file that is not YAML', () => {
    expect(
      failing([{ path: 'days/a1/day-001.yaml', data: null, parseError: 'bad indentation' }]),
    ).toEqual(['schema']);
  });

  it('syllabus: a week where writing appears once', () => {
    const data = structuredClone(syllabus.data) as Raw;
    data.days[1].rotating = ['reading', 'speaking'];
    data.days[3].rotating = ['reading', 'listening'];
    expect(failing([base(1)], {}, { syllabus: { ...syllabus, data } })).toEqual(['syllabus']);
  });

  it('days: missing days fail without --allow-missing and pass with it', () => {
    const strict = runChecks({ syllabus, days: [base(1)] }, { ...options, allowMissing: false });
    expect(strict.passed).toBe(false);
    expect(strict.results.find((r) => r.id === 'days')?.pending[0]?.message).toMatch(
      /^59 of 60 days missing: 2–60/,
    );
    expect(runChecks({ syllabus, days: [base(1)] }, options).passed).toBe(true);
  });

  it('days: the same day twice', () => {
    expect(failing([base(1), { ...base(1), path: 'days/a1/day-001-copy.yaml' }])).toContain('days');
  });

  it('counts: a grammar part with five items', () => {
    expect(failing([broken(1, (d) => part(d, 'grammar').questions.splice(5))])).toEqual(['counts']);
  });

  it('alignment: rotating parts that differ from the syllabus', () => {
    const speaking = JSON.parse(
      JSON.stringify(part(base(2).data, 'speaking')).replaceAll('day-002', 'day-001'),
    );
    expect(failing([broken(1, (d) => d.parts.splice(3, 1, speaking))])).toEqual(['alignment']);
  });

  it('alignment: a lecture point that differs from the syllabus', () => {
    expect(failing([broken(1, (d) => (d.lecture.point.en = 'Something else'))])).toEqual([
      'alignment',
    ]);
  });

  it('reading: a passage below the A1 length', () => {
    expect(
      failing([
        broken(
          1,
          (d) => (part(d, 'reading').passage.text = 'Hello! My name is Elif. I am a student.'),
        ),
      ]),
    ).toEqual(['reading']);
  });

  it('reading: a passage above the A1 level', () => {
    const hard =
      'The committee deliberately postponed the ambitious infrastructure proposal, citing substantial financial uncertainty. ';
    expect(failing([broken(1, (d) => (part(d, 'reading').passage.text = hard.repeat(6)))])).toEqual(
      ['reading'],
    );
  });

  it('keys: a single-choice item with two correct options', () => {
    expect(
      failing([broken(1, (d) => (part(d, 'grammar').questions[0].options[1].correct = true))]),
    ).toContain('keys');
  });

  it('keys: a typed item without accepted answers', () => {
    expect(failing([broken(1, (d) => (part(d, 'grammar').questions[4].answers = []))])).toEqual([
      'keys',
    ]);
  });

  it('keys: a short form needs no listing, as answers are compared with contractions either way', () => {
    expect(
      failing([
        broken(1, (d) => (part(d, 'grammar').questions[7].answers = ['I am happy today.'])),
      ]),
    ).toEqual([]);
  });

  it('positions: every correct option in first place', () => {
    const firstPlace = broken(1, (d) => {
      for (const p of d.parts)
        for (const q of p.questions)
          if (q.type === 'single-choice') {
            const right = q.options.find((o: Raw) => o.correct);
            q.options = [right, ...q.options.filter((o: Raw) => o !== right)];
          }
    });
    expect(failing([firstPlace])).toEqual(['positions']);
  });

  it('duplicates and vocabulary: a second day that repeats the first', () => {
    const copy = broken(1, (d) => {
      const text = JSON.stringify(d).replaceAll('day-001', 'day-002');
      Object.assign(d, JSON.parse(text), { day: 2 });
    });
    const ids = failing([base(1), { ...copy, path: 'days/a1/day-002.yaml' }]);
    expect(ids).toEqual(expect.arrayContaining(['duplicates', 'vocabulary']));
  });

  it('vocabulary: an example sentence that does not use its word', () => {
    expect(
      failing([
        broken(1, (d) => (part(d, 'vocabulary').words[0].example.en = 'Good morning, everyone.')),
      ]),
    ).toEqual(['vocabulary']);
  });

  it('vocabulary: a level that disagrees with the word lists', () => {
    expect(failing([broken(1, (d) => (part(d, 'vocabulary').words[1].level = 'B2'))])).toEqual([
      'vocabulary',
    ]);
  });

  it('writing: a model answer shorter than its task', () => {
    expect(
      failing([
        broken(2, (d) => (part(d, 'writing').questions[0].modelAnswer = 'She is from Spain.')),
      ]),
    ).toEqual(['writing']);
  });

  it('writing: word bounds beyond the level', () => {
    expect(failing([broken(2, (d) => (part(d, 'writing').questions[0].maxWords = 200))])).toEqual([
      'writing',
    ]);
  });

  it('turkish: an empty explanation', () => {
    expect(
      failing([broken(1, (d) => (part(d, 'grammar').questions[0].explanation = '  '))]),
    ).toEqual(['turkish']);
  });

  it('turkish: English where Turkish belongs', () => {
    const english =
      'The subject I always takes am, and the verb comes right after the subject in English.';
    expect(
      failing([broken(1, (d) => (part(d, 'grammar').questions[0].explanation = english))]),
    ).toEqual(['turkish']);
  });

  it('audio: a rendered file missing from content/audio', () => {
    const rendered = broken(1, (d) => {
      const listening = part(d, 'listening');
      listening.audio = { file: audioFileName(listening.script), durationSeconds: 31.5 };
    });
    expect(failing([rendered], { audioExists: () => false })).toEqual(['audio']);
    expect(failing([rendered])).toEqual([]);
  });

  it('audio: a lecture example records the reading of its own sentence, on disk', () => {
    const own = (d: Raw) => {
      for (const e of d.lecture.examples)
        e.audio = { file: audioFileName(readAloudScript(e.en)), durationSeconds: 1.4 };
    };
    expect(failing([broken(1, own)])).toEqual([]);
    expect(failing([broken(1, own)], { audioExists: () => false })).toEqual(['audio']);

    const edited = broken(1, (d) => {
      own(d);
      d.lecture.examples[0].en = 'I am Ali.';
    });
    const run = runChecks({ syllabus, days: [edited] }, { ...options, allowMissing: false });
    // (Other recordings of the day may wait for a new rendering too: only the lectures' count.)
    expect(
      run.results
        .find((r) => r.id === 'audio')
        ?.pending.map((p) => p.message)
        .filter((m) => m.includes('--lectures')),
    ).toEqual([expect.stringMatching(/sentence changed since its reading.*--lectures/)]);
    expect(failing([broken(1, (d) => (d.lecture.examples[0].audio = { file: 'x.mp3' }))])).toEqual([
      'schema',
    ]);
  });

  it('audio: an unrendered script fails without --allow-missing', () => {
    const unrendered = broken(1, (d) => delete part(d, 'listening').audio);
    const run = runChecks({ syllabus, days: [unrendered] }, { ...options, allowMissing: false });
    const pending = run.results.find((r) => r.id === 'audio')?.pending ?? [];
    expect(pending.filter((p) => p.message.startsWith('not rendered yet'))).toHaveLength(1);
  });
});
