import {
  LEVEL_COVERAGE_MIN,
  POSITION_SHARE_MAX,
  READING_WORDS,
  WRITING_WORDS,
  countWords,
  sectionOfLevel,
  type MetaTask,
} from '@yek/contracts/content';
import { audioFileName, dictationScript } from './audio';
import {
  missingVariants,
  missingVariantsMessage,
  positionStats,
  wordProblems,
} from './check-items';
import {
  type ComparedText,
  dayTexts,
  duplicateTexts,
  modelAnswerProblems,
  scriptText,
  textsOf,
  turkishProblems,
} from './check-text';
import { measureCoverage } from './coverage';
import type { CheckContext, Findings } from './findings';
import { levelRank } from './lexicon';
import type { ValidMetaCourse } from './meta';

/**
 * The day checks run over the meta courses' tasks: a task is held to the bounds of its own level
 * (reading length and coverage, writing word counts), its course to the position balance, and its
 * texts must repeat neither a day nor another task.
 */
export function checkMeta(courses: ValidMetaCourse[], ctx: CheckContext, findings: Findings): void {
  const tasks = courses.flatMap((c) => c.tasks.map((t) => t.task));
  checkMetaReading(tasks, ctx, findings);
  checkMetaKeys(tasks, findings);
  checkMetaPositions(courses, findings);
  checkMetaDuplicates(tasks, ctx, findings);
  checkMetaVocabulary(courses, ctx, findings);
  checkMetaWriting(tasks, findings);
  checkMetaTurkish(courses, findings);
  checkMetaAudio(tasks, ctx, findings);
  for (const { course } of courses)
    findings.note(
      'meta-schema',
      `${course.slug}: ${course.tasks.length} tasks, ${course.minLevel}–${course.maxLevel}, ` +
        `${course.tasks.reduce((n, t) => n + t.parts.length, 0)} parts, ` +
        `${course.tasks.reduce((n, t) => n + t.parts.reduce((m, p) => m + p.questions.length, 0), 0)} questions`,
    );
}

const newWordsOf = (task: MetaTask): string[] =>
  task.parts.flatMap((p) => (p.kind === 'vocabulary' ? p.words.map((w) => w.headword) : []));

function checkMetaReading(tasks: MetaTask[], ctx: CheckContext, findings: Findings): void {
  let passages = 0;
  for (const task of tasks) {
    const level = levelRank(task.level);
    for (const part of task.parts) {
      if (part.kind === 'listening') {
        const script = scriptText(part.script.lines);
        const cov = measureCoverage(script, {
          level,
          lexicon: ctx.lexicon,
          names: part.script.speakers.map((s) => s.name),
          newWords: newWordsOf(task),
        });
        findings.detail(
          'meta-reading',
          `${part.slug}: script ${countWords(script)} words, ${(cov.ratio * 100).toFixed(1)}% at ${task.level}`,
        );
      }
      if (part.kind !== 'reading') continue;
      passages++;
      const words = countWords(part.passage.text);
      const bounds = READING_WORDS[sectionOfLevel(task.level)];
      if (words < bounds.min || words > bounds.max)
        findings.error(
          'meta-reading',
          part.slug,
          `${words} words; ${task.level} passages have ${bounds.min}–${bounds.max}`,
        );
      const cov = measureCoverage(part.passage.text, {
        level,
        lexicon: ctx.lexicon,
        names: part.passage.names,
        newWords: newWordsOf(task),
      });
      const pct = (cov.ratio * 100).toFixed(1);
      const above = [...new Set(cov.above)].join(', ');
      if (cov.ratio < LEVEL_COVERAGE_MIN)
        findings.error(
          'meta-reading',
          part.slug,
          `${pct}% of words at ${task.level} or below (min ${LEVEL_COVERAGE_MIN * 100}%); above: ${above}`,
        );
      findings.detail(
        'meta-reading',
        `${part.slug}: ${words} words, ${pct}% at ${task.level}${above ? ` (above: ${above})` : ''}`,
      );
    }
  }
  findings.note('meta-reading', `${passages} passages`);
}

function checkMetaKeys(tasks: MetaTask[], findings: Findings): void {
  for (const q of tasks.flatMap((t) => t.parts.flatMap((p) => p.questions))) {
    const missing = missingVariants(q);
    if (missing.length > 0) findings.error('meta-keys', q.slug, missingVariantsMessage(missing));
  }
}

