import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../../components/text-input';
import {
  useBirthdayQuestion,
  type BirthdayQuestion as Question,
} from '../../api/get-birthday-question';
import { useRegisterBirthdayAnswerMutation } from '../../api/register-birthday-answer';
import { EARLIEST_BIRTHDAY, birthdayProblem, latestBirthday } from '../../utils/birthday';
import { setupQuestion, type AnswerFieldProps } from './setup-question';

function BirthdayField({ draft, onChange, problem }: AnswerFieldProps<Question, string>) {
  const { t } = useTranslation();
  const today = useMemo(() => new Date(), []);
  return (
    <TextInput
      type="date"
      name="birthday"
      label={t('setup.birthday.label')}
      value={draft}
      onChange={(event) => onChange(event.target.value)}
      shrinkLabel
      required
      autoFocus
      error={Boolean(problem)}
      helperText={problem ? t(`setup.birthday.problems.${problem}`) : t('setup.birthday.hint')}
      htmlInput={{ min: EARLIEST_BIRTHDAY, max: latestBirthday(today) }}
    />
  );
}

/** Question 1: the date of birth, with the browser's own date picker. */
export const BirthdayQuestion = setupQuestion({
  useQuestion: useBirthdayQuestion,
  useSave: useRegisterBirthdayAnswerMutation,
  initialDraft: (question) => question.userBirthDay ?? '',
  check: (draft) => {
    const problem = birthdayProblem(draft, new Date());
    return problem ? { problem } : { answer: draft };
  },
  Field: BirthdayField,
});
