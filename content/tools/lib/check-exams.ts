import {
  CEFR_LEVELS,
  DIFFICULTY_BAND,
  EXAM_FORMS,
  LEVEL_COVERAGE_MIN,
  LEVEL_DIFFICULTY_PRIOR,
  PLACEMENT_SKILLS,
  POSITION_SHARE_MAX,
  countWords,
  itemTypeOffset,
  normalizeTypedAnswer,
  scoredQuestions,
  type CefrLevel,
  type ExamQuestion,
  type FreeText,
  type LevelExam,
} from '@yek/contracts/content';
import { audioFileName } from './audio';
import { contractionVariants } from './check-items';
import { typedAnswerMatches } from '@yek/contracts/content';
import { ASCII_TURKISH, modelAnswerProblems, readsAsEnglish, scriptText } from './check-text';
import { measureCoverage } from './coverage';
import { examScripts, type ValidExams } from './exams';
import type { Findings } from './findings';
import type { Lexicon } from './lexicon';
import { levelRank } from './lexicon';

/** Placement items the bank holds at least, per level and skill (6 levels × 4 skills × 10 = 240). */
export const PLACEMENT_PER_LEVEL_SKILL = 10;

/** Words of a placement item's passage (short texts: one item per passage). */
export const PLACEMENT_PASSAGE_WORDS = { min: 15, max: 160 } as const;
/** Words of a level exam's reading passage, by level. */
export const EXAM_PASSAGE_WORDS: Readonly<Record<CefrLevel, { min: number; max: number }>> = {
  A1: { min: 50, max: 120 },
  A2: { min: 80, max: 180 },
  B1: { min: 120, max: 300 },
  B2: { min: 150, max: 400 },
  C1: { min: 180, max: 550 },
  C2: { min: 200, max: 600 },
};
/** A level exam's writing task: minWords at least `min`, maxWords at most `max`. */
export const EXAM_WRITING_WORDS: Readonly<Record<CefrLevel, { min: number; max: number }>> = {
  A1: { min: 20, max: 80 },
  A2: { min: 40, max: 120 },
  B1: { min: 80, max: 180 },
  B2: { min: 120, max: 260 },
  C1: { min: 180, max: 350 },
  C2: { min: 200, max: 400 },
};

export interface ExamCheckOptions {
  lexicon: Lexicon;
  audioExists: (file: string) => boolean;
}

/** Unique ids: placement ids across the bank, slugs across all forms. */
function checkIds(exams: ValidExams, findings: Findings): void {
  const seen = new Map<string, string>();
  const claim = (id: string, path: string) => {
    const first = seen.get(id);
    if (first) findings.error('exam-schema', path, `${id} is used twice (also in ${first})`);
    else seen.set(id, path);
  };
  for (const { path, file } of exams.placement) for (const item of file.items) claim(item.id, path);
  for (const { path, exam } of exams.levels) {
    const { reading, listening, grammar, vocabulary, writing, speaking } = exam.sections;
    for (const p of reading.passages) {
      claim(p.slug, path);
      for (const q of p.questions) claim(q.slug, path);
    }
    for (const r of listening.recordings) {
      claim(r.slug, path);
      for (const q of r.questions) claim(q.slug, path);
    }
    for (const q of [...grammar.questions, ...vocabulary.questions]) claim(q.slug, path);
    claim(writing.task.slug, path);
    for (const q of speaking.readAloud) claim(q.slug, path);
    if (speaking.prompt) claim(speaking.prompt.slug, path);
    const prefix = `${exam.slug}-`;
    for (const slug of formSlugs(exam))
      if (!slug.startsWith(prefix))
        findings.error('exam-schema', path, `${slug} does not start with ${prefix}`);
  }
  findings.note('exam-schema', `${seen.size} ids and slugs, all unique`);
}