/** Each course on its own: no answer position above 35%, true and false not lopsided. */
function checkMetaPositions(courses: ValidMetaCourse[], findings: Findings): void {
  for (const { course } of courses) {
    const { positions, trueCount, falseCount } = positionStats(course.tasks);
    const total = positions.reduce((a, b) => a + b, 0);
    const shares = positions.map((n) => (total === 0 ? 0 : n / total));
    findings.note(
      'meta-positions',
      `${course.slug}: ${total} single-choice items: ${shares
        .map((s, i) => `${'ABCD'[i]} ${(s * 100).toFixed(0)}%`)
        .join(' · ')}; true/false ${trueCount}/${falseCount}`,
    );
    shares.forEach((share, i) => {
      if (share > POSITION_SHARE_MAX)
        findings.error(
          'meta-positions',
          course.slug,
          `position ${'ABCD'[i]} holds ${(share * 100).toFixed(1)}% of correct options (max ${POSITION_SHARE_MAX * 100}%)`,
        );
    });
    const tf = trueCount + falseCount;
    if (tf >= 10 && Math.max(trueCount, falseCount) / tf > 1 - POSITION_SHARE_MAX)
      findings.error(
        'meta-positions',
        course.slug,
        `true/false answers ${trueCount} true, ${falseCount} false: keep each between 35% and 65%`,
      );
  }
}

/** A task's texts against every day's and every other task's. */
function checkMetaDuplicates(tasks: MetaTask[], ctx: CheckContext, findings: Findings): void {
  const own: ComparedText[] = tasks.flatMap((t) => textsOf(t.slug, t.parts));
  const mine = new Set(own);
  for (const d of duplicateTexts([...dayTexts(ctx), ...own], (t) => mine.has(t)))
    findings.error('meta-duplicates', d.at, d.message);
  findings.note('meta-duplicates', `${own.length} passages, scripts and prompts compared`);
}

/** Words at their listed level, not above the task's, each taught once within its course. */
function checkMetaVocabulary(
  courses: ValidMetaCourse[],
  ctx: CheckContext,
  findings: Findings,
): void {
  let total = 0;
  let unlisted = 0;
  for (const { course } of courses) {
    const taught = new Map<string, string>();
    for (const task of course.tasks) {
      for (const part of task.parts) {
        if (part.kind !== 'vocabulary') continue;
        for (const w of part.words) {
          total++;
          const at = `${task.slug} word ${w.headword}`;
          const first = taught.get(w.slug);
          if (first) findings.error('meta-vocabulary', at, `already taught in ${first}`);
          else taught.set(w.slug, task.slug);
          const found = wordProblems(w, task.level, ctx.lexicon);
          if (!found.listed) unlisted++;
          for (const message of found.problems) findings.error('meta-vocabulary', at, message);
        }
      }
    }
  }
  findings.note(
    'meta-vocabulary',
    `${total} words taught, ${unlisted} not in the lists under their part of speech`,
  );
}

function checkMetaWriting(tasks: MetaTask[], findings: Findings): void {
  for (const task of tasks) {
    for (const q of task.parts.flatMap((p) => p.questions)) {
      if (q.type !== 'free-text') continue;
      const bounds = WRITING_WORDS[sectionOfLevel(task.level)];
      if (q.minWords < bounds.min || q.maxWords > bounds.max)
        findings.error(
          'meta-writing',
          q.slug,
          `${q.minWords}–${q.maxWords} words; ${task.level} tasks stay within ${bounds.min}–${bounds.max}`,
        );
      for (const problem of modelAnswerProblems(q)) findings.error('meta-writing', q.slug, problem);
    }
  }
}

function checkMetaTurkish(courses: ValidMetaCourse[], findings: Findings): void {
  let fields = 0;
  for (const { course } of courses) {
    const { tasks, ...head } = course;
    const found = turkishProblems(head);
    fields += found.fields;
    for (const p of found.problems)
      findings.error('meta-turkish', `${course.slug} ${p.path}`, p.message);
    for (const task of tasks) {
      const inTask = turkishProblems(task);
      fields += inTask.fields;
      for (const p of inTask.problems)
        findings.error('meta-turkish', `${task.slug} ${p.path}`, p.message);
    }
  }
  findings.note('meta-turkish', `${fields} Turkish fields read`);
}

function checkMetaAudio(tasks: MetaTask[], ctx: CheckContext, findings: Findings): void {
  let parts = 0;
  let rendered = 0;
  for (const part of tasks.flatMap((t) => t.parts)) {
    if (part.kind !== 'listening') continue;
    parts++;
    const expected = audioFileName(part.script);
    if (!part.audio) findings.pending('meta-audio', part.slug, `not rendered yet (${expected})`);
    else if (part.audio.file !== expected)
      findings.pending(
        'meta-audio',
        part.slug,
        `script changed since rendering; render ${expected}`,
      );
    else if (!ctx.audioExists(part.audio.file))
      findings.error('meta-audio', part.slug, `content/audio/${part.audio.file} is missing`);
    else rendered++;
    // A dictation is its own recording, rendered with the part.
    for (const q of part.questions) {
      if (q.type !== 'dictation') continue;
      const file = audioFileName(dictationScript(q));
      if (q.audio?.file !== file)
        findings.pending('meta-audio', q.slug, `dictation not rendered yet (${file})`);
      else if (!ctx.audioExists(file))
        findings.error('meta-audio', q.slug, `content/audio/${file} is missing`);
    }
  }
  findings.note('meta-audio', `${rendered} of ${parts} listening parts rendered`);
}
