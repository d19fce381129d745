/**
 * Builds content/dictionary/freedict-en-tr.json, the fallback for words tapped in a passage that
 * the programme does not teach: FreeDict English–Turkish entries (GPL-2+, see LICENSES.md) for the
 * headwords of the CEFR-J and Octanove lists, first three senses, usage notes and examples removed.
 *
 *   npx tsx content/tools/dictionary.ts <path to freedict-eng-tur.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvRecords } from './lib/csv';
import { CONTENT_DIR, WORDLISTS_DIR } from './lib/paths';

const source = process.argv[2];
if (!source) {
  console.error('usage: npx tsx content/tools/dictionary.ts <freedict-eng-tur.json>');
  process.exit(1);
}

const listed = new Set<string>();
for (const file of ['cefrj-vocabulary-profile-1.5.csv', 'octanove-vocabulary-profile-c1c2-1.0.csv'])
  for (const row of parseCsvRecords(readFileSync(join(WORDLISTS_DIR, file), 'utf8')))
    for (const v of (row.headword ?? '').split('/'))
      if (v.trim()) listed.add(v.trim().toLowerCase());

const clean = (s: string) =>
  s
    .replace(/\([^()]*\)/g, '')
    .split('. ')[0]!
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;]+|[\s.,;]+$/g, '');

const entries = JSON.parse(readFileSync(source, 'utf8')) as {
  en: string;
  ipa?: string;
  tr: string[];
}[];
const out: Record<string, { ipa: string | null; tr: string }> = {};
for (const e of entries) {
  const word = e.en.trim().toLowerCase();
  if (!listed.has(word) || out[word]) continue;
  const senses = e.tr.map(clean).filter((s) => s && s.length < 80);
  if (senses.length === 0) continue;
  let meaning = senses.slice(0, 3).join('; ');
  if (meaning.length > 140) meaning = meaning.slice(0, 140).replace(/;[^;]*$/, '');
  out[word] = { ipa: e.ipa || null, tr: meaning };
}
const target = join(CONTENT_DIR, 'dictionary', 'freedict-en-tr.json');
writeFileSync(target, `${JSON.stringify(out, null, 0)}\n`);
console.log(`${Object.keys(out).length} entries written to ${target}`);
