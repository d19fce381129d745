/**
 * How fast the rendered audio speaks, by level (content/AUDIO.md): the band of words a minute each
 * level's audio must fall in, the pace festival is asked for to get there, and the measure itself.
 * Words a minute = the words of the script (countWords) / the file's whole duration, so the pauses
 * count as they are rendered (lead-in, between sentences and turns, tail).
 */
import { type CefrLevel, type Script, countWords } from '@yek/contracts/content';

export interface PaceBand {
  /** Lowest and highest words a minute a file of the level may measure. */
  min: number;
  max: number;
  /** What the renderer aims at: the middle of the band. */
  target: number;
}

const band = (min: number, max: number): PaceBand => ({ min, max, target: (min + max) / 2 });

/**
 * Words a minute by level: slow and clear at A1 (graded-listening practice for beginners), rising
 * step by step to natural conversational speed at C1. Neighbouring bands overlap a little so that a
 * script moved one level keeps a defensible pace. C2 (exams only) is natural speed too.
 */
export const PACE_BANDS: Readonly<Record<CefrLevel, PaceBand>> = {
  A1: band(110, 125),
  A2: band(120, 135),
  B1: band(130, 145),
  B2: band(140, 158),
  C1: band(150, 170),
  C2: band(155, 175),
};

/**
 * What a level asks of festival before any correction: `stretch` lengthens every phone (festival's
 * Duration_Stretch for the diphone voices, the HTS speed rate for slt) and the pauses (seconds) are
 * put between the sentences of a line, between turns, between two lines of one speaker, before the
 * first line and after the last. Slow levels slow down by both, as a teacher does: longer sounds
 * and longer pauses between sentences, so a 110-wpm recording does not drawl every syllable.
 */
export interface LevelPace {
  stretch: number;
  sentenceGap: number;
  turnGap: number;
  sameSpeakerGap: number;
  leadIn: number;
  tail: number;
}

export const LEVEL_PACE: Readonly<Record<CefrLevel, LevelPace>> = {
  A1: {
    stretch: 1.38,
    sentenceGap: 0.8,
    turnGap: 0.9,
    sameSpeakerGap: 0.8,
    leadIn: 0.3,
    tail: 0.4,
  },
  A2: {
    stretch: 1.33,
    sentenceGap: 0.65,
    turnGap: 0.75,
    sameSpeakerGap: 0.65,
    leadIn: 0.3,
    tail: 0.4,
  },
  B1: {
    stretch: 1.28,
    sentenceGap: 0.5,
    turnGap: 0.6,
    sameSpeakerGap: 0.5,
    leadIn: 0.25,
    tail: 0.35,
  },
  B2: {
    stretch: 1.24,
    sentenceGap: 0.3,
    turnGap: 0.4,
    sameSpeakerGap: 0.35,
    leadIn: 0.2,
    tail: 0.3,
  },
  C1: {
    stretch: 1.16,
    sentenceGap: 0.25,
    turnGap: 0.35,
    sameSpeakerGap: 0.3,
    leadIn: 0.2,
    tail: 0.3,
  },
  C2: {
    stretch: 1.12,
    sentenceGap: 0.2,
    turnGap: 0.3,
    sameSpeakerGap: 0.3,
    leadIn: 0.2,
    tail: 0.3,
  },
};

/** The stretch the renderer may use at most and at least when it corrects a first rendering. */
export const STRETCH_LIMITS = { min: 0.9, max: 1.9 } as const;

/**
 * A single sentence read as a model (read-aloud items, lecture examples): short silences around it,
 * and a correction that keeps the sentence near its level's articulation (the level's stretch
 * ×0.85–×1.35) rather than speeding a three-word sentence up to make up for the silence; a sentence
 * still too fast at the slowest articulation gets up to 2.5 times its silences. Such a
 * sentence aims at its band like a script, but may end a little off it; the check reports it.
 */
export const SENTENCE_PACE = {
  leadIn: 0.12,
  tail: 0.18,
  /** A sentence alone is said faster than inside a script: it starts this much slower. */
  stretchStart: 1.12,
  stretchBelow: 0.85,
  stretchAbove: 1.35,
  /** At most this factor on its silences (0.3 s before, 0.45 s after) when it is still too fast. */
  silenceAbove: 2.5,
};

