import { usePurposeQuestion } from '../../api/get-purpose-question';
import { useRegisterPurposeAnswerMutation } from '../../api/register-purpose-answer';
import { choiceQuestion } from './choice-question';
import { setupQuestion } from './setup-question';

/** Question 5: why the learner studies English; one choice, each with its daily goal. */
export const PurposeQuestion = setupQuestion(
  choiceQuestion({
    useQuestion: usePurposeQuestion,
    useSave: useRegisterPurposeAnswerMutation,
    name: 'englishLearningPurposeId',
    columns: 2,
    chosen: (question) =>
      question.englishLearningPurposeId === null ? null : String(question.englishLearningPurposeId),
    choices: (question, t) =>
      [...question.englishLearningPurposes]
        .sort((a, b) => a.orderNo - b.orderNo)
        .map((purpose) => ({
          value: String(purpose.id),
          label: purpose.name,
          description: purpose.description,
          note: purpose.dailyGoalMinutes
            ? t('setup.dailyMinutes', { minutes: purpose.dailyGoalMinutes })
            : null,
        })),
    toAnswer: (value) => Number(value),
  }),
);
