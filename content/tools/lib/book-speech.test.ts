import { bookWordTokens } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { setChapterAudio } from './book-audio';
import {
  BOOK_PAUSES,
  alignSentence,
  festivalScript,
  parseFestivalTimes,
  sentencesOf,
  spokenPieces,
  spokenSpan,
} from './book-speech';

describe('spoken pieces', () => {
  it('splits sentences at end marks before a capital, keeping quotes with their sentence', () => {
    expect(sentencesOf('Hello, Mr Aziz. "Come in!" he says. It is 3.5 km away.\nBye.')).toEqual([
      'Hello, Mr Aziz.',
      '"Come in!" he says.',
      'It is 3.5 km away.',
      'Bye.',
    ]);
  });

  it('says the title, then each sentence with a longer pause between paragraphs', () => {
    const pieces = spokenPieces({ title: 'One', text: 'A cat. A dog.\n\nTwo birds sing.' });
    expect(pieces.map((p) => [p.kind, p.before, p.firstToken])).toEqual([
      ['title', BOOK_PAUSES.leadIn, 0],
      ['sentence', BOOK_PAUSES.afterTitle, 0],
      ['sentence', BOOK_PAUSES.sentence, 2],
      ['sentence', BOOK_PAUSES.paragraph, 4],
    ]);
  });

  it('writes a festival script that quotes the text and sets the pace per kind of voice', () => {
    const pieces = spokenPieces({ title: 'A "big" day', text: 'Ayşe is here.' });
    const hts = festivalScript(pieces, 'slt', 1.25, '/tmp/x');
    expect(hts).toContain('(voice_cmu_us_slt_arctic_hts)');
    expect(hts).toContain('(list "-r" 0.8000)');
    expect(hts).toContain('(Utterance Text "A \\"big\\" day")');
    expect(hts).toContain('(Utterance Text "Ayse is here.")');
    expect(hts).toContain('"/tmp/x/piece-1.wav"');
    expect(festivalScript(pieces, 'kal', 1.25, '/tmp/x')).toContain(
      "(Parameter.set 'Duration_Stretch 1.2500)",
    );
  });
});

const output = [
  'UTT\t0',
  "TOK\tElif's\t2\t0.175000\t0.000000",
  'TOK\tcat\t1\t0.500000\t0.900000',
  'TOK\t--\t0',
  'TOK\t5:30\t3\t1.000000\t1.800000',
  'END\t2.000000',
].join('\n');

describe('word timings', () => {
  it('reads festival tokens and the span of the words said', () => {
    const [said] = parseFestivalTimes(output);
    expect(said?.tokens).toHaveLength(4);
    expect(said?.end).toBe(2);
    expect(spokenSpan(said!)).toEqual({ start: 0.175, end: 1.8 });
  });

  it('gives every word token a span, sharing a chunk among its tokens', () => {
    const sentence = "Elif's cat -- 5:30.";
    const spans = alignSentence(sentence, parseFestivalTimes(output)[0]!);
    expect(spans).toHaveLength(bookWordTokens(sentence).length);
    expect(spans[0]?.[0]).toBeCloseTo(0.175);
    expect(spans[0]?.[1]).toBeCloseTo(0.5);
    expect(spans[1]?.[1]).toBeCloseTo(0.9);
    expect(spans[2]?.[0]).toBe(1);
    expect(spans[3]?.[1]).toBeCloseTo(1.8);
  });

  it('refuses a sentence festival read as a different number of tokens', () => {
    expect(() => alignSentence('One two three four.', parseFestivalTimes(output)[0]!)).toThrow(
      /festival said 3 tokens for 4/,
    );
  });
});

describe('recording a chapter in book.yaml', () => {
  const source = [
    'slug: a-book',
    'title: A Book',
    'author: Ada Penrose',
    'level: A1',
    'genre: tales',
    'publishType: Audio',
    'voice: slt',
    'description: { tr: Bir kitap., en: A book. }',
    'chapters:',
    '  - title: One',
    '    text: |',
    '      Hello.',
    '',
  ].join('\n');
  const audio = {
    file: '0123456789abcdef.mp3',
    durationSeconds: 4.2,
    timings: '0123456789abcdef.json',
  };

  it('adds the audio under the chapter and keeps the rest as it was', () => {
    const text = setChapterAudio(source, 0, audio);
    expect(text.startsWith(source.replace(/\n$/, ''))).toBe(true);
    expect(text).toContain('    audio:\n      file: 0123456789abcdef.mp3\n');
  });

  it('replaces an older audio in place', () => {
    const once = setChapterAudio(source, 0, audio);
    const newer = { ...audio, file: 'fedcba9876543210.mp3', durationSeconds: 5 };
    const twice = setChapterAudio(once, 0, newer);
    expect(twice).toBe(once.replace(audio.file, newer.file).replace('4.2', '5'));
  });

  it('refuses a chapter the book does not have', () => {
    expect(() => setChapterAudio(source, 3, audio)).toThrow();
  });
});
