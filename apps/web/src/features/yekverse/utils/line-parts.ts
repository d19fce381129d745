import type { YekverseWord } from '@yek/contracts/yekverse';

export interface LinePart {
  text: string;
  /** The practised word this part is a form of, if any. */
  word: YekverseWord | null;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A line cut into plain text and the practised words in it. A word counts in its listed form and
 * with a plain ending (-s, -es, -ed, -ing), which covers most forms a scenario's line uses; a
 * multi-word entry ("take away") is matched as written.
 */
export function lineParts(line: string, words: readonly YekverseWord[]): LinePart[] {
  const usable = words.filter((w) => w.word.trim() !== '');
  if (usable.length === 0) return [{ text: line, word: null }];
  // Longer entries first, so "ice cream" wins over "ice".
  const sorted = [...usable].sort((a, b) => b.word.length - a.word.length);
  const pattern = new RegExp(
    `\\b(${sorted.map((w) => escape(w.word)).join('|')})(?:s|es|ed|ing)?\\b`,
    'gi',
  );
  const parts: LinePart[] = [];
  let last = 0;
  for (const m of line.matchAll(pattern)) {
    const found = sorted.find((w) => w.word.toLowerCase() === m[1]?.toLowerCase()) ?? null;
    if (m.index > last) parts.push({ text: line.slice(last, m.index), word: null });
    parts.push({ text: m[0], word: found });
    last = m.index + m[0].length;
  }
  if (last < line.length) parts.push({ text: line.slice(last), word: null });
  return parts;
}

/** Turkish feedback marks English examples with *stars*; the odd pieces are those examples. */
export function emphasisParts(text: string): { text: string; em: boolean }[] {
  return text
    .split('*')
    .map((piece, i) => ({ text: piece, em: i % 2 === 1 }))
    .filter((p) => p.text !== '');
}
