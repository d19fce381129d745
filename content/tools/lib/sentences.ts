/** A sentence ends at . ! or ? (and any closing quote) before a space and a capital, digit or quote. */
const SENTENCE_END = /(?<=[.!?]["”’)]?)\s+(?=["“‘(]?[\p{Lu}\d])/u;

/** The sentences of a paragraph or a script's line, in order. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .replace(/\s+/g, ' ')
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}
