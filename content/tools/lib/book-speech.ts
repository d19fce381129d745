/**
 * Audio books: a chapter read by one festival voice, sentence by sentence, with the time of every
 * word token of the text (bookWordTokens) taken from festival's own segment times, so the reader
 * can light up the word being spoken. Only the audio command runs the rendering; the parsing and
 * alignment below are plain functions.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  type BookChapter,
  type BookLevel,
  type BookTimings,
  type VoiceId,
  bookParagraphs,
  bookWordTokens,
} from '@yek/contracts/content';
import { bookSpeechStretch } from './books';
import { sentencesOf } from './sentences';
import { FESTIVAL_VOICES, RENDER, VOICE_SHAPE, encodeNormalized, speakableText } from './synth';

const run = promisify(execFile);

/** Pauses of a chapter, in seconds, before the pace of the level stretches them. */
export const BOOK_PAUSES = {
  leadIn: 0.4,
  afterTitle: 1.2,
  sentence: 0.45,
  paragraph: 0.95,
  tail: 0.6,
  /** Kept of festival's silence before the first word and after the last, so no sound is cut. */
  marginBefore: 0.03,
  marginAfter: 0.08,
} as const;

/** One utterance of the chapter: its title or a sentence, and where its words start in the text. */
export interface SpokenPiece {
  kind: 'title' | 'sentence';
  /** The sentence as written in the chapter. */
  text: string;
  /** Pause before it, in seconds. */
  before: number;
  /** Index of its first word token among the chapter's tokens (titles have none). */
  firstToken: number;
}

export { sentencesOf };

/** The chapter as festival will say it: the title, then every sentence of every paragraph. */
export function spokenPieces(chapter: Pick<BookChapter, 'title' | 'text'>): SpokenPiece[] {
  const pieces: SpokenPiece[] = [
    { kind: 'title', text: chapter.title, before: BOOK_PAUSES.leadIn, firstToken: 0 },
  ];
  let token = 0;
  bookParagraphs(chapter.text).forEach((paragraph, p) => {
    sentencesOf(paragraph).forEach((sentence, s) => {
      const before =
        s > 0 ? BOOK_PAUSES.sentence : p === 0 ? BOOK_PAUSES.afterTitle : BOOK_PAUSES.paragraph;
      pieces.push({ kind: 'sentence', text: sentence, before, firstToken: token });
      token += bookWordTokens(sentence).length;
    });
  });
  const total = bookWordTokens(chapter.text).length;
  if (token !== total)
    throw new Error(`sentences hold ${token} word tokens, the chapter ${total}: split differently`);
  return pieces;
}

const schemeString = (text: string): string =>
  `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * The festival script for a chapter: the voice at the level's pace, then per piece the utterance,
 * its wave file `<dir>/piece-<n>.wav`, and one `TOK` line per token (name, words, start, end).
 */
export function festivalScript(
  pieces: SpokenPiece[],
  voice: VoiceId,
  stretch: number,
  dir: string,
): string {
  const festivalVoice = FESTIVAL_VOICES[voice];
  const pace = festivalVoice.endsWith('_hts')
    ? `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${(1 / stretch).toFixed(4)}))))`
    : `(Parameter.set 'Duration_Stretch ${stretch.toFixed(4)})`;
  const lines = [
    `(voice_${festivalVoice})`,
    pace,
    `(define (book-max l) (if (cdr l) (let ((m (book-max (cdr l)))) (if (> (car l) m) (car l) m)) (car l)))
(define (book-times n utt)
  (format t "UTT\\t%d\\n" n)
  (let ((tok (utt.relation.first utt 'Token)))
    (while tok
      (let ((words nil))
        (mapcar (lambda (d) (if (item.relation d 'Word) (set! words (cons (item.relation d 'Word) words))))
                (item.daughters tok))
        (format t "TOK\\t%s\\t%d" (item.name tok) (length words))
        (if words
            (format t "\\t%f\\t%f" (item.feat (car (last words)) "word_start")
                    (book-max (mapcar (lambda (w) (item.feat w "word_end")) words))))
        (format t "\\n"))
      (set! tok (item.next tok))))
  (format t "END\\t%f\\n" (item.feat (utt.relation.last utt 'Segment) "end")))`,
  ];
  pieces.forEach((piece, n) => {
    lines.push(
      `(set! utt (utt.synth (Utterance Text ${schemeString(speakableText(piece.text))})))`,
      `(utt.save.wave utt ${schemeString(join(dir, `piece-${n}.wav`))} 'riff)`,
      `(book-times ${n} utt)`,
    );
  });
  return `${lines.join('\n')}\n`;
}

/** A festival token with the words it was said as, and their span in seconds. */
export interface SaidToken {
  name: string;
  words: number;
  start: number;
  end: number;
}

export interface SaidPiece {
  tokens: SaidToken[];
  /** End of the utterance's last segment (its closing silence included). */
  end: number;
}

/** Reads the UTT / TOK / END lines festivalScript prints. */
export function parseFestivalTimes(output: string): SaidPiece[] {
  const pieces: SaidPiece[] = [];
  let current: SaidPiece | undefined;
  for (const line of output.split('\n')) {
    const [kind, ...rest] = line.split('\t');
    if (kind === 'UTT') {
      current = { tokens: [], end: 0 };
      pieces[Number(rest[0])] = current;
    } else if (kind === 'TOK' && current) {
      current.tokens.push({
        name: rest[0] ?? '',
        words: Number(rest[1] ?? 0),
        start: Number(rest[2] ?? 0),
        end: Number(rest[3] ?? 0),
      });
    } else if (kind === 'END' && current) current.end = Number(rest[0]);
  }
  return pieces;
}

