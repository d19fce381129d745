import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewAnswerResult, ReviewItem } from '@yek/contracts/review';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useLessonReview } from '../api/get-lesson-review';
import { registerReviewAnswer } from '../api/register-review-answer';
import { reviewKeys } from '../api/review-keys';
import { Exercise } from './review-exercise';

/**
 * The due words matched to their meanings at once: one choice of meaning per word, checked
 * together; every pair is a review of its word.
 */
function MatchingReview({ items }: { items: ReviewItem[] }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const shownAt = useRef(performance.now());
  const [chosen, setChosen] = useState<Record<number, string>>({});
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [results, setResults] = useState<Record<number, ReviewAnswerResult> | null>(null);
  const meanings = items[0]?.choices ?? [];

  const check = async (e: FormEvent) => {
    e.preventDefault();
    if (results || sending) return;
    if (items.some((i) => !chosen[i.card.id])) return setMissing(true);
    setSending(true);
    setError(null);
    // The time of the whole exercise, shared by its pairs.
    const durationMs = Math.round((performance.now() - shownAt.current) / items.length);
    try {
      const done: Record<number, ReviewAnswerResult> = {};
      for (const item of items)
        done[item.card.id] = await registerReviewAnswer({
          cardId: item.card.id,
          form: 'matching',
          answer: chosen[item.card.id]!,
          durationMs,
        });
      setResults(done);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all, refetchType: 'none' });
    } catch (err) {
      setError(err);
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={(e) => void check(e)}>
      <Stack spacing={1.5}>
        <Typography>{t('review.lesson.matchAsk')}</Typography>
        {items.map((item) => {
          const result = results?.[item.card.id];
          const empty = missing && !chosen[item.card.id];
          return (
            <Stack
              key={item.card.id}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'center' } }}
            >
              <Typography
                lang="en"
                sx={{ fontWeight: 700, minWidth: { sm: 160 } }}
                id={`match-word-${item.card.id}`}
              >
                {item.card.word}
              </Typography>
              <TextField
                select
                size="small"
                value={chosen[item.card.id] ?? ''}
                onChange={(e) => {
                  setChosen((c) => ({ ...c, [item.card.id]: e.target.value }));
                  setMissing(false);
                }}
                disabled={Boolean(results) || sending}
                error={empty || (result ? !result.correct : false)}
                helperText={
                  empty
                    ? t('validation.required')
                    : result && !result.correct
                      ? t('review.expected', { answer: result.expected })
                      : result
                        ? t('review.right')
                        : undefined
                }
                slotProps={{
                  select: {
                    SelectDisplayProps: { 'aria-labelledby': `match-word-${item.card.id}` },
                  },
                }}
                sx={{ flex: 1, minWidth: 0 }}
              >
                {meanings.map((m) => (
                  <MenuItem key={m} value={m}>
                    {m}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          );
        })}
        {Boolean(error) && (
          <Alert severity="error" role="alert">
            {errorMessage(error)}
          </Alert>
        )}
        {results ? (
          <Alert severity="info" role="status">
            {t('review.lesson.matchDone', {
              right: Object.values(results).filter((r) => r.correct).length,
              total: items.length,
            })}
          </Alert>
        ) : (
          <Button
            type="submit"
            variant="contained"
            loading={sending}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('review.check')}
          </Button>
        )}
      </Stack>
    </form>
  );
}

/**
 * Words due for review that a lesson's vocabulary part brings back (not the part's own words):
 * gap fills one at a time, then the rest matched to their meanings. Nothing shows when none is due.
 */
export function LessonReview({ exclude }: { exclude: string[] }) {
  const { t } = useTranslation();
  const review = useLessonReview(exclude);
  const [index, setIndex] = useState(0);
  const data = review.data;
  if (!data || (data.gapFills.length === 0 && data.matching.length === 0)) return null;
  const total = data.gapFills.length + data.matching.length;
  const gap = data.gapFills[index];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="lesson-review-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Stack spacing={0.5}>
          <Typography id="lesson-review-title" variant="h6" component="h2">
            {t('review.lesson.title')}
          </Typography>
          <Typography color="text.secondary">
            {t('review.lesson.intro', { count: total })}
          </Typography>
        </Stack>
        {gap ? (
          <Exercise key={gap.card.id} item={gap} onDone={() => setIndex((i) => i + 1)} />
        ) : data.matching.length > 0 ? (
          <MatchingReview items={data.matching} />
        ) : (
          <Typography role="status">{t('review.lesson.done')}</Typography>
        )}
      </Stack>
    </Paper>
  );
}
