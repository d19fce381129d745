import { createHash } from 'node:crypto';
import type { Day, Part, Question } from '@yek/contracts/content';
import type {
  acceptedAnswers,
  levels,
  mainQuestionVocabulary,
  questionOptions,
  questions,
  taskMainQuestions,
  vocabulary,
} from '../../db/schema';
import { AUDIO_URL_PREFIX } from './content-ids';
import { type Json, normalizeReply, splitQuestion } from './question-split';

/**
 * Turns a validated day file into the rows the loader writes. Each part keeps apart what it shows
 * before the answers (body) and after them (reveal); each question is split by question-split.ts.
 */

/** Bump when this mapping or question-split.ts changes, so every day is written again. */
export const LOADER_VERSION = 3;

type QuestionSlug = { questionSlug: (typeof questions.$inferSelect)['slug'] };
type MainQuestionSlug = { mainQuestionSlug: (typeof taskMainQuestions.$inferSelect)['slug'] };

// jsonb columns read as unknown; what the loader writes into them is Json.
export type MainQuestionRow = Pick<
  typeof taskMainQuestions.$inferSelect,
  'slug' | 'orderNo' | 'kind' | 'instructionsTr' | 'instructionsEn'
> & { body: Json; reveal: Json | null };
export type QuestionRow = Pick<typeof questions.$inferSelect, 'slug' | 'orderNo' | 'explanation'> &
  MainQuestionSlug & { type: Question['type']; payload: Json; solution: Json };
export type OptionRow = Pick<
  typeof questionOptions.$inferSelect,
  'orderNo' | 'text' | 'isCorrect'
> &
  QuestionSlug;
export type AnswerRow = Pick<
  typeof acceptedAnswers.$inferSelect,
  'orderNo' | 'answer' | 'normalized'
> &
  QuestionSlug;
export type WordRow = Pick<
  typeof vocabulary.$inferSelect,
  'slug' | 'headword' | 'pos' | 'ipa' | 'meaningTr' | 'exampleEn' | 'exampleTr'
> &
  MainQuestionSlug &
  Pick<typeof mainQuestionVocabulary.$inferSelect, 'orderNo'> & {
    level: (typeof levels.$inferSelect)['code'];
  };
export interface DayRows {
  hash: string;
  mainQuestions: MainQuestionRow[];
  questions: QuestionRow[];
  options: OptionRow[];
  answers: AnswerRow[];
  words: WordRow[];
}

export function dayHash(day: Day): string {
  return createHash('sha256')
    .update(`${LOADER_VERSION}\n${JSON.stringify(day)}`)
    .digest('hex');
}

/** What the part shows above its questions; the listening transcript waits for the answers. */
export function partBody(part: Part): { body: Json; reveal: Json | null } {
  switch (part.kind) {
    case 'grammar':
    case 'vocabulary':
      return { body: {}, reveal: null };
    case 'reading':
      return { body: { passage: part.passage }, reveal: null };
    case 'listening': {
      const { type, title, speakers, lines } = part.script;
      const names = new Map(speakers.map((s) => [s.id, s.name]));
      return {
        body: {
          script: { type, title, speakers: speakers.map(({ id, name }) => ({ id, name })) },
          audio: part.audio
            ? { ...part.audio, url: `${AUDIO_URL_PREFIX}${part.audio.file}` }
            : null,
        },
        reveal: { lines: lines.map((l) => ({ ...l, name: names.get(l.speaker) ?? l.speaker })) },
      };
    }
    case 'writing': {
      const task = part.questions.find((q) => q.type === 'free-text');
      return {
        body: task
          ? {
              prompt: task.prompt,
              minWords: task.minWords,
              maxWords: task.maxWords,
              criteria: task.criteria,
            }
          : {},
        reveal: null,
      };
    }
    case 'speaking': {
      const free = part.questions.find((q) => q.type === 'recording-free');
      return {
        body: {
          sentences: part.questions.flatMap((q) =>
            q.type === 'recording-read-aloud' ? [q.prompt] : [],
          ),
          ...(free
            ? { prompt: free.prompt, minSeconds: free.minSeconds, maxSeconds: free.maxSeconds }
            : {}),
        },
        reveal: null,
      };
    }
  }
}

export function dayRows(day: Day): DayRows {
  const rows: DayRows = {
    hash: dayHash(day),
    mainQuestions: [],
    questions: [],
    options: [],
    answers: [],
    words: [],
  };
  day.parts.forEach((part, p) => {
    rows.mainQuestions.push({
      slug: part.slug,
      orderNo: p + 1,
      kind: part.kind,
      instructionsTr: part.instructions?.tr ?? null,
      instructionsEn: part.instructions?.en ?? null,
      ...partBody(part),
    });
    part.questions.forEach((q, i) => {
      const s = splitQuestion(q);
      rows.questions.push({
        slug: q.slug,
        mainQuestionSlug: part.slug,
        orderNo: i + 1,
        type: q.type,
        payload: s.payload,
        solution: s.solution,
        explanation: q.explanation,
      });
      s.options.forEach((o, n) =>
        rows.options.push({
          questionSlug: q.slug,
          orderNo: n + 1,
          text: o.text,
          isCorrect: o.correct,
        }),
      );
      // Two spellings that compare equal are one accepted answer.
      const seen = new Set<string>();
      for (const answer of s.answers) {
        const normalized = normalizeReply(q.type, answer);
        if (seen.has(normalized)) continue;
        seen.add(normalized);
        rows.answers.push({ questionSlug: q.slug, orderNo: seen.size, answer, normalized });
      }
    });
    if (part.kind === 'vocabulary')
      part.words.forEach((w, i) => {
        // A word listed twice would make one upsert touch its row twice; the check reports it.
        if (rows.words.some((r) => r.slug === w.slug)) return;
        rows.words.push({
          slug: w.slug,
          headword: w.headword,
          pos: w.pos,
          level: w.level,
          ipa: w.ipa,
          meaningTr: w.meaning,
          exampleEn: w.example.en,
          exampleTr: w.example.tr,
          mainQuestionSlug: part.slug,
          orderNo: i + 1,
        });
      });
  });
  return rows;
}
