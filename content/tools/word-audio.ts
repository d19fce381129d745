/**
 * Renders the spoken form of every word the days teach that has no file yet (lib/word-audio.ts):
 *
 *   npx tsx content/tools/word-audio.ts [--dry-run] [--prune] [--jobs N]
 *
 * --dry-run  list how many are missing; change nothing
 * --prune    remove files no taught word names
 * --jobs N   batches rendered at once (default 2)
 *
 * Words are said in batches of 40 in one festival run each, trimmed of festival's silence,
 * peak-levelled and resampled by sox (a word is too short for the loudness measure the scripts
 * use), padded and encoded as mono MP3 by lame. Files are written whole (renamed into place).
 */
import { execFile } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { DaySchema } from '@yek/contracts/content';
import { readContent } from './lib/load';
import {
  FESTIVAL_VOICES,
  type Segment,
  festivalScript,
  lameArgs,
  missingPackages,
  soxLineArgs,
  soxPadArgs,
  speakableText,
} from './lib/synth';
import { WORD_AUDIO_DIR, WORD_RENDER, WORD_VOICE, wordAudioFileName } from './lib/word-audio';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
    jobs: { type: 'string', default: '2' },
  },
});
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs takes a positive whole number, not ${values.jobs}`);
  process.exit(1);
}

/** Every word the days teach, lower-case, once. */
function taughtWords(): string[] {
  const words = new Set<string>();
  for (const file of readContent().days) {
    const day = DaySchema.safeParse(file.data);
    if (!day.success) continue;
    for (const part of day.data.parts)
      if (part.kind === 'vocabulary')
        for (const w of part.words) words.add(w.headword.trim().toLowerCase());
  }
  return [...words].sort();
}

async function renderBatch(batch: string[]): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'yek-words-'));
  try {
    const segs: Segment[] = batch.map((word) => ({
      voice: WORD_VOICE,
      festivalVoice: FESTIVAL_VOICES[WORD_VOICE],
      text: speakableText(word),
      before: WORD_RENDER.before,
      after: WORD_RENDER.after,
    }));
    const script = join(dir, 'words.scm');
    writeFileSync(script, festivalScript(segs, WORD_RENDER.stretch, dir), 'latin1');
    await run('festival', ['-b', script], { maxBuffer: 64 * 1024 * 1024 });
    let bytes = 0;
    for (const [n, seg] of segs.entries()) {
      const trimmed = join(dir, `seg-${n}-trim.wav`);
      const padded = join(dir, `seg-${n}-pad.wav`);
      await run('sox', soxLineArgs(seg, join(dir, `seg-${n}.wav`), trimmed));
      // Peak-levelled a little under the scripts' ceiling, which puts a word near their loudness.
      await run('sox', [...soxPadArgs(seg, trimmed, padded, 0), 'gain', '-n', '-2']);
      const out = join(WORD_AUDIO_DIR, wordAudioFileName(batch[n]!));
      const partial = `${out}.partial`;
      await run('lame', [...lameArgs(padded, partial, 1, WORD_RENDER)]);
      renameSync(partial, out);
      bytes += statSync(out).size;
    }
    return bytes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const words = taughtWords();
mkdirSync(WORD_AUDIO_DIR, { recursive: true });
const wanted = new Set(words.map(wordAudioFileName));
const missing = words.filter((w) => !existsSync(join(WORD_AUDIO_DIR, wordAudioFileName(w))));
const orphans = readdirSync(WORD_AUDIO_DIR).filter((f) => f.endsWith('.mp3') && !wanted.has(f));
console.log(
  `${words.length} taught words: ${missing.length} to render, ${orphans.length} orphaned file(s)`,
);
if (values.prune && !values['dry-run']) for (const f of orphans) rmSync(join(WORD_AUDIO_DIR, f));
if (values['dry-run'] || missing.length === 0) process.exit(0);
const lacking = missingPackages([WORD_VOICE]);
if (lacking.length > 0) {
  console.error(`Install first: apt-get install -y ${lacking.join(' ')}`);
  process.exit(1);
}

const batches: string[][] = [];
for (let i = 0; i < missing.length; i += 40) batches.push(missing.slice(i, i + 40));
let done = 0;
let bytes = 0;
const started = Date.now();
async function worker() {
  for (let batch = batches.shift(); batch; batch = batches.shift()) {
    bytes += await renderBatch(batch);
    done += batch.length;
    console.log(`${done}/${missing.length} words (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
  }
}
await Promise.all(Array.from({ length: jobs }, worker));
console.log(
  `${done} word(s) rendered in ${Math.round((Date.now() - started) / 1000)} s, ` +
    `${(bytes / 1024 / 1024).toFixed(1)} MB`,
);
