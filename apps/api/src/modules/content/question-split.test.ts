import { type Question, QuestionSchema } from '@yek/contracts/content';
import { PartQuestionSchema } from '@yek/contracts/usertask-questions';
import { describe, expect, it } from 'vitest';
import { readContent } from '@yek/content/load';
import { audioFileName, readAloudScript } from '@yek/content/audio';
import { validDays } from '../../../test/content';
import { normalizeReply, splitQuestion } from './question-split';

const KEY_FIELDS = [
  'correct',
  'answer',
  'answers',
  'pairs',
  'modelAnswer',
  'criteria',
  'explanation',
  'sentence',
  'order',
];

describe('splitQuestion', () => {
  it('keeps every key out of the payload of every question written so far', () => {
    const questions = validDays(readContent()).flatMap((d) => d.parts.flatMap((p) => p.questions));
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      const { payload } = splitQuestion(q);
      for (const field of KEY_FIELDS)
        expect(payload, `${q.slug} ${field}`).not.toHaveProperty(field);
    }
  });

  it('gives every question written so far the payload its type has on the wire', () => {
    const questions = validDays(readContent()).flatMap((d) => d.parts.flatMap((p) => p.questions));
    for (const q of questions) {
      const { type, payload } = splitQuestion(q);
      const item = { id: 1, orderNo: 1, type, payload, options: [], result: null };
      // Parsing strips unknown fields, so equality also proves that nothing is dropped.
      expect(PartQuestionSchema.parse(item), q.slug).toEqual(item);
    }
  });

  it('shows an ordering shuffled and keeps its order, and a dictation without its sentence', () => {
    const items = ['First a.', 'Then b.', 'After that c.', 'Finally d.'];
    const ordering = splitQuestion(
      QuestionSchema.parse({
        type: 'ordering',
        slug: 'day-140-reading-q08',
        prompt: 'Put them in order.',
        items,
        explanation: 'Sıra kelimeleri.',
      }),
    );
    if (ordering.type !== 'ordering') throw new Error('not an ordering');
    expect(ordering.payload.items).not.toEqual(items);
    expect(ordering.solution.order.map((i) => ordering.payload.items[i])).toEqual(items);

    const dictation = splitQuestion(
      QuestionSchema.parse({
        type: 'dictation',
        slug: 'day-140-listening-q08',
        prompt: 'Listen and write.',
        sentence: 'The train leaves at six.',
        answers: ['The train leaves at 6.'],
        explanation: 'Dikkatle dinle.',
      }),
    );
    expect(dictation.payload).toEqual({ prompt: 'Listen and write.' });
    expect(dictation.answers).toEqual(['The train leaves at six.', 'The train leaves at 6.']);
  });

  it('shows the right column of a matching item sorted, and keeps how it pairs as the key', () => {
    const q = QuestionSchema.parse({
      type: 'matching',
      slug: 'day-009-vocabulary-q01',
      prompt: 'Match.',
      explanation: 'Eşleştirin.',
      pairs: [
        { left: 'cat', right: 'kedi' },
        { left: 'dog', right: 'köpek' },
        { left: 'bird', right: 'kuş' },
        { left: 'horse', right: 'at' },
      ],
    });
    const { payload, solution } = splitQuestion(q);
    expect(payload).toHaveProperty('right', ['at', 'kedi', 'köpek', 'kuş']);
    expect(solution).toEqual({ match: [1, 2, 3, 0] });
  });

  it('compares word order by its words and other typed answers by their normalized text', () => {
    const type: Question['type'] = 'word-order';
    expect(normalizeReply(type, 'I am  from Istanbul!')).toBe(
      normalizeReply(type, 'i am from istanbul.'),
    );
    expect(normalizeReply('gap-fill', ' Isn’t ')).toBe("isn't");
  });

  it('sends a read-aloud sentence’s model reading only when it reads this very sentence', () => {
    const sentence = 'She is from Japan.';
    const file = audioFileName(readAloudScript(sentence));
    const item = (prompt: string) =>
      QuestionSchema.parse({
        slug: 'day-002-speaking-q01',
        type: 'recording-read-aloud',
        prompt,
        audio: { file, durationSeconds: 1.7 },
        explanation: 'Vurgu ikinci hecede.',
      });
    expect(splitQuestion(item(sentence)).payload).toEqual({
      prompt: sentence,
      audioUrl: `/api/content/audio/${file}`,
    });
    expect(splitQuestion(item('She is from Spain.')).payload).toEqual({
      prompt: 'She is from Spain.',
    });
  });
});
