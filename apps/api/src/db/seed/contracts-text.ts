import { LEGAL_TEXTS } from './legal-texts';

/**
 * The agreements and notices the seed publishes (legal-texts.ts): the terms of use (approved at
 * sign-up), the privacy notice (shown, not approved) and the explicit consent (given by the e-mail
 * and SMS permissions).
 */
export const CONTRACT_SEED = LEGAL_TEXTS;

/** Aliases the seed once published and has since retired (the consent that was really a notice). */
export const RETIRED_CONTRACT_ALIASES = ['privacy-consent'] as const;

export const SLIDER_SEED = [
  {
    imageFilePath: '/images/slides/daily-tasks.svg',
    tr: {
      title: 'Her gün yeni bir görev',
      description: '<p>365 günlük programla her gün ders, okuma, dinleme, yazma ve konuşma.</p>',
    },
    en: {
      title: 'A new task every day',
      description:
        '<p>A 365-day programme: a lecture, reading, listening, writing and speaking every day.</p>',
    },
  },
  {
    imageFilePath: '/images/slides/library.svg',
    tr: {
      title: 'Seviyene uygun kitaplar',
      description: '<p>Kütüphanede A1’den C1’e kadar okunacak ve dinlenecek kitaplar.</p>',
    },
    en: {
      title: 'Books at your level',
      description: '<p>A library of books to read and listen to, from A1 to C1.</p>',
    },
  },
  {
    imageFilePath: '/images/slides/dictionary.svg',
    tr: {
      title: 'Kendi sözlüğünü oluştur',
      description: '<p>Okurken bilmediğin kelimeye dokun, anlamını gör ve sözlüğüne kaydet.</p>',
    },
    en: {
      title: 'Build your own dictionary',
      description: '<p>Tap a word you do not know while reading, see its meaning and save it.</p>',
    },
  },
] as const;
