import { describe, expect, it } from 'vitest';
import { encodeWav } from './to-wav';

describe('encodeWav', () => {
  it('writes a 16-bit mono RIFF/WAVE file with the samples clamped', () => {
    const view = new DataView(encodeWav(new Float32Array([0, 1, -1, 2]), 16000));
    const text = (at: number) =>
      String.fromCharCode(...[0, 1, 2, 3].map((i) => view.getUint8(at + i)));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(24, true)).toBe(16000);
    expect(view.getUint32(40, true)).toBe(8);
    expect([1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([32767, -32768, 32767]);
  });
});
