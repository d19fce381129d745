import type { ApiCulture } from '@yek/contracts/common';

/** The language a view's names are resolved in; Turkish is the fallback for every text. */
export interface Lang {
  culture: ApiCulture;
  languageId: number;
}
export const langOf = (culture: ApiCulture): Lang => ({
  culture,
  languageId: culture === 'en-US' ? 2 : 1,
});

export function pick<T extends { languageId: number }>(list: T[], languageId: number) {
  return (
    list.find((l) => l.languageId === languageId) ?? list.find((l) => l.languageId === 1) ?? list[0]
  );
}
