import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentWav } from '../../../test/learner';
import { recognizeReply, replyGrammar } from './reply-recognition';

// "She is from Japan." spoken by festival's voice, 16 kHz mono 16-bit.
const wav = readFileSync(
  path.join(import.meta.dirname, '../../../test/fixtures/she-is-from-japan.wav'),
);

describe('spoken reply recognition', () => {
  it('writes each wording as an alternative beside a filler loop', () => {
    expect(
      replyGrammar(
        [
          ['yes', 'please'],
          ["i'd", 'like', 'tea'],
        ],
        ['a', 'the'],
      ),
    ).toBe(
      [
        '#JSGF V1.0;',
        'grammar reply;',
        "public <reply> = ( yes please ) | ( i'd like tea ) | <other>;",
        '<other> = ( a | the )+;',
        '',
      ].join('\n'),
    );
  });

  it('finds the wording that was said and scores it word by word', async () => {
    const r = await recognizeReply(wav, ['He is from Spain.', 'She is from Japan.', 'I am fine.']);
    expect(r.heard).toBe('she is from japan');
    expect(r.wording).toBe('She is from Japan.');
    expect(r.pronunciation?.words.map((w) => w.word)).toEqual(['she', 'is', 'from', 'japan']);
    expect(r.pronunciation!.score).toBeGreaterThan(0.7);
  });

  it('hears nothing when none of the wordings was said, or in silence', async () => {
    const none = await recognizeReply(wav, ['A cup of tea, please.', 'How much is it?']);
    expect(none).toEqual({ heard: '', wording: null, pronunciation: null });
    const quiet = await recognizeReply(silentWav(), ['She is from Japan.']);
    expect(quiet.wording).toBeNull();
  });
});