/** The pace of a single sentence at a level: its starting stretch and SENTENCE_PACE's silences. */
export const sentencePace = (level: CefrLevel): LevelPace => ({
  ...LEVEL_PACE[level],
  stretch: Math.round(LEVEL_PACE[level].stretch * SENTENCE_PACE.stretchStart * 1000) / 1000,
  leadIn: SENTENCE_PACE.leadIn,
  tail: SENTENCE_PACE.tail,
});

/** Words of a script, as the pace is measured: every line's words (countWords). */
export const scriptWords = (script: Pick<Script, 'lines'>): number =>
  script.lines.reduce((n, line) => n + countWords(line.text), 0);

/** Words a minute of `words` said in `seconds`. */
export const wordsPerMinute = (words: number, seconds: number): number =>
  seconds > 0 ? (words * 60) / seconds : 0;

export type PaceVerdict = 'slow' | 'in' | 'fast';

/** Where a measured pace sits against a level's band. */
export function paceVerdict(wpm: number, level: CefrLevel): PaceVerdict {
  const b = PACE_BANDS[level];
  return wpm < b.min ? 'slow' : wpm > b.max ? 'fast' : 'in';
}

/**
 * Is a rendering close enough to the target to keep? Inside the band by a margin of a sixth of its
 * width, so that the small differences between the festival run and the encoded file (frame padding)
 * never push a kept file out of the band.
 */
export function paceAcceptable(wpm: number, level: CefrLevel): boolean {
  const b = PACE_BANDS[level];
  const margin = (b.max - b.min) / 6;
  return wpm >= b.min + margin && wpm <= b.max - margin;
}

/** Least and most the pauses may be scaled by when the stretch alone cannot reach the band. */
export const PAUSE_SCALE_LIMITS = { min: 0.35, max: 1.8 } as const;

/**
 * The pace of a second rendering. A rendering lasts `seconds`, of which `fixedSeconds` are the
 * pauses the renderer adds (they do not stretch); the rest scales with the stretch. Solves for the
 * stretch that makes the whole last the target duration, kept within STRETCH_LIMITS; where the
 * limit stops it (a short item whose pauses are most of it), the pauses are scaled too.
 */
export function correctedPace(options: {
  stretch: number;
  seconds: number;
  fixedSeconds: number;
  words: number;
  level: CefrLevel;
  /** A single sentence: the stretch stays near the level's and the silences are not scaled. */
  sentence?: boolean;
}): { stretch: number; pauseScale: number } {
  const { stretch, seconds, fixedSeconds, words, level } = options;
  const limits = options.sentence
    ? {
        min: LEVEL_PACE[level].stretch * SENTENCE_PACE.stretchBelow,
        max: LEVEL_PACE[level].stretch * SENTENCE_PACE.stretchAbove,
      }
    : STRETCH_LIMITS;
  const target = (words * 60) / PACE_BANDS[level].target;
  const spoken = seconds - fixedSeconds;
  if (spoken <= 0) return { stretch, pauseScale: 1 };
  const wanted = (stretch * (target - fixedSeconds)) / spoken;
  const limited = Math.min(limits.max, Math.max(limits.min, wanted));
  const next = Math.round(limited * 1000) / 1000;
  let pauseScale = 1;
  // A sentence too fast even at its slowest articulation gets longer silences instead (never
  // shorter ones); a script gets either.
  const scaleLimits = options.sentence
    ? { min: 1, max: SENTENCE_PACE.silenceAbove }
    : PAUSE_SCALE_LIMITS;
  if (limited !== wanted && fixedSeconds > 0) {
    const rest = target - (spoken * limited) / stretch;
    pauseScale = Math.min(scaleLimits.max, Math.max(scaleLimits.min, rest / fixedSeconds));
    pauseScale = Math.round(pauseScale * 1000) / 1000;
  }
  return { stretch: next, pauseScale };
}

/** The stretch of correctedPace alone. */
export const correctedStretch = (options: Parameters<typeof correctedPace>[0]): number =>
  correctedPace(options).stretch;

export interface Spread {
  count: number;
  min: number;
  median: number;
  max: number;
}

/** Smallest, median and largest of some figures (all zero when there are none). */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { count: 0, min: 0, median: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { count: sorted.length, min: sorted[0]!, median, max: sorted.at(-1)! };
}
