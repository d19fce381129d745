import { describe, expect, it } from 'vitest';
import { LOUDNESS, correction, normalizeFilter, onTarget, parseEbur128 } from './loudness';

const SUMMARY = `[Parsed_ebur128_0 @ 0x55d8] t: 1.2  M: -20.0 S: -120.7  I: -19.0 LUFS  LRA: 0.0 LU
[Parsed_ebur128_0 @ 0x55d851b9cb80] Summary:

  Integrated loudness:
    I:         -18.4 LUFS
    Threshold: -28.6 LUFS

  Loudness range:
    LRA:         2.3 LU
    Threshold: -38.6 LUFS
    LRA low:   -19.8 LUFS
    LRA high:  -17.5 LUFS

  True peak:
    Peak:       -3.2 dBFS
`;

describe('parseEbur128', () => {
  it('reads the summary, not the running lines', () => {
    expect(parseEbur128(SUMMARY)).toEqual({ integrated: -18.4, truePeak: -3.2, range: 2.3 });
  });

  it('reads silence as -inf and fails without a summary', () => {
    expect(parseEbur128(SUMMARY.replace('-3.2 dBFS', '-inf dBFS')).truePeak).toBe(-Infinity);
    expect(() => parseEbur128('no summary')).toThrow();
  });
});

describe('normalizeFilter', () => {
  it('only gains a file whose peak leaves room', () => {
    const f = normalizeFilter({ integrated: -20, truePeak: -10, range: 1 }, -2.5);
    expect(f).not.toContain('alimiter');
    expect(f).toMatch(/volume=4\.00dB$/);
    expect(f).toContain('lowpass');
  });

  it('limits the peaks first where the gain would push them over the ceiling', () => {
    const f = normalizeFilter({ integrated: -20, truePeak: -3, range: 1 }, -2.5, 0.5);
    // Gain 4.5 dB: the limiter holds the input at -7 dBFS, at four times the rate.
    expect(f).toContain(`alimiter=limit=${(10 ** (-7 / 20)).toFixed(5)}`);
    expect(f).toContain('aresample=64000');
    expect(f).toMatch(/volume=4\.50dB$/);
  });
});

describe('correction', () => {
  const at = (integrated: number, truePeak: number) => ({ integrated, truePeak, range: 2 });

  it('keeps a file on target', () => {
    expect(onTarget(at(-16.3, -1.6))).toBe(true);
    expect(correction(at(-16.1, -2), -2.5)).toEqual({ kind: 'keep' });
  });

  it('gains a quiet file when its peak allows', () => {
    expect(onTarget(at(-17, -4))).toBe(false);
    const c = correction(at(-17, -4), -2.5);
    expect(c.kind).toBe('gain');
    expect(c.kind === 'gain' && c.db).toBeCloseTo(1);
  });

  it('lowers the ceiling when the peak is over the limit', () => {
    const c = correction(at(-16, -0.5), LOUDNESS.firstCeilingDb);
    expect(c.kind).toBe('ceiling');
    expect(c.kind === 'ceiling' && c.db).toBeLessThan(LOUDNESS.firstCeilingDb - 1);
  });

  it('lowers the ceiling when a gain would push the peak over', () => {
    expect(correction(at(-17, -2), -2.5)).toEqual({ kind: 'ceiling', db: -3 });
  });
});
