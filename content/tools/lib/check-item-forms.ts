/**
 * The ordering and dictation items (docs/decisions/0043): an ordering has one defensible order, so
 * its items carry the cues that fix their places (linking words, references back, times); a
 * dictation's sentence is of its level's length and words and speakable by the English voices.
 * The counts of both by level are reported here and in the variety line.
 */
import { CONTENT_SECTIONS, type CefrLevel, type Question } from '@yek/contracts/content';
import { measureCoverage, tokenize } from './coverage';
import type { CheckContext, Findings } from './findings';
import { levelRank } from './lexicon';
import { newWordsOf } from './check-text';

/** Items an ordering has in the curriculum (the schema allows three; a text's steps are four or more). */
export const ORDERING_ITEMS = { min: 4, max: 6 } as const;

/** Words of a dictation sentence by level: short at A2, a long sentence at C1. */
export const DICTATION_WORDS: Readonly<Record<CefrLevel, { min: number; max: number }>> = {
  A1: { min: 4, max: 8 },
  A2: { min: 5, max: 11 },
  B1: { min: 8, max: 15 },
  B2: { min: 10, max: 20 },
  C1: { min: 13, max: 28 },
  C2: { min: 13, max: 30 },
};

/**
 * Words and phrases that tie a piece of a text to what comes before or after it: sequence and
 * time, cause and contrast, addition, and the words that point back (this, they, it …).
 */
const CUES = [
  'first',
  'firstly',
  'at first',
  'to begin',
  'to start',
  'then',
  'next',
  'after',
  'afterwards',
  'later',
  'finally',
  'in the end',
  'eventually',
  'at last',
  'last',
  'lastly',
  'by the time',
  'by then',
  'meanwhile',
  'once',
  'when',
  'while',
  'before',
  'since',
  'until',
  'soon',
  'so',
  'as a result',
  'therefore',
  'thus',
  'because',
  'however',
  'but',
  'yet',
  'although',
  'instead',
  'also',
  'too',
  'moreover',
  'furthermore',
  'in addition',
  'what is more',
  'second',
  'secondly',
  'third',
  'this',
  'these',
  'that',
  'those',
  'such',
  'it',
  'its',
  'they',
  'them',
  'their',
  'he',
  'she',
  'his',
  'her',
  'there',
  'again',
  'still',
  'now',
  'the same',
  'another',
  'other',
  'in short',
  'overall',
  'all in all',
  'to sum up',
  'in other words',
  'for example',
  'for instance',
  'on the other hand',
  'by contrast',
  'in turn',
  'as well',
  'recently',
  'today',
  'nowadays',
  'next',
  'following',
  'during',
  'ago',
  'already',
  'at midnight',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'century',
  'medieval',
  'in the morning',
  'in the afternoon',
  'in the evening',
  'on the way',
];
// A year or a decade (1954, the 1970s) dates a piece too.
const CUE_PATTERN = new RegExp(
  `\\b(?:\\d{4}s?|${CUES.map((c) => c.replace(/ /g, '\\s+')).join('|')})\\b`,
  'i',
);

/** Whether an ordering item carries a cue to its place. */
export const hasLinkingCue = (item: string): boolean => CUE_PATTERN.test(item);

/** What is wrong with an ordering item as the curriculum uses it. */
export function orderingProblems(q: Extract<Question, { type: 'ordering' }>): string[] {
  const problems: string[] = [];
  const n = q.items.length;
  if (n < ORDERING_ITEMS.min || n > ORDERING_ITEMS.max)
    problems.push(`${n} items; an ordering has ${ORDERING_ITEMS.min}–${ORDERING_ITEMS.max}`);
  const bare = q.items.filter((i) => !hasLinkingCue(i));
  // The opening piece may stand on its own; every other one needs a cue to its place.
  if (bare.length > 1)
    problems.push(
      `${bare.length} items carry no linking cue (only the opening one may): ${bare.map((b) => `"${b.slice(0, 40)}…"`).join(', ')}`,
    );
  return problems;
}

/** What is wrong with a dictation sentence at a level (day's new words count as known). */
export function dictationProblems(
  q: Extract<Question, { type: 'dictation' }>,
  level: CefrLevel,
  ctx: Pick<CheckContext, 'lexicon'>,
  newWords: string[] = [],
): string[] {
  const problems: string[] = [];
  const words = tokenize(q.sentence).length;
  const bounds = DICTATION_WORDS[level];
  if (words < bounds.min || words > bounds.max)
    problems.push(`${words} words; a ${level} dictation has ${bounds.min}–${bounds.max}`);
  const cov = measureCoverage(q.sentence, {
    level: levelRank(level),
    lexicon: ctx.lexicon,
    newWords,
  });
  if (cov.above.length > 1 || (cov.above.length === 1 && words < 10))
    problems.push(`words above ${level}: ${[...new Set(cov.above)].join(', ')}`);
  if (/[çğıöşüÇĞİÖŞÜ]/.test(q.sentence))
    problems.push('Turkish letters in the sentence (the English voices cannot say them)');
  if (/\d/.test(q.sentence) && q.answers.length === 0)
    problems.push('a figure in the sentence: list the number in words too in answers');
  return problems;
}

/** Counts by level of the two forms, for the report. */
export function itemFormCounts(
  ctx: Pick<CheckContext, 'days'>,
): Map<string, { ordering: number; dictation: number }> {
  const counts = new Map(
    CONTENT_SECTIONS.map((s) => [s.level as string, { ordering: 0, dictation: 0 }]),
  );
  for (const { day } of ctx.days)
    for (const part of day.parts)
      for (const q of part.questions)
        if (q.type === 'ordering' || q.type === 'dictation') counts.get(day.level)![q.type]++;
  return counts;
}

export function checkItemForms(ctx: CheckContext, findings: Findings): void {
  for (const { day } of ctx.days) {
    const newWords = newWordsOf(day);
    for (const part of day.parts) {
      const forms = part.questions.filter((q) => q.type === 'ordering' || q.type === 'dictation');
      if (forms.filter((q) => q.type === 'ordering').length > 1)
        findings.error('item-forms', part.slug, 'more than one ordering item in a part');
      for (const q of forms) {
        const problems =
          q.type === 'ordering'
            ? orderingProblems(q)
            : q.type === 'dictation'
              ? dictationProblems(q, day.level, ctx, newWords)
              : [];
        for (const p of problems) findings.error('item-forms', q.slug, p);
      }
    }
  }
  const counts = itemFormCounts(ctx);
  findings.note(
    'item-forms',
    `by level: ${[...counts].map(([level, c]) => `${level} ordering ${c.ordering}, dictation ${c.dictation}`).join(' · ')}`,
  );
}
