import { describe, expect, it } from 'vitest';
import { audioFileName } from './audio';
import { checkExams } from './check-exams';
import { validateExams } from './exams';
import { type CheckId, Findings } from './findings';
import { loadLexicon } from './lexicon';
import { type RawExams, type RawFile, readExams } from './load';

// The exam files in the tree are the fixtures: each test breaks a copy in memory and expects the
// checks it names, and only those, to fail.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

const tree = readExams();
const a1 = tree.placement.find((f) => f.path === 'exams/placement/a1.yaml')!;

function run(raw: RawExams, audioExists: (file: string) => boolean = () => true) {
  const findings = new Findings();
  checkExams(validateExams(raw, findings), { lexicon: loadLexicon(), audioExists }, findings);
  return findings.list();
}
const failing = (raw: RawExams, audioExists?: (file: string) => boolean): CheckId[] =>
  run(raw, audioExists)
    .filter((r) => r.errors.length > 0)
    .map((r) => r.id);

function broken(edit: (file: Raw) => void, file: RawFile = a1): RawExams {
  const data = structuredClone(file.data) as Raw;
  edit(data);
  return { placement: [{ ...file, data }], levels: [] };
}
const item = (file: Raw, id: string): Raw => file.items.find((i: Raw) => i.id === id);

const a1a = tree.levels.find((f) => f.path === 'exams/levels/a1-a.yaml')!;
function brokenForm(edit: (form: Raw) => void): RawExams {
  const data = structuredClone(a1a.data) as Raw;
  edit(data);
  return { placement: [], levels: [{ ...a1a, data }] };
}

