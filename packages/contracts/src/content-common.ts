import { z } from 'zod';
import { PROGRAM_DAYS } from './program';

/**
 * Shared pieces of the curriculum content files (content/ in the repository): levels, sections,
 * the bounds CURRICULUM.md sets per level, slugs and the bilingual text blocks.
 */

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export const CefrLevelSchema = z.enum(CEFR_LEVELS);
export type CefrLevel = z.infer<typeof CefrLevelSchema>;
/** Level ids of the learning domain: A1 = 1 … C2 = 6. */
export const levelId = (level: CefrLevel): number => CEFR_LEVELS.indexOf(level) + 1;

export const SKILLS = [
  'grammar',
  'vocabulary',
  'reading',
  'listening',
  'writing',
  'speaking',
] as const;
export const SkillSchema = z.enum(SKILLS);
export type Skill = z.infer<typeof SkillSchema>;
/** Skills that rotate through the week; grammar and vocabulary come every day. */
export const ROTATING_SKILLS = ['reading', 'listening', 'writing', 'speaking'] as const;
export const RotatingSkillSchema = z.enum(ROTATING_SKILLS);
export type RotatingSkill = z.infer<typeof RotatingSkillSchema>;

export const PROGRAMME_DAYS = PROGRAM_DAYS;
export const DayNumberSchema = z.int32().min(1).max(PROGRAMME_DAYS);

export const SECTION_IDS = ['a1', 'a2', 'b1', 'b2', 'c1'] as const;
export const SectionIdSchema = z.enum(SECTION_IDS);
export type SectionId = z.infer<typeof SectionIdSchema>;

export interface ContentSection {
  id: SectionId;
  level: CefrLevel;
  firstDay: number;
  lastDay: number;
}
/** The programme's level sections (60 / 70 / 80 / 80 / 75 days); each ends with its level exam. */
export const CONTENT_SECTIONS: readonly ContentSection[] = [
  { id: 'a1', level: 'A1', firstDay: 1, lastDay: 60 },
  { id: 'a2', level: 'A2', firstDay: 61, lastDay: 130 },
  { id: 'b1', level: 'B1', firstDay: 131, lastDay: 210 },
  { id: 'b2', level: 'B2', firstDay: 211, lastDay: 290 },
  { id: 'c1', level: 'C1', firstDay: 291, lastDay: 365 },
];

export function sectionOfDay(day: number): ContentSection | undefined {
  return CONTENT_SECTIONS.find((s) => day >= s.firstDay && day <= s.lastDay);
}

export interface WordBounds {
  min: number;
  max: number;
}
/** Reading passage length in words, by section level (CURRICULUM.md). */
export const READING_WORDS: Readonly<Record<SectionId, WordBounds>> = {
  a1: { min: 60, max: 120 },
  a2: { min: 100, max: 180 },
  b1: { min: 180, max: 300 },
  b2: { min: 250, max: 400 },
  c1: { min: 350, max: 550 },
};
/** Writing tasks: a task's minWords is at least `min` and its maxWords at most `max`. */
export const WRITING_WORDS: Readonly<Record<SectionId, WordBounds>> = {
  a1: { min: 20, max: 80 },
  a2: { min: 40, max: 120 },
  b1: { min: 80, max: 180 },
  b2: { min: 120, max: 260 },
  c1: { min: 180, max: 350 },
};
/** Share of a passage's words that must be at the section's level or below. */
export const LEVEL_COVERAGE_MIN = 0.9;
/** No answer position may hold more than this share of a section's correct options. */
export const POSITION_SHARE_MAX = 0.35;

/**
 * Voices the audio command renders with (Debian festival packages; content/AUDIO.md). `slt`, `kal`
 * and `kdl` are festival's own voices; `slt-low` and `kal-high` are derived from them by shifting
 * pitch and formants together (sox), which sounds like a person of another build rather than the
 * same speaker singing lower, so a dialogue can have two women or three men.
 */
export const VOICES = {
  slt: {
    gender: 'female',
    package: 'festvox-us-slt-hts',
    description: 'US female, festival cmu_us_slt_arctic_hts',
  },
  kal: {
    gender: 'male',
    package: 'festvox-kallpc16k',
    description: 'US male, festival kal_diphone',
  },
  kdl: {
    gender: 'male',
    package: 'festvox-kdlpc16k',
    description: 'US male, festival ked_diphone',
  },
  'slt-low': {
    gender: 'female',
    package: 'festvox-us-slt-hts',
    description: 'US female, lower and darker: slt shifted down 2.5 semitones, a little slower',
  },
  'kal-high': {
    gender: 'male',
    package: 'festvox-kallpc16k',
    description: 'US male, younger and lighter: kal shifted up 2 semitones, a little quicker',
  },
} as const;
export const VOICE_IDS = ['slt', 'kal', 'kdl', 'slt-low', 'kal-high'] as const;
export const VoiceIdSchema = z.enum(VOICE_IDS);
export type VoiceId = z.infer<typeof VoiceIdSchema>;

/** Lower-case words joined by hyphens: the stable key a loader upserts by. */
export const SlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'slug: lower-case letters and digits joined by hyphens',
});
export const daySlug = (day: number): string => `day-${String(day).padStart(3, '0')}`;
/** `teacher` + `noun` → `teacher-noun`; `get up` + `verb` → `get-up-verb`. */
export const wordSlug = (headword: string, pos: string): string =>
  `${headword
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}-${pos}`;

