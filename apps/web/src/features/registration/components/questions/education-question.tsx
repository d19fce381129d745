import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import {
  useEducationQuestion,
  type EducationQuestion as Question,
} from '../../api/get-education-question';
import { useRegisterEducationAnswerMutation } from '../../api/register-education-answer';
import { QuestionFrame } from '../question-frame';
import { SelectField } from '../select-field';
import type { QuestionProps } from './question-props';

/** Question 3: a faculty, then one of its departments. */
export function EducationQuestion(props: QuestionProps) {
  const query = useEducationQuestion();
  return (
    <QueryState query={query}>
      {(question) => <EducationForm question={question} {...props} />}
    </QueryState>
  );
}

const byOrder = <T extends { orderNo: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.orderNo - b.orderNo);

function EducationForm({
  question,
  onAnswered,
  ...navigation
}: QuestionProps & { question: Question }) {
  const { t } = useTranslation();
  const save = useRegisterEducationAnswerMutation();
  const [facultyId, setFacultyId] = useState(String(question.userEducation?.facultyId ?? ''));
  const [departmentId, setDepartmentId] = useState(
    String(question.userEducation?.facultyDepartmentId ?? ''),
  );
  const [checked, setChecked] = useState(false);
  const faculties = byOrder(question.faculties);
  const departments = byOrder(
    faculties.find((f) => String(f.id) === facultyId)?.facultyDepartments ?? [],
  );
  const facultyMissing = checked && !facultyId;
  const departmentMissing = checked && departments.length > 0 && !departmentId;

  const submit = () => {
    setChecked(true);
    if (!facultyId || (departments.length > 0 && !departmentId)) return;
    save.mutate(
      {
        facultyId: Number(facultyId),
        facultyDepartmentId: departmentId ? Number(departmentId) : null,
      },
      { onSuccess: (state) => onAnswered(state) },
    );
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
      <Stack spacing={3}>
        <SelectField
          label={t('setup.education.faculty')}
          name="facultyId"
          placeholder={t('setup.education.chooseFaculty')}
          required
          value={facultyId}
          onChange={(next) => {
            setFacultyId(next);
            const only = faculties.find((f) => String(f.id) === next)?.facultyDepartments;
            // A faculty with one department leaves nothing to choose.
            setDepartmentId(only?.length === 1 ? String(only[0]!.id) : '');
          }}
          error={facultyMissing}
          helperText={facultyMissing ? t('validation.required') : null}
          options={faculties.map((f) => ({ value: String(f.id), label: f.name }))}
        />
        <SelectField
          label={t('setup.education.department')}
          name="facultyDepartmentId"
          placeholder={
            facultyId ? t('setup.education.chooseDepartment') : t('setup.education.facultyFirst')
          }
          required={departments.length > 0}
          disabled={!facultyId || departments.length === 0}
          value={departmentId}
          onChange={setDepartmentId}
          error={departmentMissing}
          helperText={departmentMissing ? t('validation.required') : null}
          options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
        />
      </Stack>
    </QuestionFrame>
  );
}