function formSlugs(exam: LevelExam): string[] {
  const { reading, listening, grammar, vocabulary, writing, speaking } = exam.sections;
  return [
    ...reading.passages.flatMap((p) => [p.slug, ...p.questions.map((q) => q.slug)]),
    ...listening.recordings.flatMap((r) => [r.slug, ...r.questions.map((q) => q.slug)]),
    ...grammar.questions.map((q) => q.slug),
    ...vocabulary.questions.map((q) => q.slug),
    writing.task.slug,
    ...speaking.readAloud.map((q) => q.slug),
    ...(speaking.prompt ? [speaking.prompt.slug] : []),
  ];
}

/** 10 items per level × skill (missing work is pending), both forms of every level. */
function checkCounts(exams: ValidExams, findings: Findings): void {
  let total = 0;
  for (const level of CEFR_LEVELS) {
    const file = exams.placement.find((p) => p.file.level === level);
    const counts = PLACEMENT_SKILLS.map(
      (skill) => file?.file.items.filter((i) => i.skill === skill).length ?? 0,
    );
    total += counts.reduce((a, b) => a + b, 0);
    findings.note(
      'exam-counts',
      `placement ${level}: ${PLACEMENT_SKILLS.map((s, i) => `${s} ${counts[i]}`).join(' · ')}`,
    );
    PLACEMENT_SKILLS.forEach((skill, i) => {
      if ((counts[i] ?? 0) < PLACEMENT_PER_LEVEL_SKILL)
        findings.pending(
          'exam-counts',
          `placement ${level} ${skill}`,
          `${counts[i]} of ${PLACEMENT_PER_LEVEL_SKILL} items written`,
        );
    });
    for (const form of EXAM_FORMS) {
      const slug = `${level.toLowerCase()}-${form}`;
      const found = exams.levels.find((l) => l.exam.slug === slug);
      if (!found) findings.pending('exam-counts', `levels ${slug}`, 'form not written yet');
      else {
        const scored = scoredQuestions(found.exam);
        const by = (s: string) => scored.filter((q) => q.section === s).length;
        findings.note(
          'exam-counts',
          `form ${slug}: ${scored.length} scored items (reading ${by('reading')} · listening ${by('listening')} · grammar ${by('grammar')} · vocabulary ${by('vocabulary')}), pass mark ${found.exam.passMark}%, ${found.exam.timeLimitMinutes} min`,
        );
      }
    }
  }
  findings.note('exam-counts', `placement bank: ${total} items`);
}

/** Each difficulty lies within DIFFICULTY_BAND of its level prior plus its type offset. */
function checkDifficulty(exams: ValidExams, findings: Findings): void {
  for (const { file } of exams.placement) {
    const values: number[] = [];
    for (const item of file.items) {
      const centre = LEVEL_DIFFICULTY_PRIOR[item.level] + itemTypeOffset(item);
      values.push(item.difficulty);
      if (Math.abs(item.difficulty - centre) > DIFFICULTY_BAND + 1e-9)
        findings.error(
          'exam-difficulty',
          item.id,
          `difficulty ${item.difficulty} is more than ${DIFFICULTY_BAND} from ${centre.toFixed(2)} (${item.level} prior ${LEVEL_DIFFICULTY_PRIOR[item.level]} + ${item.type} offset)`,
        );
    }
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    findings.note(
      'exam-difficulty',
      `${file.level}: ${values.length} items, difficulty ${Math.min(...values).toFixed(2)} … ${Math.max(...values).toFixed(2)}, mean ${mean.toFixed(2)}`,
    );
  }
}

/** The accepted answers of a typed item miss no long/short variant; choice options differ. */
function typedProblems(accepted: string[]): string[] {
  const have = new Set(accepted.map(normalizeTypedAnswer));
  return [
    ...new Set(
      accepted
        .flatMap(contractionVariants)
        .filter((v) => !have.has(v) && !accepted.some((a) => typedAnswerMatches(v, a))),
    ),
  ];
}

