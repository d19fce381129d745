import { countWords } from '@yek/contracts/content-common';
import type { WritingChecklistItem } from '@yek/contracts/usertask-questions';

/**
 * The checks of a writing task that can be seen while typing. The server's feedback decides
 * (writing-feedback.ts); these follow the same rules where a browser can apply them without a
 * dictionary, and leave the rest ('self') for the learner to check.
 */
export type CheckState = 'met' | 'notMet' | 'self';

export interface WritingCheck {
  /** A stable key: the criterion's kind. */
  kind: 'length' | WritingChecklistItem['kind'];
  state: CheckState;
  /** The words of a "use these words" item the text already has. */
  found: string[];
}

export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Lower-case word forms of a text, and of each with the common English endings taken off. */
function forms(text: string): Set<string> {
  const out = new Set<string>();
  for (const w of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)*/g) ?? []) {
    out.add(w);
    for (const end of ['s', 'es', 'ed', 'd', 'ing', 'er', 'est', 'ly'])
      if (w.length > end.length + 2 && w.endsWith(end)) out.add(w.slice(0, -end.length));
  }
  return out;
}

export function checkWriting(
  text: string,
  bounds: { minWords: number; maxWords: number },
  checklist: WritingChecklistItem[],
): WritingCheck[] {
  const count = countWords(text);
  const sentences = sentencesOf(text);
  const met = (ok: boolean): CheckState => (ok ? 'met' : 'notMet');
  const checks: WritingCheck[] = [
    { kind: 'length', state: met(count >= bounds.minWords && count <= bounds.maxWords), found: [] },
  ];
  const have = forms(text);
  for (const item of checklist) {
    switch (item.kind) {
      case 'sentences':
        checks.push({ kind: item.kind, state: met(sentences.length >= item.min), found: [] });
        break;
      case 'capitalization':
        checks.push({
          kind: item.kind,
          state: met(sentences.length > 0 && sentences.every((s) => /^["'(]?\p{Lu}/u.test(s))),
          found: [],
        });
        break;
      case 'punctuation':
        checks.push({
          kind: item.kind,
          state: met(/[.!?]["')]?\s*$/.test(text.trim())),
          found: [],
        });
        break;
      case 'uses-words': {
        const found = item.words.filter((w) =>
          w
            .toLowerCase()
            .split(/\s+/)
            .every((part) => have.has(part)),
        );
        checks.push({ kind: item.kind, state: met(found.length >= item.min), found });
        break;
      }
      default:
        checks.push({ kind: item.kind, state: 'self', found: [] });
    }
  }
  return checks;
}
