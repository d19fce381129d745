import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewAnswerResult, ReviewItem } from '@yek/contracts/review';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useRegisterReviewAnswer } from '../api/register-review-answer';
import { reviewKeys } from '../api/review-keys';

/** The word said once when shown, and again on the button (the choices are the words). */
function HeardWord({ url }: { url: string | null }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const play = () => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = 0;
    // A browser that refuses to play before a gesture leaves it to the button.
    void Promise.resolve()
      .then(() => el.play())
      .catch(() => undefined);
  };
  useEffect(play, []);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {url && <audio ref={audio} src={url} preload="auto" />}
      <Button variant="outlined" startIcon={<VolumeUpIcon />} onClick={play} disabled={!url}>
        {t('review.listenAgain')}
      </Button>
      <Typography>{t('review.ask.listening')}</Typography>
    </Stack>
  );
}

/** What the exercise asks, above its choices or field. */
function Question({ item }: { item: ReviewItem }) {
  const { t } = useTranslation();
  const { card } = item;
  switch (item.form) {
    case 'meaning':
      return (
        <Stack spacing={0.5}>
          <Typography variant="h4" component="p" lang="en" sx={{ fontWeight: 700 }}>
            {card.word}
          </Typography>
          {card.ipa && (
            <Typography color="text.secondary" lang="en">
              /{card.ipa}/
            </Typography>
          )}
          <Typography>{t('review.ask.meaning')}</Typography>
        </Stack>
      );
    case 'listening':
      return <HeardWord url={card.audioUrl} />;
    case 'sentence':
      return (
        <Stack spacing={0.5}>
          <Typography variant="h6" component="p" lang="en">
            {item.prompt}
          </Typography>
          <Typography color="text.secondary">{card.exampleTr}</Typography>
          <Typography>{t('review.ask.sentence')}</Typography>
        </Stack>
      );
    default:
      return (
        <Stack spacing={0.5}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {card.meaningTr}
          </Typography>
          <Typography>
            {item.form === 'spelling' ? t('review.ask.spelling') : t('review.ask.word')}
          </Typography>
        </Stack>
      );
  }
}

/** One review exercise: the question, its choices or field, the result and a way on. */
export function Exercise({
  item,
  onDone,
}: {
  item: ReviewItem;
  onDone: (result: ReviewAnswerResult) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const answer = useRegisterReviewAnswer();
  const shownAt = useRef(performance.now());
  const [typed, setTyped] = useState('');
  const [empty, setEmpty] = useState(false);
  const result = answer.data;
  const continueRef = useRef<HTMLButtonElement>(null);

  const send = (text: string) => {
    if (answer.isPending || result) return;
    answer.mutate(
      {
        cardId: item.card.id,
        form: item.form,
        answer: text,
        durationMs: Math.round(performance.now() - shownAt.current),
      },
      {
        onSuccess: () => {
          // The dashboard's count is out of date now; this page keeps its own snapshot.
          void queryClient.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
        },
      },
    );
  };

  // Once marked, "Devam" takes the focus, so Enter goes on.
  useEffect(() => {
    if (result) continueRef.current?.focus();
  }, [result]);

  useEffect(() => {
    if (item.choices.length === 0 || result) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const n = Number(e.key);
      const choice = item.choices[n - 1];
      if (choice !== undefined) {
        e.preventDefault();
        send(choice);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const submitTyped = (e: FormEvent) => {
    e.preventDefault();
    if (!typed.trim()) return setEmpty(true);
    send(typed.trim());
  };

  return (
    <Stack spacing={2}>
      <Question item={item} />
      {item.choices.length > 0 ? (
        <Stack spacing={1} role="group" aria-label={t('review.choices')}>
          {item.choices.map((choice, i) => {
            const chosen = answer.variables?.answer === choice;
            const right = result && choice === result.expected;
            return (
              <Button
                key={choice}
                variant={chosen || right ? 'contained' : 'outlined'}
                color={result ? (right ? 'success' : chosen ? 'error' : 'primary') : 'primary'}
                disabled={Boolean(result) || answer.isPending}
                onClick={() => send(choice)}
                sx={{ justifyContent: 'flex-start', textAlign: 'start', textTransform: 'none' }}
                lang={item.form === 'meaning' ? 'tr' : 'en'}
              >
                <Box component="span" aria-hidden sx={{ mr: 1.5, opacity: 0.7 }}>
                  {i + 1}
                </Box>
                {choice}
              </Button>
            );
          })}
        </Stack>
      ) : (
        <form noValidate onSubmit={submitTyped}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: 'flex-start' }}
          >
            <TextField
              label={t('review.typeWord')}
              value={typed}
              autoFocus
              disabled={Boolean(result)}
              onChange={(e) => {
                setTyped(e.target.value);
                setEmpty(false);
              }}
              error={empty}
              helperText={empty ? t('validation.required') : undefined}
              slotProps={{
                htmlInput: {
                  lang: 'en',
                  autoCapitalize: 'none',
                  autoCorrect: 'off',
                  spellCheck: false,
                },
              }}
              fullWidth
            />
            {!result && (
              <Button type="submit" variant="contained" size="large" loading={answer.isPending}>
                {t('review.check')}
              </Button>
            )}
          </Stack>
        </form>
      )}
      {answer.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(answer.error)}
        </Alert>
      )}
      {result && (
        <Alert severity={result.correct ? 'success' : 'error'} role="status">
          <strong>{result.correct ? t('review.right') : t('review.wrong')}</strong>
          {!result.correct && <> · {t('review.expected', { answer: result.expected })}</>}
          <Typography variant="body2">
            {result.intervalDays === 0
              ? t('review.againToday')
              : t('review.nextIn', { count: result.intervalDays })}
          </Typography>
        </Alert>
      )}
      {result && (
        <Button
          ref={continueRef}
          variant="contained"
          size="large"
          onClick={() => onDone(result)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('review.continue')}
        </Button>
      )}
    </Stack>
  );
}
