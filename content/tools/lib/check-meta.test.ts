import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { audioFileName } from './audio';
import type { CheckId } from './findings';
import { loadLexicon } from './lexicon';
import { type RawMetaCourse, readMeta, readYamlFile } from './load';
import { META_DIR, SYLLABUS_FILE } from './paths';
import { type RunOptions, runChecks } from './run-checks';

// The travel course in the tree is the fixture: each test breaks a copy of it in memory and expects
// the meta check named in the test, and only that one, to fail.
const syllabus = readYamlFile(SYLLABUS_FILE);
const travel = (): RawMetaCourse => {
  const course = readMeta().find((c) => c.folder === 'travel');
  if (!course) throw new Error('content/meta/travel is missing');
  return structuredClone(course);
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;
const task = (course: RawMetaCourse, n: number): Raw => course.tasks[n - 1]?.data;
const part = (t: Raw, kind: string): Raw => t.parts.find((p: Raw) => p.kind === kind);

const options: RunOptions = { lexicon: loadLexicon(), audioExists: () => true, allowMissing: true };

function failing(meta: RawMetaCourse[], overrides: Partial<RunOptions> = {}): CheckId[] {
  const run = runChecks({ syllabus, days: [], meta }, { ...options, ...overrides });
  return run.results.filter((r) => r.errors.length > 0).map((r) => r.id);
}
function errors(meta: RawMetaCourse[], id: CheckId): string[] {
  const run = runChecks({ syllabus, days: [], meta }, options);
  return run.results.find((r) => r.id === id)?.errors.map((e) => `${e.where}: ${e.message}`) ?? [];
}

describe('meta course check', () => {
  it('passes the untouched travel course', () => {
    expect(failing([travel()])).toEqual([]);
  });

  it('meta-schema: fewer than ten tasks, a misnamed file, a task above the course level', () => {
    const short = travel();
    short.tasks.pop();
    expect(failing([short])).toEqual(['meta-schema']);
    const misnamed = travel();
    misnamed.tasks[1] = { ...misnamed.tasks[1]!, path: 'meta/travel/task-2.yaml' };
    expect(errors([misnamed], 'meta-schema')[0]).toMatch(/the file must be meta\/travel\/task-02/);
    const high = travel();
    task(high, 10).level = 'B2';
    expect(failing([high])).toContain('meta-schema');
    expect(errors([high], 'meta-schema').join('\n')).toMatch(/outside the course's A2–B1/);
  });

  it('meta-schema: the course slug is its folder name', () => {
    const c = travel();
    c.folder = 'trips';
    expect(errors([c], 'meta-schema').join('\n')).toMatch(/must be the folder's name, trips/);
  });

  it('meta-keys: a single-choice item with two keys; a short form needs no listing', () => {
    const two = travel();
    part(task(two, 2), 'grammar').questions[0].options[0].correct = true;
    expect(failing([two])).toEqual(['meta-keys']);
    const typed = travel();
    part(task(typed, 2), 'grammar').questions[7].answers = ['I am here to visit my sister.'];
    expect(errors([typed], 'meta-keys')).toEqual([]);
  });

  it('meta-positions: a course keyed mostly on one position', () => {
    const c = travel();
    for (const t of c.tasks)
      for (const p of (t.data as Raw).parts)
        for (const q of p.questions)
          if (q.type === 'single-choice')
            q.options.forEach((o: Raw, i: number) => (o.correct = i === 0));
    expect(failing([c])).toEqual(['meta-positions']);
  });

  it('meta-reading: a passage below the coverage of its task level', () => {
    const c = travel();
    const reading = part(task(c, 2), 'reading');
    reading.passage.text = `${reading.passage.text} ${'Notwithstanding ubiquitous bureaucratic formalities, her composure remained remarkable. '.repeat(4)}`;
    expect(failing([c])).toEqual(['meta-reading']);
  });

  it('meta-duplicates: a passage that repeats a day, and a script that repeats another task', () => {
    const c = travel();
    const day = readYamlFile(join(META_DIR, '..', 'days', 'a1', 'day-001.yaml'));
    const dayReading = part(day.data, 'reading');
    part(task(c, 2), 'reading').passage.text = dayReading.passage.text;
    const run = runChecks({ syllabus, days: [day], meta: [c] }, options);
    const found = run.results.find((r) => r.id === 'meta-duplicates')?.errors ?? [];
    expect(found.map((e) => e.message)).toEqual(['same passage as day-001-reading']);
    const again = travel();
    part(task(again, 3), 'listening').script = part(task(again, 1), 'listening').script;
    expect(errors([again], 'meta-duplicates')).toEqual([
      'travel-task-03-listening: same script as travel-task-01-listening',
    ]);
  });

  it('meta-vocabulary: a word taught twice in one course, a word above the task level', () => {
    const twice = travel();
    part(task(twice, 3), 'vocabulary').words[0] = part(task(twice, 1), 'vocabulary').words[0];
    expect(errors([twice], 'meta-vocabulary')).toEqual([
      'travel-task-03 word flight: already taught in travel-task-01',
    ]);
    const high = travel();
    const word = part(task(high, 1), 'vocabulary').words[0];
    Object.assign(word, { slug: 'luggage-noun', headword: 'luggage', level: 'B1' });
    word.example.en = 'My luggage is heavy.';
    expect(errors([high], 'meta-vocabulary').join('\n')).toMatch(/level B1 is above the A2/);
  });

  it('meta-writing: a task asking for more words than its level allows', () => {
    const c = travel();
    part(task(c, 3), 'writing').questions[0].maxWords = 200;
    expect(failing([c])).toEqual(['meta-writing']);
  });

  it('meta-turkish: an explanation left in English', () => {
    const c = travel();
    part(task(c, 2), 'grammar').questions[0].explanation =
      'The reason is a thing, so the question starts with what.';
    expect(failing([c])).toEqual(['meta-turkish']);
  });

  it('meta-audio: an unrendered script is pending, a recorded file missing on disk fails', () => {
    const c = travel();
    const listening = part(task(c, 1), 'listening');
    listening.script.lines[0].text = 'Good morning. Where are you going today?';
    const run = runChecks({ syllabus, days: [], meta: [c] }, { ...options, allowMissing: false });
    expect(run.results.find((r) => r.id === 'meta-audio')?.pending[0]?.message).toMatch(
      /not rendered yet|script changed since rendering/,
    );
    expect(run.passed).toBe(false);
    const missing = travel();
    const l = part(task(missing, 1), 'listening');
    l.audio = { file: audioFileName(l.script), durationSeconds: 30 };
    expect(failing([missing], { audioExists: () => false })).toEqual(['meta-audio']);
  });

  it('reads every course folder of the tree with its task files in order', () => {
    const courses = readMeta();
    const names = courses.map((c) => c.folder);
    expect(names).toContain('travel');
    for (const c of courses) {
      expect(c.course?.path).toBe(`meta/${c.folder}/course.yaml`);
      const files = c.tasks.map((t) => t.path);
      expect(files).toEqual([...files].sort());
      expect(readFileSync(join(META_DIR, '..', files[0]!), 'utf8')).toMatch(/^slug: /);
    }
  });
});
