import { MetaTaskSchema, type MetaTask } from '@yek/contracts/content-meta';
import type { Part } from '@yek/contracts/content';
import { META_LEVELS, type MetaLevel, type MetaWord } from '@yek/contracts/metacourse';
import {
  type ListeningReveal,
  ListeningRevealSchema,
  type PartContent,
  PartContentSchema,
} from '@yek/contracts/usertask-parts';
import type { LearnerOption } from '@yek/contracts/usertask-questions';
import { partBody } from '../content/content-mapping';
import type { LearnerQuestion, QuestionKey } from '../content/content.types';
import { normalizeReply, splitQuestion } from '../content/question-split';
import type { CourseRow, TaskRow } from './metacourse.repository';

/**
 * A meta task built once from its stored file into what the learner is shown (the day's wire
 * shapes: parts by kind, items without keys) and the keys the shared scorer reads. Items get ids
 * from their place (part × 100 + item), options from their order: ids a reply names only mean
 * something within its task, where the answers are stored by the item's content slug.
 */

export interface BuiltQuestion {
  question: LearnerQuestion;
  key: QuestionKey;
}

export interface BuiltPart {
  orderNo: number;
  content: PartContent;
  /** The listening transcript, shown once every item of the part is answered. */
  reveal: ListeningReveal | null;
  instructionsTr: string | null;
  instructionsEn: string | null;
  questions: BuiltQuestion[];
  vocabulary: MetaWord[];
}

export interface BuiltTask {
  id: number;
  courseId: number;
  number: number;
  titleTr: string;
  titleEn: string;
  level: MetaLevel;
  lecture: MetaTask['lecture'] | null;
  parts: BuiltPart[];
  /** Every item's content slug, in order. */
  slugs: string[];
  /** The headwords the task teaches (writing feedback counts them). */
  words: string[];
}

export interface BuiltCourse extends CourseRow {
  tasks: BuiltTask[];
}

export const levelRank = (level: MetaLevel) => META_LEVELS.indexOf(level) + 1;

function buildPart(part: Part, orderNo: number): BuiltPart {
  const shown = partBody(part);
  const content = PartContentSchema.parse({ kind: part.kind, body: shown.body, reveal: null });
  const questions = part.questions.map((q, i): BuiltQuestion => {
    const id = orderNo * 100 + i + 1;
    const split = splitQuestion(q);
    const { options, answers, solution: _solution, ...shown } = split;
    const { options: _options, answers: _answers, payload: _payload, ...keyed } = split;
    const learnerOptions: LearnerOption[] = options.map((o, n) => ({
      id: n + 1,
      orderNo: n + 1,
      text: o.text,
    }));
    const seen = new Set<string>();
    const accepted = answers.flatMap((answer) => {
      const normalized = normalizeReply(q.type, answer);
      if (seen.has(normalized)) return [];
      seen.add(normalized);
      return [{ answer, normalized }];
    });
    return {
      question: {
        ...shown,
        id,
        slug: q.slug,
        orderNo: i + 1,
        options: learnerOptions,
      },
      key: {
        ...keyed,
        id,
        slug: q.slug,
        mainQuestionId: orderNo,
        explanation: q.explanation,
        retired: false,
        correctOptionIds: options.flatMap((o, n) => (o.correct ? [n + 1] : [])),
        acceptedAnswers: accepted,
      },
    };
  });
  return {
    orderNo,
    content,
    reveal: shown.reveal ? ListeningRevealSchema.parse(shown.reveal) : null,
    instructionsTr: part.instructions?.tr ?? null,
    instructionsEn: part.instructions?.en ?? null,
    questions,
    vocabulary:
      part.kind === 'vocabulary'
        ? part.words.map((w) => ({
            headword: w.headword,
            pos: w.pos,
            ipa: w.ipa,
            meaningTr: w.meaning,
            exampleEn: w.example.en,
            exampleTr: w.example.tr,
          }))
        : [],
  };
}

/** A stored task built for learners; null when its file no longer fits the schema. */
export function buildTask(row: TaskRow): BuiltTask | null {
  const parsed = MetaTaskSchema.safeParse(row.content);
  if (!parsed.success) return null;
  const task = parsed.data;
  const parts = task.parts.map((p, i) => buildPart(p, i + 1));
  return {
    id: row.id,
    courseId: row.courseId,
    number: row.number,
    titleTr: row.titleTr,
    titleEn: row.titleEn,
    level: row.level,
    lecture: task.lecture ?? null,
    parts,
    slugs: parts.flatMap((p) => p.questions.map((q) => q.key.slug)),
    words: task.parts.flatMap((p) =>
      p.kind === 'vocabulary' ? p.words.map((w) => w.headword) : [],
    ),
  };
}
