import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Answer, PartQuestion } from '@yek/contracts/usertask-questions';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionResult } from './question-result';
import { SpeakingItem } from './speaking-item';
import { WritingField } from './writing-field';
import { OrderingField } from './ordering-field';
import { DictationField } from './dictation-field';
import { serverMessage } from '../../../lib/api-error';
import { pairHits } from '../utils/check-reply';
import { Mark, markColor, markedOption, optionMark } from './answer-marks';

interface Props {
  question: PartQuestion;
  index: number;
  busy: boolean;
  onAnswer: (answer: Answer) => void;
  /** The server's refusal of this item's last reply, shown on its field (a writing text stays). */
  error?: unknown;
  /**
   * Set inside the question flow: the form's id (the flow's bottom bar sends it) and its own
   * send button hidden; `active` while it is the item on screen, so digit keys choose its options.
   */
  flow?: { formId: string; active: boolean };
}

/** A digit key pressed outside a text field: its option number (1–9), else null. */
function digitOf(e: KeyboardEvent): number | null {
  if (e.altKey || e.ctrlKey || e.metaKey || !/^[1-9]$/.test(e.key)) return null;
  const el = e.target as HTMLElement | null;
  if (
    el?.closest(
      'textarea, input:not([type=radio]):not([type=checkbox]), [contenteditable=true], [role=dialog], [role=listbox]',
    )
  )
    return null;
  return Number(e.key);
}

/** The reply of an answered item as its control shows it. */
function shownReply(answer: Answer | undefined) {
  return {
    choice: !answer
      ? ''
      : 'value' in answer
        ? String(answer.value)
        : 'optionId' in answer
          ? String(answer.optionId)
          : '',
    optionIds: answer && 'optionIds' in answer ? answer.optionIds : [],
    match: answer && 'match' in answer ? answer.match : [],
    order: answer && 'order' in answer ? answer.order : [],
    text: answer && 'text' in answer ? answer.text : '',
  };
}

