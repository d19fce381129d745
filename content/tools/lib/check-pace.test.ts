import type { Script } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { audioFileName, characterLineScript, readAloudScript } from './audio';
import { PACE_BANDS } from './audio-pace';
import { checkPace, pacedAudio, withPaceCheck } from './check-pace';
import { Findings } from './findings';
import type { CheckRun } from './run-checks';

// Thirty-one words: 124 wpm in 15 seconds.
const script: Script = {
  type: 'monologue',
  title: 'My morning',
  speakers: [{ id: 'ann', name: 'Ann', voice: 'slt' }],
  lines: [
    {
      speaker: 'ann',
      text:
        'I get up at seven. I wash my face and I eat bread with cheese. ' +
        'Then I take the bus to work. The bus is slow, but I read a book.',
    },
  ],
};

type Run = Pick<CheckRun, 'days' | 'meta' | 'exams' | 'yekverse'>;

function run(
  seconds: number,
  options: { stale?: boolean; day?: number; sentence?: number } = {},
): Run {
  const file = options.stale ? '0123456789abcdef.mp3' : audioFileName(script);
  const sentence = 'I like tea.';
  const day = {
    day: options.day ?? 8,
    level: 'A1',
    lecture: {
      slug: 'day-008-lecture',
      examples: [
        {
          en: sentence,
          tr: 'Çay severim.',
          ...(options.sentence === undefined
            ? {}
            : {
                audio: {
                  file: audioFileName(readAloudScript(sentence)),
                  durationSeconds: options.sentence,
                },
              }),
        },
      ],
    },
    parts: [
      {
        kind: 'listening',
        slug: 'day-008-listening',
        script,
        audio: { file, durationSeconds: seconds },
        questions: [],
      },
    ],
  };
  return {
    days: [{ path: 'days/a1/day-008.yaml', day }],
    meta: [],
    exams: { placement: [], levels: [] },
  } as unknown as Run;
}

const result = (r: Run) => {
  const findings = new Findings();
  checkPace(r, findings);
  return findings.list().find((x) => x.id === 'audio-pace')!;
};

describe('pace check', () => {
  it('measures words a minute from the recorded duration', () => {
    const [a] = pacedAudio(run(15));
    expect(a).toMatchObject({
      kind: 'listening',
      level: 'A1',
      day: 8,
      current: true,
      verdict: 'in',
    });
    expect(a!.wpm).toBeCloseTo(124);
  });

  it('passes a part inside its band and reports the level’s spread', () => {
    const r = result(run(15));
    expect(r.errors).toEqual([]);
    expect(r.notes.join('\n')).toContain('A1 listening: 1 recorded, 124 / 124 / 124 wpm');
    expect(r.notes.join('\n')).toContain(
      `band ${PACE_BANDS.A1.min}–${PACE_BANDS.A1.max}, 0 outside`,
    );
  });

  it('fails a current part outside its band', () => {
    const r = result(run(11)); // 164 wpm at A1
    expect(r.errors).toHaveLength(1);
    expect(r.errors[0]!.message).toContain('too fast');
    expect(result(run(20)).errors[0]!.message).toContain('too slow');
  });

  it('only counts a part still recorded with an older rendering', () => {
    const r = result(run(11, { stale: true }));
    expect(r.errors).toEqual([]);
    expect(r.notes.join('\n')).toContain('1 outside, 1 of an older rendering');
    expect(r.notes.join('\n')).toContain('not held to their band until rendered again');
  });

  it('reports single sentences without failing them', () => {
    const r = result(run(15, { sentence: 0.8 })); // 3 words in 0.8 s: 225 wpm
    expect(r.errors).toEqual([]);
    expect(r.notes.join('\n')).toContain('A1 lecture examples: 1 recorded');
  });

  it('holds a Yekverse line to its scenario’s band like a listening part', () => {
    const line = 'Hello! What would you like?'; // five words
    const emma = { name: 'Emma', voice: 'slt' } as const;
    const town = (seconds: number): Run =>
      ({
        ...run(15),
        yekverse: {
          places: [{ id: 'cafe', character: emma }],
          scenarios: [
            {
              path: 'yekverse/scenarios/cafe/cafe-tea.yaml',
              scenario: {
                id: 'cafe-tea',
                place: 'cafe',
                level: 'A1',
                nodes: [
                  {
                    id: 'order',
                    line,
                    audio: {
                      file: audioFileName(characterLineScript(line, emma)),
                      durationSeconds: seconds,
                    },
                  },
                ],
              },
            },
          ],
        },
      }) as unknown as Run;
    const inBand = result(town(2.6)); // 115 wpm
    expect(inBand.errors).toEqual([]);
    expect(inBand.notes.join('\n')).toContain('A1 Yekverse lines: 1 recorded, 115 / 115 / 115 wpm');
    const fast = result(town(1.8)); // 167 wpm
    expect(fast.errors.map((e) => `${e.where}: ${e.message}`)).toEqual([
      'cafe-tea order: 167 wpm, A1 band 110–125: too fast',
    ]);
  });

  it('reports listening time a day and a week by level', () => {
    const r = result(run(15));
    expect(r.notes.join('\n')).toMatch(/A1 listening time: 15 s a day on average/);
  });

  it('adds its result to a check run and fails it', () => {
    const base = { ...run(11), results: [], passed: true } as unknown as CheckRun;
    const checked = withPaceCheck(base);
    expect(checked.passed).toBe(false);
    expect(checked.results.map((x) => x.id)).toEqual(['audio-pace']);
    expect(
      withPaceCheck({ ...run(15), results: [], passed: true } as unknown as CheckRun).passed,
    ).toBe(true);
  });
});
