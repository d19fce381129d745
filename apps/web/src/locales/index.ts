import { TRANSLATION as TR } from './tr';

export type Translation = typeof TR;

/** Languages with a text pack; any other language reads the English one. */
export const TEXT_PACK_LANGUAGES = ['tr', 'en'] as const;
export type TextPackLanguage = (typeof TEXT_PACK_LANGUAGES)[number];

export const BUNDLED_TRANSLATIONS = { tr: TR } as const;

/** Fetches a text pack that is not in the first download (only English today). */
export async function loadTranslation(language: TextPackLanguage): Promise<Translation> {
  if (language === 'tr') return TR;
  const { TRANSLATION } = await import('./en');
  return TRANSLATION;
}
