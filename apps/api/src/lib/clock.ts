/** Time comes from here so tests can move it. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** A clock a test can set and advance. */
export function createTestClock(
  start = new Date(),
): Clock & { set(d: Date): void; advance(ms: number): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (d) => {
      current = d.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

export interface OffsetClock extends Clock {
  setOffset(seconds: number): void;
  offsetSeconds(): number;
}

/**
 * Another clock moved by a set number of seconds. Only the journeys' server has one (config
 * `testClockControl`), so a trial can end in a browser test without waiting a week.
 */
export function createOffsetClock(base: Clock): OffsetClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    setOffset: (seconds) => {
      offsetMs = seconds * 1000;
    },
    offsetSeconds: () => offsetMs / 1000,
  };
}
