import { describe, expect, it } from 'vitest';
import {
  LevelExamSchema,
  PlacementFileSchema,
  PlacementItemSchema,
  examTotalPoints,
  itemTypeOffset,
  levelOfAbility,
  scoredQuestions,
} from './content';

const item = {
  id: 'a1-grammar-01',
  level: 'A1',
  skill: 'grammar',
  difficulty: -2.5,
  type: 'single-choice',
  stem: 'She ___ a nurse.',
  options: ['am', 'is', 'are'],
  answer: 1,
  explanation: 'Çünkü.',
};
const tags = (input: unknown) =>
  PlacementItemSchema.safeParse(input).error?.issues.map((i) =>
    i.code === 'custom' ? ((i.params as { check?: string } | undefined)?.check ?? i.code) : i.code,
  );

describe('placement items', () => {
  it('accepts a choice item and a typed item', () => {
    expect(tags(item)).toBeUndefined();
    const typed = { ...item, type: 'typed', accepted: ['is', "'s"] };
    delete (typed as Partial<typeof item>).options;
    delete (typed as Partial<typeof item>).answer;
    expect(tags(typed)).toBeUndefined();
  });

  it('tags an answer index outside the options and a typed item without its gap', () => {
    expect(tags({ ...item, answer: 3 })).toEqual(['keys']);
    expect(
      tags({
        ...item,
        type: 'typed',
        options: undefined,
        answer: undefined,
        stem: 'She is.',
        accepted: ['is'],
      }),
    ).toEqual(['keys']);
  });

  it('tags accepted answers that are the same after normalizing', () => {
    const typed = {
      ...item,
      type: 'typed',
      options: undefined,
      answer: undefined,
      accepted: ["isn't", 'ISN’T'],
    };
    expect(tags(typed)).toEqual(['keys']);
  });

  it('needs a passage on reading items and a script on listening items only', () => {
    expect(tags({ ...item, skill: 'reading' })).toEqual(['counts']);
    expect(tags({ ...item, passage: { text: 'A text.' } })).toEqual(['counts']);
  });

  it('keeps a file to one level', () => {
    expect(PlacementFileSchema.safeParse({ level: 'A2', items: [item] }).success).toBe(false);
  });

  it('offsets typed and three-option items and maps abilities to levels', () => {
    expect(itemTypeOffset({ type: 'typed' })).toBe(0.3);
    expect(itemTypeOffset({ type: 'single-choice', options: ['a', 'b', 'c'] })).toBe(-0.2);
    expect(levelOfAbility(-3)).toBe('A1');
    expect(levelOfAbility(-1.9)).toBe('A2');
    expect(levelOfAbility(0.1)).toBe('B2');
    expect(levelOfAbility(5)).toBe('C2');
  });
});

const choice = (slug: string) => ({
  slug,
  type: 'single-choice',
  prompt: 'Where is Ali?',
  options: [{ text: 'home', correct: true }, { text: 'work' }, { text: 'school' }],
  explanation: 'Çünkü.',
});
const many = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => choice(`${prefix}-q${String(i + 1).padStart(2, '0')}`));
const exam = (n: number) => ({
  slug: 'a1-a',
  levelId: 1,
  level: 'A1',
  form: 'a',
  title: { tr: 'A1 sınavı', en: 'A1 exam' },
  timeLimitMinutes: 45,
  passMark: 60,
  sections: {
    reading: {
      passages: [
        {
          slug: 'a1-a-reading-p1',
          title: 'Home',
          text: 'Ali is at home.',
          questions: many('a1-a-reading-p1', 4),
        },
      ],
    },
    listening: {
      recordings: [
        {
          slug: 'a1-a-listening-r1',
          script: {
            type: 'monologue',
            title: 'Home',
            speakers: [{ id: 'ali', name: 'Ali', voice: 'kal' }],
            lines: [{ speaker: 'ali', text: 'I am at home.' }],
          },
          questions: many('a1-a-listening-r1', 4),
        },
      ],
    },
    grammar: { questions: many('a1-a-grammar', n - 14) },
    vocabulary: { questions: many('a1-a-vocabulary', 6) },
    writing: {
      points: 5,
      task: {
        type: 'free-text',
        slug: 'a1-a-writing',
        prompt: { tr: 'Kendinizi tanıtın.', en: 'Introduce yourself.' },
        minWords: 20,
        maxWords: 60,
        criteria: [{ kind: 'spelling' }, { kind: 'sentences', min: 3 }],
        modelAnswer: 'I am Ali. I live in Izmir. I am a student.',
        explanation: 'Kısa ve açık cümleler.',
      },
    },
    speaking: {
      points: 5,
      readAloud: [
        {
          type: 'recording-read-aloud',
          slug: 'a1-a-speaking-q01',
          prompt: 'I am at home.',
          explanation: 'Vurgu.',
        },
      ],
    },
  },
});

describe('level exams', () => {
  it('accepts a form with 30 scored items and counts its points', () => {
    const parsed = LevelExamSchema.parse(exam(30));
    expect(scoredQuestions(parsed)).toHaveLength(30);
    expect(examTotalPoints(parsed)).toBe(40);
  });

  it('refuses fewer than 30 scored items, a wrong levelId and a slug that is not level-form', () => {
    expect(LevelExamSchema.safeParse(exam(29)).success).toBe(false);
    expect(LevelExamSchema.safeParse({ ...exam(30), levelId: 2 }).success).toBe(false);
    expect(LevelExamSchema.safeParse({ ...exam(30), slug: 'a1-b' }).success).toBe(false);
  });

  it('refuses a speaking section with neither read-aloud text nor a prompt', () => {
    const e = exam(30);
    expect(
      LevelExamSchema.safeParse({ ...e, sections: { ...e.sections, speaking: { points: 5 } } })
        .success,
    ).toBe(false);
  });
});
