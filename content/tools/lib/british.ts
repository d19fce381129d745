/**
 * The curriculum's variety of English is British (docs/decisions/0039): British spelling with -ise,
 * like the app's interface (docs/glossary.md, "British spelling"), and British words where an item
 * used an American one. This file holds
 *
 * - SPELLING: a curated whole-word map American → British, with the inflections written out, and
 *   a few words converted only in a context that settles their meaning (program, meter, practice,
 *   license); `britishSpelling(text)` applies it, keeping the case of each word;
 * - AMERICAN_WORDS: American vocabulary that is flagged, never replaced, because the right British
 *   word depends on the sentence (store → shop, but store the data);
 * - `americanHeadword(word)`: the reverse map, so that the level check finds a British form under
 *   the American headword of the CEFR-J and Octanove lists (colour → color).
 *
 * Left alone on purpose: words whose American form is British too or another word (meter as a
 * device, program of a computer, tire the verb, check the verb, story, draft, curb, practice the
 * noun, license the verb), and forms both varieties write (judgment in law, learned, dreamed).
 */

/** [American stem, British stem, endings]: each ending makes one pair (`''` is the stem itself). */
type Family = [string, string, string[]];

const NOUN = ['', 's'];
const VERB = ['', 's', 'ed', 'ing'];
const OUR_VERB = ['', 's', 'ed', 'ing', 'ful', 'fully', 'less'];
/** -ize/-yze verbs: written from the stem without its final e (organiz → organis). */
const IZE = ['e', 'es', 'ed', 'ing', 'er', 'ers', 'ation', 'ations', 'ational', 'ationally'];

