/**
 * ARPAbet (the CMU pronouncing dictionary's notation) → broad General American IPA in the style of
 * the programme's vocabulary: long vowels marked (iː, uː, ɑː, ɔː, ɝː), schwa for unstressed AH,
 * ɚ for unstressed ER, plain r, and stress marks (ˈ primary, ˌ secondary) before the stressed
 * syllable of words of two or more syllables. Build-time only (content/tools/dictionary.ts).
 */

const VOWELS: Record<string, (stress: number) => string> = {
  AA: () => 'ɑː',
  AE: () => 'æ',
  AH: (s) => (s === 0 ? 'ə' : 'ʌ'),
  AO: () => 'ɔː',
  AW: () => 'aʊ',
  AY: () => 'aɪ',
  EH: () => 'ɛ',
  ER: (s) => (s === 0 ? 'ɚ' : 'ɝː'),
  EY: () => 'eɪ',
  IH: () => 'ɪ',
  IY: (s) => (s === 0 ? 'i' : 'iː'),
  OW: () => 'oʊ',
  OY: () => 'ɔɪ',
  UH: () => 'ʊ',
  UW: (s) => (s === 0 ? 'u' : 'uː'),
};

const CONSONANTS: Record<string, string> = {
  B: 'b',
  CH: 'tʃ',
  D: 'd',
  DH: 'ð',
  F: 'f',
  G: 'ɡ',
  HH: 'h',
  JH: 'dʒ',
  K: 'k',
  L: 'l',
  M: 'm',
  N: 'n',
  NG: 'ŋ',
  P: 'p',
  R: 'r',
  S: 's',
  SH: 'ʃ',
  T: 't',
  TH: 'θ',
  V: 'v',
  W: 'w',
  Y: 'j',
  Z: 'z',
  ZH: 'ʒ',
};

/** Consonant clusters English allows at the start of a syllable (besides single consonants). */
const ONSETS = new Set(
  `P R|B R|T R|D R|K R|G R|F R|TH R|SH R|P L|B L|K L|G L|F L|S L|S P|S T|S K|S M|S N|S W|T W|D W|K W|G W|TH W|S F|S P R|S T R|S K R|S P L|S K W|P Y|B Y|F Y|V Y|M Y|K Y|G Y|HH Y|S K Y|S P Y|N Y|L Y|D Y|T Y`.split(
    '|',
  ),
);

const isOnset = (cluster: string[]): boolean =>
  cluster.length === 0 ||
  (cluster.length === 1 ? cluster[0] !== 'NG' : ONSETS.has(cluster.join(' ')));

/** One word's ARPAbet (`W EH1 L K AH0 M`) as IPA (`ˈwɛlkəm`). Throws on an unknown symbol. */
export function arpabetToIpa(arpabet: string): string {
  // The dictionary notes some entries after a # (`AA1 L T OW2 # name, finnish`).
  const raw = arpabet.replace(/#.*/, '').trim().split(/\s+/).filter(Boolean);
  // Unstressed ER before a vowel is a schwa and an r that starts the next syllable:
  // arrive ER0 AY1 V → əˈraɪv, history … T ER0 IY0 → ˈhɪstəri.
  const phones = raw.flatMap((p, i) =>
    p === 'ER0' && /^[A-Z]+[012]$/.test(raw[i + 1] ?? '') ? ['AH0', 'R'] : [p],
  );
  const parsed = phones.map((p) => {
    const m = /^([A-Z]+)([012])?$/.exec(p);
    if (!m) throw new Error(`unknown ARPAbet symbol ${p}`);
    const [, base, stress] = m as unknown as [string, string, string | undefined];
    if (VOWELS[base])
      return { vowel: true, base, stress: stress === undefined ? 0 : Number(stress) };
    if (CONSONANTS[base] === undefined) throw new Error(`unknown ARPAbet symbol ${p}`);
    return { vowel: false, base, stress: -1 };
  });
  const vowelAt = parsed.flatMap((p, i) => (p.vowel ? [i] : []));
  const marks = new Map<number, string>();
  if (vowelAt.length > 1) {
    vowelAt.forEach((v, k) => {
      const stress = parsed[v]!.stress;
      if (stress !== 1 && stress !== 2) return;
      // The syllable starts at the longest legal onset before its vowel.
      const previous = k === 0 ? -1 : vowelAt[k - 1]!;
      let start = v;
      while (start - 1 > previous && isOnset(parsed.slice(start - 1, v).map((p) => p.base)))
        start--;
      if (k === 0) start = 0;
      marks.set(start, stress === 1 ? 'ˈ' : 'ˌ');
    });
  }
  return parsed
    .map(
      (p, i) => (marks.get(i) ?? '') + (p.vowel ? VOWELS[p.base]!(p.stress) : CONSONANTS[p.base]!),
    )
    .join('');
}

/**
 * The IPA of a word or phrase from a pronouncing dictionary (word → ARPAbet), or null when a word
 * is missing. Words of a phrase are joined with spaces.
 */
export function ipaOf(text: string, dictionary: Readonly<Record<string, string>>): string | null {
  const words = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[\s-]+/)
    .filter(Boolean);
  if (words.length === 0) return null;
  const out: string[] = [];
  for (const w of words) {
    const arpabet = dictionary[w];
    if (!arpabet) return null;
    out.push(arpabetToIpa(arpabet));
  }
  return out.join(' ');
}
