import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ApiCulture } from '@yek/contracts/common';
import { RESOURCES } from '../locales';
import { getStoredLanguage, setStoredLanguage } from './storage';

export const DEFAULT_LANGUAGE = 'tr';

/** The API localizes into Turkish and English only; everything else reads English. */
export function toApiCulture(language: string | undefined): ApiCulture {
  return language?.toLowerCase().startsWith('tr') ? 'tr-TR' : 'en-US';
}

/** 'tr-TR' → 'tr'; a missing culture falls back to the default language. */
export function languageFromCulture(culture: string | null | undefined): string {
  const first = culture?.split(/[-_]/)[0]?.trim().toLowerCase();
  return first || DEFAULT_LANGUAGE;
}

export function currentApiCulture(): ApiCulture {
  return toApiCulture(i18n.language);
}

export async function changeUiLanguage(language: string): Promise<void> {
  setStoredLanguage(language);
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialized = false;

/** Resources are bundled, so the instance is ready synchronously after this call. */
export function initI18n(): typeof i18n {
  if (initialized) return i18n;
  initialized = true;
  const language = getStoredLanguage() || DEFAULT_LANGUAGE;
  void i18n.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    // Languages without a text pack (de, fr, ...) read English, matching the API culture.
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  syncDocumentLanguage(language);
  i18n.on('languageChanged', syncDocumentLanguage);
  return i18n;
}

export { i18n };