const FAMILIES: Family[] = [
  // -or → -our
  ['color', 'colour', [...OUR_VERB, 'ings', 'ist', 'ists', 'way', 'blind']],
  ['discolor', 'discolour', VERB],
  ['multicolored', 'multicoloured', ['']],
  ['favor', 'favour', [...VERB, 'able', 'ably', 'ite', 'ites', 'itism']],
  ['unfavorabl', 'unfavourabl', ['e', 'y']],
  ['disfavor', 'disfavour', ['']],
  ['flavor', 'flavour', [...OUR_VERB, 'ings']],
  ['honor', 'honour', [...VERB, 'able', 'ably']],
  ['dishonor', 'dishonour', [...VERB, 'able']],
  ['humor', 'humour', [...VERB, 'less']],
  ['labor', 'labour', [...VERB, 'er', 'ers']],
  ['neighbor', 'neighbour', [...NOUN, 'hood', 'hoods', 'ing', 'ly', 'liness']],
  ['rumor', 'rumour', [...NOUN, 'ed']],
  ['behavior', 'behaviour', [...NOUN, 'al', 'ally']],
  ['misbehavior', 'misbehaviour', ['']],
  ['harbor', 'harbour', VERB],
  ['vapor', 'vapour', NOUN],
  ['vigor', 'vigour', ['']],
  ['valor', 'valour', ['']],
  ['armor', 'armour', [...NOUN, 'ed']],
  ['parlor', 'parlour', NOUN],
  ['savior', 'saviour', NOUN],
  ['savor', 'savour', [...VERB, 'y']],
  ['tumor', 'tumour', NOUN],
  ['odor', 'odour', [...NOUN, 'less']],
  ['splendor', 'splendour', NOUN],
  ['endeavor', 'endeavour', VERB],
  ['glamor', 'glamour', ['']],
  ['clamor', 'clamour', VERB],
  ['rigor', 'rigour', NOUN],
  ['candor', 'candour', ['']],
  ['demeanor', 'demeanour', ['']],
  ['ardor', 'ardour', ['']],
  ['fervor', 'fervour', ['']],
  ['rancor', 'rancour', ['']],
  ['succor', 'succour', ['']],
  ['arbor', 'arbour', NOUN],
  // -er → -re
  ['center', 'centre', ['', 's', 'piece', 'pieces']],
  ['centered', 'centred', ['']],
  ['centering', 'centring', ['']],
  ['epicenter', 'epicentre', NOUN],
  ['theater', 'theatre', [...NOUN, 'goer', 'goers']],
  ['liter', 'litre', NOUN],
  ['kilometer', 'kilometre', NOUN],
  ['centimeter', 'centimetre', NOUN],
  ['millimeter', 'millimetre', NOUN],
  ['fiber', 'fibre', [...NOUN, 'glass']],
  ['caliber', 'calibre', ['']],
  ['saber', 'sabre', NOUN],
  ['somber', 'sombre', ['', 'ly']],
  ['luster', 'lustre', ['']],
  ['meager', 'meagre', ['']],
  ['specter', 'spectre', NOUN],
  ['maneuver', 'manoeuvre', NOUN],
  ['maneuvered', 'manoeuvred', ['']],
  ['maneuvering', 'manoeuvring', ['']],
  ['maneuverable', 'manoeuvrable', ['']],
  // -og → -ogue
  ['catalog', 'catalogue', NOUN],
  ['cataloged', 'catalogued', ['']],
  ['dialog', 'dialogue', NOUN],
  ['analog', 'analogue', NOUN],
  ['monolog', 'monologue', NOUN],
  ['prolog', 'prologue', NOUN],
  ['epilog', 'epilogue', NOUN],
  ['travelog', 'travelogue', NOUN],
  // -ense → -ence
  ['defense', 'defence', [...NOUN, 'less']],
  ['offense', 'offence', NOUN],
  ['pretense', 'pretence', NOUN],
  // doubled l
  ['traveled', 'travelled', ['']],
  ['traveling', 'travelling', ['']],
  ['traveler', 'traveller', NOUN],
  ['canceled', 'cancelled', ['']],
  ['canceling', 'cancelling', ['']],
  ['labeled', 'labelled', ['']],
  ['labeling', 'labelling', ['']],
  ['modeled', 'modelled', ['']],
  ['modeling', 'modelling', ['']],
  ['fueled', 'fuelled', ['']],
  ['fueling', 'fuelling', ['']],
  ['leveled', 'levelled', ['']],
  ['leveling', 'levelling', ['']],
  ['marveled', 'marvelled', ['']],
  ['marveling', 'marvelling', ['']],
  ['marvelous', 'marvellous', ['', 'ly']],
  ['signaled', 'signalled', ['']],
  ['signaling', 'signalling', ['']],
  ['totaled', 'totalled', ['']],
  ['totaling', 'totalling', ['']],
  ['quarreled', 'quarrelled', ['']],
  ['quarreling', 'quarrelling', ['']],
  ['counseled', 'counselled', ['']],
  ['counseling', 'counselling', ['']],
  ['counselor', 'counsellor', NOUN],
  ['councilor', 'councillor', NOUN],
  ['equaled', 'equalled', ['']],
  ['equaling', 'equalling', ['']],
  ['dialed', 'dialled', ['']],
  ['dialing', 'dialling', ['']],
  ['channeled', 'channelled', ['']],
  ['channeling', 'channelling', ['']],
  ['tunneled', 'tunnelled', ['']],
  ['tunneling', 'tunnelling', ['']],
  ['funneled', 'funnelled', ['']],
  ['paneled', 'panelled', ['']],
  ['paneling', 'panelling', ['']],
  ['pedaled', 'pedalled', ['']],
  ['pedaling', 'pedalling', ['']],
  ['penciled', 'pencilled', ['']],
  ['shoveled', 'shovelled', ['']],
  ['shoveling', 'shovelling', ['']],
  ['snorkeling', 'snorkelling', ['']],
  ['swiveled', 'swivelled', ['']],
  ['unraveled', 'unravelled', ['']],
  ['unraveling', 'unravelling', ['']],
  ['groveling', 'grovelling', ['']],
  ['dueling', 'duelling', ['']],
  ['libeled', 'libelled', ['']],
  ['cruelest', 'cruellest', ['']],
  ['crueler', 'crueller', ['']],
  ['grueling', 'gruelling', ['']],
  ['woolen', 'woollen', [...NOUN]],
  ['jeweler', 'jeweller', NOUN],
  ['jewelry', 'jewellery', ['']],
  ['fulfill', 'fulfil', ['', 's']],
  ['fulfillment', 'fulfilment', ['']],
  ['enroll', 'enrol', ['', 's']],
  ['enrollment', 'enrolment', NOUN],
  ['installment', 'instalment', NOUN],
  ['distill', 'distil', ['', 's']],
  ['instill', 'instil', ['', 's']],
  ['enthrall', 'enthral', ['', 's']],
  ['skillful', 'skilful', ['', 'ly']],
  ['willful', 'wilful', ['', 'ly']],
  // -yze → -yse
  ['analyz', 'analys', IZE.slice(0, 6)],
  ['paralyz', 'paralys', IZE.slice(0, 5)],
  ['catalyz', 'catalys', IZE.slice(0, 5)],
  ['psychoanalyz', 'psychoanalys', IZE.slice(0, 5)],
  // single words
  ['gray', 'grey', ['', 's', 'er', 'est', 'ish', 'ness', 'ing', 'ed']],
  ['mom', 'mum', NOUN],
  ['mommy', 'mummy', ['']],
  ['aluminum', 'aluminium', ['']],
  ['pajamas', 'pyjamas', ['']],
  ['mustache', 'moustache', NOUN],
  ['plow', 'plough', VERB],
  ['mold', 'mould', [...VERB, 'y']],
  ['smolder', 'smoulder', VERB],
  ['cozy', 'cosy', ['']],
  ['cozier', 'cosier', ['']],
  ['coziest', 'cosiest', ['']],
  ['coziness', 'cosiness', ['']],
  ['donut', 'doughnut', NOUN],
  ['artifact', 'artefact', NOUN],
  ['skeptic', 'sceptic', ['', 's', 'al', 'ally', 'ism']],
  ['sulfur', 'sulphur', ['']],
  ['aging', 'ageing', ['']],
  ['judgment', 'judgement', NOUN],
  ['acknowledgment', 'acknowledgement', NOUN],
  ['yogurt', 'yoghurt', NOUN],
  ['omelet', 'omelette', NOUN],
  ['math', 'maths', ['']],
  ['toward', 'towards', ['']],
  ['afterward', 'afterwards', ['']],
  ['airplane', 'aeroplane', NOUN],
  ['licorice', 'liquorice', ['']],
  ['mollusk', 'mollusc', NOUN],
  ['pediatric', 'paediatric', ['']],
  ['pediatrician', 'paediatrician', NOUN],
  ['orthopedic', 'orthopaedic', ['']],
  ['anemia', 'anaemia', ['']],
  ['anemic', 'anaemic', ['']],
  ['anesthetic', 'anaesthetic', NOUN],
  ['anesthesia', 'anaesthesia', ['']],
  ['leukemia', 'leukaemia', ['']],
  ['diarrhea', 'diarrhoea', ['']],
  ['estrogen', 'oestrogen', ['']],
  ['fetus', 'foetus', ['', 'es']],
  ['archeolog', 'archaeolog', ['y', 'ist', 'ists', 'ical']],
  ['paleontolog', 'palaeontolog', ['y', 'ist', 'ists']],
  ['encyclopedic', 'encyclopaedic', ['']],
  ['esthetic', 'aesthetic', NOUN],
];

