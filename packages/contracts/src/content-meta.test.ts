import { describe, expect, it } from 'vitest';
import { MetaCourseFileSchema, MetaCourseSchema, MetaTaskSchema, metaTaskSlug } from './content';

const vocabulary = (slug: string) => ({
  kind: 'vocabulary',
  slug: `${slug}-vocabulary`,
  words: ['bag', 'seat', 'ticket', 'gate', 'flight', 'hotel'].map((w) => ({
    slug: `${w}-noun`,
    headword: w,
    pos: 'noun',
    level: 'A2',
    ipa: 'x',
    meaning: 'anlam',
    example: { en: `The ${w} is here.`, tr: 'Burada.' },
  })),
  questions: [1, 2, 3, 4].map((n) => ({
    slug: `${slug}-vocabulary-q0${n}`,
    type: 'true-false',
    prompt: `Statement ${n}.`,
    answer: n % 2 === 0,
    explanation: 'Çünkü.',
  })),
});
const speaking = (slug: string) => ({
  kind: 'speaking',
  slug: `${slug}-speaking`,
  questions: [
    {
      slug: `${slug}-speaking-q01`,
      type: 'recording-read-aloud',
      prompt: 'One.',
      explanation: 'Bir.',
    },
    {
      slug: `${slug}-speaking-q02`,
      type: 'recording-read-aloud',
      prompt: 'Two.',
      explanation: 'İki.',
    },
    {
      slug: `${slug}-speaking-q03`,
      type: 'recording-free',
      prompt: { tr: 'Anlatın.', en: 'Tell us.' },
      minSeconds: 15,
      maxSeconds: 60,
      modelAnswer: 'I am here.',
      explanation: 'İyi bir cevap.',
    },
  ],
});
const task = (number: number, over: Record<string, unknown> = {}) => {
  const slug = metaTaskSlug('travel', number);
  return {
    slug,
    course: 'travel',
    number,
    title: { tr: 'Görev', en: 'Task' },
    level: 'A2',
    parts: [vocabulary(slug), speaking(slug)],
    ...over,
  };
};
const course = {
  slug: 'travel',
  title: { tr: 'Seyahat', en: 'Travel' },
  description: { tr: 'Açıklama.', en: 'About.' },
  minLevel: 'A2',
  maxLevel: 'B1',
};
const messages = (r: { error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('meta course schemas', () => {
  it('accepts a task built from the day parts', () => {
    expect(messages(MetaTaskSchema.safeParse(task(1)))).toEqual([]);
  });

  it('applies the day part rules: part slugs, question slugs, counts', () => {
    const t = task(3);
    const bad = {
      ...t,
      parts: [{ ...vocabulary(t.slug), slug: 'travel-task-3-vocabulary' }, speaking(t.slug)],
    };
    expect(messages(MetaTaskSchema.safeParse(bad))).toContain(
      'part slug must be travel-task-03-vocabulary',
    );
    const short = { ...t, parts: [vocabulary(t.slug), { ...speaking(t.slug), questions: [] }] };
    expect(messages(MetaTaskSchema.safeParse(short)).join(' ')).toMatch(/speaking part needs 3–7/);
  });

  it('refuses a task whose slug does not follow its course and number, or repeats a part kind', () => {
    expect(messages(MetaTaskSchema.safeParse(task(2, { slug: 'travel-task-01' })))).toContain(
      'slug must be travel-task-02',
    );
    const t = task(4);
    expect(
      messages(MetaTaskSchema.safeParse({ ...t, parts: [speaking(t.slug), speaking(t.slug)] })),
    ).toContain('a task has each kind of part at most once');
  });

  it('checks the course: level range, ten or more tasks numbered without gaps, levels inside', () => {
    expect(MetaCourseFileSchema.safeParse({ ...course, minLevel: 'B2' }).success).toBe(false);
    const ten = Array.from({ length: 10 }, (_, i) => task(i + 1));
    expect(messages(MetaCourseSchema.safeParse({ ...course, tasks: ten }))).toEqual([]);
    expect(messages(MetaCourseSchema.safeParse({ ...course, tasks: ten.slice(0, 9) }))).toEqual([
      'a course has 10 or more tasks, has 9',
    ]);
    const gap = [...ten.slice(0, 9), task(11)];
    expect(messages(MetaCourseSchema.safeParse({ ...course, tasks: gap }))).toEqual([
      'task 10 is numbered 11; number tasks 1, 2, 3 … without gaps',
    ]);
    const high = [...ten.slice(0, 9), task(10, { level: 'B2' })];
    expect(messages(MetaCourseSchema.safeParse({ ...course, tasks: high }))).toEqual([
      "level B2 is outside the course's A2–B1",
    ]);
  });
});
