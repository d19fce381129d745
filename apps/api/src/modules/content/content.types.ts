import type { QuestionType } from '@yek/contracts/content';

/**
 * Shapes the content repository returns. The learner's shapes hold nothing that gives an answer
 * away; the keys come separately, for scoring and for showing results after an answer.
 */

export interface LearnerOption {
  id: number;
  orderNo: number;
  text: string;
}

export interface LearnerQuestion {
  id: number;
  slug: string;
  orderNo: number;
  type: QuestionType;
  /** prompt, and per type: hint, words (word order), left/right (matching), word or time limits. */
  payload: Record<string, unknown>;
  /** Choice types only; empty otherwise. */
  options: LearnerOption[];
}

export interface LearnerWord {
  id: number;
  slug: string;
  headword: string;
  pos: string;
  levelId: number;
  ipa: string;
  meaningTr: string;
  exampleEn: string;
  exampleTr: string;
}

export interface LearnerMainQuestion {
  id: number;
  slug: string;
  orderNo: number;
  skillId: number;
  kind: string;
  instructionsTr: string | null;
  instructionsEn: string | null;
  /** passage | script outline + audio { file, url, durationSeconds } | writing or speaking prompts */
  body: Record<string, unknown>;
  questions: LearnerQuestion[];
  vocabulary: LearnerWord[];
}

export interface LearnerLecture {
  id: number;
  slug: string;
  pointTr: string;
  pointEn: string;
  /** Turkish Markdown. */
  explanation: string;
  examples: { en: string; tr: string }[];
  mistakes: { wrong: string; right: string; explanation: string }[];
}

export interface LearnerDay {
  id: number;
  slug: string;
  dayNo: number;
  kind: 'lesson' | 'review';
  titleTr: string;
  titleEn: string;
  sectionSlug: string;
  levelId: number;
  levelCode: string;
  lecture: LearnerLecture | null;
  mainQuestions: LearnerMainQuestion[];
}

/** Everything needed to score a reply to one question and to explain the result. */
export interface QuestionKey {
  id: number;
  slug: string;
  mainQuestionId: number;
  type: QuestionType;
  retired: boolean;
  /** Choice types: the ids of the correct options. */
  correctOptionIds: number[];
  /** Typed types: compare normalizeReply(type, reply) with `normalized`. */
  acceptedAnswers: { answer: string; normalized: string }[];
  /** true-false { answer }, matching { match }, gap fill / error correction { exactForm },
   *  free text { modelAnswer, criteria }, free speech { modelAnswer }. */
  solution: Record<string, unknown>;
  explanation: string;
}

/** What a part shows once it has been answered (the listening transcript). */
export interface MainQuestionReveal {
  id: number;
  reveal: Record<string, unknown> | null;
}
