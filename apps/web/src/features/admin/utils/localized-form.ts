import { z } from 'zod';

export const REQUIRED = { error: 'validation.required' } as const;
export const TOO_LONG = { error: 'admin.validation.tooLong' } as const;

/** A text the form requires, trimmed, with a length cap. */
export const requiredText = (max: number) => z.string().trim().min(1, REQUIRED).max(max, TOO_LONG);
export const optionalText = (max: number) => z.string().trim().max(max, TOO_LONG);

/** Turkish and English texts of a row: Turkish required, English optional (left out when blank). */
export function localizedPair<R extends z.ZodRawShape, O extends z.ZodRawShape>(
  turkish: R,
  english: O,
) {
  return z.tuple([z.object(turkish), z.object(english)]);
}

/** The language ids of the two text packs (spec §1). */
const TURKISH_ID = 1;
const ENGLISH_ID = 2;

/** The body's texts: Turkish, then English when its first field was filled in. */
export function toLocalizations<T extends Record<string, string>>(
  [tr, en]: readonly [T, T],
  firstField: keyof T,
): (T & { languageId: number })[] {
  const list = [{ ...tr, languageId: TURKISH_ID }];
  if (en[firstField]?.trim()) list.push({ ...en, languageId: ENGLISH_ID });
  return list;
}

/** The form's two text slots, from the row's localizations (by language id). */
export function fromLocalizations<T extends Record<string, string>>(
  list: readonly (Partial<T> & { languageId?: number; cultureName?: string })[],
  empty: T,
): [T, T] {
  const find = (id: number, culture: string) =>
    list.find((l) => l.languageId === id || l.cultureName === culture);
  const pick = (l: Partial<T> | undefined): T =>
    Object.fromEntries(Object.keys(empty).map((k) => [k, l?.[k] ?? empty[k]])) as T;
  return [pick(find(TURKISH_ID, 'tr-TR')), pick(find(ENGLISH_ID, 'en-US'))];
}

/** The text in the page's language ('tr', 'en'), else the first one (Turkish, the default). */
export function inLanguage<T extends { cultureName: string }>(
  list: readonly T[],
  language: string,
): T | undefined {
  return list.find((l) => l.cultureName.startsWith(`${language}-`)) ?? list[0];
}