/** -ize verbs whose British form is -ise (Oxford spelling aside), written without the final e. */
const IZE_STEMS = `
  agoniz antagoniz apologiz authoriz baptiz brutaliz capitaliz categoriz centraliz characteriz
  civiliz coloniz commercializ computeriz criminaliz criticiz customiz decentraliz dehumaniz
  demoniz demoraliz democratiz deodoriz desensitiz destabiliz digitiz dramatiz economiz empathiz
  emphasiz energiz epitomiz equaliz eulogiz familiariz fantasiz fertiliz finaliz formaliz fossiliz
  generaliz globaliz harmoniz hospitaliz humaniz hypothesiz idealiz immuniz industrializ internaliz
  italiciz itemiz jeopardiz legaliz legitimiz liberaliz localiz marginaliz materializ maximiz
  mechaniz memorializ memoriz mesmeriz minimiz mobiliz moderniz monopoliz moraliz nationaliz
  naturaliz neutraliz normaliz optimiz organiz ostraciz patroniz penaliz personaliz philosophiz
  polariz populariz prioritiz privatiz publiciz pulveriz radicaliz randomiz rationaliz realiz
  recogniz reorganiz revitaliz revolutioniz sanitiz satiriz scrutiniz sensationaliz sensitiz
  socializ specializ stabiliz standardiz steriliz stigmatiz strategiz subsidiz summariz
  symboliz sympathiz synchroniz synthesiz systematiz terroriz theoriz traumatiz trivializ
  unioniz urbaniz utiliz vandaliz vaporiz victimiz visualiz vocaliz westerniz tranquiliz
  disorganiz unrecogniz`;

