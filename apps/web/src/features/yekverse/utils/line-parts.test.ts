import { describe, expect, it } from 'vitest';
import { emphasisParts, lineParts } from './line-parts';

const words = [
  { word: 'cake', meaningTr: 'kek', status: 'due' as const },
  { word: 'ice cream', meaningTr: 'dondurma', status: 'new' as const },
  { word: 'ice', meaningTr: 'buz', status: 'learned' as const },
];

describe('lineParts', () => {
  it('marks the practised words, their plain forms and whole phrases, and nothing inside a word', () => {
    const parts = lineParts('Cakes or ice cream? No pancake, no ice.', words);
    expect(parts.filter((p) => p.word).map((p) => [p.text, p.word?.word])).toEqual([
      ['Cakes', 'cake'],
      ['ice cream', 'ice cream'],
      ['ice', 'ice'],
    ]);
    expect(parts.map((p) => p.text).join('')).toBe('Cakes or ice cream? No pancake, no ice.');
  });

  it('leaves a line without practised words whole', () => {
    expect(lineParts('Hello!', [])).toEqual([{ text: 'Hello!', word: null }]);
  });
});

describe('emphasisParts', () => {
  it('sets apart the English between stars', () => {
    expect(emphasisParts('Şöyle de: *A cup of tea, please.* Kibar olur.')).toEqual([
      { text: 'Şöyle de: ', em: false },
      { text: 'A cup of tea, please.', em: true },
      { text: ' Kibar olur.', em: false },
    ]);
  });
});
