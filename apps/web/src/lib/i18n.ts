import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { ApiCulture } from '@yek/contracts/common';
import {
  BUNDLED_TRANSLATIONS,
  loadDeferredTexts,
  loadTranslation,
  type DeferredTexts,
  type TextPackLanguage,
} from '../locales';
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

/** Deferred texts some page has asked for; a language switch brings them along. */
const requestedTexts = new Set<DeferredTexts>();

async function ensureDeferredTexts(pack: TextPackLanguage, part: DeferredTexts): Promise<void> {
  if (i18n.getResource(pack, 'translation', part) !== undefined) return;
  const texts = await loadDeferredTexts(pack, part);
  i18n.addResourceBundle(pack, 'translation', { [part]: texts }, true, true);
}

async function ensureTextPack(language: string): Promise<void> {
  const pack = textPackFor(language);
  // Deferred texts may already sit in the bundle, so the check looks for the main pack itself.
  if (i18n.getResource(pack, 'translation', 'common') === undefined) {
    // A copy: i18next merges deferred texts into what it holds, and the module must stay as it is.
    i18n.addResourceBundle(pack, 'translation', { ...(await loadTranslation(pack)) }, true, false);
  }
  await Promise.all([...requestedTexts].map((part) => ensureDeferredTexts(pack, part)));
}

/** Loads texts that are not in the first download, in the current language, before a page shows. */
export async function loadTexts(...parts: DeferredTexts[]): Promise<void> {
  for (const part of parts) requestedTexts.add(part);
  const pack = textPackFor(i18n.language);
  await Promise.all(parts.map((part) => ensureDeferredTexts(pack, part)));
}

/** A module loader that also fetches the deferred texts its components read: both arrive together. */
export function withTexts<M>(load: () => Promise<M>, ...parts: DeferredTexts[]): () => Promise<M> {
  return async () => (await Promise.all([load(), loadTexts(...parts)]))[0];
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
    // A copy, for the same reason as in ensureTextPack.
    resources: { tr: { translation: { ...BUNDLED_TRANSLATIONS.tr } } },
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    // Languages without a text pack (de, fr, ...) read English, matching the API culture.
    fallbackLng: FALLBACK_LANGUAGE,
    initAsync: false,
    interpolation: { escapeValue: false },
    // Deferred texts can land after a page has rendered; adding them re-renders its texts.
    react: { bindI18nStore: 'added' },
  });
  syncDocumentLanguage(DEFAULT_LANGUAGE);
  i18n.on('languageChanged', syncDocumentLanguage);
  // A page may ask for its texts while the language is changing; this catches that race.
  i18n.on('languageChanged', (language) => {
    const pack = textPackFor(language);
    for (const part of requestedTexts) {
      ensureDeferredTexts(pack, part).catch((error: unknown) =>
        console.error('Texts could not be loaded', error),
      );
    }
  });
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