/** Endings of the -ize family that are words for some stem; the rest never occur in a text. */
for (const stem of IZE_STEMS.split(/\s+/).filter((s) => s.endsWith('iz')))
  FAMILIES.push([stem, stem.slice(0, -1) + 's', IZE]);
// Adjectives and nouns on the -ize stem that the list above does not build.
FAMILIES.push(
  ['organizational', 'organisational', ['']],
  ['recognizabl', 'recognisabl', ['e', 'y']],
  ['unrecognizable', 'unrecognisable', ['']],
  ['realizable', 'realisable', ['']],
  ['civilizations', 'civilisations', ['']],
  ['tranquilizer', 'tranquilliser', NOUN],
  ['tranquilized', 'tranquillised', ['']],
);

function buildPairs(): Map<string, string> {
  const map = new Map<string, string>();
  for (const [american, british, endings] of FAMILIES) {
    for (const ending of endings) {
      const from = american + ending;
      const to = british + ending;
      if (from !== to && !map.has(from)) map.set(from, to);
    }
  }
  return map;
}

/** American → British, lower case, each matched as a whole word (`color` but not `Colorado`). */
export const SPELLING: ReadonlyMap<string, string> = buildPairs();

/**
 * Words converted only where the words around them settle the meaning: the test sees the
 * lower-case words before (nearest last) and after the word.
 */
export interface ContextRule {
  british: string;
  when: (before: string[], after: string[], sentenceStart: boolean) => boolean;
}

