/**
 * Turning a general dictionary's glosses into a learner's: offensive, vulgar and adult senses never
 * shown (BLOCKED), slang, archaic, rare and specialist senses dropped, phrase entries glued onto a
 * gloss ("orgazma varmak.come about olmak") cut off, at most three short senses, common ones first.
 */

/**
 * Markers of a sense a learner must never be shown, in Turkish and English. Matched on the lower-cased
 * gloss; a sense that matches is dropped, and the content check fails on any gloss that does.
 */
export const BLOCKED_MARKERS: readonly string[] = [
  // Turkish: sexual acts and organs, insults, prostitution, slurs.
  'orgazm',
  'cinsel ilişki',
  'cinsi münasebet',
  'cinsi temas',
  'cinsi ilişki',
  '<seks>',
  'seks yap',
  'seks kuvvet',
  'cinsel arzu',
  'sevişmek',
  'mastürbasyon',
  'ereksiyon',
  '<fahişe',
  '<orospu',
  'kerhane',
  'genelev',
  'pezevenk',
  '<ibne',
  '<sikmek',
  '<sikiş',
  '<sikik',
  '<siktir',
  '<göt>',
  '<götü>',
  '<götlü',
  '<götveren',
  '<bok>',
  'kahpe',
  '<piç>',
  '<kaltak',
  '<yosma',
  '<penis>',
  '<vajina',
  '<taşak',
  '<dübür',
  '<kıç>',
  '<zina>',
  '<kancık',
  '<zenci',
  '<gavur',
  // Markers of a vulgar or obscene sense.
  '(kaba)',
  'müstehcen',
  // English words that reach a gloss through glued phrases.
  '<fuck',
  '<shit>',
  '<sex>',
  '<sexual',
  '<sexy>',
  '<orgasm',
  '<whore',
  '<bitch',
  '<slut',
  '<cunt',
  '<dick>',
  '<vagina',
  '<nigg',
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The markers as patterns: `<` and `>` are word edges (any letter, Turkish ones included). */
export const BLOCKED: readonly RegExp[] = BLOCKED_MARKERS.map(
  (m) =>
    new RegExp(
      (m.startsWith('<') ? '(?<!\\p{L})' : '') +
        escape(m.replace(/^<|>$/g, '')) +
        (m.endsWith('>') ? '(?!\\p{L})' : ''),
      'u',
    ),
);

/** Whether a gloss shows a blocked sense. */
export function isBlocked(gloss: string): boolean {
  const lower = gloss.toLocaleLowerCase('tr');
  return BLOCKED.some((re) => re.test(lower));
}

/** Labels of senses a learner does not need: slang, colloquial, archaic, rare, poetic. */
const DROPPED_LABELS =
  /\((argo|slang|k\. ?dili\.?|kaba|eski|nad\.?|nadir|şiir|şair\.?|edeb\.?|leh\.?|lehçe|alay|hkr\.?|mec\.?|mecaz|kıs\.?|bak\.?)\)/i;

/** Labels of a specialist field: kept only when nothing else is left. */
const FIELD_LABEL =
  /\((den|bot|zool|huk|tıb|mat|müz|ask|matb|elek|briç|fiz|kim|biyol|anat|mim|jeol|coğr|gram|dilb|tic|ekon|mak|mad|oto|sin|fot|tiy|spor|astr|felsefe|man|psik|ing|lat|fr|a\.b\.d|isk|kon|zan|zoo|ens|hav|demiry|inş|mit|tar|din|teol|rad|tel|bilg|coğ|jeo)[^()]*\)/i;

/** One FreeDict sense cut to what a learner reads: no labels, notes, examples or glued phrases. */
export function cleanSense(sense: string): string {
  let s = sense.replace(/\s+/g, ' ');
  // Remove bracketed labels and notes, innermost first.
  for (let i = 0; i < 3; i++) s = s.replace(/\([^()]*\)/g, ' ');
  s = s.replace(/[()]/g, ' ');
  // A glued phrase entry or an example starts at the first full stop or colon.
  s = s.split(/[.:!?]/)[0]!;
  // At most three synonyms.
  const parts = s
    .split(',')
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p && !/^[-–]/.test(p) && !/[A-Za-z]{2,}\s[A-Za-z]{2,}\s[A-Za-z]{2,}/.test(p));
  return parts
    .slice(0, 3)
    .join(', ')
    .replace(/^[\s.,;]+|[\s.,;]+$/g, '');
}

/**
 * A learner's senses of a word from the senses of its entries (an entry per part of speech, in the
 * source's order): each entry's first sense before the others, blocked and dropped senses left out,
 * specialist ones last, duplicates removed, at most `max`.
 */
export function learnerSenses(
  entries: readonly (readonly string[])[],
  max = 3,
  headword = '',
): string[] {
  const ordered: string[] = [];
  const firsts = entries.map((e) => e[0]).filter((s): s is string => !!s);
  const rests = entries.flatMap((e) => e.slice(1));
  const general: string[] = [];
  const field: string[] = [];
  for (const raw of [...firsts, ...rests]) {
    if (isBlocked(raw) || DROPPED_LABELS.test(raw)) continue;
    // The first sentence of a sense decides; a glued phrase entry after it is cut off anyway.
    const head = raw.split(/\.(?=\s*[A-Za-z])/)[0]!;
    let sense = cleanSense(raw);
    // A sense that opens with an English form of the headword (theses sav) loses it.
    const first = /^([A-Za-z]+)\s+(.+)$/.exec(sense);
    if (first && headword && first[1]!.toLowerCase().slice(0, 3) === headword.slice(0, 3))
      sense = first[2]!;
    if (sense.length < 2 || !/\p{L}{2}/u.test(sense) || sense.length > 60 || isBlocked(sense))
      continue;
    (FIELD_LABEL.test(head) ? field : general).push(sense);
  }
  for (const s of [...general, ...field]) {
    const key = s.toLocaleLowerCase('tr');
    if (!ordered.some((o) => o.toLocaleLowerCase('tr') === key)) ordered.push(s);
    if (ordered.length >= max) break;
  }
  return ordered;
}
