import { toApiCulture } from './i18n';

/** The contracts' DEFAULT_TIME_ZONE (spec §1), restated for start-up code; a test keeps it equal. */
export const TIME_ZONE = 'Europe/Istanbul';

/** A day as the learner reads it, in the product's time zone: "18 Mart 2026". */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(toApiCulture(language), {
    dateStyle: 'long',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}

/** An instant with its time, for ends that fall at midnight: "18 Mart 2026 00:00". */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(toApiCulture(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: TIME_ZONE,
  }).format(new Date(iso));
}
