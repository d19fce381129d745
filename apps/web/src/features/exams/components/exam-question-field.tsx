import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ExamQuestion } from '@yek/contracts/usertaskexam';
import type { Answer } from '@yek/contracts/usertask-questions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  question: ExamQuestion;
  number: number;
  saved: Answer | undefined;
  onSave: (answer: Answer) => void;
}

const savedChoice = (a: Answer | undefined) =>
  !a ? '' : 'optionId' in a ? String(a.optionId) : 'value' in a ? String(a.value) : '';
const savedText = (a: Answer | undefined) => (a && 'text' in a ? a.text : '');

/** One question of a level paper; a choice is saved when made, typed text when saved. */
export function ExamQuestionField({ question, number, saved, onSave }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => savedText(saved));
  // Shown at once; the server's copy follows when the save returns.
  const [choice, setChoice] = useState(() => savedChoice(saved));
  const labelId = `exam-q-${question.slug}`;
  const label = (
    <Typography id={labelId} component="span" color="text.primary">
      <strong>{number}.</strong> {question.prompt}
      {question.hint ? ` (${question.hint})` : ''}
    </Typography>
  );
  const status = saved ? (
    <Typography variant="caption" color="success.main">
      {t('exams.level.saved')}
    </Typography>
  ) : null;

  if (question.type === 'single-choice' || question.type === 'true-false') {
    const options =
      question.type === 'true-false'
        ? [
            { value: 'true', label: t('exams.level.true') },
            { value: 'false', label: t('exams.level.false') },
          ]
        : question.options.map((o) => ({ value: String(o.id), label: o.text }));
    return (
      <FormControl component="fieldset">
        <FormLabel component="legend">{label}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value);
            onSave(
              question.type === 'true-false'
                ? { value: e.target.value === 'true' }
                : { optionId: Number(e.target.value) },
            );
          }}
        >
          {options.map((o) => (
            <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
          ))}
        </RadioGroup>
        {status}
      </FormControl>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() !== '' && text !== savedText(saved)) onSave({ text });
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate>
      {label}
      {question.words.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('exams.level.wordsHint', { words: question.words.join(' / ') })}
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label={t('exams.level.typeAnswer')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onBlur={() => {
            if (text.trim() !== '' && text !== savedText(saved)) onSave({ text });
          }}
          autoComplete="off"
          slotProps={{ htmlInput: { 'aria-describedby': labelId, maxLength: 400 } }}
          sx={{ minWidth: { sm: 320 } }}
          fullWidth
        />
        <Button type="submit" variant="outlined" disabled={text.trim() === ''}>
          {t('exams.level.saveText')}
        </Button>
      </Stack>
      {status}
    </Stack>
  );
}
