import type {
  ErrorCorrection,
  FreeSpeech,
  FreeText,
  GapFill,
  QuestionType,
  TrueFalse,
} from '@yek/contracts/content';
import type { Lecture, PartWord } from '@yek/contracts/usertask';
import type { ListeningReveal, PartBody } from '@yek/contracts/usertask-parts';
import type { LearnerOption, TypedPayload } from '@yek/contracts/usertask-questions';

/**
 * Shapes the content repository returns. The learner's shapes hold nothing that gives an answer
 * away; the keys come separately, for scoring and for showing results after an answer.
 */

export type LearnerQuestion = TypedPayload & {
  id: number;
  slug: string;
  orderNo: number;
  /** Choice types only; empty otherwise. */
  options: LearnerOption[];
};

/** A word of a part; whether the learner saved it is added per learner. */
export type LearnerWord = Omit<PartWord, 'saved'> & { slug: string };

/** A part with what it shows above its items by kind; the transcript is a key, read apart. */
export type LearnerMainQuestion = PartBody & {
  id: number;
  slug: string;
  orderNo: number;
  skillId: number;
  instructionsTr: string | null;
  instructionsEn: string | null;
  questions: LearnerQuestion[];
  vocabulary: LearnerWord[];
};

export interface LearnerLecture {
  id: number;
  slug: string;
  pointTr: string;
  pointEn: string;
  /** Turkish Markdown. */
  explanation: string;
  examples: Lecture['examples'];
  mistakes: Lecture['mistakes'];
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

type NoSolution = Record<string, never>;
/**
 * The keys of a question that are neither options nor accepted answers, by type. A result shows
 * the true/false answer, the matching solution and the model answer (see resultView).
 */
export interface KeySolutions {
  'single-choice': NoSolution;
  'multiple-choice': NoSolution;
  'true-false': Pick<TrueFalse, 'answer'>;
  'gap-fill': Pick<GapFill, 'exactForm'>;
  'error-correction': Pick<ErrorCorrection, 'exactForm'>;
  'word-order': NoSolution;
  /** For each left item, the index of its partner in the payload's sorted `right`. */
  matching: { match: number[] };
  'free-text': Pick<FreeText, 'modelAnswer' | 'criteria'>;
  'recording-read-aloud': NoSolution;
  'recording-free': Pick<FreeSpeech, 'modelAnswer'>;
}
export type TypedSolution = {
  [T in QuestionType]: { type: T; solution: KeySolutions[T] };
}[QuestionType];

/** Everything needed to score a reply to one question and to explain the result. */
export type QuestionKey = TypedSolution & {
  id: number;
  slug: string;
  mainQuestionId: number;
  retired: boolean;
  /** Choice types: the ids of the correct options. */
  correctOptionIds: number[];
  /** Typed types: compare normalizeReply(type, reply) with `normalized`. */
  acceptedAnswers: { answer: string; normalized: string }[];
  explanation: string;
};

/** What a part shows once it has been answered (the listening transcript). */
export interface MainQuestionReveal {
  id: number;
  reveal: ListeningReveal | null;
}
