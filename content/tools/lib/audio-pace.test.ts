import { CEFR_LEVELS } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import {
  LEVEL_PACE,
  PACE_BANDS,
  PAUSE_SCALE_LIMITS,
  SENTENCE_PACE,
  STRETCH_LIMITS,
  correctedPace,
  correctedStretch,
  paceAcceptable,
  paceVerdict,
  sentencePace,
  scriptWords,
  spread,
  wordsPerMinute,
} from './audio-pace';

describe('pace bands', () => {
  it('start at 110–125 at A1 and rise to natural speed at C1', () => {
    expect(PACE_BANDS.A1).toMatchObject({ min: 110, max: 125 });
    expect(PACE_BANDS.C1.min).toBeGreaterThanOrEqual(150);
    expect(PACE_BANDS.C1.max).toBeLessThanOrEqual(170);
    for (let i = 1; i < CEFR_LEVELS.length; i++) {
      const lower = PACE_BANDS[CEFR_LEVELS[i - 1]!];
      const upper = PACE_BANDS[CEFR_LEVELS[i]!];
      expect(upper.min).toBeGreaterThan(lower.min);
      expect(upper.max).toBeGreaterThan(lower.max);
      expect(upper.target).toBeGreaterThan(lower.target);
    }
  });

  it('slow the lower levels by longer sounds and longer pauses', () => {
    for (let i = 1; i < CEFR_LEVELS.length; i++) {
      const lower = LEVEL_PACE[CEFR_LEVELS[i - 1]!];
      const upper = LEVEL_PACE[CEFR_LEVELS[i]!];
      expect(upper.stretch).toBeLessThan(lower.stretch);
      expect(upper.sentenceGap).toBeLessThanOrEqual(lower.sentenceGap);
      expect(upper.turnGap).toBeLessThanOrEqual(lower.turnGap);
    }
  });
});

describe('words a minute', () => {
  it('counts the script’s words over the whole duration', () => {
    const lines = [
      { speaker: 'a', text: "I'm twenty-one, and she's 20." },
      { speaker: 'b', text: 'Good.' },
    ];
    expect(scriptWords({ lines })).toBe(6);
    expect(wordsPerMinute(6, 3)).toBe(120);
    expect(wordsPerMinute(6, 0)).toBe(0);
  });

  it('places a pace against its level’s band', () => {
    expect(paceVerdict(109, 'A1')).toBe('slow');
    expect(paceVerdict(110, 'A1')).toBe('in');
    expect(paceVerdict(125, 'A1')).toBe('in');
    expect(paceVerdict(126, 'A1')).toBe('fast');
    expect(paceVerdict(162, 'A1')).toBe('fast');
    expect(paceVerdict(162, 'C1')).toBe('in');
  });

  it('keeps a rendering only well inside the band', () => {
    expect(paceAcceptable(PACE_BANDS.B1.target, 'B1')).toBe(true);
    expect(paceAcceptable(PACE_BANDS.B1.min + 0.5, 'B1')).toBe(false);
    expect(paceAcceptable(PACE_BANDS.B1.max - 0.5, 'B1')).toBe(false);
  });
});

describe('correctedStretch', () => {
  it('solves for the stretch that brings the rendering to the target', () => {
    // 100 words in 40 s (150 wpm), 10 s of it fixed pauses, rendered at stretch 1.2.
    const words = 100;
    const next = correctedStretch({
      stretch: 1.2,
      seconds: 40,
      fixedSeconds: 10,
      words,
      level: 'A1',
    });
    const target = (words * 60) / PACE_BANDS.A1.target;
    // The stretched part scales with the stretch: 30 s at 1.2 → 30 * next / 1.2.
    expect(10 + (30 * next) / 1.2).toBeCloseTo(target, 1);
  });

  it('stays within the limits', () => {
    const fast = correctedStretch({
      stretch: 1,
      seconds: 10,
      fixedSeconds: 1,
      words: 100,
      level: 'A1',
    });
    expect(fast).toBe(STRETCH_LIMITS.max);
    const slow = correctedStretch({
      stretch: 1,
      seconds: 100,
      fixedSeconds: 1,
      words: 50,
      level: 'C1',
    });
    expect(slow).toBe(STRETCH_LIMITS.min);
    expect(
      correctedStretch({ stretch: 1.3, seconds: 2, fixedSeconds: 2, words: 5, level: 'A1' }),
    ).toBe(1.3);
  });
});

