import { createHash } from 'node:crypto';
import type {
  BilingualText,
  WritingCriterion,
  ExamQuestion as ContentExamQuestion,
  LevelExam,
  PlacementItem as ContentPlacementItem,
} from '@yek/contracts/content';

/**
 * How the exam files map to rows: what the learner may see (the placement item's `payload`, the
 * level paper) and, apart, what scores it (`key`, `keys`). The wire shapes are made from these at
 * serve time in the request's language (usertaskexam-views.ts).
 */

export interface PlacementPayload {
  type: 'single-choice' | 'typed';
  stem: string;
  passage: string | null;
  audioFile: string | null;
  options: string[];
}

export interface PlacementKey {
  /** 1-based option id of the right option (choice items). */
  correctOptionId: number | null;
  accepted: string[];
  explanation: string;
}

export type ExamQuestionType = ContentExamQuestion['type'];
export type StoredSection = 'reading' | 'listening' | 'grammar' | 'vocabulary';

export interface StoredQuestion {
  slug: string;
  section: StoredSection;
  type: ExamQuestionType;
  prompt: string;
  hint: string | null;
  words: string[];
  options: string[];
}

export interface StoredPaper {
  reading: {
    instructions: BilingualText | null;
    passages: { slug: string; title: string; text: string; questions: StoredQuestion[] }[];
  };
  listening: {
    instructions: BilingualText | null;
    recordings: { slug: string; audioFile: string | null; questions: StoredQuestion[] }[];
  };
  grammar: { instructions: BilingualText | null; questions: StoredQuestion[] };
  vocabulary: { instructions: BilingualText | null; questions: StoredQuestion[] };
  /** Absent on papers loaded before writing and speaking were marked (the next load adds it). */
  writing?: StoredWriting;
  speaking?: StoredSpeaking;
}

export interface StoredWriting {
  instructions: BilingualText | null;
  points: number;
  task: { slug: string; prompt: BilingualText; minWords: number; maxWords: number };
}

export interface StoredSpeaking {
  instructions: BilingualText | null;
  points: number;
  readAloud: { slug: string; prompt: string }[];
  prompt: { slug: string; prompt: BilingualText; minSeconds: number; maxSeconds: number } | null;
}

/**
 * The key of a writing or speaking item, kept apart from the paper: what the writing feedback
 * checks and the model answer shown after the paper is handed in.
 */
export interface ProductiveKey {
  section: 'writing' | 'speaking';
  type: 'free-text' | 'recording-read-aloud' | 'recording-free';
  /** Writing: the task's word limits and criteria. */
  minWords: number;
  maxWords: number;
  criteria: WritingCriterion[];
  /** Read-aloud: the sentence. Free speaking: the shortest answer that earns full marks. */
  sentence: string | null;
  minSeconds: number;
  modelAnswer: string | null;
  explanation: string;
}

export interface ExamQuestionKey {
  section: StoredSection;
  type: ExamQuestionType;
  correctOptionId: number | null;
  answer: boolean | null;
  accepted: string[];
  exactForm: boolean;
  explanation: string;
}

export const sha = (value: unknown) =>
  createHash('sha256').update(JSON.stringify(value)).digest('hex');

export function placementRows(item: ContentPlacementItem) {
  const payload: PlacementPayload = {
    type: item.type,
    stem: item.stem,
    passage: item.passage?.text ?? null,
    audioFile: item.listening?.audio?.file ?? null,
    options: item.options ?? [],
  };
  const key: PlacementKey = {
    correctOptionId: item.answer === undefined ? null : item.answer + 1,
    accepted: item.accepted ?? [],
    explanation: item.explanation,
  };
  return { payload, key, hash: sha({ item, payload, key }) };
}

