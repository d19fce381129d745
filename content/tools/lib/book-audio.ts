/**
 * The audio command's `--books` run: every chapter of a valid audio book whose files (named from a
 * hash of voice, pace, title and text) are not in content/books/audio is rendered with its word
 * timings, and the chapter's `audio: { file, durationSeconds, timings }` is written into its
 * book.yaml. Files no chapter names any more are reported, or removed with --prune.
 */
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { type BookChapterAudio, BookSchema, VOICES } from '@yek/contracts/content';
import { isMap, isNode, isScalar, parseDocument } from 'yaml';
import { roundSeconds } from './audio-field';
import { bookAudioBase } from './books';
import { renderChapter } from './book-speech';
import { type ValidBook, validateBooks } from './check-books';
import { Findings } from './findings';
import { readBooks } from './load';
import { mp3Info } from './mp3';
import { BOOK_AUDIO_DIR, CONTENT_DIR } from './paths';
import { TOOL_PACKAGES, missingPackages } from './synth';

/** What content/books/audio may hold in all. */
export const BOOK_AUDIO_BUDGET_MB = 60;

export interface BookAudioOptions {
  dryRun: boolean;
  prune: boolean;
  /** Only this book. */
  book?: string | undefined;
}

interface PlannedChapter {
  path: string;
  slug: string;
  index: number;
  base: string;
  book: ValidBook['book'];
  action: 'render' | 'record' | 'done';
}

const isBookAudioFile = (name: string): boolean => /^[0-9a-f]{16}\.(mp3|json)$/.test(name);

function plan(books: ValidBook[], onDisk: ReadonlySet<string>): PlannedChapter[] {
  const out: PlannedChapter[] = [];
  for (const { path, book } of books) {
    if (book.publishType !== 'Audio') continue;
    book.chapters.forEach((chapter, index) => {
      const base = bookAudioBase(book, chapter);
      const present = onDisk.has(`${base}.mp3`) && onDisk.has(`${base}.json`);
      const action = !present
        ? 'render'
        : chapter.audio?.file === `${base}.mp3`
          ? 'done'
          : 'record';
      out.push({ path, slug: book.slug, index, base, book, action });
    });
  }
  return out;
}

/**
 * book.yaml with chapter `index`'s audio set, spliced into the text as a block map after the
 * chapter's last field (or in place of an older audio), so the rest of the file keeps its layout.
 */
export function setChapterAudio(source: string, index: number, audio: BookChapterAudio): string {
  const doc = parseDocument(source, { uniqueKeys: true });
  if (doc.errors.length > 0) throw new Error(doc.errors.map((e) => e.message).join('; '));
  const before = BookSchema.parse(doc.toJS());
  const chapter = doc.getIn(['chapters', index], true);
  if (!isMap(chapter) || !chapter.range) throw new Error(`no chapter ${index + 1}`);
  const firstKey = chapter.items[0]?.key;
  if (!isScalar(firstKey) || !firstKey.range) throw new Error(`chapter ${index + 1} is empty`);
  const column = firstKey.range[0] - source.lastIndexOf('\n', firstKey.range[0] - 1) - 1;
  const pad = ' '.repeat(column);
  const block = [
    'audio:',
    `  file: ${audio.file}`,
    `  durationSeconds: ${audio.durationSeconds}`,
    `  timings: ${audio.timings}`,
  ]
    .map((line, i) => (i === 0 ? line : `${pad}${line}`))
    .join('\n');
  const old = chapter.items.find((p) => isScalar(p.key) && p.key.value === 'audio');
  let text: string;
  if (old && isScalar(old.key) && old.key.range && isNode(old.value) && old.value.range) {
    const end = contentEnd(source, old.value.range[1]);
    text = source.slice(0, old.key.range[0]) + block + source.slice(end);
  } else {
    const end = contentEnd(source, chapter.range[1]);
    text = `${source.slice(0, end)}\n${pad}${block}${source.slice(end)}`;
  }
  const after = BookSchema.parse(parseDocument(text).toJS());
  const expected = structuredClone(before);
  const target = expected.chapters[index];
  if (!target) throw new Error(`no chapter ${index + 1}`);
  target.audio = audio;
  if (!isDeepStrictEqual(after, expected)) throw new Error('the book would not read back the same');
  return text;
}

/** End of a node's own text, trailing whitespace and newlines left out. */
function contentEnd(source: string, end: number): number {
  let at = end;
  while (at > 0 && /\s/.test(source[at - 1]!)) at--;
  return at;
}

