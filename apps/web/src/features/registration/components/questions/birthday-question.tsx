import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../components/text-input';
import {
  useBirthdayQuestion,
  type BirthdayQuestion as Question,
} from '../../api/get-birthday-question';
import { useRegisterBirthdayAnswerMutation } from '../../api/register-birthday-answer';
import {
  EARLIEST_BIRTHDAY,
  birthdayProblem,
  latestBirthday,
  type BirthdayProblem,
} from '../../utils/birthday';
import { QueryState } from '../../../../components/query-state';
import { QuestionFrame } from '../question-frame';
import type { QuestionProps } from './question-props';

/** Question 1: the date of birth, with the browser's own date picker. */
export function BirthdayQuestion(props: QuestionProps) {
  const query = useBirthdayQuestion();
  return (
    <QueryState query={query}>
      {(question) => <BirthdayForm question={question} {...props} />}
    </QueryState>
  );
}

function BirthdayForm({
  question,
  onAnswered,
  ...navigation
}: QuestionProps & { question: Question }) {
  const { t } = useTranslation();
  const save = useRegisterBirthdayAnswerMutation();
  const [value, setValue] = useState(question.userBirthDay ?? '');
  const [problem, setProblem] = useState<BirthdayProblem | null>(null);
  const today = useMemo(() => new Date(), []);

  const submit = () => {
    const found = birthdayProblem(value, today);
    setProblem(found);
    if (!found) save.mutate(value, { onSuccess: (state) => onAnswered(state) });
  };

  return (
    <QuestionFrame
      title={question.title}
      description={question.description}
      error={save.error}
      submitting={save.isPending}
      onSubmit={submit}
      {...navigation}
    >
      <TextInput
        type="date"
        name="birthday"
        label={t('setup.birthday.label')}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setProblem(null);
        }}
        shrinkLabel
        required
        autoFocus
        error={Boolean(problem)}
        helperText={problem ? t(`setup.birthday.problems.${problem}`) : t('setup.birthday.hint')}
        htmlInput={{ min: EARLIEST_BIRTHDAY, max: latestBirthday(today) }}
      />
    </QuestionFrame>
  );
}
