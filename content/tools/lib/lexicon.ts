import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CEFR_LEVELS, type CefrLevel } from '@yek/contracts/content';
import { americanHeadword } from './british';
import { parseCsvRecords } from './csv';
import { WORDLISTS_DIR } from './paths';

/** CEFR-J part-of-speech names → the programme's (content-parts.ts PARTS_OF_SPEECH). */
const POS_MAP: Record<string, string> = {
  'be-verb': 'verb',
  'do-verb': 'verb',
  'have-verb': 'verb',
  'modal auxiliary': 'modal',
  'infinitive-to': 'preposition',
  vern: 'verb',
};

/** Levels of headwords from the CEFR-J (A1–B2) and Octanove (C1–C2) vocabulary profiles. */
export interface Lexicon {
  /** Lowest level of the word under any part of speech; undefined when unlisted. */
  levelOf(word: string): number | undefined;
  /** Level of the word under one part of speech. */
  levelOfPos(word: string, pos: string): number | undefined;
  /** The parts of speech the lists give the word (programme names); empty when unlisted. */
  partsOfSpeech(word: string): string[];
}

export const levelRank = (level: CefrLevel): number => CEFR_LEVELS.indexOf(level) + 1;
export const rankLevel = (rank: number): CefrLevel => CEFR_LEVELS[rank - 1] ?? 'C2';

export function buildLexicon(csvTexts: string[]): Lexicon {
  const byWord = new Map<string, number>();
  const byWordPos = new Map<string, number>();
  const posOf = new Map<string, Set<string>>();
  const keep = (map: Map<string, number>, key: string, rank: number) => {
    const seen = map.get(key);
    if (seen === undefined || rank < seen) map.set(key, rank);
  };
  for (const text of csvTexts) {
    for (const row of parseCsvRecords(text)) {
      const level = row.CEFR as CefrLevel;
      if (!CEFR_LEVELS.includes(level)) continue;
      const rank = levelRank(level);
      const pos = POS_MAP[row.pos ?? ''] ?? row.pos ?? '';
      for (const variant of (row.headword ?? '').split('/')) {
        const word = variant.trim().toLowerCase();
        if (!word) continue;
        keep(byWord, word, rank);
        keep(byWordPos, `${word}|${pos}`, rank);
        if (pos) posOf.set(word, (posOf.get(word) ?? new Set()).add(pos));
      }
    }
  }
  // The lists spell the American way (color, organize, theater), and list the British form beside
  // only some headwords (color/colour): a British form unknown to them is read as its American one.
  const american = (word: string) => americanHeadword(word) ?? word;
  return {
    levelOf: (word) => {
      const w = word.toLowerCase();
      return byWord.get(w) ?? byWord.get(american(w));
    },
    levelOfPos: (word, pos) => {
      const w = word.toLowerCase();
      return byWordPos.get(`${w}|${pos}`) ?? byWordPos.get(`${american(w)}|${pos}`);
    },
    partsOfSpeech: (word) => {
      const w = word.toLowerCase();
      return [...(posOf.get(w) ?? posOf.get(american(w)) ?? [])];
    },
  };
}

let cached: Lexicon | undefined;
/** The lexicon built from the word lists copied into content/wordlists. */
export function loadLexicon(): Lexicon {
  cached ??= buildLexicon(
    ['cefrj-vocabulary-profile-1.5.csv', 'octanove-vocabulary-profile-c1c2-1.0.csv'].map((f) =>
      readFileSync(join(WORDLISTS_DIR, f), 'utf8'),
    ),
  );
  return cached;
}