const NUMBER_WORDS =
  /^(\d+([.,]\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|hundreds|thousand|thousands|a|few|several|many|square|cubic|half|per|of|million|millions)$/;
const COMPUTING =
  /^(computer|computers|software|app|apps|code|coding|coder|install|installed|installing|download|downloaded|antivirus|malicious|chatbot|ai|write|wrote|written|spreadsheet|editing|browser|internet|online|website|laptop)$/;
/** Words that make a program a computer's even a few words later. */
const COMPUTING_AFTER =
  /^(computer|computers|software|app|code|internet|online|website|laptop|installed|downloaded)$/;
const AUXILIARIES = /^(do|does|did|can|could|will|would|should|must|might|may|shall)$/;
const DETERMINERS =
  /^(the|a|an|more|some|much|of|any|no|this|that|your|my|his|her|our|their|its|enough|less|in|for|and|band|team|daily|regular)$/;
const NOUN_AFTER_PRACTICE =
  /^(test|tests|session|sessions|exam|exams|questions|match|matches|paper|papers|round|run|room|makes|area)$/;
const MODALS_AND_SUBJECTS =
  /^(to|i|you|we|they|can|could|will|would|should|must|might|may|shall|do|does|did|never|always|often|usually|sometimes|also|still|regularly|then|definitely|really|probably|actually|t|ll|d)$/;

export const CONTEXT_SPELLING: ReadonlyMap<string, ContextRule> = new Map<string, ContextRule>([
  // The plan of events or broadcasts is a programme; what a computer runs stays a program.
  [
    'program',
    {
      british: 'programme',
      when: (before, after) =>
        !before.slice(0, 4).some((w) => COMPUTING.test(w)) &&
        !after.some((w) => COMPUTING_AFTER.test(w) || /^(crash|crashed|crashes)$/.test(w)),
    },
  ],
  [
    'programs',
    {
      british: 'programmes',
      when: (before, after) =>
        !before.slice(0, 4).some((w) => COMPUTING.test(w)) &&
        !after.some((w) => COMPUTING_AFTER.test(w) || /^(crash|crashed|crashes)$/.test(w)),
    },
  ],
  // A unit of length is a metre; a parking or gas meter stays a meter.
  ['meter', { british: 'metre', when: (before) => NUMBER_WORDS.test(before[0] ?? '') }],
  ['meters', { british: 'metres', when: (before) => NUMBER_WORDS.test(before[0] ?? '') }],
  // The verb is practise, the noun practice: converted after a subject, modal or to.
  [
    'practice',
    {
      british: 'practise',
      when: (before, after, sentenceStart) =>
        !NOUN_AFTER_PRACTICE.test(after[0] ?? '') &&
        (MODALS_AND_SUBJECTS.test(before[0] ?? '') ||
          (AUXILIARIES.test(before[1] ?? '') && !DETERMINERS.test(before[0] ?? '')) ||
          (sentenceStart && !/^(makes|made|is|was|helps|helped|tests?)$/.test(after[0] ?? ''))),
    },
  ],
  ['practiced', { british: 'practised', when: () => true }],
  ['practicing', { british: 'practising', when: () => true }],
  [
    'practices',
    {
      british: 'practises',
      when: (before) =>
        /^(he|she|it|who|also|still|never|always|often|usually)$/.test(before[0] ?? ''),
    },
  ],
  // The noun is licence (a driving licence); the verb license stays.
  [
    'license',
    {
      british: 'licence',
      when: (before, after) =>
        /^(a|the|my|your|his|her|our|their|s|driving|fishing|marriage|no|valid|new|software|business)$/.test(
          before[0] ?? '',
        ) || /^(plate|plates|number|fee|holder|to)$/.test(after[0] ?? ''),
    },
  ],
  [
    'licenses',
    { british: 'licences', when: (before) => !/^(it|he|she|who)$/.test(before[0] ?? '') },
  ],
]);

/**
 * American words flagged by the check and the rewrite's report, not replaced: the British word is
 * right only in some senses (store the data, fall asleep, a line of text), so a writer decides.
 */
export const AMERICAN_WORDS: ReadonlyMap<string, string> = new Map([
  ['apartment', 'flat'],
  ['apartments', 'flats'],
  ['elevator', 'lift'],
  ['elevators', 'lifts'],
  ['cookie', 'biscuit'],
  ['cookies', 'biscuits'],
  ['vacation', 'holiday'],
  ['vacations', 'holidays'],
  ['soccer', 'football'],
  ['movie', 'film'],
  ['movies', 'films (the cinema)'],
  ['truck', 'lorry'],
  ['trucks', 'lorries'],
  ['sidewalk', 'pavement'],
  ['sidewalks', 'pavements'],
  ['candy', 'sweets'],
  ['candies', 'sweets'],
  ['fries', 'chips'],
  ['store', 'shop (as a noun)'],
  ['stores', 'shops (as a noun)'],
  ['trash', 'rubbish'],
  ['garbage', 'rubbish'],
  ['mailbox', 'postbox'],
  ['mailman', 'postman'],
  ['gasoline', 'petrol'],
  ['subway', 'underground'],
  ['downtown', 'town centre'],
  ['highway', 'motorway'],
  ['highways', 'motorways'],
  ['freeway', 'motorway'],
  ['cellphone', 'mobile phone'],
  ['faucet', 'tap'],
  ['closet', 'wardrobe or cupboard'],
  ['diaper', 'nappy'],
  ['diapers', 'nappies'],
  ['flashlight', 'torch'],
  ['sneakers', 'trainers'],
  ['restroom', 'toilet'],
  ['restrooms', 'toilets'],
  ['semester', 'term'],
  ['semesters', 'terms'],
  ['railroad', 'railway'],
  ['takeout', 'takeaway'],
  ['eggplant', 'aubergine'],
  ['zucchini', 'courgette'],
  ['cilantro', 'coriander'],
  ['drugstore', 'chemist’s'],
  ['stroller', 'pushchair'],
  ['windshield', 'windscreen'],
  ['gotten', 'got'],
  ['vacationing', 'on holiday'],
  ['realtor', 'estate agent'],
  ['pants', 'trousers'],
  ['tire', 'tyre (of a wheel)'],
  ['tires', 'tyres (of a wheel)'],
]);

/** American phrases flagged like AMERICAN_WORDS (matched as whole words, any case). */
export const AMERICAN_PHRASES: ReadonlyMap<string, string> = new Map([
  ['parking lot', 'car park'],
  ['gas station', 'petrol station'],
  ['zip code', 'postcode'],
  ['cell phone', 'mobile phone'],
  ['french fries', 'chips'],
  ['potato chips', 'crisps'],
  ['in the fall', 'in the autumn'],
  ['this fall', 'this autumn'],
  ['last fall', 'last autumn'],
  ['next fall', 'next autumn'],
  ['stand in line', 'queue'],
  ['wait in line', 'queue'],
  ['waiting in line', 'queuing'],
  ['round trip', 'return'],
  ['the mail', 'the post'],
  ['the check', 'the bill'],
  ['high school', 'secondary school'],
  ["driver's license", 'driving licence'],
  ["driver's licence", 'driving licence'],
  ['drivers license', 'driving licence'],
  ['movie theater', 'cinema'],
  ['movie theatre', 'cinema'],
  ['trash can', 'bin'],
  ['garbage can', 'bin'],
]);

/** Runs of letters: `neighbor's` is `neighbor` and `s`, `don't` is `don` and `t`. */
const WORD = /\p{L}+/gu;

/** `color` → `colour`, `Color` → `Colour`, `COLOR` → `COLOUR`. */
export function matchCase(original: string, replacement: string): string {
  if (original === original.toLowerCase()) return replacement;
  if (original === original.toUpperCase() && original.length > 1) return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase())
    return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}

