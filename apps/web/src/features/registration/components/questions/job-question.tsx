import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Job } from '@yek/contracts/registration';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../../components/query-state';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useJobQuestion, type JobQuestion as Question } from '../../api/get-job-question';
import { useRegisterJobAnswerMutation } from '../../api/register-job-answer';
import { QuestionFrame } from '../question-frame';
import type { QuestionProps } from './question-props';

/** Typing pauses this long before the list is searched again on the server. */
export const JOB_SEARCH_DELAY_MS = 300;

/** Question 4: an occupation out of a long list, searched on the server as the learner types. */
export function JobQuestion(props: QuestionProps) {
  const query = useJobQuestion('');
  return (
    <QueryState query={query}>
      {(question) => <JobForm question={question} {...props} />}
    </QueryState>
  );
}

function JobForm({ question, onAnswered, ...navigation }: QuestionProps & { question: Question }) {
  const { t } = useTranslation();
  const save = useRegisterJobAnswerMutation();
  const [selected, setSelected] = useState<Job | null>(question.userJob);
  const [input, setInput] = useState(question.userJob?.name ?? '');
  const [missing, setMissing] = useState(false);
  // The chosen job's own name in the box is not a search: the whole list opens again.
  const search = useDebouncedValue(input === selected?.name ? '' : input, JOB_SEARCH_DELAY_MS);
  const jobs = useJobQuestion(search);
  const options = jobs.data?.jobs ?? question.jobs;

  return (
    <QuestionFrame
      title={question.title}
      description={question.description}
      error={save.error}
      submitting={save.isPending}
      onSubmit={() => {
        setMissing(!selected);
        if (selected) save.mutate(selected.id, { onSuccess: (state) => onAnswered(state) });
      }}
      {...navigation}
    >
      <Autocomplete
        options={options}
        value={selected}
        onChange={(_event, job) => {
          setSelected(job);
          setMissing(false);
        }}
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
    </QuestionFrame>
  );
}
