import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import {
  useEducationQuestion,
  type EducationQuestion as Question,
} from '../../api/get-education-question';
import { useRegisterEducationAnswerMutation } from '../../api/register-education-answer';
import { SelectField } from '../select-field';
import { setupQuestion, type AnswerFieldProps } from './setup-question';

interface EducationDraft {
  facultyId: string;
  departmentId: string;
}

const byOrder = <T extends { orderNo: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.orderNo - b.orderNo);

function departmentsOf(question: Question, facultyId: string) {
  return byOrder(
    question.faculties.find((f) => String(f.id) === facultyId)?.facultyDepartments ?? [],
  );
}

function EducationField({
  question,
  draft,
  onChange,
  tried,
}: AnswerFieldProps<Question, EducationDraft>) {
  const { t } = useTranslation();
  const { facultyId, departmentId } = draft;
  const faculties = byOrder(question.faculties);
  const departments = departmentsOf(question, facultyId);
  // Once the learner has tried to go on, each gap is pointed at until it is filled.
  const facultyMissing = tried && !facultyId;
  const departmentMissing = tried && departments.length > 0 && !departmentId;

  return (
    <Stack spacing={3}>
      <SelectField
        label={t('setup.education.faculty')}
        name="facultyId"
        placeholder={t('setup.education.chooseFaculty')}
        required
        value={facultyId}
        onChange={(next) => {
          const only = departmentsOf(question, next);
          // A faculty with one department leaves nothing to choose.
          onChange({ facultyId: next, departmentId: only.length === 1 ? String(only[0]!.id) : '' });
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
        onChange={(next) => onChange({ facultyId, departmentId: next })}
        error={departmentMissing}
        helperText={departmentMissing ? t('validation.required') : null}
        options={departments.map((d) => ({ value: String(d.id), label: d.name }))}
      />
    </Stack>
  );
}

/** Question 3: a faculty, then one of its departments. */
export const EducationQuestion = setupQuestion({
  useQuestion: useEducationQuestion,
  useSave: useRegisterEducationAnswerMutation,
  initialDraft: (question): EducationDraft => ({
    facultyId: String(question.userEducation?.facultyId ?? ''),
    departmentId: String(question.userEducation?.facultyDepartmentId ?? ''),
  }),
  check: ({ facultyId, departmentId }, question) =>
    !facultyId || (departmentsOf(question, facultyId).length > 0 && !departmentId)
      ? { problem: 'missing' }
      : {
          answer: {
            facultyId: Number(facultyId),
            facultyDepartmentId: departmentId ? Number(departmentId) : null,
          },
        },
  Field: EducationField,
});
