import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import {
  useStudentQuestion,
  type StudentQuestion as Question,
} from '../../api/get-student-question';
import { useRegisterStudentAnswerMutation } from '../../api/register-student-answer';
import { ChoiceCards } from '../choice-cards';
import { QuestionFrame } from '../question-frame';
import type { QuestionProps } from './question-props';

/** Question 2: a yes or a no, with the labels editors gave them. */
export function StudentQuestion(props: QuestionProps) {
  const query = useStudentQuestion();
  return (
    <QueryState query={query}>
      {(question) => <StudentForm question={question} {...props} />}
    </QueryState>
  );
}

function StudentForm({
  question,
  onAnswered,
  ...navigation
}: QuestionProps & { question: Question }) {
  const { t } = useTranslation();
  const save = useRegisterStudentAnswerMutation();
  const [value, setValue] = useState<string | null>(
    question.userIsStudent === null ? null : String(question.userIsStudent),
  );
  const [missing, setMissing] = useState(false);
  // Yes first, whatever order the options come in.
  const answers = [...question.studentQuestionAnswers].sort(
    (a, b) => Number(b.answerBooleanType) - Number(a.answerBooleanType),
  );

  return (
    <QuestionFrame
      title={question.title}
      description={question.description}
      error={save.error}
      hint={missing ? t('setup.chooseOne') : null}
      submitting={save.isPending}
      onSubmit={() => {
        setMissing(value === null);
        if (value !== null)
          save.mutate(value === 'true', { onSuccess: (state) => onAnswered(state) });
      }}
      {...navigation}
    >
      <ChoiceCards
        label={question.title}
        name="isStudent"
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
        choices={answers.map((answer) => ({
          value: String(answer.answerBooleanType),
          label: answer.name,
        }))}
      />
    </QuestionFrame>
  );
}
