import { describe, expect, it } from 'vitest';
import { lemmaCandidates, measureCoverage, tokenize, wordLevel } from './coverage';
import { buildLexicon, loadLexicon } from './lexicon';

const CSV = `headword,pos,CEFR
cat,noun,A1
child,noun,A1
go,verb,A1
stop,verb,A1
like,verb,A1
study,verb,A1
run,verb,A1
happy,adjective,A1
big,adjective,A1
knife,noun,A2
garden,noun,A1
sleep,verb,A1
enormous,adjective,B1
color/colour,noun,A1
`;
const lexicon = buildLexicon([CSV]);
const A1 = 1;

describe('tokenize', () => {
  it('splits contractions into their words and leaves numbers out', () => {
    expect(
      tokenize("I'm sure it isn't 25 cats. We'll see; they've won't.").map((t) => t.word),
    ).toEqual([
      'i',
      'am',
      'sure',
      'it',
      'is',
      'not',
      'cats',
      'we',
      'will',
      'see',
      'they',
      'have',
      'will',
      'not',
    ]);
  });

  it("drops the possessive 's and marks sentence starts", () => {
    const tokens = tokenize("Ali's cat sleeps. Then it eats.");
    expect(tokens.map((t) => t.word)).toEqual(['ali', 'cat', 'sleeps', 'then', 'it', 'eats']);
    expect(tokens.filter((t) => t.sentenceStart).map((t) => t.word)).toEqual(['ali', 'then']);
  });
});

describe('lemmaCandidates', () => {
  it.each([
    ['cats', 'cat'],
    ['studies', 'study'],
    ['knives', 'knife'],
    ['stopped', 'stop'],
    ['liked', 'like'],
    ['studied', 'study'],
    ['running', 'run'],
    ['liking', 'like'],
    ['goes', 'go'],
    ['happier', 'happy'],
    ['biggest', 'big'],
    ['went', 'go'],
    ['children', 'child'],
    ['slept', 'sleep'],
  ])('%s → %s', (form, base) => {
    expect(lemmaCandidates(form)).toContain(base);
  });
});

describe('wordLevel', () => {
  it('finds inflected and irregular forms at the level of their base', () => {
    expect(wordLevel('gardens', lexicon)).toBe(1);
    expect(wordLevel('ran', lexicon)).toBe(1);
    expect(wordLevel('knives', lexicon)).toBe(2);
    expect(wordLevel('colours', lexicon)).toBe(1);
  });

  it('counts function words as A1 and leaves unknown words unlisted', () => {
    expect(wordLevel('whom', lexicon)).toBe(1);
    expect(wordLevel('although', lexicon)).toBe(1);
    expect(wordLevel('zyzzyva', lexicon)).toBeUndefined();
  });
});

describe('measureCoverage', () => {
  it('is the share of counted words at the level or below', () => {
    const cov = measureCoverage('The cat is enormous.', { level: A1, lexicon });
    expect(cov).toMatchObject({ counted: 4, covered: 3, above: ['enormous'] });
    expect(cov.ratio).toBeCloseTo(0.75);
  });

  it('leaves declared names, titles and unknown capitalised words inside a sentence out of the count', () => {
    const cov = measureCoverage('Zeynep likes cats. Her cat sleeps with Mr. Ozturk in Van.', {
      level: A1,
      lexicon,
      names: ['Zeynep'],
    });
    expect(cov.above).toEqual([]);
    expect(cov.counted).toBe(7);
  });

  it('still counts an unknown word that is capitalised only because it starts a sentence', () => {
    expect(measureCoverage('Zyzzyva is big.', { level: A1, lexicon }).above).toEqual(['Zyzzyva']);
  });

  it("leaves the day's new words out of the count, in any form", () => {
    const cov = measureCoverage('The enormous cats were happier.', {
      level: A1,
      lexicon,
      newWords: ['enormous'],
    });
    expect(cov).toMatchObject({ counted: 4, covered: 4, ratio: 1 });
  });

  it('uses the CEFR-J and Octanove lists copied into content/', () => {
    const real = loadLexicon();
    expect(
      measureCoverage('My brother is a teacher in a big city.', { level: A1, lexicon: real }).ratio,
    ).toBe(1);
    const c1 = measureCoverage('The timid cat was reluctant.', { level: 2, lexicon: real });
    expect(c1.above).toEqual(expect.arrayContaining(['timid']));
  });
});
