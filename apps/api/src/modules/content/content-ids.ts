import { CEFR_LEVELS, type CefrLevel, type Skill, levelId } from '@yek/contracts/content';

/**
 * Fixed ids of the learning domain. The API's levelId and skillId are these numbers, so they are
 * written here once and the loader upserts them; they never come from an autoincrement.
 */

const LEVEL_NAMES: Record<CefrLevel, { tr: string; en: string }> = {
  A1: { tr: 'Başlangıç', en: 'Beginner' },
  A2: { tr: 'Temel', en: 'Elementary' },
  B1: { tr: 'Orta', en: 'Intermediate' },
  B2: { tr: 'Orta üstü', en: 'Upper intermediate' },
  C1: { tr: 'İleri', en: 'Advanced' },
  C2: { tr: 'Ustalık', en: 'Proficiency' },
};

export const LEVEL_ROWS = CEFR_LEVELS.map((code) => ({
  id: levelId(code),
  code,
  nameTr: LEVEL_NAMES[code].tr,
  nameEn: LEVEL_NAMES[code].en,
}));

/** In the order ARCHITECTURE.md lists the skills: reading 1 … vocabulary 6. */
export const SKILL_IDS: Readonly<Record<Skill, number>> = {
  reading: 1,
  listening: 2,
  writing: 3,
  grammar: 4,
  speaking: 5,
  vocabulary: 6,
};

const SKILL_NAMES: Record<Skill, { tr: string; en: string }> = {
  reading: { tr: 'Okuma', en: 'Reading' },
  listening: { tr: 'Dinleme', en: 'Listening' },
  writing: { tr: 'Yazma', en: 'Writing' },
  grammar: { tr: 'Dil bilgisi', en: 'Grammar' },
  speaking: { tr: 'Konuşma', en: 'Speaking' },
  vocabulary: { tr: 'Kelime bilgisi', en: 'Vocabulary' },
};

export const SKILL_ROWS = (Object.keys(SKILL_IDS) as Skill[]).map((slug) => ({
  id: SKILL_IDS[slug],
  slug,
  nameTr: SKILL_NAMES[slug].tr,
  nameEn: SKILL_NAMES[slug].en,
}));

/** Where the API serves rendered listening audio; the body of a listening part links here. */
export const AUDIO_URL_PREFIX = '/api/content/audio/';
export const AUDIO_FILE_PATTERN = /^[0-9a-f]{16}\.mp3$/;