describe('exam content check', () => {
  it('passes the exam files in the tree', () => {
    const results = run(tree, () => true);
    expect(results.filter((r) => r.errors.length > 0).map((r) => [r.id, r.errors])).toEqual([]);
  });

  it('passes an untouched placement file', () => {
    expect(failing({ placement: [a1], levels: [] })).toEqual([]);
  });

  it('exam-schema: an unknown field, a file under the wrong name, an id used twice', () => {
    expect(failing(broken((f) => (f.items[0].author = 'x')))).toEqual(['exam-schema']);
    expect(
      failing({ placement: [{ ...a1, path: 'exams/placement/a2.yaml' }], levels: [] }),
    ).toEqual(['exam-schema']);
    expect(failing(broken((f) => (f.items[1].id = f.items[0].id)))).toEqual(['exam-schema']);
  });

  it('exam-counts: fewer than ten items of a skill are pending, not failing', () => {
    const results = run(broken((f) => (f.items = f.items.slice(1))));
    const counts = results.find((r) => r.id === 'exam-counts')!;
    expect(counts.errors).toEqual([]);
    expect(counts.pending.map((p) => p.where)).toContain('placement A1 grammar');
  });

  it('exam-difficulty: a difficulty outside its level band', () => {
    expect(failing(broken((f) => (f.items[0].difficulty = 0.5)))).toEqual(['exam-difficulty']);
  });

  it('exam-keys: an answer index outside the options; a short form needs no listing', () => {
    expect(failing(broken((f) => (f.items[0].answer = 7)))).toEqual(['exam-keys']);
    const typed = (f: Raw) => f.items.find((i: Raw) => i.type === 'typed');
    expect(failing(broken((f) => (typed(f).accepted = ['is not'])))).toEqual([]);
  });

  it('exam-positions: one position holding most correct options', () => {
    expect(
      failing(
        broken((f) => {
          for (const i of f.items) if (i.type === 'single-choice') i.answer = 0;
        }),
      ),
    ).toEqual(['exam-positions']);
  });

  it('exam-duplicates: two items with the same stem and options, two same passages', () => {
    expect(
      failing(
        broken((f) => {
          const [first, second] = f.items.filter((i: Raw) => i.skill === 'grammar');
          Object.assign(second, { ...first, id: second.id, difficulty: second.difficulty });
        }),
      ),
    ).toEqual(['exam-duplicates']);
    expect(
      failing(
        broken((f) => {
          const [first, second] = f.items.filter((i: Raw) => i.skill === 'reading');
          second.passage = first.passage;
        }),
      ),
    ).toEqual(['exam-duplicates']);
  });

  it('exam-reading: a passage above its level', () => {
    expect(
      failing(
        broken((f) => {
          item(f, 'a1-reading-01').passage.text =
            'Notwithstanding considerable bureaucratic obstacles, the municipality ultimately ratified the controversial infrastructure proposal yesterday.';
        }),
      ),
    ).toEqual(['exam-reading']);
  });

  it('exam-turkish: an explanation written in English', () => {
    expect(
      failing(
        broken(
          (f) => (f.items[0].explanation = 'The subject is my sister, so the verb is is here.'),
        ),
      ),
    ).toEqual(['exam-turkish']);
  });

  it('exam-audio: unrendered is pending, a recorded file missing from disk fails', () => {
    const unrendered = run(broken((f) => delete item(f, 'a1-listening-01').listening.audio));
    // (Other items may wait for a new rendering too: only the unrendered one counts here.)
    expect(
      unrendered
        .find((r) => r.id === 'exam-audio')!
        .pending.filter((p) => p.message.startsWith('not rendered yet'))
        .map((p) => p.where),
    ).toEqual(['a1-listening-01']);
    const script = (item(a1.data, 'a1-listening-01') as Raw).listening.script;
    expect(audioFileName(script)).toMatch(/^[0-9a-f]{16}\.mp3$/);
    const current = broken(
      (f) =>
        ((item(f, 'a1-listening-01') as Raw).listening.audio = {
          file: audioFileName(script),
          durationSeconds: 20,
        }),
    );
    expect(failing(current, () => false)).toEqual(['exam-audio']);
  });

  it('passes an untouched level exam form', () => {
    expect(failing({ placement: [], levels: [a1a] })).toEqual([]);
  });

  it('exam-counts: a form with fewer than 30 scored items', () => {
    expect(
      failing(
        brokenForm((f) => {
          for (const p of f.sections.reading.passages) p.questions = p.questions.slice(0, 3);
        }),
      ),
    ).toEqual(['exam-counts']);
  });

  it('exam-schema: a slug outside the form, a wrong levelId', () => {
    expect(
      failing(brokenForm((f) => (f.sections.grammar.questions[0].slug = 'a1-b-grammar-q01'))),
    ).toEqual(['exam-schema']);
    expect(failing(brokenForm((f) => (f.levelId = 2)))).toEqual(['exam-schema']);
  });

  it('exam-keys: a gap fill keyed only with its short form is fine (compared either way)', () => {
    expect(
      failing(
        brokenForm((f) => {
          const gap = f.sections.grammar.questions.find((q: Raw) => q.type === 'gap-fill');
          gap.answers = ["doesn't"];
        }),
      ),
    ).toEqual([]);
  });

  it('exam-writing: a model answer shorter than the task asks, bounds above the level', () => {
    expect(
      failing(
        brokenForm((f) => (f.sections.writing.task.modelAnswer = 'I am Elif. I live in Bursa.')),
      ),
    ).toEqual(['exam-writing']);
    expect(failing(brokenForm((f) => (f.sections.writing.task.maxWords = 200)))).toEqual([
      'exam-writing',
    ]);
  });

  it('exam-positions: true/false answers all the same', () => {
    expect(
      failing(
        brokenForm((f) => {
          for (const p of f.sections.reading.passages)
            for (const q of p.questions) if (q.type === 'true-false') q.answer = true;
          for (const r of f.sections.listening.recordings)
            for (const q of r.questions) if (q.type === 'true-false') q.answer = true;
        }),
      ),
    ).toEqual(['exam-positions']);
  });

  it('exam-duplicates: form b repeating a passage of form a', () => {
    const b = tree.levels.find((f) => f.path === 'exams/levels/a1-b.yaml')!;
    const data = structuredClone(b.data) as Raw;
    data.sections.reading.passages[0].text = (a1a.data as Raw).sections.reading.passages[0].text;
    expect(failing({ placement: [], levels: [a1a, { ...b, data }] })).toEqual(['exam-duplicates']);
  });
});
