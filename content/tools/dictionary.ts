/**
 * Builds content/dictionary/freedict-en-tr.json, the dictionary behind the word popover for words
 * the programme does not teach: for every headword of the CEFR-J and Octanove lists (and every
 * curated word, and every other word of the days' passages and scripts that FreeDict has), its pronunciation in broad IPA from the CMU pronouncing dictionary and at most
 * three Turkish senses: the curated meaning of content/dictionary/glosses-*.yaml when there is one,
 * else FreeDict's English–Turkish glosses (GPL-2+, see LICENSES.md) cleaned for learners
 * (tools/lib/dictionary-senses.ts). The CMU data is read here only; the server reads the JSON.
 *
 *   npx tsx content/tools/dictionary.ts <path to freedict-eng-tur.json>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dictionary as cmu } from 'cmu-pronouncing-dictionary';
import { type BuiltEntry, BUILT_DICTIONARY, readGlosses } from './lib/check-dictionary';
import { validate } from './lib/check-structure';
import { CONTRACTIONS } from './lib/contractions';
import { parseCsvRecords } from './lib/csv';
import { isBlocked, learnerSenses } from './lib/dictionary-senses';
import { Findings } from './lib/findings';
import { ipaOf } from './lib/ipa';
import { readContent } from './lib/load';
import { WORDLISTS_DIR } from './lib/paths';

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

const glosses = readGlosses();
// Words of the days' passages and scripts the lists do not have (pier, tenant): FreeDict's senses
// for them too, so that a tap on them finds something.
const { days } = validate(readContent(), new Findings());
const passage = new Set<string>();
for (const { day } of days)
  for (const part of day.parts) {
    const text =
      part.kind === 'reading'
        ? part.passage.text
        : part.kind === 'listening'
          ? part.script.lines.map((l) => l.text).join('\n')
          : '';
    for (const m of text.normalize('NFC').matchAll(/\p{L}+(?:['’]\p{L}+)*/gu))
      passage.add(m[0].toLowerCase());
  }
const freedict = JSON.parse(readFileSync(source, 'utf8')) as {
  en: string;
  ipa?: string;
  tr: string[];
}[];
const entriesOf = new Map<string, string[][]>();
for (const e of freedict) {
  const word = e.en.trim().toLowerCase();
  if (!listed.has(word) && !glosses.has(word) && !passage.has(word)) continue;
  entriesOf.set(word, [...(entriesOf.get(word) ?? []), e.tr]);
}

const out: Record<string, BuiltEntry> = {};
let fromFreedict = 0;
let noIpa = 0;
for (const word of [...new Set([...listed, ...glosses.keys(), ...entriesOf.keys()])].sort()) {
  const curated = glosses.get(word);
  const senses = curated ?? learnerSenses(entriesOf.get(word) ?? [], 3, word);
  if (senses.length === 0) continue;
  const tr = senses.join('; ');
  if (isBlocked(tr)) throw new Error(`blocked sense for ${word}: ${tr}`);
  const ipa = ipaOf(word, cmu);
  if (!ipa) noIpa++;
  if (!curated) fromFreedict++;
  out[word] = { ipa, tr, ...(curated ? { curated: true as const } : {}) };
}
// Contractions (I'm, don't): the full form, then what it means.
for (const c of CONTRACTIONS) {
  const key = c.form.toLowerCase();
  const tr = `${c.full}; ${c.tr}`;
  if (isBlocked(tr)) throw new Error(`blocked sense for ${c.form}: ${tr}`);
  out[key] = { ipa: ipaOf(key, cmu), tr, form: c.form };
}
writeFileSync(BUILT_DICTIONARY, `${JSON.stringify(out, null, 0)}\n`);
console.log(
  `${Object.keys(out).length} entries written to ${BUILT_DICTIONARY}: ${glosses.size} curated, ${fromFreedict} from FreeDict; ${noIpa} without IPA`,
);
