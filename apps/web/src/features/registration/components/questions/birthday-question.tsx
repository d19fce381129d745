import { useTranslation } from 'react-i18next';
import { DayInput } from '../../../../components/day-input';
import {
  useBirthdayQuestion,
  type BirthdayQuestion as Question,
} from '../../api/get-birthday-question';
import { useRegisterBirthdayAnswerMutation } from '../../api/register-birthday-answer';
import { birthdayProblem } from '../../utils/birthday';
import { setupQuestion, type AnswerFieldProps } from './setup-question';

function BirthdayField({ draft, onChange, problem }: AnswerFieldProps<Question, string>) {
  const { t } = useTranslation();
  return (
    <DayInput
      name="birthday"
      label={t('setup.birthday.label')}
      value={draft}
      onChange={onChange}
      required
      autoFocus
      error={Boolean(problem)}
      helperText={problem ? t(`setup.birthday.problems.${problem}`) : t('setup.birthday.hint')}
    />
  );
}

/** Question 1: the date of birth, typed as gg.aa.yyyy. */
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
