// The rules of one voice (docs/glossary.md): banned forms of the glossary's terms, American
// spellings, exclamation marks outside a celebration, the *siz* forms the app does not use, and
// texts left untranslated.
import { readFileSync } from 'node:fs';

export interface Text {
  /** Where the text lives, e.g. `web:tasks.part.done` or `server:OTP_INVALID`. */
  id: string;
  tr: string;
  en: string;
  /** Mails and legal texts may say *siz* (docs/glossary.md, "Voice"). */
  formal?: boolean;
}

export interface Glossary {
  tr: string[];
  en: string[];
  sameInBoth: Set<string>;
  /** American form → British form, each matched as a whole word. */
  british: Map<string, string>;
  /** Keys whose English may end in an exclamation mark. */
  celebrations: Set<string>;
}

const cells = (line: string) =>
  line
    .split('|')
    .slice(1, -1)
    .map((c) => c.trim());

/** The banned forms of a table whose header names a "Banned forms" column. */
function bannedOf(table: string[]): string[] {
  const header = cells(table[0]!);
  const column = header.indexOf('Banned forms');
  if (column < 0) throw new Error('glossary table without a "Banned forms" column');
  return table
    .slice(2)
    .flatMap((row) => (cells(row)[column] ?? '').split(','))
    .map((form) => form.trim())
    .filter(Boolean);
}

/** Reads docs/glossary.md: its Turkish and English tables and the keys alike on purpose. */
export function parseGlossary(markdown: string): Glossary {
  const tables: string[][] = [];
  let current: string[] | null = null;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('|')) (current ??= []).push(line);
    else if (current) {
      tables.push(current);
      current = null;
    }
  }
  if (current) tables.push(current);
  if (tables.length < 2) throw new Error('the glossary needs a Turkish and an English table');
  return {
    tr: bannedOf(tables[0]!),
    en: bannedOf(tables[1]!),
    sameInBoth: new Set(listed(markdown, 'same-in-both').map(codeOf).filter(Boolean)),
    british: new Map(
      listed(markdown, 'british-spelling').flatMap((line) => {
        const [american, british] = line.split('→').map((w) => w.trim().toLowerCase());
        if (!american || !british)
          throw new Error(`glossary: no "American → British" in "${line}"`);
        return [[american, british] as const];
      }),
    ),
    celebrations: new Set(listed(markdown, 'celebrations').map(codeOf).filter(Boolean)),
  };
}

/** The items of a `<!-- name: begin -->` … `<!-- name: end -->` list, without their dashes. */
function listed(markdown: string, name: string): string[] {
  const block = new RegExp(`<!-- ${name}: begin -->([\\s\\S]*?)<!-- ${name}: end -->`).exec(
    markdown,
  );
  return (block?.[1] ?? '')
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(Boolean);
}