export interface SpellingChange {
  /** Offset of the word in the text. */
  index: number;
  from: string;
  to: string;
}

/** The American spellings in `text` and their British forms, in order. */
/**
 * American forms that are Turkish words too (program, organize, fiber, analog): a Turkish field is
 * converted where it quotes English, but never on these.
 */
const TURKISH_TOO = new Set(['program', 'programs', 'organize', 'fiber', 'analog']);

/**
 * The American spellings in `text` and their British forms, in order. `turkish`: the text is a
 * Turkish field, whose quoted English is converted except for words Turkish writes the same way.
 */
export function spellingChanges(text: string, turkish = false): SpellingChange[] {
  const words = [...text.matchAll(WORD)].map((m) => ({ word: m[0], index: m.index }));
  const lower = words.map((w) => w.word.toLowerCase());
  const changes: SpellingChange[] = [];
  words.forEach(({ word, index }, i) => {
    const key = lower[i]!;
    if (turkish && TURKISH_TOO.has(key)) return;
    let british = SPELLING.get(key);
    const rule = CONTEXT_SPELLING.get(key);
    if (!british && rule) {
      const before = lower.slice(Math.max(0, i - 4), i).reverse();
      // The words after it, up to the end of its sentence.
      const end = text.slice(index).search(/[.!?;]/);
      const after = lower
        .slice(i + 1, i + 9)
        .filter((_, k) => end < 0 || words[i + 1 + k]!.index < index + end);
      // Numbers are not letters: a digit right before the word counts as the word before.
      const digits = /(\d+([.,]\d+)?)\s*(?:-\s*)?$/.exec(
        text.slice(Math.max(0, index - 12), index),
      );
      if (digits) before.unshift(digits[1]!);
      const sentenceStart = /(^|[.!?:]\s+|\n\s*|^["'“])\s*$/.test(text.slice(0, index));
      if (rule.when(before, after, sentenceStart)) british = rule.british;
    }
    if (british) changes.push({ index, from: word, to: matchCase(word, british) });
  });
  return changes;
}

/** `text` with every American spelling of the map in its British form. */
export function britishSpelling(text: string, turkish = false): string {
  let out = '';
  let at = 0;
  for (const change of spellingChanges(text, turkish)) {
    out += text.slice(at, change.index) + change.to;
    at = change.index + change.from.length;
  }
  return out + text.slice(at);
}

export interface VocabularyFlag {
  /** As written in the text. */
  found: string;
  british: string;
}

/** American words and phrases of the flag lists found in `text`. */
export function americanVocabulary(text: string): VocabularyFlag[] {
  const flags: VocabularyFlag[] = [];
  for (const m of text.matchAll(WORD)) {
    const british = AMERICAN_WORDS.get(m[0].toLowerCase());
    if (british) flags.push({ found: m[0], british });
  }
  const lower = text.toLowerCase();
  for (const [phrase, british] of AMERICAN_PHRASES) {
    const re = new RegExp(
      `(?<!\\p{L})${phrase.replace(/ /g, '\\s+').replace(/'/g, "['’]")}(?![\\p{L}-])`,
      'gu',
    );
    for (const m of lower.matchAll(re))
      flags.push({ found: text.slice(m.index, m.index + m[0].length), british });
  }
  return flags;
}

const BRITISH_TO_AMERICAN: ReadonlyMap<string, string> = new Map(
  [
    ...SPELLING,
    ...[...CONTEXT_SPELLING].map(([american, rule]) => [american, rule.british] as const),
  ].map(([american, british]) => [british, american] as const),
);

/** The American spelling of a British form (`colour` → `color`), for the American word lists. */
export function americanHeadword(word: string): string | undefined {
  return BRITISH_TO_AMERICAN.get(word.toLowerCase());
}
