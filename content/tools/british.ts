/**
 * Rewrites the curriculum's English to British spelling (docs/decisions/0039-british-english-in-the-curriculum.md)
 * in place: syllabus.yaml, days/, meta/, exams/ and books/. Only the words of English fields change
 * (and English quoted in Turkish fields, except words Turkish writes the same way), formatting
 * stays as written, and a second run changes nothing.
 *
 *   npx tsx content/tools/british.ts [--dry-run] [--verbose]
 *
 * --dry-run  list what would change, with counts by level, and write nothing
 * --verbose  every change, and every American word flagged for a writer
 *
 * Changed listening scripts, read-aloud sentences and audio-book chapters need their audio
 * rendered again (npm run content:audio, with --speaking and --books); the counts say how many.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type FileChange, rewriteBritish } from './lib/british-yaml';
import { checkBritish, contentFiles, countByLevel, levelOfFile } from './lib/check-british';
import { readBooks, readContent, readYekverse } from './lib/load';
import { CONTENT_DIR } from './lib/paths';

const { values } = parseArgs({
  options: {
    'dry-run': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
  },
});
const dryRun = values['dry-run'] ?? false;
const verbose = values.verbose ?? false;

const files = contentFiles({ ...readContent(), yekverse: readYekverse() }, readBooks());
const byLevel = new Map<string, { english: number; turkish: number; files: number }>();
const byWord = new Map<string, number>();
const scripts = new Set<string>();
const readAloud = new Set<string>();
const chapters = new Set<string>();
const examples = new Set<string>();
const slugs: string[] = [];
const manual: string[] = [];
let written = 0;

/** The listening part, item or chapter a change belongs to, when audio is rendered from its text. */
function audioOwner(
  data: unknown,
  file: string,
  change: FileChange,
): { set: Set<string>; key: string } | null {
  if (change.turkish) return null;
  const script = /^(.*\.script)\.lines\[\d+\]\.text$/.exec(change.path);
  if (script) return { set: scripts, key: `${file} ${script[1]}` };
  const item = /^(.*(?:questions|readAloud)\[\d+\])\.prompt$/.exec(change.path);
  if (item && hasAudio(data, change.keys.slice(0, -1)))
    return { set: readAloud, key: `${file} ${item[1]}` };
  const example = /^(.*examples\[\d+\])\.en$/.exec(change.path);
  if (example && hasAudio(data, change.keys.slice(0, -1)))
    return { set: examples, key: `${file} ${example[1]}` };
  const chapter = /^(chapters\[\d+\])\.(text|title)$/.exec(change.path);
  if (chapter && hasAudio(data, change.keys.slice(0, -1)))
    return { set: chapters, key: `${file} ${chapter[1]}` };
  return null;
}

function hasAudio(data: unknown, keys: (string | number)[]): boolean {
  let at = data as Record<string | number, unknown> | undefined;
  for (const k of keys) at = at?.[k] as Record<string | number, unknown> | undefined;
  return Boolean(at && typeof at === 'object' && 'audio' in at);
}

for (const file of files) {
  if (!file.data) continue;
  const full = join(CONTENT_DIR, file.path);
  const source = readFileSync(full, 'utf8');
  const result = rewriteBritish(source);
  manual.push(...result.manual.map((p) => `${file.path} ${p}`));
  if (result.changes.length === 0) continue;
  const area = file.path.split('/')[0]!.replace(/\.yaml$/, '');
  const level = levelOfFile(file) === area ? area : `${area} ${levelOfFile(file)}`;
  const counts = byLevel.get(level) ?? { english: 0, turkish: 0, files: 0 };
  counts.files++;
  for (const change of result.changes) {
    if (change.turkish) counts.turkish++;
    else counts.english++;
    const pair = `${change.from.toLowerCase()} → ${change.to.toLowerCase()}`;
    byWord.set(pair, (byWord.get(pair) ?? 0) + 1);
    const owner = audioOwner(file.data, file.path, change);
    if (owner) owner.set.add(owner.key);
    if (verbose) console.log(`${file.path} ${change.path}: ${change.from} → ${change.to}`);
  }
  byLevel.set(level, counts);
  slugs.push(...result.slugs.map((s) => `${file.path}: ${s.from} → ${s.to}`));
  if (!dryRun) {
    writeFileSync(full, result.text);
    written++;
  }
}

const total = [...byLevel.values()].reduce((n, c) => n + c.english + c.turkish, 0);
console.log(
  `${dryRun ? 'Would change' : 'Changed'} ${total} word(s) in ${[...byLevel.values()].reduce((n, c) => n + c.files, 0)} file(s)`,
);
for (const [level, c] of [...byLevel].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `  ${level.padEnd(16)} ${String(c.english).padStart(5)} in English fields, ${String(c.turkish).padStart(4)} quoted in Turkish fields, ${c.files} file(s)`,
  );
console.log('Most changed words:');
for (const [pair, n] of [...byWord].sort((a, b) => b[1] - a[1]).slice(0, verbose ? undefined : 25))
  console.log(`  ${String(n).padStart(4)}  ${pair}`);
console.log(`Taught words renamed with their headword: ${slugs.length}`);
for (const s of slugs) console.log(`  ${s}`);
console.log(
  `Audio to render again: ${scripts.size} listening script(s), ${readAloud.size} read-aloud item(s), ${examples.size} lecture example(s), ${chapters.size} audio-book chapter(s)`,
);
if (verbose)
  for (const s of [...scripts, ...readAloud, ...examples, ...chapters]) console.log(`  ${s}`);
if (manual.length) {
  console.log(`Fields to edit by hand (the source did not match word for word): ${manual.length}`);
  for (const m of manual) console.log(`  ${m}`);
}
const flagged = checkBritish(
  contentFiles({ ...readContent(), yekverse: readYekverse() }, readBooks()),
).vocabulary;
console.log(
  `American words to review by hand: ${flagged.length}${flagged.length ? ` (${countByLevel(flagged)})` : ''}${verbose ? '' : ' (--verbose lists them)'}`,
);
if (verbose)
  for (const f of flagged)
    console.log(`  ${f.file} ${f.path}: "${f.found}" (British: ${f.british})`);
if (!dryRun)
  console.log(
    `${written} file(s) written; run npx prettier --write on them (answer lists may wrap)`,
  );
