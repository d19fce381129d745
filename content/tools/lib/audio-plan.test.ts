import type {
  Day,
  ListeningPart,
  MetaCourse,
  MetaTask,
  Script,
  YekversePlace,
} from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { audioFileName, characterLineScript, dictationScript, readAloudScript } from './audio';
import {
  fileNamesIn,
  isAudioFile,
  orphans,
  planAudio,
  planLectureAudio,
  planMetaAudio,
  planExamAudio,
  planYekverseAudio,
  voicesOf,
} from './audio-plan';
import type { ValidScenario } from './check-yekverse';
import type { ValidDay } from './findings';
import type { ValidMetaCourse } from './meta';

const script = (text: string, voice: 'kal' | 'kdl' = 'kal'): Script => ({
  type: 'monologue',
  title: 'A Morning',
  speakers: [{ id: 'ali', name: 'Ali', voice }],
  lines: [{ speaker: 'ali', text }],
});

/** A day (only as complete as the plan reads) with one listening part. */
function day(n: number, s: Script, audio?: ListeningPart['audio']): ValidDay {
  const slug = `day-${String(n).padStart(3, '0')}`;
  const listening: ListeningPart = {
    kind: 'listening',
    slug: `${slug}-listening`,
    script: s,
    audio,
    questions: [],
  };
  return {
    path: `days/a1/${slug}.yaml`,
    day: { day: n, slug, parts: [listening] } as unknown as Day,
  };
}

describe('planAudio', () => {
  const a = script('I get up at seven.');
  const b = script('I get up at eight.', 'kdl');
  const c = script('I walk to work.');

  it('renders what is not on disk, records what the day lacks, leaves the rest', () => {
    const plan = planAudio(
      [
        day(3, c, { file: audioFileName(c), durationSeconds: 2 }),
        day(1, a),
        day(2, b, { file: '0123456789abcdef.mp3', durationSeconds: 2 }),
      ],
      new Set([audioFileName(b), audioFileName(c)]),
    );
    expect(plan.map((p) => [p.day, p.action])).toEqual([
      [1, 'render'],
      [2, 'record'],
      [3, 'done'],
    ]);
    expect(plan[0]!.file).toBe(audioFileName(a));
    expect(plan[1]!.recorded?.file).toBe('0123456789abcdef.mp3');
    expect([...voicesOf(plan)].sort()).toEqual(['kal', 'kdl']);
  });

  it('renders again when the recorded file is missing or the script changed', () => {
    const old = audioFileName(a);
    const edited = script('I get up at half past seven.');
    const plan = planAudio(
      [
        day(1, a, { file: old, durationSeconds: 2 }),
        day(2, edited, { file: old, durationSeconds: 2 }),
      ],
      new Set([old.replace(/^./, 'f')]),
    );
    expect(plan.map((p) => p.action)).toEqual(['render', 'render']);
    expect(plan[1]!.file).not.toBe(old);
  });
});

describe('planExamAudio', () => {
  it('plans the exam scripts by their key, without a day', () => {
    const a = script('It is half past three.');
    const b = script('The bank is next to the post office.', 'kdl');
    const plan = planExamAudio(
      [
        {
          path: 'exams/placement/a1.yaml',
          key: 'a1-listening-01',
          level: 'A1',
          script: a,
          audio: undefined,
        },
        {
          path: 'exams/levels/a1-a.yaml',
          key: 'a1-a-listening-r1',
          level: 'A1',
          script: b,
          audio: { file: audioFileName(b), durationSeconds: 3 },
        },
      ],
      new Set([audioFileName(b)]),
    );
    expect(plan.map((p) => [p.slug, p.day, p.action])).toEqual([
      ['a1-listening-01', undefined, 'render'],
      ['a1-a-listening-r1', undefined, 'done'],
    ]);
  });
});

describe('orphans', () => {
  const a = script('I get up at seven.');
  const used = audioFileName(a);
  const plan = planAudio([day(1, a)], new Set());

  it('lists audio files no script names and no day file mentions', () => {
    const kept = '00000000000000aa.mp3';
    const gone = '00000000000000bb.mp3';
    const dayText = `parts:\n  - kind: listening\n    audio: { file: ${kept}, durationSeconds: 2 }\n`;
    expect(orphans([used, kept, gone, 'README.md', '.x.mp3.partial'], plan, [dayText])).toEqual([
      gone,
    ]);
  });

  it('finds file names in text and knows its own names', () => {
    expect(fileNamesIn(`a: ${used}\nb: 0123456789abcdef.mp3 # c`)).toEqual([
      used,
      '0123456789abcdef.mp3',
    ]);
    expect(isAudioFile(used)).toBe(true);
    expect(isAudioFile('README.md')).toBe(false);
    expect(isAudioFile(`.${used}.partial`)).toBe(false);
  });
});

