import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Job } from '@yek/contracts/registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useJobQuestion, type JobQuestion as Question } from '../../api/get-job-question';
import { useRegisterJobAnswerMutation } from '../../api/register-job-answer';
import { setupQuestion, type AnswerFieldProps } from './setup-question';

/** Typing pauses this long before the list is searched again on the server. */
export const JOB_SEARCH_DELAY_MS = 300;

function JobField({ question, draft, onChange, problem }: AnswerFieldProps<Question, Job | null>) {
  const { t } = useTranslation();
  const [input, setInput] = useState(question.userJob?.name ?? '');
  // The chosen job's own name in the box is not a search: the whole list opens again.
  const search = useDebouncedValue(input === draft?.name ? '' : input, JOB_SEARCH_DELAY_MS);
  const jobs = useJobQuestion(search);
  const options = jobs.data?.jobs ?? question.jobs;
  const missing = Boolean(problem);

  return (
    <Autocomplete
      options={options}
      value={draft}
      onChange={(_event, job) => onChange(job)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      // The server has already filtered by what was typed, in Turkish and English.
      filterOptions={(list) => list}
      getOptionLabel={(job) => job.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={jobs.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('setup.job.noMatch')}
      openText={t('setup.job.open')}
      closeText={t('common.close')}
      clearText={t('setup.job.clear')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="job"
          label={t('setup.job.label')}
          required
          error={missing}
          helperText={missing ? t('validation.required') : t('setup.job.hint')}
        />
      )}
    />
  );
}

/** Question 4: an occupation out of a long list, searched on the server as the learner types. */
export const JobQuestion = setupQuestion({
  useQuestion: () => useJobQuestion(''),
  useSave: useRegisterJobAnswerMutation,
  initialDraft: (question) => question.userJob,
  check: (draft) => (draft ? { answer: draft.id } : { problem: 'missing' }),
  Field: JobField,
});
