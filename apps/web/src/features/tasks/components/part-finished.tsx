import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MainQuestion, UserTaskPart } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTask } from '../api/get-task';
import { partPath } from '../utils/part-path';

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

/**
 * The end of a finished part, the same under every part: its result, then one way on — to the
 * day's next unfinished part, or back to the day when all are done.
 */
export function PartFinished({ part }: { part: MainQuestion }) {
  const { t } = useTranslation();
  const task = useTask(part.taskId);
  const scored = part.questions.filter((q) => q.result && q.result.isCorrect !== null);
  const correct = scored.filter((q) => q.result?.isCorrect).length;
  const next = task.data ? nextOpenPart(task.data.parts, part) : null;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={`part-finished-${part.id}`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography id={`part-finished-${part.id}`} variant="h6" component="h2">
          {t('tasks.part.finishedTitle')}
        </Typography>
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          {t('tasks.part.done')}{' '}
          {scored.length > 0 && t('tasks.part.score', { correct, count: scored.length })}
        </Alert>
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
              to={`/task/${part.taskId}`}
              variant="contained"
              size="large"
            >
              {t('tasks.part.allDone')}
            </Button>
          ))}
      </Stack>
    </Paper>
  );
}