describe('spread', () => {
  it('gives min, median and max', () => {
    expect(spread([3, 1, 2])).toEqual({ count: 3, min: 1, median: 2, max: 3 });
    expect(spread([4, 1, 2, 3])).toEqual({ count: 4, min: 1, median: 2.5, max: 4 });
    expect(spread([])).toEqual({ count: 0, min: 0, median: 0, max: 0 });
  });
});

describe('correctedPace', () => {
  it('leaves the pauses alone when the stretch reaches the target', () => {
    expect(
      correctedPace({ stretch: 1.2, seconds: 40, fixedSeconds: 10, words: 100, level: 'B1' })
        .pauseScale,
    ).toBe(1);
  });

  it('shortens the pauses of a short item the stretch alone cannot speed up enough', () => {
    // 8 words: 4.1 s at 117 wpm, but 3.2 s of pauses and 2 s of speech at stretch 1.38.
    const next = correctedPace({
      stretch: 1.38,
      seconds: 5.2,
      fixedSeconds: 3.2,
      words: 8,
      level: 'A1',
    });
    expect(next.stretch).toBe(STRETCH_LIMITS.min);
    const target = (8 * 60) / 117.5;
    const spoken = (2 * STRETCH_LIMITS.min) / 1.38;
    expect(spoken + 3.2 * next.pauseScale).toBeCloseTo(target, 1);
    expect(next.pauseScale).toBeGreaterThanOrEqual(PAUSE_SCALE_LIMITS.min);
  });
});

describe('a single sentence', () => {
  it('has short silences and the level’s stretch', () => {
    expect(sentencePace('A1').stretch).toBeCloseTo(
      LEVEL_PACE.A1.stretch * SENTENCE_PACE.stretchStart,
      3,
    );
    expect(sentencePace('A1')).toMatchObject({
      leadIn: SENTENCE_PACE.leadIn,
      tail: SENTENCE_PACE.tail,
    });
  });

  it('stays near the level’s articulation and keeps its silences', () => {
    // Three words in 1.4 s with 0.3 s of silence: 129 wpm, too fast for A1.
    const next = correctedPace({
      stretch: 1.38,
      seconds: 1.4,
      fixedSeconds: 0.3,
      words: 3,
      level: 'A1',
      sentence: true,
    });
    expect(next.pauseScale).toBe(1);
    expect(next.stretch).toBeLessThanOrEqual(LEVEL_PACE.A1.stretch * SENTENCE_PACE.stretchAbove);
    // Far too fast even at the slowest articulation: the silences grow instead.
    const fast = correctedPace({
      stretch: 1.38,
      seconds: 0.9,
      fixedSeconds: 0.3,
      words: 3,
      level: 'A1',
      sentence: true,
    });
    expect(fast.stretch).toBeCloseTo(LEVEL_PACE.A1.stretch * SENTENCE_PACE.stretchAbove, 3);
    expect(fast.pauseScale).toBeGreaterThan(1);
    expect(fast.pauseScale).toBeLessThanOrEqual(SENTENCE_PACE.silenceAbove);
    expect(next.stretch).toBeGreaterThan(1.38);
    // A sentence far too fast is slowed only to the limit, never sped up below it.
    const slow = correctedPace({
      stretch: 1.38,
      seconds: 3,
      fixedSeconds: 0.3,
      words: 3,
      level: 'A1',
      sentence: true,
    });
    expect(slow.stretch).toBeCloseTo(LEVEL_PACE.A1.stretch * SENTENCE_PACE.stretchBelow, 3);
  });
});