describe('planMetaAudio', () => {
  /** A course (only as complete as the plan reads) whose tasks each have one listening part. */
  function course(scripts: [Script, ListeningPart['audio']?][]): ValidMetaCourse {
    const tasks = scripts.map(([s, audio], i) => {
      const slug = `travel-task-${String(i + 1).padStart(2, '0')}`;
      const listening: ListeningPart = {
        kind: 'listening',
        slug: `${slug}-listening`,
        script: s,
        audio,
        questions: [],
      };
      return {
        path: `meta/travel/task-${String(i + 1).padStart(2, '0')}.yaml`,
        task: { slug, number: i + 1, parts: [listening] } as unknown as MetaTask,
      };
    });
    return {
      path: 'meta/travel/course.yaml',
      course: { slug: 'travel', tasks: tasks.map((t) => t.task) } as unknown as MetaCourse,
      tasks,
    };
  }

  it('plans the listening of meta tasks as it plans the days, in task order and with their files', () => {
    const a = script('Where is the gate?');
    const b = script('The flight is late.', 'kdl');
    const plan = planMetaAudio(
      [course([[a], [b, { file: audioFileName(b), durationSeconds: 2 }]])],
      new Set([audioFileName(b)]),
    );
    expect(plan.map((p) => [p.path, p.slug, p.day, p.action])).toEqual([
      ['meta/travel/task-01.yaml', 'travel-task-01-listening', 0, 'render'],
      ['meta/travel/task-02.yaml', 'travel-task-02-listening', 0, 'done'],
    ]);
    expect(orphans([audioFileName(a), audioFileName(b), '0123456789abcdef.mp3'], plan, [])).toEqual(
      ['0123456789abcdef.mp3'],
    );
  });
});

describe('planLectureAudio', () => {
  /** A day (only as complete as the plan reads) with a lecture of these examples. */
  const lectureDay = (n: number, examples: Day['lecture']['examples']): ValidDay => {
    const slug = `day-${String(n).padStart(3, '0')}`;
    return {
      path: `days/a1/${slug}.yaml`,
      day: {
        day: n,
        slug,
        lecture: { slug: `${slug}-lecture`, examples },
        parts: [],
      } as unknown as Day,
    };
  };
  const file = (en: string) => audioFileName(readAloudScript(en));

  it('plans every example in day order, by its place, rendering only what is not on disk', () => {
    const plan = planLectureAudio(
      [
        lectureDay(2, [{ en: 'You are kind.', tr: 'Naziksin.' }]),
        lectureDay(1, [
          {
            en: 'I am Elif.',
            tr: "Elif'im.",
            audio: { file: file('I am Elif.'), durationSeconds: 1 },
          },
          { en: 'I am happy.', tr: 'Mutluyum.' },
        ]),
      ],
      new Set([file('I am Elif.'), file('You are kind.')]),
    );
    expect(plan.map((p) => [p.slug, p.example, p.file, p.action])).toEqual([
      ['day-001-lecture#1', 0, file('I am Elif.'), 'done'],
      ['day-001-lecture#2', 1, file('I am happy.'), 'render'],
      ['day-002-lecture#1', 0, file('You are kind.'), 'record'],
    ]);
    expect(planLectureAudio([lectureDay(2, [{ en: 'A.', tr: 'A.' }])], new Set(), 1)).toEqual([]);
  });
});

describe('planAudio for dictations', () => {
  it('plans each dictation of a listening part as its own one-line script at the day level', () => {
    const s = script('Good morning.');
    const d = day(70, s, { file: audioFileName(s), durationSeconds: 2 });
    const part = d.day.parts[0] as ListeningPart;
    const sentence = 'We are meeting at the station after work.';
    part.questions = [
      {
        type: 'dictation',
        slug: 'day-070-listening-q06',
        prompt: 'Listen and write the sentence.',
        sentence,
        answers: [],
        explanation: 'Dinle ve yaz.',
      },
    ];
    (d.day as { level: string }).level = 'A2';
    const file = audioFileName(dictationScript({ sentence }));
    const plan = planAudio([d], new Set([audioFileName(s)]));
    expect(plan.map((p) => [p.slug, p.action, p.dictation ?? false])).toEqual([
      ['day-070-listening-q06', 'render', true],
      ['day-070-listening', 'done', false],
    ]);
    expect(plan[0]).toMatchObject({ file, level: 'A2' });
    // Named by the current format, never as a read-aloud model sentence of the same words.
    expect(file).not.toBe(audioFileName(readAloudScript(sentence)));
    expect(audioFileName(dictationScript({ sentence, voice: 'kal' }))).not.toBe(file);
  });
});

describe('planYekverseAudio', () => {
  const tom: YekversePlace['character'] = {
    name: 'Tom',
    role: { tr: 'Satış görevlisi', en: 'Shop assistant' },
    voice: 'kal-high',
  };
  const places: YekversePlace[] = [
    { id: 'shop', name: { tr: 'Mağaza', en: 'Shop' }, character: tom },
  ];
  const greeting = 'Hello! Can I help you?';
  const done = audioFileName(characterLineScript(greeting, tom));
  const scenario = {
    path: 'yekverse/scenarios/shop/shop-jumper.yaml',
    scenario: {
      id: 'shop-jumper',
      place: 'shop',
      level: 'A2',
      nodes: [
        { id: 'hello', line: greeting, audio: { file: done, durationSeconds: 2.5 } },
        { id: 'end', line: 'Thanks, bye!' },
      ],
    },
  } as unknown as ValidScenario;

  it("plans every line in the voice of its place's character at the scenario's level", () => {
    const planned = planYekverseAudio(places, [scenario], new Set([done]));
    expect(planned.map((p) => [p.slug, p.level, p.action, p.node?.id])).toEqual([
      ['shop-jumper#hello', 'A2', 'done', 'hello'],
      ['shop-jumper#end', 'A2', 'render', 'end'],
    ]);
    expect(planned[1]!.file).toBe(audioFileName(characterLineScript('Thanks, bye!', tom)));
    expect([...voicesOf(planned)]).toEqual(['kal-high']);
  });
});
