import {
  CONTENT_SECTIONS,
  POSITION_SHARE_MAX,
  normalizeTypedAnswer,
  typedAnswerMatches,
  type CefrLevel,
  type Part,
  type Question,
  type VocabularyEntry,
} from '@yek/contracts/content';
import { audioFileName, dictationScript, readAloudScript } from './audio';
import { lemmaCandidates, tokenize } from './coverage';
import { type CheckContext, type Findings, where } from './findings';
import { type Lexicon, levelRank, rankLevel } from './lexicon';

/** Long and short forms that are both right wherever one is (`is not` / `isn't`). */
const NEGATIVE_PAIRS: [string, string][] = [
  ['is not', "isn't"],
  ['are not', "aren't"],
  ['was not', "wasn't"],
  ['were not', "weren't"],
  ['do not', "don't"],
  ['does not', "doesn't"],
  ['did not', "didn't"],
  ['have not', "haven't"],
  ['has not', "hasn't"],
  ['had not', "hadn't"],
  ['will not', "won't"],
  ['would not', "wouldn't"],
  ['cannot', "can't"],
  ['could not', "couldn't"],
  ['should not', "shouldn't"],
  ['must not', "mustn't"],
];
/** Subject + be/will: the short form is right unless the verb ends the sentence (`Yes, it is.`). */
const SUBJECT_PAIRS: [string, string][] = [
  ...[
    'i am',
    'you are',
    'we are',
    'they are',
    'he is',
    'she is',
    'it is',
    'that is',
    'there is',
  ].map((f): [string, string] => [
    f,
    f.replace(/ am$/, "'m").replace(/ are$/, "'re").replace(/ is$/, "'s"),
  ]),
  ...['i', 'you', 'he', 'she', 'it', 'we', 'they'].map((s): [string, string] => [
    `${s} will`,
    `${s}'ll`,
  ]),
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Variants an accepted answer implies by swapping one long/short form. */
export function contractionVariants(answer: string): string[] {
  const text = normalizeTypedAnswer(answer);
  const out = new Set<string>();
  // `lookahead` keeps a swap away from where it would be wrong: `Yes, it is.` never becomes
  // `Yes, it's.`, and `Isn't it?` never becomes `Is not it?`.
  const swap = (from: string, to: string, lookahead = '') => {
    const pattern = new RegExp(`(?<![\\w'])${escape(from)}(?![\\w'])${lookahead}`, 'g');
    for (const m of text.matchAll(pattern)) {
      out.add(text.slice(0, m.index) + to + text.slice(m.index + from.length));
    }
  };
  for (const [full, short] of NEGATIVE_PAIRS) {
    swap(full, short);
    swap(short, full, '(?!\\s+(i|you|he|she|it|we|they|there)\\b)');
  }
  for (const [full, short] of SUBJECT_PAIRS) swap(full, short, '(?!\\s*([,.!?]|$))');
  return [...out];
}

/**
 * The long/short variants a typed item's accepted answers miss (none for exact-form items): those
 * the comparison (typedAnswerMatches, which reads contractions either way) would not accept.
 */
export function missingVariants(q: Question): string[] {
  if ((q.type !== 'gap-fill' && q.type !== 'error-correction') || q.exactForm) return [];
  const accepted = new Set(q.answers.map(normalizeTypedAnswer));
  return [
    ...new Set(
      q.answers
        .flatMap(contractionVariants)
        .filter((v) => !accepted.has(v) && !q.answers.some((a) => typedAnswerMatches(v, a))),
    ),
  ];
}

export const missingVariantsMessage = (missing: string[]): string =>
  `accepted answers miss ${missing.map((m) => `"${m}"`).join(', ')} (or set exactForm)`;

/** Keys beyond the schema: typed answers list their long/short variants. */
export function checkKeys(ctx: CheckContext, findings: Findings): void {
  for (const { day } of ctx.days) {
    for (const part of day.parts) {
      for (const q of part.questions) {
        const missing = missingVariants(q);
        if (missing.length > 0) findings.error('keys', q.slug, missingVariantsMessage(missing));
      }
    }
  }
}

export interface PositionStats {
  /** Correct options of single-choice items by position (0-based). */
  positions: number[];
  trueCount: number;
  falseCount: number;
}

/** Counts over days or meta tasks: anything with parts. */
export function positionStats(days: { parts: Part[] }[]): PositionStats {
  const stats: PositionStats = { positions: [0, 0, 0, 0], trueCount: 0, falseCount: 0 };
  for (const q of days.flatMap((d) => d.parts.flatMap((p) => p.questions))) {
    if (q.type === 'single-choice') {
      const at = q.options.findIndex((o) => o.correct);
      if (at >= 0) stats.positions[at] = (stats.positions[at] ?? 0) + 1;
    } else if (q.type === 'true-false') {
      if (q.answer) stats.trueCount++;
      else stats.falseCount++;
    }
  }
  return stats;
}

/** No answer position above 35% within a section; true and false answers not lopsided either. */
export function checkPositions(ctx: CheckContext, findings: Findings): void {
  for (const section of CONTENT_SECTIONS) {
    const days = ctx.days.filter((d) => d.day.section === section.id).map((d) => d.day);
    if (days.length === 0) continue;
    const { positions, trueCount, falseCount } = positionStats(days);
    const total = positions.reduce((a, b) => a + b, 0);
    const shares = positions.map((n) => (total === 0 ? 0 : n / total));
    const shown = shares.map((s, i) => `${'ABCD'[i]} ${(s * 100).toFixed(0)}%`).join(' · ');
    findings.note(
      'positions',
      `${section.id}: ${total} single-choice items: ${shown}; true/false ${trueCount}/${falseCount}`,
    );
    shares.forEach((share, i) => {
      if (share > POSITION_SHARE_MAX)
        findings.error(
          'positions',
          section.id,
          `position ${'ABCD'[i]} holds ${(share * 100).toFixed(1)}% of correct options (max ${POSITION_SHARE_MAX * 100}%)`,
        );
    });
    const tf = trueCount + falseCount;
    if (tf >= 10 && Math.max(trueCount, falseCount) / tf > 1 - POSITION_SHARE_MAX)
      findings.error(
        'positions',
        section.id,
        `true/false answers ${trueCount} true, ${falseCount} false: keep each between 35% and 65%`,
      );
  }
}

/** A taught word against the lists, the level it is taught at and its example sentence. */
export function wordProblems(
  w: VocabularyEntry,
  taughtAt: CefrLevel,
  lexicon: Lexicon,
): { listed: boolean; problems: string[] } {
  const problems: string[] = [];
  const listed = lexicon.levelOfPos(w.headword, w.pos);
  if (listed !== undefined && listed !== levelRank(w.level))
    problems.push(
      `the word lists give ${w.headword} (${w.pos}) level ${rankLevel(listed)}, not ${w.level}`,
    );
  if (levelRank(w.level) > levelRank(taughtAt))
    problems.push(`level ${w.level} is above the ${taughtAt} it is taught at`);
  const heads = tokenize(w.headword).map((t) => t.word);
  const used = new Set(tokenize(w.example.en).flatMap((t) => lemmaCandidates(t.word)));
  if (!heads.every((h) => used.has(h)))
    problems.push(`the example sentence does not use "${w.headword}"`);
  return { listed: listed !== undefined, problems };
}

/** Listed levels, the example uses the word, each word taught once in the year. */
export function checkVocabulary(ctx: CheckContext, findings: Findings): void {
  const taught = new Map<string, string>();
  let unlisted = 0;
  let total = 0;
  for (const { day } of ctx.days) {
    for (const part of day.parts) {
      if (part.kind !== 'vocabulary') continue;
      for (const w of part.words) {
        total++;
        const at = where(day, 'word', w.headword);
        const first = taught.get(w.slug);
        if (first) findings.error('vocabulary', at, `already taught on ${first}`);
        else taught.set(w.slug, day.slug);
        const found = wordProblems(w, day.level, ctx.lexicon);
        if (!found.listed) unlisted++;
        for (const message of found.problems) findings.error('vocabulary', at, message);
      }
    }
  }
  findings.note(
    'vocabulary',
    `${total} words taught, ${unlisted} not in the lists under their part of speech`,
  );
}

/** Every listening part has its rendered file, named after its current script. */
export function checkAudio(ctx: CheckContext, findings: Findings): void {
  let parts = 0;
  let rendered = 0;
  for (const { day } of ctx.days) {
    for (const part of day.parts) {
      if (part.kind !== 'listening') continue;
      parts++;
      const expected = audioFileName(part.script);
      if (!part.audio) findings.pending('audio', part.slug, `not rendered yet (${expected})`);
      else if (part.audio.file !== expected)
        findings.pending('audio', part.slug, `script changed since rendering; render ${expected}`);
      else if (!ctx.audioExists(part.audio.file))
        findings.error('audio', part.slug, `content/audio/${part.audio.file} is missing`);
      else rendered++;
    }
  }
  findings.note('audio', `${rendered} of ${parts} listening parts rendered`);

  // A read-aloud sentence's model reading is optional, but never of another sentence.
  let sentences = 0;
  let read = 0;
  for (const { day } of ctx.days)
    for (const part of day.parts)
      for (const q of part.questions) {
        if (q.type !== 'recording-read-aloud') continue;
        sentences++;
        if (!q.audio) continue;
        const expected = audioFileName(readAloudScript(q.prompt));
        if (q.audio.file !== expected)
          findings.pending(
            'audio',
            q.slug,
            `sentence changed since its model reading; render ${expected} (content:audio -- --speaking)`,
          );
        else if (!ctx.audioExists(q.audio.file))
          findings.error('audio', q.slug, `content/audio/${q.audio.file} is missing`);
        else read++;
      }
  findings.note('audio', `${read} of ${sentences} read-aloud sentences have a model reading`);

  // A dictation is its recording: it is rendered with the listening parts.
  let dictations = 0;
  let heard = 0;
  for (const { day } of ctx.days)
    for (const part of day.parts)
      for (const q of part.questions) {
        if (q.type !== 'dictation') continue;
        dictations++;
        const expected = audioFileName(dictationScript(q));
        if (!q.audio) findings.pending('audio', q.slug, `dictation not rendered yet (${expected})`);
        else if (q.audio.file !== expected)
          findings.pending('audio', q.slug, `sentence changed since rendering; render ${expected}`);
        else if (!ctx.audioExists(q.audio.file))
          findings.error('audio', q.slug, `content/audio/${q.audio.file} is missing`);
        else heard++;
      }
  findings.note('audio', `${heard} of ${dictations} dictations rendered`);

  // A lecture example's reading is optional too, and likewise never of another sentence.
  let examples = 0;
  let spoken = 0;
  for (const { day } of ctx.days)
    day.lecture.examples.forEach((example, i) => {
      examples++;
      if (!example.audio) return;
      const at = `${day.lecture.slug} example ${i + 1}`;
      const expected = audioFileName(readAloudScript(example.en));
      if (example.audio.file !== expected)
        findings.pending(
          'audio',
          at,
          `sentence changed since its reading; render ${expected} (content:audio -- --lectures)`,
        );
      else if (!ctx.audioExists(example.audio.file))
        findings.error('audio', at, `content/audio/${example.audio.file} is missing`);
      else spoken++;
    });
  findings.note('audio', `${spoken} of ${examples} lecture examples have a reading`);
}
