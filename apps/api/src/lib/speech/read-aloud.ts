import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReadAloudFeedback } from '@yek/contracts/usertask-questions';
import createModule, { type Decoder } from 'soundswallower';

/**
 * Read-aloud scoring: the learner's recording is force-aligned to the sentence it should say
 * (soundswallower, PocketSphinx in WebAssembly, with its US English model) and each word gets the
 * aligner's confidence. A recording that does not say the sentence cannot be aligned at all, and
 * every word scores 0. Alignment runs on the server, so the score is not the browser's word.
 */

const SAMPLE_RATE = 16_000;
let decoder: Promise<Decoder> | null = null;

/** Loading the model takes about half a second: once, on first use or at start. */
export function warmAligner(): Promise<Decoder> {
  decoder ??= (async () => {
    // createRequire rather than import.meta.resolve: the same in ESM, in the bundle and in a worker
    // thread whose loader compiled this file as CommonJS.
    const entry = createRequire(import.meta.url).resolve('soundswallower');
    // modelBase is read by the module's own loader but missing from its type declarations.
    const options = { modelBase: `${path.join(path.dirname(entry), 'model')}/` };
    const module = await createModule(options as Parameters<typeof createModule>[0]);
    const d = new module.Decoder({ samprate: SAMPLE_RATE, loglevel: 'FATAL' });
    await d.initialize();
    return d;
  })();
  decoder.catch(() => {
    decoder = null;
  });
  return decoder;
}

/** PCM samples of a RIFF/WAVE file (16-bit integer or 32-bit float, any channels), as mono. */
export function parseWav(data: Buffer): { rate: number; samples: Float32Array } | null {
  if (data.length < 44 || data.toString('latin1', 0, 4) !== 'RIFF') return null;
  if (data.toString('latin1', 8, 12) !== 'WAVE') return null;
  let at = 12;
  let format: { tag: number; channels: number; rate: number; bits: number } | null = null;
  while (at + 8 <= data.length) {
    const id = data.toString('latin1', at, at + 4);
    const size = data.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ' && size >= 16) {
      format = {
        tag: data.readUInt16LE(body),
        channels: data.readUInt16LE(body + 2),
        rate: data.readUInt32LE(body + 4),
        bits: data.readUInt16LE(body + 14),
      };
    } else if (id === 'data' && format) {
      const { tag, channels, rate, bits } = format;
      const width = bits / 8;
      const float = tag === 3 && bits === 32;
      if (!(tag === 1 && bits === 16) && !float) return null;
      if (channels < 1 || rate < 8000 || rate > 96_000) return null;
      const end = Math.min(data.length, body + size);
      const frames = Math.floor((end - body) / (width * channels));
      const samples = new Float32Array(frames);
      for (let i = 0; i < frames; i += 1) {
        let sum = 0;
        for (let c = 0; c < channels; c += 1) {
          const p = body + (i * channels + c) * width;
          sum += float ? data.readFloatLE(p) : data.readInt16LE(p) / 32768;
        }
        samples[i] = sum / channels;
      }
      return { rate, samples };
    }
    at = body + size + (size % 2);
  }
  return null;
}

/** Linear resampling to the model's 16 kHz. */
export function resample(samples: Float32Array, from: number, to = SAMPLE_RATE): Float32Array {
  if (from === to) return samples;
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  const step = from / to;
  for (let i = 0; i < out.length; i += 1) {
    const x = i * step;
    const j = Math.floor(x);
    const a = samples[j] ?? 0;
    const b = samples[j + 1] ?? a;
    out[i] = a + (b - a) * (x - j);
  }
  return out;
}

/** The words of a sentence as the model's dictionary writes them. */
export function sentenceWords(sentence: string): string[] {
  return (
    sentence
      .toLowerCase()
      .replace(/[’]/g, "'")
      .match(/[a-z]+(?:'[a-z]+)*/g) ?? []
  );
}

export async function scoreReadAloud(
  wav: Buffer,
  sentence: string,
): Promise<ReadAloudFeedback | null> {
  const audio = parseWav(wav);
  if (!audio) return null;
  return alignSpeech(resample(audio.samples, audio.rate), sentence);
}

/** The alignment of 16 kHz samples to their sentence (for audio already decoded and resampled). */
export async function alignSpeech(
  speech: Float32Array,
  sentence: string,
): Promise<ReadAloudFeedback | null> {
  const words = sentenceWords(sentence);
  if (words.length === 0) return null;
  const d = await warmAligner();
  const known = words.filter((w) => d.lookup_word(w) !== null);
  const scores = new Map<number, number>();
  let aligned = false;
  if (known.length > 0) {
    // Synchronous from here to the result: no other alignment can interleave with this one.
    d.set_align_text(known.join(' '));
    d.start();
    d.process_audio(speech, false, true);
    d.stop();
    const segments = (d.get_alignment({ align_level: 0 }).w ?? []).filter(
      (s) => !s.t.startsWith('<') && !s.t.startsWith('['),
    );
    aligned = segments.length === known.length;
    // The aligned words come back in order: map them onto the sentence's known words.
    let k = 0;
    words.forEach((w, i) => {
      if (d.lookup_word(w) === null) return;
      const s = segments[k];
      k += 1;
      scores.set(i, aligned && s ? Math.max(0, Math.min(1, s.p)) : 0);
    });
  }
  const result = words.map((word, i) => ({ word, score: scores.has(i) ? scores.get(i)! : null }));
  const scored = result.filter((r) => r.score !== null).map((r) => r.score as number);
  return {
    words: result,
    score: scored.length ? scored.reduce((a, b) => a + b, 0) / scored.length : 0,
    aligned,
  };
}
