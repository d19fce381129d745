import { describe, expect, it } from 'vitest';
import { encodingOf, partKind, voiceLabel } from './audio-normalize';
import type { PlannedPart } from './audio-plan';
import { readAloudScript } from './audio';
import { RENDER } from './synth';

describe('normalize and measure', () => {
  it('encodes a file again at its own settings, read from its LAME tag', () => {
    const tagged = (abr: number, lowpass: number) => {
      const b = new Uint8Array(300);
      b.set(Buffer.from('LAME3.100'), 133);
      b[133 + 10] = lowpass;
      b[133 + 20] = abr;
      return b;
    };
    expect(encodingOf(tagged(28, 80), 24.1)).toEqual({ kbps: 28, lowpassKhz: 8 });
    expect(encodingOf(tagged(24, 70), 26.9)).toEqual({ kbps: 24, lowpassKhz: 7 });
    expect(encodingOf(new Uint8Array(300), 29.4)).toEqual({ kbps: 28 });
    expect(encodingOf(new Uint8Array(300), 23.6)).toEqual({
      kbps: RENDER.kbps,
      lowpassKhz: RENDER.lowpassKhz,
    });
  });

  it('names what a part is and which voices speak it', () => {
    const base = {
      path: 'p',
      day: 1,
      slug: 's',
      level: 'A1',
      file: 'f',
      recorded: undefined,
      action: 'done',
    } as const;
    const sentence = { ...base, script: readAloudScript('Hi.') } as PlannedPart;
    expect(partKind(sentence)).toBe('listening');
    expect(partKind({ ...sentence, item: true })).toBe('read-aloud');
    expect(partKind({ ...sentence, example: 0 })).toBe('lecture');
    const dialogue = {
      ...sentence,
      script: {
        type: 'dialogue',
        title: 'T',
        speakers: [
          { id: 'a', name: 'A', voice: 'slt-low' },
          { id: 'b', name: 'B', voice: 'kal' },
        ],
        lines: [],
      },
    } as unknown as PlannedPart;
    expect(voiceLabel(dialogue)).toBe('kal+slt-low');
    expect(voiceLabel(sentence)).toBe('slt');
  });
});
