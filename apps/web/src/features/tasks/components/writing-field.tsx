import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { countWords } from '@yek/contracts/content-common';
import {
  MAX_ANSWER_ATTEMPTS,
  type Answer,
  type PartQuestion,
} from '@yek/contracts/usertask-questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../../lib/api-error';
import { WritingChecklist } from './writing-checklist';

type WritingQuestion = Extract<PartQuestion, { type: 'free-text' }>;

interface Props {
  question: WritingQuestion;
  /** The first version's text, kept by the item (its own submit button sends it). */
  text: string;
  onTextChange: (text: string) => void;
  /** The server's refusal of the first version, shown on the field. */
  refusal: string | null;
  busy: boolean;
  /** The server's answer to this item's last reply: a refused revision is shown on the field. */
  error?: unknown;
  onAnswer: (answer: Answer) => void;
}

/**
 * A writing item's text: the task's checklist ticked while typing, and once the feedback is in,
 * "Metni düzelt" to revise and send again while versions are left (decision 0037).
 */
export function WritingField({
  question,
  text,
  onTextChange,
  refusal,
  busy,
  error,
  onAnswer,
}: Props) {
  const { t } = useTranslation();
  const { minWords, maxWords, checklist = [] } = question.payload;
  const result = question.result;
  const stored = result && 'text' in result.answer ? result.answer.text : '';
  /** The version being revised: a new stored version ends the revision by itself. */
  const [revisingFrom, setRevisingFrom] = useState<number | null>(null);
  const revising = result !== null && revisingFrom === result.attempts;
  const [draft, setDraft] = useState('');
  const [sentDraft, setSentDraft] = useState<string | null>(null);
  const editing = result === null || revising;
  const value = result === null ? text : revising ? draft : stored;
  const fieldError =
    result === null ? refusal : error && sentDraft === draft ? serverMessage(error) : null;
  const checklistId = `q-${question.id}-checklist`;

  return (
    <Stack spacing={1.5}>
      <TextField
        multiline
        minRows={6}
        label={t('tasks.part.yourAnswer')}
        value={value}
        disabled={!editing}
        onChange={(e) =>
          result === null ? onTextChange(e.target.value) : setDraft(e.target.value)
        }
        error={fieldError !== null}
        helperText={
          fieldError ??
          t('tasks.retry.words', { count: countWords(value), min: minWords, max: maxWords })
        }
        slotProps={{ formHelperText: { 'aria-live': 'polite' } as object }}
      />
      {editing && (
        <WritingChecklist
          id={checklistId}
          text={value}
          minWords={minWords}
          maxWords={maxWords}
          checklist={checklist}
        />
      )}
      {result === null && (
        <Typography variant="body2" color="text.secondary">
          {t('tasks.retry.firstHint', { count: MAX_ANSWER_ATTEMPTS - 1 })}
        </Typography>
      )}
      {result !== null && (
        <Typography variant="body2" color="text.secondary">
          {result.attemptsLeft > 0
            ? t('tasks.retry.versionLeft', { n: result.attempts, count: result.attemptsLeft })
            : t('tasks.retry.noneLeftWriting', { n: result.attempts })}
        </Typography>
      )}
      {result !== null && !revising && result.attemptsLeft > 0 && (
        <Button
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => {
            setDraft(stored);
            setSentDraft(null);
            setRevisingFrom(result.attempts);
          }}
        >
          {t('tasks.retry.revise')}
        </Button>
      )}
      {revising && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={busy || draft.trim() === ''}
            onClick={() => {
              setSentDraft(draft);
              onAnswer({ text: draft });
            }}
          >
            {t('tasks.retry.resubmit')}
          </Button>
          <Button variant="text" onClick={() => setRevisingFrom(null)} disabled={busy}>
            {t('tasks.retry.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
