import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countWords } from '@yek/contracts/content-common';
import type { LevelExamPaper } from '@yek/contracts/usertaskexam';
import type { Answer } from '@yek/contracts/usertask-questions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { firstFieldMessage, serverMessage } from '../../../lib/api-error';
import { useRegisterLevelAnswerMutation } from '../api/register-level-answer';

interface Props {
  levelId: number;
  taskExamId: number;
  task: NonNullable<LevelExamPaper['writing']>['task'];
  number: number;
  saved: Answer | undefined;
}

const savedText = (a: Answer | undefined) => (a && 'text' in a ? a.text : '');

/**
 * The paper's writing task: the text is saved when the learner asks, only within the task's word
 * limits (the server refuses it otherwise); a refused text stays in the field to be changed.
 */
export function ExamWritingField({ levelId, taskExamId, task, number, saved }: Props) {
  const { t } = useTranslation();
  const save = useRegisterLevelAnswerMutation(levelId);
  const [text, setText] = useState(() => savedText(saved));
  const [tooFarOff, setTooFarOff] = useState(false);
  const words = countWords(text);
  const within = words >= task.minWords && words <= task.maxWords;
  const changed = text !== savedText(saved);
  const fieldError = save.isError
    ? (firstFieldMessage(save.error) ?? serverMessage(save.error))
    : tooFarOff
      ? t('exams.writing.outside', { min: task.minWords, max: task.maxWords })
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!within) {
      setTooFarOff(true);
      return;
    }
    setTooFarOff(false);
    save.mutate({ taskExamId, questionSlug: task.slug, answer: { text } });
  };

  const labelId = `exam-w-${task.slug}`;
  return (
    <Stack component="form" spacing={1.5} onSubmit={submit} noValidate>
      <Typography id={labelId} sx={{ whiteSpace: 'pre-line' }}>
        <strong>{number}.</strong> {task.prompt}
      </Typography>
      <TextField
        multiline
        minRows={7}
        label={t('exams.writing.label')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setTooFarOff(false);
          if (save.isError) save.reset();
        }}
        error={fieldError !== null}
        helperText={
          fieldError ??
          t('exams.writing.count', { count: words, min: task.minWords, max: task.maxWords })
        }
        slotProps={{
          htmlInput: { 'aria-describedby': labelId, maxLength: 4000 },
          formHelperText: { 'aria-live': 'polite' } as object,
        }}
        fullWidth
      />
      {save.isError && fieldError !== serverMessage(save.error) && serverMessage(save.error) && (
        <Alert severity="warning">{serverMessage(save.error)}</Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={save.isPending || text.trim() === ''}>
          {t('exams.writing.save')}
        </Button>
        {saved && !changed && (
          <Typography variant="body2" color="success.main" role="status">
            {t('exams.level.saved')}
          </Typography>
        )}
        {saved && changed && (
          <Typography variant="body2" color="text.secondary">
            {t('exams.writing.unsaved')}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
