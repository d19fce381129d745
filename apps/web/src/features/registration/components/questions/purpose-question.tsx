import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import {
  usePurposeQuestion,
  type PurposeQuestion as Question,
} from '../../api/get-purpose-question';
import { useRegisterPurposeAnswerMutation } from '../../api/register-purpose-answer';
import { ChoiceCards } from '../choice-cards';
import { QuestionFrame } from '../question-frame';
import type { QuestionProps } from './question-props';

/** Question 5: why the learner studies English; one choice, each with its daily goal. */
export function PurposeQuestion(props: QuestionProps) {
  const query = usePurposeQuestion();
  return (
    <QueryState query={query}>
      {(question) => <PurposeForm question={question} {...props} />}
    </QueryState>
  );
}

function PurposeForm({
  question,
  onAnswered,
  ...navigation
}: QuestionProps & { question: Question }) {
  const { t } = useTranslation();
  const save = useRegisterPurposeAnswerMutation();
  const [value, setValue] = useState<string | null>(
    question.englishLearningPurposeId === null ? null : String(question.englishLearningPurposeId),
  );
  const [missing, setMissing] = useState(false);
  const purposes = [...question.englishLearningPurposes].sort((a, b) => a.orderNo - b.orderNo);

  return (
    <QuestionFrame
      title={question.title}
      description={question.description}
      error={save.error}
      hint={missing ? t('setup.chooseOne') : null}
      submitting={save.isPending}
      onSubmit={() => {
        setMissing(value === null);
        if (value !== null) save.mutate(Number(value), { onSuccess: (state) => onAnswered(state) });
      }}
      {...navigation}
    >
      <ChoiceCards
        label={question.title}
        name="englishLearningPurposeId"
        columns={2}
        value={value}
        onChange={(next) => {
          setValue(next);
          setMissing(false);
        }}
        choices={purposes.map((purpose) => ({
          value: String(purpose.id),
          label: purpose.name,
          description: purpose.description,
          note: purpose.dailyGoalMinutes
            ? t('setup.dailyMinutes', { minutes: purpose.dailyGoalMinutes })
            : null,
        }))}
      />
    </QuestionFrame>
  );
}