/** Turkish text: modern Turkish, never empty. */
export const TurkishTextSchema = z.string().trim().min(1, { error: 'Turkish text is empty' });
export const EnglishTextSchema = z.string().trim().min(1, { error: 'English text is empty' });
export const BilingualTextSchema = z.strictObject({ tr: TurkishTextSchema, en: EnglishTextSchema });
export type BilingualText = z.infer<typeof BilingualTextSchema>;
/** An English sentence with its Turkish translation. */
export const ExampleSchema = z.strictObject({ en: EnglishTextSchema, tr: TurkishTextSchema });
export type Example = z.infer<typeof ExampleSchema>;

/**
 * Rules of the curriculum checked inside the schemas carry one of these tags in the issue's
 * `params.check`, so the content check reports them under the rule they break.
 */
export const CONTENT_CHECK_TAGS = ['keys', 'counts', 'turkish'] as const;
export type ContentCheckTag = (typeof CONTENT_CHECK_TAGS)[number];

/**
 * How a typed answer is compared with the accepted answers (the app and the check agree): case,
 * spacing, apostrophe and quotation mark styles and punctuation (commas, quotation marks, full
 * stops, hyphens…) do not count; apostrophes inside words (I'm, Tom's) and after a plural s
 * (the students' books) do, and so do decimal points (3.5). Items that test punctuation or capitals
 * are kept to their exact form instead (see `sameExactForm`).
 */
export function normalizeTypedAnswer(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/[’‘`´ʼ]/g, "'")
      .toLowerCase()
      // 1,000 is 1000; a decimal point (3.5) is part of the number and stays.
      .replace(/(\d),(?=\d{3}\b)/g, '$1')
      .replace(/(\d)\.(?=\d)/g, '$1·')
      .replace(/[“”„"«».,!?;:…()[\]{}/\\*–—-]+/g, ' ')
      .replace(/·/g, '.')
      .replace(/(^|\s)'+/g, '$1')
      .replace(/([^s\s])'+(?=\s|$)/g, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The spelled-out readings of a contracted word (normalized), the word itself first. */
function wordForms(word: string): string[] {
  const fixed: Record<string, string[]> = {
    "won't": ['will not'],
    "can't": ['cannot', 'can not'],
    cannot: ['can not'],
    "shan't": ['shall not'],
    "let's": ['let us'],
    "ain't": [],
  };
  const known = fixed[word];
  if (known) return [word, ...known];
  const m = /^([a-z]+)('(?:m|re|ve|ll|d|s)|n't)$/.exec(word);
  if (!m) return [word];
  const [, stem, end] = m as unknown as [string, string, string];
  const spelled: Record<string, string[]> = {
    "n't": [`${stem} not`],
    "'m": [`${stem} am`],
    "'re": [`${stem} are`],
    "'ve": [`${stem} have`],
    "'ll": [`${stem} will`],
    "'d": [`${stem} would`, `${stem} had`],
    "'s": [`${stem} is`, `${stem} has`],
  };
  return [word, ...(spelled[end] ?? [])];
}

/**
 * Every reading of a normalized answer with its contractions spelled out or kept (she's → she's,
 * she is, she has), so "isn't" and "is not" meet while "he is gone" and "he has gone" stay apart.
 */
export function typedAnswerForms(normalized: string): Set<string> {
  let forms = [''];
  for (const word of normalized.split(' ')) {
    const options = wordForms(word);
    forms = forms.flatMap((f) => options.map((o) => (f ? `${f} ${o}` : o))).slice(0, 64);
  }
  // A spelled-out "can not" and a written "cannot" are one answer.
  return new Set(forms.flatMap((f) => [f, f.replace(/\bcan not\b/g, 'cannot')]));
}

/** Whether a typed reply matches one accepted answer (normalized, contractions either way). */
export function typedAnswerMatches(reply: string, accepted: string): boolean {
  const a = normalizeTypedAnswer(reply);
  const b = normalizeTypedAnswer(accepted);
  if (a === b) return true;
  const forms = typedAnswerForms(b);
  for (const f of typedAnswerForms(a)) if (forms.has(f)) return true;
  return false;
}

/**
 * The comparison for an item kept to its exact form (it tests punctuation, capitals or a
 * contraction): only spacing and the style of apostrophes and quotation marks are forgiven.
 */
export function sameExactForm(reply: string, accepted: string): boolean {
  const squeeze = (s: string) =>
    s
      .normalize('NFC')
      .replace(/[’‘`´ʼ]/g, "'")
      .replace(/[“”„«»]/g, '"')
      .replace(/\s+/g, ' ')
      .replace(/\s+([,.!?;:])/g, '$1')
      .trim();
  return squeeze(reply) === squeeze(accepted);
}

/** Words as the writing feedback counts them: runs of letters, digits, apostrophes and hyphens. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

export const AudioRefSchema = z.strictObject({
  /** `<first 16 hex of sha256 over the script's voices and text>.mp3`, under content/audio/. */
  file: z.string().regex(/^[0-9a-f]{16}\.mp3$/),
  durationSeconds: z.number().positive(),
});
export type AudioRef = z.infer<typeof AudioRefSchema>;