function checkKeys(exams: ValidExams, findings: Findings): void {
  let items = 0;
  for (const { file } of exams.placement) {
    for (const item of file.items) {
      items++;
      if (item.type === 'typed' && item.accepted) {
        const missing = typedProblems(item.accepted);
        if (missing.length > 0)
          findings.error(
            'exam-keys',
            item.id,
            `accepted answers miss ${missing.map((m) => `"${m}"`).join(', ')}`,
          );
      }
      if (item.options) {
        const norm = item.options.map(normalizeTypedAnswer);
        if (new Set(norm).size !== norm.length)
          findings.error('exam-keys', item.id, 'two options read the same');
      }
    }
  }
  for (const { exam } of exams.levels) {
    for (const { question } of scoredQuestions(exam)) {
      items++;
      if (
        (question.type === 'gap-fill' || question.type === 'error-correction') &&
        !question.exactForm
      ) {
        const missing = typedProblems(question.answers);
        if (missing.length > 0)
          findings.error(
            'exam-keys',
            question.slug,
            `accepted answers miss ${missing.map((m) => `"${m}"`).join(', ')} (or set exactForm)`,
          );
      }
    }
  }
  findings.note('exam-keys', `${items} scored items keyed`);
}

function positionShares(positions: number[]): number[] {
  const total = positions.reduce((a, b) => a + b, 0);
  return positions.map((n) => (total === 0 ? 0 : n / total));
}

function reportPositions(
  findings: Findings,
  at: string,
  positions: number[],
  trueFalse?: [number, number],
): void {
  const shares = positionShares(positions);
  const total = positions.reduce((a, b) => a + b, 0);
  findings.note(
    'exam-positions',
    `${at}: ${total} choice items: ${shares.map((s, i) => `${'ABCD'[i]} ${(s * 100).toFixed(0)}%`).join(' · ')}${trueFalse ? `; true/false ${trueFalse[0]}/${trueFalse[1]}` : ''}`,
  );
  shares.forEach((share, i) => {
    if (share > POSITION_SHARE_MAX)
      findings.error(
        'exam-positions',
        at,
        `position ${'ABCD'[i]} holds ${(share * 100).toFixed(1)}% of correct options (max ${POSITION_SHARE_MAX * 100}%)`,
      );
  });
  if (trueFalse) {
    const [t, f] = trueFalse;
    if (t + f >= 6 && Math.max(t, f) / (t + f) > 1 - POSITION_SHARE_MAX)
      findings.error(
        'exam-positions',
        at,
        `true/false answers ${t} true, ${f} false: keep each between 35% and 65%`,
      );
  }
}

/** No position above 35% in any placement level or any form; true/false balanced in a form. */
function checkPositions(exams: ValidExams, findings: Findings): void {
  for (const { file } of exams.placement) {
    const positions = [0, 0, 0, 0];
    for (const item of file.items)
      if (item.answer !== undefined) positions[item.answer] = (positions[item.answer] ?? 0) + 1;
    reportPositions(findings, `placement ${file.level}`, positions);
  }
  for (const { exam } of exams.levels) {
    const positions = [0, 0, 0, 0];
    let t = 0;
    let f = 0;
    for (const { question } of scoredQuestions(exam)) {
      if (question.type === 'single-choice') {
        const at = question.options.findIndex((o) => o.correct);
        positions[at] = (positions[at] ?? 0) + 1;
      } else if (question.type === 'true-false') {
        if (question.answer) t++;
        else f++;
      }
    }
    reportPositions(findings, `form ${exam.slug}`, positions, [t, f]);
  }
}

const normalizeText = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function shingles(text: string, size = 5): Set<string> {
  const words = normalizeText(text).split(' ');
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(' '));
  return out;
}

const questionText = (q: ExamQuestion): string =>
  q.type === 'single-choice' ? `${q.prompt} ${q.options.map((o) => o.text).join(' / ')}` : q.prompt;

/**
 * No two items share a stem (with its options), no two texts share a passage or script (texts
 * more than half the same count too), no two forms share a writing or speaking prompt.
 */
