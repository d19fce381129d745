import { DictationSchema, OrderingSchema } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { dictationProblems, hasLinkingCue, orderingProblems } from './check-item-forms';
import { loadLexicon } from './lexicon';

const ordering = (items: string[]) =>
  OrderingSchema.parse({
    type: 'ordering',
    slug: 'day-140-reading-q08',
    prompt: 'Put the events in order.',
    items,
    explanation: 'Sıra kelimelerine bak.',
  });

const dictation = (sentence: string, answers: string[] = []) =>
  DictationSchema.parse({
    type: 'dictation',
    slug: 'day-070-listening-q06',
    prompt: 'Listen and write the sentence.',
    sentence,
    answers,
    answersReviewed: true,
    explanation: 'Dinle ve yaz.',
  });

const ctx = { lexicon: loadLexicon() };

describe('ordering items', () => {
  it('finds linking cues: sequence words, references back, contrast', () => {
    expect(hasLinkingCue('After that, the bus left.')).toBe(true);
    expect(hasLinkingCue('This made everybody laugh.')).toBe(true);
    expect(hasLinkingCue('However, nobody came.')).toBe(true);
    expect(hasLinkingCue('A man walked in.')).toBe(false);
  });

  it('lets only the opening piece stand without a cue, and wants four to six pieces', () => {
    expect(
      orderingProblems(
        ordering([
          'A man walked into the café.',
          'Then he ordered a tea.',
          'After that, he read the paper.',
          'Finally, he paid and left.',
        ]),
      ),
    ).toEqual([]);
    const bare = orderingProblems(
      ordering(['A man walked in.', 'A woman sat down.', 'Then they talked.', 'Finally, he left.']),
    );
    expect(bare).toHaveLength(1);
    expect(bare[0]).toMatch(/2 items carry no linking cue/);
    expect(orderingProblems(ordering(['A man came.', 'Then he sat.', 'Then he left.']))[0]).toMatch(
      /3 items; an ordering has 4–6/,
    );
  });
});

describe('dictation items', () => {
  it('holds the sentence to its level: length and words', () => {
    expect(dictationProblems(dictation('I usually walk to school.'), 'A2', ctx)).toEqual([]);
    expect(dictationProblems(dictation('I walk.'), 'A2', ctx)[0]).toMatch(
      /2 words; a A2 dictation/,
    );
    expect(
      dictationProblems(
        dictation('The committee reached an unprecedented consensus on fiscal policy.'),
        'A2',
        ctx,
      ).join(' '),
    ).toMatch(/words above A2: .*unprecedented/);
  });

  it('wants figures written out among the answers and no Turkish letters', () => {
    expect(
      dictationProblems(dictation('The train leaves at 6 every day.'), 'A2', ctx).join(' '),
    ).toMatch(/figure/);
    expect(
      dictationProblems(
        dictation('The train leaves at 6 every day.', ['The train leaves at six every day.']),
        'A2',
        ctx,
      ),
    ).toEqual([]);
    expect(
      dictationProblems(dictation('We met Şule at the station.'), 'A2', ctx).join(' '),
    ).toMatch(/Turkish letters/);
  });
});