function question(q: ContentExamQuestion, section: StoredSection) {
  const stored: StoredQuestion = {
    slug: q.slug,
    section,
    type: q.type,
    prompt: q.prompt,
    hint: q.type === 'gap-fill' ? (q.hint ?? null) : null,
    words: q.type === 'word-order' ? q.words : [],
    options: q.type === 'single-choice' ? q.options.map((o) => o.text) : [],
  };
  const key: ExamQuestionKey = {
    section,
    type: q.type,
    correctOptionId: q.type === 'single-choice' ? q.options.findIndex((o) => o.correct) + 1 : null,
    answer: q.type === 'true-false' ? q.answer : null,
    accepted: 'answers' in q ? q.answers : [],
    exactForm: 'exactForm' in q ? q.exactForm : false,
    explanation: q.explanation,
  };
  return { stored, key };
}

/** The paper and its keys: one per marked question, and the writing and speaking keys apart. */
export function levelExamRows(exam: LevelExam) {
  const keys: Record<string, ExamQuestionKey> = {};
  const productiveKeys: Record<string, ProductiveKey> = {};
  const map = (list: ContentExamQuestion[], section: StoredSection) =>
    list.map((q) => {
      const { stored, key } = question(q, section);
      keys[q.slug] = key;
      return stored;
    });
  const { reading, listening, grammar, vocabulary, writing, speaking } = exam.sections;
  const none = { minWords: 0, maxWords: 0, criteria: [], sentence: null, minSeconds: 0 };
  productiveKeys[writing.task.slug] = {
    ...none,
    section: 'writing',
    type: 'free-text',
    minWords: writing.task.minWords,
    maxWords: writing.task.maxWords,
    criteria: writing.task.criteria,
    modelAnswer: writing.task.modelAnswer,
    explanation: writing.task.explanation,
  };
  for (const r of speaking.readAloud)
    productiveKeys[r.slug] = {
      ...none,
      section: 'speaking',
      type: 'recording-read-aloud',
      sentence: r.prompt,
      modelAnswer: null,
      explanation: r.explanation,
    };
  if (speaking.prompt)
    productiveKeys[speaking.prompt.slug] = {
      ...none,
      section: 'speaking',
      type: 'recording-free',
      minSeconds: speaking.prompt.minSeconds,
      modelAnswer: speaking.prompt.modelAnswer,
      explanation: speaking.prompt.explanation,
    };
  const paper: StoredPaper = {
    reading: {
      instructions: reading.instructions ?? null,
      passages: reading.passages.map((p) => ({
        slug: p.slug,
        title: p.title,
        text: p.text,
        questions: map(p.questions, 'reading'),
      })),
    },
    listening: {
      instructions: listening.instructions ?? null,
      recordings: listening.recordings.map((r) => ({
        slug: r.slug,
        audioFile: r.audio?.file ?? null,
        questions: map(r.questions, 'listening'),
      })),
    },
    grammar: {
      instructions: grammar.instructions ?? null,
      questions: map(grammar.questions, 'grammar'),
    },
    vocabulary: {
      instructions: vocabulary.instructions ?? null,
      questions: map(vocabulary.questions, 'vocabulary'),
    },
    writing: {
      instructions: writing.instructions ?? null,
      points: writing.points,
      task: {
        slug: writing.task.slug,
        prompt: writing.task.prompt,
        minWords: writing.task.minWords,
        maxWords: writing.task.maxWords,
      },
    },
    speaking: {
      instructions: speaking.instructions ?? null,
      points: speaking.points,
      readAloud: speaking.readAloud.map((r) => ({ slug: r.slug, prompt: r.prompt })),
      prompt: speaking.prompt
        ? {
            slug: speaking.prompt.slug,
            prompt: speaking.prompt.prompt,
            minSeconds: speaking.prompt.minSeconds,
            maxSeconds: speaking.prompt.maxSeconds,
          }
        : null,
    },
  };
  const allKeys = { ...keys, ...productiveKeys };
  return { paper, keys: allKeys, hash: sha({ exam, paper, keys: allKeys }) };
}
