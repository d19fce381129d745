import { describe, expect, it } from 'vitest';
import { checkWriting } from './writing-checks';

const bounds = { minWords: 5, maxWords: 12 };
const state = (text: string, list: Parameters<typeof checkWriting>[2] = []) =>
  Object.fromEntries(checkWriting(text, bounds, list).map((c) => [c.kind, c.state]));

describe('checkWriting', () => {
  it('ticks the length only between the limits', () => {
    expect(state('My friend is Anna.').length).toBe('notMet');
    expect(state('My friend is Anna. She is kind.').length).toBe('met');
    expect(state('word '.repeat(13)).length).toBe('notMet');
  });

  it('counts sentences, capitals and the closing mark as the server does', () => {
    const list = [
      { kind: 'sentences' as const, min: 2 },
      { kind: 'capitalization' as const },
      { kind: 'punctuation' as const },
    ];
    expect(state('my friend is Anna and she is kind', list)).toMatchObject({
      sentences: 'notMet',
      capitalization: 'notMet',
      punctuation: 'notMet',
    });
    expect(state('My friend is Anna. She is kind!', list)).toMatchObject({
      sentences: 'met',
      capitalization: 'met',
      punctuation: 'met',
    });
  });

  it('finds the words to use in their inflected forms and names them', () => {
    const [, words] = checkWriting('She speaks two languages and lives in a big city.', bounds, [
      { kind: 'uses-words', words: ['speak', 'language', 'small', 'big'], min: 3 },
    ]);
    expect(words).toEqual({
      kind: 'uses-words',
      state: 'met',
      found: ['speak', 'language', 'big'],
    });
  });

  it('leaves what a browser cannot judge to the learner', () => {
    expect(
      state('Text.', [
        { kind: 'spelling' },
        { kind: 'uses-pattern', min: 2, hint: { tr: 'is kullan', en: 'use is' } },
      ]),
    ).toMatchObject({ spelling: 'self', 'uses-pattern': 'self' });
  });
});
