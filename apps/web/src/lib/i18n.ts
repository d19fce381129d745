import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ApiCulture } from '@yek/contracts/common';
import { BUNDLED_TRANSLATIONS, loadTranslation, type TextPackLanguage } from '../locales';
import { getStoredLanguage, setStoredLanguage } from './storage';

export const DEFAULT_LANGUAGE = 'tr';
const FALLBACK_LANGUAGE: TextPackLanguage = 'en';

/** The API localizes into Turkish and English only; everything else reads English. */
export function toApiCulture(language: string | undefined): ApiCulture {
  return language?.toLowerCase().startsWith('tr') ? 'tr-TR' : 'en-US';
}

/** 'tr-TR' → 'tr'; a missing culture falls back to the default language. */
export function languageFromCulture(culture: string | null | undefined): string {
  const first = culture?.split(/[-_]/)[0]?.trim().toLowerCase();
  return first || DEFAULT_LANGUAGE;
}

/** The text pack a language is shown with. */
export function textPackFor(language: string): TextPackLanguage {
  return language === 'tr' ? 'tr' : FALLBACK_LANGUAGE;
}

export function currentApiCulture(): ApiCulture {
  return toApiCulture(i18n.language);
}

async function ensureTextPack(language: string): Promise<void> {
  const pack = textPackFor(language);
  if (i18n.hasResourceBundle(pack, 'translation')) return;
  i18n.addResourceBundle(pack, 'translation', await loadTranslation(pack));
}

export async function changeUiLanguage(language: string): Promise<void> {
  setStoredLanguage(language);
  await ensureTextPack(language);
  await i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

let initialized = false;

/**
 * Sets up i18next with the bundled Turkish pack, ready synchronously. A learner who chose
 * another language gets it from {@link loadInitialLanguage} before the first render.
 */
export function initI18n(): typeof i18n {
  if (initialized) return i18n;
  initialized = true;
  void i18n.use(initReactI18next).init({
    resources: { tr: { translation: BUNDLED_TRANSLATIONS.tr } },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    // Languages without a text pack (de, fr, ...) read English, matching the API culture.
    fallbackLng: FALLBACK_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  syncDocumentLanguage(DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncDocumentLanguage);
  return i18n;
}

/** Switches to the stored language, fetching its pack first when it is not the bundled one. */
export async function loadInitialLanguage(): Promise<void> {
  initI18n();
  const stored = getStoredLanguage();
  if (!stored || stored === i18n.language) return;
  try {
    await ensureTextPack(stored);
  } catch {
    // Offline or a failed chunk: Turkish stays, which every learner can at least navigate.
    return;
  }
  await i18n.changeLanguage(stored);
}

export { i18n };
