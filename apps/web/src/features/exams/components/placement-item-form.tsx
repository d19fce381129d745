import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PlacementItem } from '@yek/contracts/usertaskexam';
import type { Answer } from '@yek/contracts/usertask-questions';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  item: PlacementItem;
  number: number;
  busy: boolean;
  onAnswer: (answer: Answer) => void;
}

/** One placement item: its passage or recording, the question, and a choice or a typed word. */
export function PlacementItemForm({ item, number, busy, onAnswer }: Props) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState('');
  const [text, setText] = useState('');
  const ready = item.type === 'typed' ? text.trim() !== '' : choice !== '';
  const labelId = `placement-${item.id}-label`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    onAnswer(item.type === 'typed' ? { text } : { optionId: Number(choice) });
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="overline" component="p">
        {t('exams.placement.question', { n: number })} · {t(`exams.sections.${item.skill}`)}
      </Typography>
      {item.passage && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{item.passage}</Typography>
        </Paper>
      )}
      {item.audioUrl && (
        <Stack spacing={1}>
          <Typography variant="body2">{t('exams.placement.listen')}</Typography>
          <audio controls preload="metadata" src={item.audioUrl} style={{ width: '100%' }} />
        </Stack>
      )}
      {item.type === 'typed' ? (
        <>
          <Typography id={labelId} variant="h6" component="h2">
            {item.stem}
          </Typography>
          <TextField
            label={t('exams.placement.typedLabel')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoComplete="off"
            slotProps={{ htmlInput: { 'aria-describedby': labelId, maxLength: 200 } }}
            autoFocus
          />
        </>
      ) : (
        <FormControl>
          <FormLabel id={labelId} sx={{ mb: 1, '&.Mui-focused': { color: 'text.primary' } }}>
            <Typography variant="h6" component="h2" color="text.primary">
              {item.stem}
            </Typography>
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={choice}
            onChange={(e) => setChoice(e.target.value)}
          >
            {item.options.map((o, i) => (
              <FormControlLabel
                key={o.id}
                value={String(o.id)}
                control={<Radio autoFocus={i === 0} />}
                label={o.text}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={!ready || busy}
        sx={{ alignSelf: 'flex-start' }}
      >
        {busy ? t('exams.placement.sending') : t('exams.placement.answer')}
      </Button>
    </Stack>
  );
}
