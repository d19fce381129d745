import type {
  ErrorCorrection,
  FreeSpeech,
  FreeText,
  GapFill,
  LectureExample,
  QuestionType,
  TrueFalse,
} from '@yek/contracts/content';
import type { Lecture, PartWord } from '@yek/contracts/usertask';
import type { ListeningReveal, PartBody } from '@yek/contracts/usertask-parts';
import type { LearnerOption, TypedPayload } from '@yek/contracts/usertask-questions';
import type {
  acceptedAnswers,
  lectures,
  levels,
  programSections,
  questions,
  taskMainQuestions,
  tasks,
} from '../../db/schema';

/**
 * Shapes the content repository returns. The learner's shapes hold nothing that gives an answer
 * away; the keys come separately, for scoring and for showing results after an answer.
 */

export type LearnerQuestion = TypedPayload &
  Pick<typeof questions.$inferSelect, 'id' | 'slug' | 'orderNo'> & {
    /** Choice types only; empty otherwise. */
    options: LearnerOption[];
  };

/** A word of a part; whether the learner saved it is added per learner. */
export type LearnerWord = Omit<PartWord, 'saved'> & { slug: string };

/** A part with what it shows above its items by kind; the transcript is a key, read apart. */
export type LearnerMainQuestion = PartBody &
  Pick<
    typeof taskMainQuestions.$inferSelect,
    'id' | 'slug' | 'orderNo' | 'skillId' | 'instructionsTr' | 'instructionsEn'
  > & {
    questions: LearnerQuestion[];
    vocabulary: LearnerWord[];
  };

// examples and mistakes are jsonb, which the schema reads as unknown.
export type LearnerLecture = Pick<
  typeof lectures.$inferSelect,
  'id' | 'slug' | 'pointTr' | 'pointEn' | 'explanation'
> & {
  /** As the day file holds them: with the reading's `audio` where it is rendered. */
  examples: LectureExample[];
  mistakes: Lecture['mistakes'];
};

export type LearnerDay = Pick<
  typeof tasks.$inferSelect,
  'id' | 'slug' | 'dayNo' | 'kind' | 'titleTr' | 'titleEn' | 'levelId'
> & {
  sectionSlug: (typeof programSections.$inferSelect)['slug'];
  levelCode: (typeof levels.$inferSelect)['code'];
  lecture: LearnerLecture | null;
  mainQuestions: LearnerMainQuestion[];
};

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
  /** For each place of the right order, the index in the payload's shown `items`. */
  ordering: { order: number[] };
  dictation: NoSolution;
}
export type TypedSolution = {
  [T in QuestionType]: { type: T; solution: KeySolutions[T] };
}[QuestionType];

/** Everything needed to score a reply to one question and to explain the result. */
export type QuestionKey = TypedSolution &
  Pick<typeof questions.$inferSelect, 'id' | 'slug' | 'mainQuestionId' | 'explanation'> & {
    retired: boolean;
    /** Choice types: the ids of the correct options. */
    correctOptionIds: number[];
    /** Typed types: the accepted answers as written (scoring compares each with typedAnswerMatches). */
    acceptedAnswers: Pick<typeof acceptedAnswers.$inferSelect, 'answer' | 'normalized'>[];
  };

/** What a part shows once it has been answered (the listening transcript). */
export type MainQuestionReveal = Pick<typeof taskMainQuestions.$inferSelect, 'id'> & {
  reveal: ListeningReveal | null;
};