/** Spoken span of a piece: from its first word to the end of its last, in seconds. */
export function spokenSpan(said: SaidPiece): { start: number; end: number } {
  const spoken = said.tokens.filter((t) => t.words > 0);
  const start = spoken[0]?.start ?? 0;
  const end = Math.max(start, ...spoken.map((t) => t.end));
  return { start, end: end > start ? end : said.end };
}

/**
 * The span of each word token of a sentence, in seconds of festival's utterance. Festival reads the
 * text split at spaces; each space-separated chunk with word tokens in it is one festival token that
 * was said as one or more words. A chunk holding several tokens (`5:30`, `either/or`) shares its span
 * among them by length.
 */
export function alignSentence(sentence: string, said: SaidPiece): [number, number][] {
  const chunks = speakableText(sentence)
    .split(' ')
    .map((chunk) => bookWordTokens(chunk).map((t) => t.text))
    .filter((tokens) => tokens.length > 0);
  const spoken = said.tokens.filter((t) => t.words > 0 && /[A-Za-z0-9]/.test(t.name));
  if (chunks.length !== spoken.length)
    throw new Error(
      `festival said ${spoken.length} tokens for ${chunks.length} in "${sentence.slice(0, 60)}…"`,
    );
  const spans: [number, number][] = [];
  chunks.forEach((tokens, i) => {
    const token = spoken[i]!;
    const next = spoken[i + 1]?.start ?? said.end;
    // Festival gives some clitic words (`'s`) no end of their own: the span runs to the next word.
    const end = token.end > token.start ? token.end : Math.max(next, token.start + 0.05);
    const letters = tokens.reduce((n, t) => n + t.length, 0);
    let at = token.start;
    for (const t of tokens) {
      const length = ((end - token.start) * t.length) / letters;
      spans.push([at, at + length]);
      at += length;
    }
  });
  if (spans.length !== bookWordTokens(sentence).length)
    throw new Error(`"${sentence.slice(0, 60)}…": accents or symbols split a word token`);
  return spans;
}

export interface RenderedChapter {
  seconds: number;
  bytes: number;
  kbps: number;
  peakDb: number;
  timings: BookTimings;
}

/**
 * Renders a chapter to `outFile` (MP3): each piece trimmed to its words (with a small margin),
 * resampled, padded with its pause, joined, normalized to the loudness target and encoded like the listening
 * parts. The timings place every word token on the joined recording.
 */
export async function renderChapter(
  book: { level: BookLevel; voice: VoiceId },
  chapter: Pick<BookChapter, 'title' | 'text'>,
  outFile: string,
): Promise<RenderedChapter> {
  const stretch = bookSpeechStretch(book.level, book.voice);
  const pieces = spokenPieces(chapter);
  const dir = mkdtempSync(join(tmpdir(), 'yek-book-'));
  try {
    const scriptFile = join(dir, 'chapter.scm');
    writeFileSync(scriptFile, festivalScript(pieces, book.voice, stretch, dir), 'latin1');
    const { stdout } = await run('festival', ['-b', scriptFile], { maxBuffer: 64 * 1024 * 1024 });
    const said = parseFestivalTimes(stdout);
    const timings: BookTimings = [];
    const files: string[] = [];
    let offset = 0;
    for (const [n, piece] of pieces.entries()) {
      const utterance = said[n];
      if (!utterance) throw new Error(`festival said nothing for piece ${n + 1}`);
      const span = spokenSpan(utterance);
      const from = Math.max(0, span.start - BOOK_PAUSES.marginBefore);
      const to = Math.min(utterance.end, span.end + BOOK_PAUSES.marginAfter);
      const before = piece.before * stretch;
      const tail = n === pieces.length - 1 ? BOOK_PAUSES.tail : 0;
      const file = join(dir, `piece-${n}-out.wav`);
      await run('sox', [
        join(dir, `piece-${n}.wav`),
        '-b',
        '16',
        '-c',
        '1',
        file,
        'trim',
        from.toFixed(4),
        `=${to.toFixed(4)}`,
        'gain',
        '-3',
        'rate',
        '-h',
        String(RENDER.sampleRate),
        ...(VOICE_SHAPE[book.voice].cents === 0
          ? []
          : ['pitch', String(VOICE_SHAPE[book.voice].cents)]),
        'pad',
        before.toFixed(4),
        tail.toFixed(4),
      ]);
      files.push(file);
      if (piece.kind === 'sentence') {
        const shift = offset + before - from;
        for (const [start, end] of alignSentence(piece.text, utterance))
          timings.push([Math.round((start + shift) * 1000), Math.round((end + shift) * 1000)]);
      }
      const { stdout: samples } = await run('soxi', ['-s', file]);
      offset += Number(samples.trim()) / RENDER.sampleRate;
    }
    const joined = join(dir, 'joined.wav');
    await run('sox', [...files, joined]);
    const out = await encodeNormalized(joined, outFile, dir);
    // Starts never go back, ends never before their start (rounding can touch either).
    for (let i = 0; i < timings.length; i++) {
      const t = timings[i]!;
      const previous = timings[i - 1];
      if (previous && t[0] < previous[0]) t[0] = previous[0];
      if (t[1] < t[0]) t[1] = t[0];
    }
    return {
      seconds: out.seconds,
      bytes: out.bytes,
      kbps: out.kbps,
      peakDb: out.loudness.truePeak,
      timings,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
