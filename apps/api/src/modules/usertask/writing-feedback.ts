import type { ApiCulture } from '@yek/contracts/common';
import { countWords, type WritingCriterion } from '@yek/contracts/content';
import type { WritingFeedback } from '@yek/contracts/usertask-questions';
import dictionaryEn from 'dictionary-en';
import nspell from 'nspell';
import { americanHeadword } from '@yek/content/british';
import { retext } from 'retext';
import retextEnglish from 'retext-english';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextRepeatedWords from 'retext-repeated-words';
import { lemmaCandidates, tokenize, wordLevel } from '@yek/content/coverage';
import { loadLexicon } from '@yek/content/lexicon';
import { translate } from '../../lib/messages';
import { AppError } from '../../lib/errors';
import type { ErrorCode } from '@yek/contracts/common';

/**
 * Automatic feedback on a writing answer, computed on the server and stored with the answer:
 * word count against the task's bounds, the task's own criteria (the day's grammar pattern, the
 * day's words, number of sentences), spelling (Hunspell's English dictionary through nspell),
 * articles and repeated words (retext), and the words above the learner's level.
 */

type Speller = ReturnType<typeof nspell>;
let speller: Promise<Speller> | null = null;
/**
 * Hunspell's dictionary is American; the curriculum writes British English (colour, travelled),
 * so a British form counts as right where its American spelling is.
 */
function spelledRight(spell: Speller, word: string): boolean {
  const lower = word.toLowerCase();
  if (spell.correct(word) || spell.correct(lower)) return true;
  const american = americanHeadword(lower);
  return american !== undefined && spell.correct(american);
}

/** Loading the dictionary takes a few seconds, so it happens once, on first use or at start. */
export function warmSpeller(): Promise<Speller> {
  speller ??= Promise.resolve().then(() =>
    nspell({ aff: Buffer.from(dictionaryEn.aff), dic: Buffer.from(dictionaryEn.dic) }),
  );
  return speller;
}

const checker = retext().use(retextEnglish).use(retextIndefiniteArticle).use(retextRepeatedWords);

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

export interface WritingInput {
  text: string;
  minWords: number;
  maxWords: number;
  criteria: WritingCriterion[];
  /** Headwords the day teaches. */
  dayWords: string[];
  /** The learner's level as a rank, A1 = 1. */
  levelRank: number;
  culture: ApiCulture;
}

export async function writingFeedback(input: WritingInput): Promise<WritingFeedback> {
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(input.culture, `writing.${key}`, params);
  const { text } = input;
  const wordCount = countWords(text);
  const items: WritingFeedback['items'] = [];
  const tokens = tokenize(text);
  const lemmas = new Set(tokens.flatMap((tk) => lemmaCandidates(tk.word)));
  const used = (w: string) => tokenize(w).every((tk) => lemmas.has(tk.word));

  items.push({
    kind: 'length',
    ok: wordCount >= input.minWords && wordCount <= input.maxWords,
    message:
      wordCount < input.minWords
        ? t('tooShort', { count: wordCount, min: input.minWords })
        : wordCount > input.maxWords
          ? t('tooLong', { count: wordCount, max: input.maxWords })
          : t('lengthOk', { count: wordCount }),
    words: [],
  });

  const marks = (await checker.process(text)).messages;
  for (const c of input.criteria) {
    switch (c.kind) {
      case 'uses-pattern': {
        const n = text.match(new RegExp(c.pattern, 'giu'))?.length ?? 0;
        items.push({
          kind: c.kind,
          ok: n >= c.min,
          message:
            n >= c.min ? t('patternOk') : c.feedback[input.culture === 'en-US' ? 'en' : 'tr'],
          words: [],
        });
        break;
      }
      case 'uses-words': {
        const hit = c.words.filter(used);
        items.push({
          kind: c.kind,
          ok: hit.length >= c.min,
          message:
            hit.length >= c.min
              ? t('wordsOk', { count: hit.length })
              : t('wordsMissing', { min: c.min, words: c.words.join(', ') }),
          words: hit,
        });
        break;
      }
      case 'sentences': {
        const n = sentences(text).length;
        items.push({
          kind: c.kind,
          ok: n >= c.min,
          message:
            n >= c.min
              ? t('sentencesOk', { count: n })
              : t('sentencesFew', { count: n, min: c.min }),
          words: [],
        });
        break;
      }
      case 'capitalization': {
        const bad = sentences(text).filter((s) => !/^["'(]?\p{Lu}/u.test(s));
        items.push({
          kind: c.kind,
          ok: bad.length === 0,
          message: bad.length === 0 ? t('capitalOk') : t('capitalBad'),
          words: bad.map((s) => s.split(/\s+/)[0] ?? s),
        });
        break;
      }
      case 'punctuation': {
        const ok = /[.!?]["')]?\s*$/.test(text.trim());
        items.push({ kind: c.kind, ok, message: ok ? t('punctOk') : t('punctBad'), words: [] });
        break;
      }
      case 'spelling': {
        const spell = await warmSpeller();
        const wrong = [
          ...new Set(
            tokens
              .filter((tk) => !(tk.raw[0] === tk.raw[0]?.toUpperCase() && !tk.sentenceStart))
              .map((tk) => tk.raw)
              .filter((w) => w.length > 1 && !spelledRight(spell, w)),
          ),
        ];
        items.push({
          kind: c.kind,
          ok: wrong.length === 0,
          message: wrong.length === 0 ? t('spellingOk') : t('spellingBad'),
          words: wrong.slice(0, 20),
        });
        break;
      }
      case 'articles':
      case 'repeated-words': {
        const source =
          c.kind === 'articles' ? 'retext-indefinite-article' : 'retext-repeated-words';
        const found = marks.filter((m) => m.source === source);
        items.push({
          kind: c.kind,
          ok: found.length === 0,
          message: found.length === 0 ? t(`${c.kind}Ok`) : t(`${c.kind}Bad`),
          words: found.map((m) => String(m.actual ?? '')).filter(Boolean),
        });
        break;
      }
      case 'sentence-grammar':
        // Needs a parser; reported by the model answer comparison instead of a rule here.
        break;
    }
  }

  const lexicon = loadLexicon();
  const dayWordsUsed = input.dayWords.filter(used);
  const above = new Set<string>();
  for (const tk of tokens) {
    if (!tk.sentenceStart && tk.raw[0] !== tk.raw[0]?.toLowerCase()) continue;
    const level = wordLevel(tk.word, lexicon);
    if (level !== undefined && level > input.levelRank) above.add(tk.word);
  }
  return {
    wordCount,
    minWords: input.minWords,
    maxWords: input.maxWords,
    items,
    dayWordsUsed,
    aboveLevelWords: [...above].slice(0, 30),
  };
}

/** The share of the checks met, as the answer's score. */
export function writingScore(f: WritingFeedback): number {
  return f.items.length === 0 ? 1 : f.items.filter((i) => i.ok).length / f.items.length;
}

/**
 * Refuses a writing answer outside its task's word limits before it is marked or stored, so the
 * learner keeps the text and can change it: the level exams' rule, used by the days and the meta
 * tasks too (each with its own code, so the message speaks of the right place).
 */
export function assertWritingLength(
  text: string,
  bounds: { minWords: number; maxWords: number },
  code: Extract<ErrorCode, 'EXAM_WRITING_LENGTH' | 'TASK_WRITING_LENGTH'>,
): void {
  const count = countWords(text);
  if (count < bounds.minWords || count > bounds.maxWords)
    throw new AppError(
      code,
      { text: ['validation.writingLength'] },
      { count, min: bounds.minWords, max: bounds.maxWords },
    );
}
