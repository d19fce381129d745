import type { Day } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { checkPositions, contractionVariants, positionStats } from './check-items';
import { Findings } from './findings';
import { loadLexicon } from './lexicon';

/** A day (only as complete as the position check needs) with single-choice items keyed at `keys`. */
function dayWithKeys(day: number, keys: number[], trueFalse: boolean[] = []): Day {
  const slug = `day-${String(day).padStart(3, '0')}`;
  return {
    slug,
    day,
    section: 'a1',
    level: 'A1',
    kind: 'lesson',
    title: { tr: 'Deneme', en: 'Test' },
    lecture: {
      slug: `${slug}-lecture`,
      point: { tr: 'Nokta', en: 'Point' },
      explanation: 'Açıklama',
      examples: [1, 2, 3, 4].map((n) => ({ en: `Example ${n}.`, tr: `Örnek ${n}.` })),
      mistakes: [1, 2].map((n) => ({
        wrong: `Wrong ${n}.`,
        right: `Right ${n}.`,
        explanation: 'Çünkü.',
      })),
    },
    parts: [
      {
        kind: 'grammar',
        slug: `${slug}-grammar`,
        questions: keys.map((k, i) => ({
          slug: `${slug}-grammar-q${String(i + 1).padStart(2, '0')}`,
          type: 'single-choice' as const,
          prompt: 'Pick one.',
          explanation: 'Çünkü.',
          options: ['w', 'x', 'y', 'z'].map((text, at) => ({ text, correct: at === k })),
        })),
      },
      {
        kind: 'reading',
        slug: `${slug}-reading`,
        passage: { title: 'T', text: 'Text.', names: [] },
        questions: trueFalse.map((answer, i) => ({
          slug: `${slug}-reading-q${String(i + 1).padStart(2, '0')}`,
          type: 'true-false' as const,
          prompt: 'True?',
          explanation: 'Çünkü.',
          answer,
        })),
      },
    ],
  };
}

function positionErrors(days: Day[]) {
  const findings = new Findings();
  const ctx = {
    syllabus: undefined,
    days: days.map((day) => ({ path: '', day })),
    lexicon: loadLexicon(),
    audioExists: () => true,
  };
  checkPositions(ctx, findings);
  return findings.results.get('positions')?.errors ?? [];
}

describe('correct-option positions', () => {
  it('counts the correct option of each single-choice item by position', () => {
    expect(positionStats([dayWithKeys(1, [0, 1, 1, 3], [true, false, false])])).toEqual({
      positions: [1, 2, 0, 1],
      trueCount: 1,
      falseCount: 2,
    });
  });

  it('passes when no position holds more than 35% of a section', () => {
    expect(
      positionErrors([dayWithKeys(1, [0, 1, 2, 3, 0, 1, 2, 3]), dayWithKeys(2, [3, 2, 1, 0])]),
    ).toEqual([]);
  });

  it('fails the section when one position holds more than 35%', () => {
    const errors = positionErrors([
      dayWithKeys(1, [0, 0, 0, 1, 2, 3]),
      dayWithKeys(2, [0, 1, 2, 3]),
    ]);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.message).toMatch(/position A holds 40\.0%/);
  });

  it('fails when true/false answers lean to one side', () => {
    const errors = positionErrors([
      dayWithKeys(1, [0, 1, 2, 3], Array<boolean>(8).fill(true).concat([false, false])),
    ]);
    expect(errors.map((e) => e.message).join()).toMatch(/8 true, 2 false/);
  });
});

describe('contractionVariants', () => {
  it('offers the short form of a long one and the long form of a short one', () => {
    expect(contractionVariants("She isn't here.")).toEqual(['she is not here']);
    expect(contractionVariants('They are not late.')).toEqual(
      expect.arrayContaining(["they aren't late", "they're not late"]),
    );
  });

  it('does not contract where English never does', () => {
    expect(contractionVariants('Yes, it is.')).toEqual([]);
    expect(contractionVariants("Isn't it cold?")).toEqual([]);
  });
});
