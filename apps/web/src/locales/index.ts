import { TRANSLATION as TR } from './tr';

export type Translation = typeof TR;

/** Languages with a text pack; any other language reads the English one. */
export const TEXT_PACK_LANGUAGES = ['tr', 'en'] as const;
export type TextPackLanguage = (typeof TEXT_PACK_LANGUAGES)[number];

export const BUNDLED_TRANSLATIONS = { tr: TR } as const;

/**
 * Texts of pages and parts the sign-in screen never shows. They stay out of the bundled pack (the
 * sign-in download has a budget, see docs/decisions/0005) and arrive with the page or part that
 * reads them.
 */
export const DEFERRED_TEXTS = [
  'admin',
  'contracts',
  'dashboard',
  'files',
  'exams',
  'language',
  'layout',
  'library',
  'meta',
  'notification',
  'profile',
  'review',
  'setup',
  'slider',
  'subscription',
  'tasks',
  'yekverse',
  'yekverse-town',
] as const;
export type DeferredTexts = (typeof DEFERRED_TEXTS)[number];

type JsonModule = { default: Record<string, unknown> };
const DEFERRED_LOADERS: Record<
  TextPackLanguage,
  Record<DeferredTexts, () => Promise<JsonModule>>
> = {
  tr: {
    admin: () => import('./tr/admin.json'),
    contracts: () => import('./tr/contracts.json'),
    dashboard: () => import('./tr/dashboard.json'),
    files: () => import('./tr/files.json'),
    exams: () => import('./tr/exams.json'),
    language: () => import('./tr/language.json'),
    layout: () => import('./tr/layout.json'),
    library: () => import('./tr/library.json'),
    meta: () => import('./tr/meta.json'),
    notification: () => import('./tr/notification.json'),
    profile: () => import('./tr/profile.json'),
    review: () => import('./tr/review.json'),
    setup: () => import('./tr/setup.json'),
    slider: () => import('./tr/slider.json'),
    subscription: () => import('./tr/subscription.json'),
    tasks: () => import('./tr/tasks.json'),
    yekverse: () => import('./tr/yekverse.json'),
    'yekverse-town': () => import('./tr/yekverse-town.json'),
  },
  en: {
    admin: () => import('./en/admin.json'),
    contracts: () => import('./en/contracts.json'),
    dashboard: () => import('./en/dashboard.json'),
    files: () => import('./en/files.json'),
    exams: () => import('./en/exams.json'),
    language: () => import('./en/language.json'),
    layout: () => import('./en/layout.json'),
    library: () => import('./en/library.json'),
    meta: () => import('./en/meta.json'),
    notification: () => import('./en/notification.json'),
    profile: () => import('./en/profile.json'),
    review: () => import('./en/review.json'),
    setup: () => import('./en/setup.json'),
    slider: () => import('./en/slider.json'),
    subscription: () => import('./en/subscription.json'),
    tasks: () => import('./en/tasks.json'),
    yekverse: () => import('./en/yekverse.json'),
    'yekverse-town': () => import('./en/yekverse-town.json'),
  },
};

export async function loadDeferredTexts(
  language: TextPackLanguage,
  part: DeferredTexts,
): Promise<Record<string, unknown>> {
  return (await DEFERRED_LOADERS[language][part]()).default;
}

/** Fetches a text pack that is not in the first download (only English today). */
export async function loadTranslation(language: TextPackLanguage): Promise<Translation> {
  if (language === 'tr') return TR;
  const { TRANSLATION } = await import('./en');
  return TRANSLATION;
}
