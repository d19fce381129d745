/** The Turkish or English wording of a bilingual text, by the interface language. */
export function inLanguage(text: { tr: string; en: string }, language: string): string {
  return language.toLowerCase().startsWith('tr') ? text.tr : text.en;
}
