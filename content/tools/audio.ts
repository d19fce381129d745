/**
 * Renders the listening audio that is missing (content/README.md, "Reading and listening"): every
 * listening script of a valid day file, meta course task (content/meta) or exam file (content/exams) whose file, named from a hash
 * of its lines and voices, is not in content/audio is synthesized with festival and encoded with
 * lame, and its `audio: { file, durationSeconds }` is written into the file. Nothing else changes.
 * An unchanged script is never rendered twice. Day files that do not pass the schema yet are
 * skipped. Files nothing uses any more are reported as orphaned.
 *
 *   npx tsx content/tools/audio.ts [--day N | --exams] [--dry-run] [--prune] [--jobs N]
 *
 * Dictation items of the listening parts are rendered with them: the sentence alone, in its voice,
 * at the level's pace with the script's pauses, recorded as `audio` on the item. So are the lines
 * of Yekverse's scenarios (content/yekverse): each node's line in the voice of its place's
 * character, at the scenario's level, rendered and recorded like a dictation (`audio` on the node).
 *
 * --day N     only the listening parts (and dictations) of day N (no meta course tasks)
 * --exams     only the exams' listening scripts
 * --yekverse  only the lines of Yekverse's scenarios
 * --dry-run   list what would be rendered and recorded; change nothing
 * --prune     remove the orphaned files
 * --jobs N    scripts rendered at once (default: up to 4)
 *
 *   npx tsx content/tools/audio.ts --speaking [--through-day N] [--dry-run] [--jobs N]
 *
 * --speaking  the model reading of every read-aloud sentence of the days instead (one line in the
 *             slt voice, named and recorded like a script: `audio` on the item), up to day N if
 *             given; the web offers "listen to the model" only where an item records one
 *
 *   npx tsx content/tools/audio.ts --lectures [--through-day N] [--dry-run] [--jobs N]
 *
 * --lectures  the reading of every lecture example of the days instead (the English sentence in the
 *             slt voice, named like a read-aloud sentence: `audio` on the example), up to day N if
 *             given; the lecture page plays an example only where it records one
 *
 *   npx tsx content/tools/audio.ts --books [--book SLUG] [--dry-run] [--prune]
 *
 * --books     the library's audio books instead (content/books; see lib/book-audio.ts): each
 *             chapter read at its level's pace, with the time of every word, one chapter at a time
 *
 *   npx tsx content/tools/audio.ts --normalize [--force] [--books] [--jobs N]
 *
 * --normalize the files the content records (listening, read-aloud and lecture readings; with
 *             --books the audio books' chapters) brought to the loudness target in place: decoded,
 *             normalized and encoded again at their own bitrate, without synthesis; files already on
 *             target are left alone unless --force; durations are recorded again where they moved
 *
 *   npx tsx content/tools/audio.ts --measure [--jobs N]
 *
 * --measure   loudness (LUFS, true peak) by voice and words a minute by level of the recorded
 *             files, changing nothing
 *
 * Every rendering is read at the pace of its level and normalized to one loudness (content/AUDIO.md).
 * Needs Debian's festival, festvox-us-slt-hts, festvox-kallpc16k, festvox-kdlpc16k, lame, sox and
 * ffmpeg only when something has to be rendered or normalized.
 */
import { readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { type AudioRef, VOICES } from '@yek/contracts/content';
import {
  roundSeconds,
  setAudioField,
  setDictationAudioField,
  setItemAudioField,
  setLectureExampleAudioField,
  setNodeAudioField,
} from './lib/audio-field';
import { renderBookAudio } from './lib/book-audio';
import {
  isAudioFile,
  orphans,
  planAudio,
  planExamAudio,
  planLectureAudio,
  planMetaAudio,
  planReadAloudAudio,
  planYekverseAudio,
  type PlannedPart,
  voicesOf,
} from './lib/audio-plan';
import { validate } from './lib/check-structure';
import { validateYekverse } from './lib/check-yekverse';
import { examScripts, validateExams } from './lib/exams';
import { Findings } from './lib/findings';
import { type RawContent, type RawYekverse, readContent, readYekverse } from './lib/load';
import { validateMeta } from './lib/meta';
import { mp3Info } from './lib/mp3';
import { measureAudio, normalizeAudio } from './lib/audio-normalize';
import { paceVerdict } from './lib/audio-pace';
import { AUDIO_DIR, CONTENT_DIR } from './lib/paths';
import { RENDER, TOOL_PACKAGES, missingPackages, renderScript } from './lib/synth';

/** What content/audio may hold in all (CURRICULUM.md, "Audio"). */
const BUDGET_MB = 100;

const { values } = parseArgs({
  options: {
    day: { type: 'string' },
    exams: { type: 'boolean', default: false },
    yekverse: { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    prune: { type: 'boolean', default: false },
    jobs: { type: 'string' },
    books: { type: 'boolean', default: false },
    book: { type: 'string' },
    speaking: { type: 'boolean', default: false },
    lectures: { type: 'boolean', default: false },
    'through-day': { type: 'string' },
    normalize: { type: 'boolean', default: false },
    measure: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});
const dryRun = values['dry-run'] ?? false;
const onlyDay = values.day === undefined ? undefined : Number(values.day);
const onlyExams = values.exams ?? false;
const onlyYekverse = values.yekverse ?? false;
const speaking = values.speaking ?? false;
const lectures = values.lectures ?? false;
const throughDay = values['through-day'] === undefined ? 365 : Number(values['through-day']);
if ((speaking || lectures) && (onlyDay !== undefined || onlyExams)) {
  console.error(
    `--${speaking ? 'speaking' : 'lectures'} excludes --day and --exams (use --through-day)`,
  );
  process.exit(2);
}
if (speaking && lectures) {
  console.error('--speaking and --lectures exclude each other');
  process.exit(2);
}
if (
  [onlyDay !== undefined, onlyExams, onlyYekverse, speaking || lectures].filter(Boolean).length > 1
) {
  console.error('--day, --exams, --yekverse and --speaking or --lectures exclude each other');
  process.exit(2);
}
const jobs = values.jobs === undefined ? Math.min(4, availableParallelism()) : Number(values.jobs);
if (onlyDay !== undefined && !(Number.isInteger(onlyDay) && onlyDay >= 1 && onlyDay <= 365)) {
  console.error(`--day takes a day number 1–365, not ${values.day}`);
  process.exit(2);
}
if (!(Number.isInteger(jobs) && jobs >= 1)) {
  console.error(`--jobs takes a positive whole number, not ${values.jobs}`);
  process.exit(2);
}

const audioOnDisk = (): string[] => readdirSync(AUDIO_DIR).filter(isAudioFile);
const kb = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const minutes = (seconds: number): string =>
  `${Math.floor(seconds / 60)} min ${(seconds % 60).toFixed(1)} s`;

function load(): {
  raw: RawContent;
  yekverse: RawYekverse;
  parts: PlannedPart[];
  sentences: PlannedPart[];
  examples: PlannedPart[];
  invalid: string[];
} {
  const raw = readContent();
  const findings = new Findings();
  const { days } = validate(raw, findings);
  const exams = raw.exams ? validateExams(raw.exams, findings) : { placement: [], levels: [] };
  const meta = validateMeta(raw.meta ?? [], findings);
  const yekverse = readYekverse();
  const town = validateYekverse(yekverse, findings);
  const valid = new Set([
    ...town.scenarios.map((s) => s.path),
    ...days.map((d) => d.path),
    ...exams.placement.map((p) => p.path),
    ...exams.levels.map((l) => l.path),
    ...meta.flatMap((c) => c.tasks.map((t) => t.path)),
  ]);
  const files = [
    ...raw.days,
    ...(raw.exams?.placement ?? []),
    ...(raw.exams?.levels ?? []),
    ...(raw.meta ?? []).flatMap((c) => c.tasks),
    ...yekverse.scenarios,
  ];
  const invalid = files.map((d) => d.path).filter((p) => !valid.has(p));
  const onDisk = new Set(audioOnDisk());
  return {
    raw,
    yekverse,
    parts: [
      ...planAudio(days, onDisk),
      ...planMetaAudio(meta, onDisk),
      ...planExamAudio(examScripts(exams), onDisk),
      ...planYekverseAudio(town.places, town.scenarios, onDisk),
    ],
    sentences: planReadAloudAudio(days, onDisk, throughDay),
    examples: planLectureAudio(days, onDisk, throughDay),
    invalid,
  };
}

/** Writes the part's audio field into its day file (read again now, in case a writer saved it). */
function record(part: PlannedPart, audio: AudioRef): void {
  const file = join(CONTENT_DIR, part.path);
  const source = readFileSync(file, 'utf8');
  const updated = part.node
    ? setNodeAudioField(source, part.node.id, part.node.character, audio)
    : part.example !== undefined
      ? setLectureExampleAudioField(source, part.example, audio)
      : part.dictation
        ? setDictationAudioField(source, part.slug, audio)
        : part.item
          ? setItemAudioField(source, part.slug, audio)
          : setAudioField(source, part.slug, audio);
  if (updated === source) return;
  const temp = join(dirname(file), `.${basename(file)}.audio-tmp`);
  writeFileSync(temp, updated);
  renameSync(temp, file);
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function main(): Promise<number> {
  let status = 0;
  const { raw, yekverse, parts: all, sentences, examples, invalid } = load();
  const parts = speaking
    ? sentences
    : lectures
      ? examples
      : onlyDay !== undefined
        ? all.filter((p) => p.day === onlyDay)
        : onlyExams
          ? all.filter((p) => p.day === undefined && !p.node)
          : onlyYekverse
            ? all.filter((p) => p.node)
            : all;
  if (onlyDay !== undefined && parts.length === 0) {
    const name = `day-${String(onlyDay).padStart(3, '0')}.yaml`;
    const skipped = invalid.find((p) => p.endsWith(name));
    console.error(
      skipped
        ? `${skipped} does not pass the schema yet; run npx tsx content/tools/check.ts --allow-missing`
        : `day ${onlyDay}: no valid day file with a listening part`,
    );
    return 1;
  }
  for (const path of invalid) console.log(`skipped   ${path}: not a valid file yet`);

  const toRender = parts.filter((p) => p.action === 'render');
  const toRecord = parts.filter((p) => p.action === 'record');
  console.log(
    `${parts.length} ${speaking ? 'read-aloud sentence(s)' : lectures ? 'lecture example(s)' : onlyYekverse ? 'Yekverse line(s)' : 'listening part(s), dictation(s) and Yekverse line(s)'}: ${toRender.length} to render, ${toRecord.length} to record, ` +
      `${parts.length - toRender.length - toRecord.length} done`,
  );

  if (dryRun) {
    for (const p of toRender)
      console.log(
        `render    ${p.slug}  ${p.file}  (${p.script.lines.length} lines, ` +
          `${[...voicesOf([p])].join(' + ')})${p.recorded ? `, replaces ${p.recorded.file}` : ''}`,
      );
    for (const p of toRecord) console.log(`record    ${p.slug}  ${p.file}`);
    if (toRender.length > 0) {
      const missing = missingPackages(voicesOf(toRender));
      if (missing.length > 0) console.log(`(rendering would need: ${missing.join(' ')})`);
    }
  } else {
    if (toRender.length > 0) {
      const missing = missingPackages(voicesOf(toRender));
      if (missing.length > 0) {
        const all = [
          ...new Set([...TOOL_PACKAGES, ...Object.values(VOICES).map((v) => v.package)]),
        ];
        console.error(
          `Rendering ${toRender.length} listening script(s) needs Debian packages that are missing: ` +
            `${missing.join(' ')}.\nInstall them once with:\n` +
            `  sudo apt-get update && sudo apt-get install -y ${all.join(' ')}\n` +
            `(Only rendering needs them: the rendered files in content/audio are committed.)`,
        );
        return 1;
      }
    }
    let failed = 0;
    for (const p of toRecord) {
      const seconds = mp3Info(readFileSync(join(AUDIO_DIR, p.file))).seconds;
      try {
        record(p, { file: p.file, durationSeconds: roundSeconds(seconds) });
        console.log(`recorded  ${p.slug}  ${p.file}  ${roundSeconds(seconds)} s`);
      } catch (error) {
        failed++;
        console.error(`FAILED    ${p.slug}: ${(error as Error).message}`);
      }
    }
    // Two parts with the same script share one file: render it once, record it in both.
    const byFile = new Map<string, PlannedPart[]>();
    for (const p of toRender) byFile.set(p.file, [...(byFile.get(p.file) ?? []), p]);
    await pool([...byFile.entries()], jobs, async ([file, same]) => {
      const first = same[0]!;
      const target = join(AUDIO_DIR, file);
      const partial = join(AUDIO_DIR, `.${file}.partial`);
      try {
        const started = Date.now();
        const out = await renderScript(first.script, partial, first.level, {
          sentence: first.item === true || first.example !== undefined,
        });
        renameSync(partial, target);
        const audio = { file, durationSeconds: roundSeconds(out.seconds) };
        for (const p of same) record(p, audio);
        const warn = [
          out.loudness.truePeak > RENDER.maxPeakDb ? 'true peak over the limit' : '',
          paceVerdict(out.wpm, first.level) === 'in' ? '' : `pace off the ${first.level} band`,
        ].filter(Boolean);
        console.log(
          `rendered  ${same.map((p) => p.slug).join(', ')}  ${file}  ${audio.durationSeconds} s  ` +
            `${first.level} ${out.wpm.toFixed(0)} wpm (stretch ${out.stretch}${out.attempts > 1 ? ', 2 passes' : ''})  ` +
            `${out.loudness.integrated.toFixed(1)} LUFS ${out.loudness.truePeak.toFixed(1)} dBTP  ` +
            `${kb(out.bytes)}  ${out.kbps.toFixed(0)} kbps  ${((Date.now() - started) / 1000).toFixed(1)} s` +
            (warn.length > 0 ? `  WARNING: ${warn.join('; ')}` : ''),
        );
      } catch (error) {
        failed++;
        rmSync(partial, { force: true });
        console.error(`FAILED    ${first.slug}  ${file}: ${(error as Error).message}`);
      }
    });
    if (failed > 0)
      console.error(`${failed} part(s) failed; the others are rendered and recorded.`);
    if (failed > 0) status = 1;
  }

  // Orphans from the state on disk now (after this run's changes).
  const after = dryRun ? { raw, yekverse, parts: all, sentences, examples } : load();
  const dayTexts = [
    ...after.raw.days,
    ...(after.raw.exams?.placement ?? []),
    ...(after.raw.exams?.levels ?? []),
    ...(after.raw.meta ?? []).flatMap((c) => c.tasks),
    ...after.yekverse.scenarios,
  ].map((d) => readFileSync(join(CONTENT_DIR, d.path), 'utf8'));
  const unused = orphans(
    audioOnDisk(),
    [...after.parts, ...after.sentences, ...after.examples],
    dayTexts,
  );
  for (const name of unused) {
    if (values.prune && !dryRun) {
      rmSync(join(AUDIO_DIR, name));
      console.log(`removed   ${name} (nothing uses it)`);
    } else {
      console.log(`orphaned  ${name} (nothing uses it; --prune removes it)`);
    }
  }

  let bytes = 0;
  let seconds = 0;
  const files = audioOnDisk();
  for (const name of files) {
    const data = readFileSync(join(AUDIO_DIR, name));
    bytes += statSync(join(AUDIO_DIR, name)).size;
    seconds += mp3Info(data).seconds;
  }
  console.log(
    `content/audio: ${files.length} file(s), ${minutes(seconds)} of audio, ${mb(bytes)} ` +
      `of the ${BUDGET_MB} MB budget (MP3 mono ${RENDER.sampleRate / 1000} kHz, ${RENDER.kbps} kbps average)`,
  );
  if (bytes > BUDGET_MB * 1024 * 1024 * 0.8)
    console.log(`WARNING: content/audio is above 80% of its ${BUDGET_MB} MB budget`);
  return status;
}

/** The recorded files of the content, for --normalize and --measure. */
function recordedParts(): PlannedPart[] {
  const { parts, sentences, examples } = load();
  return [...parts, ...sentences, ...examples];
}

process.exitCode =
  values.normalize || values.measure
    ? values.normalize
      ? await normalizeAudio({
          parts: values.books ? [] : recordedParts(),
          books: values.books ?? false,
          force: values.force ?? false,
          dryRun,
          jobs,
          record,
        })
      : await measureAudio({ parts: recordedParts(), jobs })
    : values.books
      ? await renderBookAudio({ dryRun, prune: values.prune ?? false, book: values.book })
      : await main();