function checkDuplicates(exams: ValidExams, findings: Findings): void {
  const items: { at: string; text: string }[] = [];
  const texts: { at: string; text: string }[] = [];
  for (const { file } of exams.placement) {
    for (const item of file.items) {
      const context =
        item.passage?.text ?? (item.listening ? scriptText(item.listening.script.lines) : '');
      items.push({
        at: item.id,
        text: `${context} ${item.stem} ${(item.options ?? []).join(' / ')}`,
      });
      if (item.passage) texts.push({ at: item.id, text: item.passage.text });
      if (item.listening)
        texts.push({ at: item.id, text: scriptText(item.listening.script.lines) });
    }
  }
  for (const { exam } of exams.levels) {
    const { reading, listening, grammar, vocabulary, writing, speaking } = exam.sections;
    for (const p of reading.passages) {
      texts.push({ at: p.slug, text: p.text });
      for (const q of p.questions) items.push({ at: q.slug, text: `${p.text} ${questionText(q)}` });
    }
    for (const r of listening.recordings) {
      texts.push({ at: r.slug, text: scriptText(r.script.lines) });
      for (const q of r.questions)
        items.push({ at: q.slug, text: `${scriptText(r.script.lines)} ${questionText(q)}` });
    }
    for (const q of [...grammar.questions, ...vocabulary.questions])
      items.push({ at: q.slug, text: questionText(q) });
    items.push({ at: writing.task.slug, text: writing.task.prompt.en });
    for (const q of speaking.readAloud) items.push({ at: q.slug, text: q.prompt });
    if (speaking.prompt) items.push({ at: speaking.prompt.slug, text: speaking.prompt.prompt.en });
  }
  const seen = new Map<string, string>();
  for (const { at, text } of items) {
    const key = normalizeText(text);
    const first = seen.get(key);
    if (first) findings.error('exam-duplicates', at, `same item as ${first}`);
    else seen.set(key, at);
  }
  const withSets = texts.map((t) => ({ ...t, set: shingles(t.text) }));
  for (let i = 0; i < withSets.length; i++) {
    for (let j = i + 1; j < withSets.length; j++) {
      const a = withSets[i]!;
      const b = withSets[j]!;
      if (normalizeText(a.text) === normalizeText(b.text)) {
        findings.error('exam-duplicates', b.at, `same text as ${a.at}`);
        continue;
      }
      if (a.set.size === 0 || b.set.size === 0) continue;
      let shared = 0;
      for (const s of a.set) if (b.set.has(s)) shared++;
      const similarity = shared / (a.set.size + b.set.size - shared);
      if (similarity >= 0.5)
        findings.error(
          'exam-duplicates',
          b.at,
          `${(similarity * 100).toFixed(0)}% the same as ${a.at}`,
        );
    }
  }
  findings.note('exam-duplicates', `${items.length} items and ${texts.length} texts compared`);
}

/** Passage lengths and ≥ 90% of passage words at the item's level or below. */
function checkReading(exams: ValidExams, options: ExamCheckOptions, findings: Findings): void {
  const passage = (
    at: string,
    level: CefrLevel,
    text: string,
    names: string[],
    bounds: { min: number; max: number },
  ) => {
    const words = countWords(text);
    if (words < bounds.min || words > bounds.max)
      findings.error(
        'exam-reading',
        at,
        `${words} words; these passages have ${bounds.min}–${bounds.max}`,
      );
    const cov = measureCoverage(text, { level: levelRank(level), lexicon: options.lexicon, names });
    const pct = (cov.ratio * 100).toFixed(1);
    if (cov.ratio < LEVEL_COVERAGE_MIN)
      findings.error(
        'exam-reading',
        at,
        `${pct}% of words at ${level} or below (min ${LEVEL_COVERAGE_MIN * 100}%); above: ${[...new Set(cov.above)].join(', ')}`,
      );
    findings.detail('exam-reading', `${at}: ${words} words, ${pct}% at ${level}`);
    return cov.ratio;
  };
  let count = 0;
  let lowest = 1;
  for (const { file } of exams.placement)
    for (const item of file.items)
      if (item.passage) {
        count++;
        lowest = Math.min(
          lowest,
          passage(
            item.id,
            item.level,
            item.passage.text,
            item.passage.names,
            PLACEMENT_PASSAGE_WORDS,
          ),
        );
      }
  for (const { exam } of exams.levels)
    for (const p of exam.sections.reading.passages) {
      count++;
      lowest = Math.min(
        lowest,
        passage(p.slug, exam.level, p.text, p.names, EXAM_PASSAGE_WORDS[exam.level]),
      );
    }
  findings.note('exam-reading', `${count} passages, lowest coverage ${(lowest * 100).toFixed(1)}%`);
}

