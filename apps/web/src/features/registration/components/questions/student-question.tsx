import { useStudentQuestion } from '../../api/get-student-question';
import { useRegisterStudentAnswerMutation } from '../../api/register-student-answer';
import { choiceQuestion } from './choice-question';
import { setupQuestion } from './setup-question';

/** Question 2: a yes or a no, with the labels editors gave them. */
export const StudentQuestion = setupQuestion(
  choiceQuestion({
    useQuestion: useStudentQuestion,
    useSave: useRegisterStudentAnswerMutation,
    name: 'isStudent',
    chosen: (question) => (question.userIsStudent === null ? null : String(question.userIsStudent)),
    // Yes first, whatever order the options come in.
    choices: (question) =>
      [...question.studentQuestionAnswers]
        .sort((a, b) => Number(b.answerBooleanType) - Number(a.answerBooleanType))
        .map((answer) => ({ value: String(answer.answerBooleanType), label: answer.name })),
    toAnswer: (value) => value === 'true',
  }),
);