/** One item of a part, with the control its type needs, and its result once answered. */
export function QuestionItem({ question, index, busy, onAnswer, error, flow }: Props) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === 'en';
  const done = question.result !== null;
  const [choice, setChoice] = useState<string>('');
  const [choices, setChoices] = useState<number[]>([]);
  const [text, setText] = useState('');
  const [order, setOrder] = useState<number[]>([]);
  const left = question.type === 'matching' ? question.payload.left : [];
  const right = question.type === 'matching' ? question.payload.right : [];
  const [match, setMatch] = useState<(number | '')[]>(() => left.map(() => ''));
  const words = question.type === 'word-order' ? question.payload.words : [];
  const pieces = question.type === 'ordering' ? question.payload.items : [];
  // An ordering starts as shown; the learner moves its pieces from there.
  const [pieceOrder, setPieceOrder] = useState<number[]>(() => pieces.map((_, i) => i));
  const labelId = `q-${question.id}-label`;
  const missingId = `q-${question.id}-missing`;
  const howToId = `q-${question.id}-howto`;
  /** The refusal is shown until the learner changes the reply it refused. */
  const [refusedText, setRefusedText] = useState<string | null>(null);
  const refusal = error && refusedText === text ? serverMessage(error) : null;
  /** Set when "Cevapla" was pressed with no reply: says what is still needed. */
  const [missing, setMissing] = useState(false);
  const digits = flow?.active && !done && !busy;
  const formId = flow?.formId ?? '';

  // In the flow, digit n chooses the n-th option (ticks or unticks it on a multi-answer item,
  // takes the n-th word of a word-order item).
  useEffect(() => {
    if (!digits) return;
    const onKey = (e: KeyboardEvent) => {
      const n = digitOf(e);
      if (n === null) return;
      const i = n - 1;
      if (question.type === 'true-false' && i < 2) setChoice(i === 0 ? 'true' : 'false');
      else if (question.type === 'single-choice' && question.options[i])
        setChoice(String(question.options[i].id));
      else if (question.type === 'multiple-choice' && question.options[i]) {
        const id = question.options[i].id;
        setChoices((c) => (c.includes(id) ? c.filter((x) => x !== id) : [...c, id]));
      } else if (question.type === 'word-order' && i < words.length)
        setOrder((o) => (o.includes(i) ? o : [...o, i]));
      else return;
      e.preventDefault();
      // The chosen option takes the focus, as a click would give it: Enter then checks.
      const inputs = document
        .getElementById(formId)
        ?.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]');
      inputs?.[i]?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [digits, question, words.length, formId]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const reply = replyOf();
    setMissing(reply === null);
    setRefusedText(text);
    if (reply) onAnswer(reply);
  };

  /** The learner's reply as the server takes it, or null while nothing (or not all) is given. */
  function replyOf(): Answer | null {
    switch (question.type) {
      case 'single-choice':
        return choice ? { optionId: Number(choice) } : null;
      case 'multiple-choice':
        return choices.length ? { optionIds: choices } : null;
      case 'true-false':
        return choice ? { value: choice === 'true' } : null;
      case 'word-order':
        return order.length ? { text: order.map((i) => words[i]).join(' ') } : null;
      case 'matching': {
        const picked = match.filter((m) => m !== '');
        return picked.length === match.length ? { match: picked } : null;
      }
      case 'ordering':
        return { order: pieceOrder };
      default:
        return text.trim() ? { text } : null;
    }
  }

  const result = question.result;
  const answered = shownReply(result?.answer);
  const prompt =
    question.type === 'free-text' || question.type === 'recording-free'
      ? question.payload.prompt[en ? 'en' : 'tr']
      : question.payload.prompt;

  let control: React.ReactNode;
  switch (question.type) {
    case 'single-choice':
    case 'true-false': {
      const options =
        question.type === 'true-false'
          ? [
              { value: 'true', label: t('tasks.part.true') },
              { value: 'false', label: t('tasks.part.false') },
            ]
          : question.options.map((o) => ({ value: String(o.id), label: o.text }));
      const chosen = done ? answered.choice : choice;
      const rightChoice = (value: string) =>
        result !== null &&
        ('answer' in result.solution
          ? String(result.solution.answer) === value
          : result.correctOptionIds.includes(Number(value)));
      control = (
        <RadioGroup
          aria-labelledby={labelId}
          value={chosen}
          onChange={(e) => setChoice(e.target.value)}
        >
          {options.map((o) => {
            const mark = result ? optionMark(chosen === o.value, rightChoice(o.value)) : null;
            return (
              <FormControlLabel
                key={o.value}
                value={o.value}
                control={<Radio />}
                label={
                  <>
                    {o.label}
                    <Mark mark={mark} />
                  </>
                }
                disabled={done}
                sx={markedOption(mark)}
              />
            );
          })}
        </RadioGroup>
      );
      break;
    }
    case 'multiple-choice': {
      const chosen = done ? answered.optionIds : choices;
      control = (
        <FormGroup aria-labelledby={labelId}>
          {question.options.map((o) => {
            const mark = result
              ? optionMark(chosen.includes(o.id), result.correctOptionIds.includes(o.id))
              : null;
            return (
              <FormControlLabel
                key={o.id}
                disabled={done}
                sx={markedOption(mark)}
                control={
                  <Checkbox
                    checked={chosen.includes(o.id)}
                    onChange={(e) =>
                      setChoices((c) =>
                        e.target.checked ? [...c, o.id] : c.filter((x) => x !== o.id),
                      )
                    }
                  />
                }
                label={
                  <>
                    {o.text}
                    <Mark mark={mark} />
                  </>
                }
              />
            );
          })}
        </FormGroup>
      );
      break;
    }
    case 'word-order': {
      const built = done ? answered.text : order.map((i) => words[i]).join(' ');
      control = (
        <Stack spacing={1}>
          <Typography variant="caption" color="text.secondary">
            {t('tasks.part.wordOrderHint')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 1.5, minHeight: 48 }} aria-live="polite">
            {done
              ? built
              : order.map((i, pos) => (
                  <Chip
                    key={pos}
                    label={words[i]}
                    sx={{ m: 0.5 }}
                    onClick={() => setOrder((o) => o.filter((_, k) => k !== pos))}
                  />
                ))}
          </Paper>
          {!done && (
            <Stack sx={{ flexWrap: 'wrap' }} direction="row">
              {words.map((w, i) => (
                <Chip
                  key={i}
                  label={w}
                  variant="outlined"
                  sx={{ m: 0.5 }}
                  disabled={order.includes(i)}
                  onClick={() => setOrder((o) => [...o, i])}
                />
              ))}
            </Stack>
          )}
        </Stack>
      );
      break;
    }
    case 'matching': {
      const chosen = done ? answered.match : match;
      const hits = result ? pairHits(result) : [];
      control = (
        <Stack spacing={1.5}>
          {left.map((l, i) => (
            <Stack
              sx={{ alignItems: { sm: 'center' } }}
              key={i}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
            >
              <Typography id={`${labelId}-left-${i}`} sx={{ minWidth: 160, fontWeight: 600 }}>
                {l}
              </Typography>
              <TextField
                select
                size="small"
                id={`${labelId}-match-${i}`}
                label={t('tasks.part.matchChoose')}
                value={chosen[i] ?? ''}
                disabled={done}
                onChange={(e) =>
                  setMatch((m) => m.map((x, k) => (k === i ? Number(e.target.value) : x)))
                }
                sx={{ minWidth: 220 }}
                // The select is named by the left item it pairs, then by its own label.
                slotProps={{
                  select: { labelId: `${labelId}-left-${i} ${labelId}-match-${i}-label` },
                }}
              >
                {right.map((r, j) => (
                  <MenuItem key={j} value={j}>
                    {r}
                  </MenuItem>
                ))}
              </TextField>
              {hits[i] !== undefined && (
                <Typography
                  variant="body2"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 0.5,
                    color: markColor(hits[i] ? 'picked' : 'wrong'),
                  }}
                >
                  <Mark mark={hits[i] ? 'picked' : 'wrong'} />
                  {!hits[i] &&
                    'match' in result!.solution &&
                    t('tasks.flow.pairAnswer', { answer: right[result!.solution.match[i]!] })}
                </Typography>
              )}
            </Stack>
          ))}
        </Stack>
      );
      break;
    }
    case 'ordering':
      control = (
        <OrderingField
          items={pieces}
          order={done ? answered.order : pieceOrder}
          onChange={setPieceOrder}
          disabled={done || busy}
          solution={result && 'order' in result.solution ? result.solution.order : null}
          labelId={labelId}
        />
      );
      break;
    case 'dictation':
      control = (
        <DictationField
          audioUrl={question.payload.audioUrl}
          text={text}
          onTextChange={setText}
          disabled={done}
          result={result}
          labelId={labelId}
        />
      );
      break;
    case 'free-text':
      control = (
        <WritingField
          question={question}
          text={text}
          onTextChange={setText}
          refusal={refusal}
          busy={busy}
          error={error}
          onAnswer={onAnswer}
        />
      );
      break;
    case 'recording-read-aloud':
    case 'recording-free':
      control = <SpeakingItem question={question} busy={busy} onAnswer={onAnswer} />;
      break;
    default: {
      const value = done ? answered.text : text;
      control = (
        <TextField
          label={t('tasks.part.typeHere')}
          value={value}
          disabled={done}
          onChange={(e) => setText(e.target.value)}
          helperText={question.type === 'gap-fill' ? question.payload.hint : undefined}
          autoComplete="off"
          slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
        />
      );
    }
  }

  const recording = question.type.startsWith('recording');
  return (
    <Paper
      component="form"
      id={flow?.formId}
      onSubmit={submit}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby={labelId}
      aria-describedby={howToId}
    >
      <FormControl fullWidth component="fieldset">
        <Typography
          id={labelId}
          component="legend"
          tabIndex={-1}
          sx={{ mb: 1.5, fontWeight: 600, whiteSpace: 'pre-line' }}
        >
          {index + 1}. {prompt}
        </Typography>
        <Typography id={howToId} variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
          {t(`tasks.howTo.${question.type}`)}
        </Typography>
        {control}
        {missing && !done && replyOf() === null && (
          <FormHelperText id={missingId} error role="alert" sx={{ mx: 0, mt: 1 }}>
            {t(question.type === 'matching' ? 'tasks.part.matchAll' : 'tasks.part.answerRequired')}
          </FormHelperText>
        )}
      </FormControl>
      {!done && !recording && !flow && (
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
          {t(question.type === 'free-text' ? 'tasks.writing.submitFinal' : 'tasks.part.submit')}
        </Button>
      )}
      {/* A read sentence shows its own result, with the words not heard underlined. */}
      {result && question.type !== 'recording-read-aloud' && (
        <QuestionResult question={question} result={result} />
      )}
    </Paper>
  );
}