function record(item: PlannedChapter, audio: BookChapterAudio): void {
  const file = join(CONTENT_DIR, item.path);
  const source = readFileSync(file, 'utf8');
  const updated = setChapterAudio(source, item.index, audio);
  if (updated === source) return;
  const temp = join(dirname(file), `.${basename(file)}.audio-tmp`);
  writeFileSync(temp, updated);
  renameSync(temp, file);
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export async function renderBookAudio(options: BookAudioOptions): Promise<number> {
  mkdirSync(BOOK_AUDIO_DIR, { recursive: true });
  const onDisk = () => new Set(readdirSync(BOOK_AUDIO_DIR).filter(isBookAudioFile));
  const { books } = validateBooks(readBooks(), new Findings());
  const all = plan(books, onDisk());
  const chosen = options.book ? all.filter((c) => c.slug === options.book) : all;
  if (options.book && chosen.length === 0) {
    console.error(`${options.book}: no valid audio book of that slug`);
    return 1;
  }
  const toRender = chosen.filter((c) => c.action === 'render');
  const toRecord = chosen.filter((c) => c.action === 'record');
  console.log(
    `${chosen.length} audio book chapter(s): ${toRender.length} to render, ${toRecord.length} to record, ` +
      `${chosen.length - toRender.length - toRecord.length} done`,
  );
  if (options.dryRun) {
    for (const c of toRender) console.log(`render    ${c.slug} chapter ${c.index + 1}  ${c.base}`);
    for (const c of toRecord) console.log(`record    ${c.slug} chapter ${c.index + 1}  ${c.base}`);
  } else {
    if (toRender.length > 0) {
      const missing = missingPackages(new Set(toRender.map((c) => c.book.voice ?? 'slt')));
      if (missing.length > 0) {
        const packages = [
          ...new Set([...TOOL_PACKAGES, ...Object.values(VOICES).map((v) => v.package)]),
        ];
        console.error(
          `Rendering needs Debian packages that are missing: ${missing.join(' ')}.\n` +
            `Install them once with:\n  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`,
        );
        return 1;
      }
    }
    let failed = 0;
    for (const c of toRecord) {
      const timings = JSON.parse(
        readFileSync(join(BOOK_AUDIO_DIR, `${c.base}.json`), 'utf8'),
      ) as unknown[];
      const seconds = mp3Info(readFileSync(join(BOOK_AUDIO_DIR, `${c.base}.mp3`))).seconds;
      record(c, {
        file: `${c.base}.mp3`,
        durationSeconds: roundSeconds(seconds),
        timings: `${c.base}.json`,
      });
      console.log(`recorded  ${c.slug} chapter ${c.index + 1}  ${timings.length} words`);
    }
    // One chapter at a time: festival is heavy and the machine is shared.
    for (const c of toRender) {
      const voice = c.book.voice ?? 'slt';
      const chapter = c.book.chapters[c.index]!;
      const partial = join(BOOK_AUDIO_DIR, `.${c.base}.mp3.partial`);
      try {
        const out = await renderChapter({ level: c.book.level, voice }, chapter, partial);
        writeFileSync(join(BOOK_AUDIO_DIR, `${c.base}.json`), `${JSON.stringify(out.timings)}\n`);
        renameSync(partial, join(BOOK_AUDIO_DIR, `${c.base}.mp3`));
        const audio = {
          file: `${c.base}.mp3`,
          durationSeconds: roundSeconds(out.seconds),
          timings: `${c.base}.json`,
        };
        record(c, audio);
        console.log(
          `rendered  ${c.slug} chapter ${c.index + 1}  ${voice}  ${audio.durationSeconds} s  ` +
            `${Math.round(out.bytes / 1024)} KB  ${out.kbps.toFixed(0)} kbps  ${out.timings.length} words`,
        );
      } catch (error) {
        failed++;
        rmSync(partial, { force: true });
        console.error(
          `FAILED    ${c.slug} chapter ${c.index + 1}: ${(error as Error).message.slice(0, 400)}`,
        );
      }
    }
    if (failed > 0) console.error(`${failed} chapter(s) failed; the others are rendered.`);
    if (failed > 0) return finish(options, onDisk, 1);
  }
  return finish(options, onDisk, 0);
}

function finish(options: BookAudioOptions, onDisk: () => Set<string>, status: number): number {
  const { books } = validateBooks(readBooks(), new Findings());
  const used = new Set(
    books.flatMap((b) =>
      b.book.chapters.flatMap((c) => (c.audio ? [c.audio.file, c.audio.timings] : [])),
    ),
  );
  let bytes = 0;
  for (const name of onDisk()) {
    if (!used.has(name)) {
      if (options.prune && !options.dryRun) {
        rmSync(join(BOOK_AUDIO_DIR, name));
        console.log(`removed   ${name} (no chapter uses it)`);
        continue;
      }
      console.log(`orphaned  ${name} (no chapter uses it; --prune removes it)`);
    }
    bytes += statSync(join(BOOK_AUDIO_DIR, name)).size;
  }
  console.log(`content/books/audio: ${mb(bytes)} of the ${BOOK_AUDIO_BUDGET_MB} MB budget`);
  if (bytes > BOOK_AUDIO_BUDGET_MB * 1024 * 1024) {
    console.error('content/books/audio is over its budget');
    return 1;
  }
  return status;
}
