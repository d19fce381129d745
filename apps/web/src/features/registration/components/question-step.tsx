import Alert from '@mui/material/Alert';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BirthdayQuestion } from './questions/birthday-question';
import { EducationQuestion } from './questions/education-question';
import { InterestQuestion } from './questions/interest-question';
import { JobQuestion } from './questions/job-question';
import { PurposeQuestion } from './questions/purpose-question';
import type { QuestionProps } from './questions/question-props';
import { StudentQuestion } from './questions/student-question';

/** Each question's control, by the alias the questionnaire gives it (decision 0006). */
const QUESTIONS: Record<string, ComponentType<QuestionProps>> = {
  birthday: BirthdayQuestion,
  student: StudentQuestion,
  education: EducationQuestion,
  job: JobQuestion,
  englishLearningPurpose: PurposeQuestion,
  interest: InterestQuestion,
};

export function QuestionStep({ alias, ...props }: QuestionProps & { alias: string }) {
  const { t } = useTranslation();
  const Question = QUESTIONS[alias];
  if (!Question) return <Alert severity="error">{t('errors.generic')}</Alert>;
  return <Question {...props} />;
}
