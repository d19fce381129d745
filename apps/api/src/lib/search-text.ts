const FOLD: Record<string, string> = {
  ç: 'c',
  ğ: 'g',
  ı: 'i',
  ö: 'o',
  ş: 's',
  ü: 'u',
  â: 'a',
  î: 'i',
  û: 'u',
};

/**
 * The form names are searched in: lower-cased the Turkish way (I → ı, İ → i) and then without
 * Turkish diacritics, so 'İŞ', 'iş' and 'is' all find 'İş analisti', and English names fold alike.
 */
export function searchKey(text: string): string {
  return text
    .toLocaleLowerCase('tr-TR')
    .replace(/[çğıöşüâîû]/g, (c) => FOLD[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A LIKE pattern matching the text anywhere, with the caller's % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${searchKey(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
