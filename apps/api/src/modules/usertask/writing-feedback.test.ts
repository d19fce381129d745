import { describe, expect, it } from 'vitest';
import { writingFeedback, writingScore } from './writing-feedback';

const task = {
  minWords: 20,
  maxWords: 60,
  criteria: [
    { kind: 'spelling' as const },
    { kind: 'articles' as const },
    { kind: 'repeated-words' as const },
    { kind: 'capitalization' as const },
    { kind: 'punctuation' as const },
    { kind: 'sentences' as const, min: 3 },
    { kind: 'uses-words' as const, words: ['breakfast', 'usually', 'kitchen'], min: 2 },
    {
      kind: 'uses-pattern' as const,
      pattern: '\\b(always|usually|often|sometimes|never)\\b',
      min: 2,
      feedback: { tr: 'Sıklık zarflarını kullanın.', en: 'Use adverbs of frequency.' },
    },
  ],
  dayWords: ['breakfast', 'usually', 'kitchen'],
  levelRank: 1,
};

describe('writing feedback', () => {
  it('passes a text that meets every criterion', async () => {
    const f = await writingFeedback({
      ...task,
      culture: 'tr-TR',
      text: 'I usually have breakfast in the kitchen. My sister never eats an egg. We often drink tea together, and then we go to school.',
    });
    expect(f.items.filter((i) => !i.ok)).toEqual([]);
    expect(f.dayWordsUsed).toEqual(['breakfast', 'usually', 'kitchen']);
    expect(writingScore(f)).toBe(1);
  });

  it('names the misspelled words, the wrong article, the repetition and the missing parts', async () => {
    const f = await writingFeedback({
      ...task,
      culture: 'en-US',
      text: 'i eat a apple in the the morning becuase i am hungry',
    });
    const byKind = Object.fromEntries(f.items.map((i) => [i.kind, i]));
    expect(byKind.spelling).toMatchObject({ ok: false, words: ['becuase'] });
    expect(byKind.articles).toMatchObject({ ok: false });
    expect(byKind['repeated-words']).toMatchObject({ ok: false });
    expect(byKind.capitalization).toMatchObject({
      ok: false,
      message: 'Start every sentence with a capital letter.',
    });
    expect(byKind.punctuation!.ok).toBe(false);
    expect(byKind.length).toMatchObject({
      ok: false,
      message: 'Your text has 12 words; write at least 20 for this task.',
    });
    expect(byKind['uses-pattern']).toMatchObject({
      ok: false,
      message: 'Use adverbs of frequency.',
    });
    expect(writingScore(f)).toBeLessThan(0.2);
  });

  it('takes British and American spelling alike', async () => {
    const f = await writingFeedback({
      ...task,
      culture: 'en-US',
      text: 'My favourite colour is grey. I travelled to the theatre with my favorite neighbor.',
    });
    const spelling = f.items.find((i) => i.kind === 'spelling');
    expect(spelling).toMatchObject({ ok: true, words: [] });
  });

  it('lists words above the learner level', async () => {
    const f = await writingFeedback({
      ...task,
      culture: 'tr-TR',
      text: 'Breakfast is usually an extraordinarily meticulous ritual in our kitchen.',
    });
    expect(f.aboveLevelWords).toEqual(expect.arrayContaining(['meticulous']));
  });
});