const codeOf = (item: string) => /`([^`]+)`/.exec(item)?.[1] ?? '';

export function readGlossary(file: URL): Glossary {
  return parseGlossary(readFileSync(file, 'utf8'));
}

const LETTER = '\\p{L}';
const lowerTr = (s: string) => s.toLocaleLowerCase('tr-TR');
const lowerEn = (s: string) => s.toLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Placeholders and markup are not words of the text. */
const words = (s: string) => s.replace(/{{?\s*\w+\s*}}?/g, ' ').replace(/<[^>]+>/g, ' ');

/** The banned forms found in a text: each form at the start of a word, any suffix after it. */
export function bannedForms(text: string, banned: string[], language: 'tr' | 'en'): string[] {
  const lower = language === 'tr' ? lowerTr : lowerEn;
  const haystack = lower(words(text));
  return banned.filter((form) =>
    new RegExp(`(?<!${LETTER})${escape(lower(form))}`, 'u').test(haystack),
  );
}

/** The American spellings in an English text, each a whole word (*color*, not *Colorado*). */
export function americanSpellings(text: string, british: Map<string, string>): string[] {
  const haystack = lowerEn(words(text));
  return [...british.keys()].filter((american) =>
    new RegExp(`(?<!${LETTER})${escape(american)}(?!${LETTER})`, 'u').test(haystack),
  );
}

/**
 * *siz* in Turkish: the pronoun, the second person plural endings (-InIz: hesabınız, girdiniz,
 * yapabilirsiniz, edersiniz) and the polite imperatives (-(y)In: deneyin, girin, seçin). Words that
 * only look like them are listed.
 */
// Not after an apostrophe: the suffix -siz ("without") of a quoted word, as in if'siz.
const SIZ_PRONOUN = /(?<![\p{L}'’])siz(in|e|i|de|den|inle|ler)?(?!\p{L})/u;
const SIZ_ENDING = /\p{L}*[aeıioöuü]n[ıiuü]z\p{L}*/gu;
const SIZ_IMPERATIVE =
  /(?<!\p{L})(?:\p{L}*y[ıiuü]n|edin|geçin|girin|seçin|yapın|gönderin|değiştirin|etkinleştirin|kaldırın|kullanın|silin|dönün|bekleyin)(?!\p{L})/gu;
/**
 * Words that only look like siz forms, by their start: henüz, önizleme, deniz, yalnızca, yayın,
 * and the genitives of nouns ending in a vowel (şeyin, neyin, olayın, suyun, çayın), oyun, geniz,
 * eminiz ("we are sure"), and English or borrowed words (organize, mekanizma).
 */
const NOT_SIZ = [
  'henüz',
  'öniz',
  'deniz',
  'karadeniz',
  'akdeniz',
  'ölüdeniz',
  'yalnız',
  'ayın',
  'yayın',
  'kolayın',
  'koyun',
  'boyun',
  'şeyin',
  'neyin',
  'olayın',
  'sarayın',
  'suyun',
  'çayın',
  'yüzeyin',
  'konseyin',
  'oyun',
  'yün',
  'geniz',
  'eminiz',
  'organiz',
  'disorganiz',
  'mekaniz',
];
const looksLikeSiz = (word: string) => !NOT_SIZ.some((stem) => word.startsWith(stem));

export function sizForms(text: string): string[] {
  const t = lowerTr(words(text));
  const found: string[] = [];
  const pronoun = SIZ_PRONOUN.exec(t);
  if (pronoun) found.push(pronoun[0]);
  for (const m of t.matchAll(SIZ_ENDING)) if (looksLikeSiz(m[0])) found.push(m[0]);
  for (const m of t.matchAll(SIZ_IMPERATIVE)) if (looksLikeSiz(m[0])) found.push(m[0]);
  return found;
}

export interface Finding {
  id: string;
  problem: string;
}

/** Every fault of one set of texts. */
export function check(texts: Text[], glossary: Glossary): Finding[] {
  const findings: Finding[] = [];
  for (const text of texts) {
    for (const form of bannedForms(text.tr, glossary.tr, 'tr'))
      findings.push({ id: text.id, problem: `Turkish uses the banned form "${form}"` });
    for (const form of bannedForms(text.en, glossary.en, 'en'))
      findings.push({ id: text.id, problem: `English uses the banned form "${form}"` });
    for (const american of americanSpellings(text.en, glossary.british))
      findings.push({
        id: text.id,
        problem: `English spells "${american}" the American way: "${glossary.british.get(american)}"`,
      });
    if (text.en.includes('!') && !glossary.celebrations.has(text.id))
      findings.push({
        id: text.id,
        problem: 'English has an exclamation mark outside a celebration',
      });
    if (!text.formal)
      for (const form of sizForms(text.tr))
        findings.push({ id: text.id, problem: `Turkish says siz: "${form}"` });
    if (
      text.tr.trim() === text.en.trim() &&
      /\p{L}{2}/u.test(words(text.tr)) &&
      !glossary.sameInBoth.has(text.id)
    )
      findings.push({ id: text.id, problem: 'the same text in Turkish and English' });
  }
  return findings;
}

/** Keys present in one language and not the other. */
export function missingKeys(
  source: string,
  tr: Record<string, unknown>,
  en: Record<string, unknown>,
): Finding[] {
  const findings: Finding[] = [];
  for (const key of Object.keys(tr))
    if (!(key in en)) findings.push({ id: `${source}:${key}`, problem: 'no English text' });
  for (const key of Object.keys(en))
    if (!(key in tr)) findings.push({ id: `${source}:${key}`, problem: 'no Turkish text' });
  return findings;
}
