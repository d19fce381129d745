import StarRounded from '@mui/icons-material/StarRounded';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MainQuestion, UserTaskPart } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { STATE_COLORS } from '../../../lib/progress-states';
import { useTask } from '../api/get-task';
import { formatDuration } from '../utils/duration';
import { partPath } from '../utils/part-path';
import { RETRY_BELOW, STAR_THRESHOLDS, partScore, scoreState, starsFor } from '../utils/part-score';
import { ProgressRing } from './progress-ring';

/**
 * The part after this one that still waits: the first unfinished one further on in the day, else
 * an earlier one left open; null when every other part is done.
 */
export function nextOpenPart(
  parts: readonly UserTaskPart[],
  current: { id: number; orderNo: number },
): UserTaskPart | null {
  const open = parts
    .filter((p) => !p.completed && p.mainQuestionId !== current.id)
    .sort((a, b) => a.orderNo - b.orderNo);
  return open.find((p) => p.orderNo > current.orderNo) ?? open[0] ?? null;
}

interface PartFinishedProps {
  part: MainQuestion;
  /** Offered under RETRY_BELOW when items were missed: the question flow goes over them again. */
  onRetryMistakes?: () => void;
}

/**
 * The result of a finished part, the same under every part: score ring, stars, time and words
 * saved, then one way on — the day's next unfinished part, or the day's celebration after the
 * last one. A score under the pass mark is not shown as a success.
 */
export function PartFinished({ part, onRetryMistakes }: PartFinishedProps) {
  const { t } = useTranslation();
  const task = useTask(part.taskId);
  const { score, correct, judged, mistakes } = partScore(part);
  const percent = Math.round((score ?? 0) * 100);
  const state = scoreState(score);
  const stars = starsFor(score ?? 0);
  const next = task.data ? nextOpenPart(task.data.parts, part) : null;
  const headingId = `part-finished-${part.id}`;
  const verdict =
    score === null ? 'unscored' : stars === 3 ? 'great' : state === 'done' ? 'good' : 'low';

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, borderColor: STATE_COLORS[state] }}
    >
      <Stack spacing={2.5}>
        <Typography id={headingId} variant="h5" component="h2">
          {t('tasks.moments.resultTitle', { part: t(`tasks.kinds.${part.kind}`) })}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { xs: 'center', sm: 'center' } }}
        >
          {score !== null && (
            <ProgressRing
              value={percent}
              color={STATE_COLORS[state]}
              label={t('tasks.moments.scoreLabel', { score: percent })}
            >
              %{percent}
            </ProgressRing>
          )}
          <Stack spacing={1} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
            {score !== null && (
              <Box
                role="img"
                aria-label={t('tasks.moments.stars', { count: stars })}
                title={t('tasks.moments.starRule', {
                  one: STAR_THRESHOLDS[0] * 100,
                  two: STAR_THRESHOLDS[1] * 100,
                  three: STAR_THRESHOLDS[2] * 100,
                })}
                sx={{ display: 'flex', color: STATE_COLORS[state] }}
              >
                {[0, 1, 2].map((i) =>
                  i < stars ? (
                    <StarRounded key={i} sx={{ fontSize: 36 }} aria-hidden />
                  ) : (
                    <StarBorderRounded key={i} sx={{ fontSize: 36 }} aria-hidden />
                  ),
                )}
              </Box>
            )}
            <Typography role="status" sx={{ fontWeight: 600 }}>
              {t('tasks.part.done')}{' '}
              {judged > 0 && t('tasks.part.score', { correct, count: judged })}
            </Typography>
            <Typography color="text.secondary">{t(`tasks.moments.verdict.${verdict}`)}</Typography>
            <Box
              component="dl"
              sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}
            >
              {part.timeSpentSeconds !== null && (
                <>
                  <Typography component="dt" color="text.secondary">
                    {t('tasks.moments.time')}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                    {formatDuration(part.timeSpentSeconds, t)}
                  </Typography>
                </>
              )}
              <Typography component="dt" color="text.secondary">
                {t('tasks.moments.wordsSaved')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {part.wordsSaved}
              </Typography>
            </Box>
          </Stack>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {onRetryMistakes && score !== null && score < RETRY_BELOW && mistakes > 0 && (
            <Button variant="outlined" size="large" onClick={onRetryMistakes}>
              {t('tasks.moments.retry')}
            </Button>
          )}
          {task.data &&
            (next ? (
              <Button
                component={RouterLink}
                to={partPath(next.kind, next.mainQuestionId)}
                variant="contained"
                size="large"
              >
                {t('tasks.part.next', { part: t(`tasks.kinds.${next.kind}`) })}
              </Button>
            ) : (
              <Button
                component={RouterLink}
                to={`/task/${part.taskId}${task.data.state === 'completed' ? '?done=1' : ''}`}
                variant="contained"
                size="large"
              >
                {task.data.state === 'completed'
                  ? t('tasks.moments.toCelebration')
                  : t('tasks.part.allDone')}
              </Button>
            ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