function checkWriting(exams: ValidExams, findings: Findings): void {
  for (const { exam } of exams.levels) {
    const task: FreeText = exam.sections.writing.task;
    const bounds = EXAM_WRITING_WORDS[exam.level];
    if (task.minWords < bounds.min || task.maxWords > bounds.max)
      findings.error(
        'exam-writing',
        task.slug,
        `${task.minWords}–${task.maxWords} words; ${exam.level} tasks stay within ${bounds.min}–${bounds.max}`,
      );
    for (const problem of modelAnswerProblems(task))
      findings.error('exam-writing', task.slug, problem);
  }
}

/** Turkish fields (`tr`, `explanation`): written in Turkish, with its letters. */
function checkTurkish(exams: ValidExams, findings: Findings): void {
  let fields = 0;
  const visit = (value: unknown, at: string, path: string[]) => {
    if (Array.isArray(value)) value.forEach((v, i) => visit(v, at, [...path, String(i)]));
    else if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      const here =
        typeof obj.id === 'string' ? obj.id : typeof obj.slug === 'string' ? obj.slug : at;
      for (const [key, v] of Object.entries(obj)) {
        if (typeof v === 'string' && (key === 'tr' || key === 'explanation')) {
          fields++;
          const where = `${here} ${key}`;
          if (readsAsEnglish(v))
            findings.error('exam-turkish', where, 'reads as English, not Turkish');
          const ascii = v.match(ASCII_TURKISH);
          if (ascii)
            findings.error('exam-turkish', where, `"${ascii[0]}" is missing its Turkish letters`);
          if (
            key === 'tr' &&
            typeof obj.en === 'string' &&
            obj.en.trim() === v.trim() &&
            /\s/.test(v)
          )
            findings.error('exam-turkish', where, 'same as the English');
        } else visit(v, here, [...path, key]);
      }
    }
  };
  for (const { path, file } of exams.placement) visit(file, path, []);
  for (const { path, exam } of exams.levels) visit(exam, path, []);
  findings.note('exam-turkish', `${fields} Turkish fields read`);
}

function checkAudio(exams: ValidExams, options: ExamCheckOptions, findings: Findings): void {
  const scripts = examScripts(exams);
  let rendered = 0;
  for (const s of scripts) {
    const expected = audioFileName(s.script);
    if (!s.audio) findings.pending('exam-audio', s.key, `not rendered yet (${expected})`);
    else if (s.audio.file !== expected)
      findings.pending('exam-audio', s.key, `script changed since rendering; render ${expected}`);
    else if (!options.audioExists(s.audio.file))
      findings.error('exam-audio', s.key, `content/audio/${s.audio.file} is missing`);
    else rendered++;
  }
  findings.note('exam-audio', `${rendered} of ${scripts.length} exam listening scripts rendered`);
}

/** Every check of the exams' content (content/exams/README.md). */
export function checkExams(exams: ValidExams, options: ExamCheckOptions, findings: Findings): void {
  checkIds(exams, findings);
  checkCounts(exams, findings);
  checkDifficulty(exams, findings);
  checkKeys(exams, findings);
  checkPositions(exams, findings);
  checkDuplicates(exams, findings);
  checkReading(exams, options, findings);
  checkWriting(exams, findings);
  checkTurkish(exams, findings);
  checkAudio(exams, options, findings);
}
