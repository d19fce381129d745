import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useCompletedExams } from '../api/get-completed-exams';
import { usePlacement } from '../api/get-placement';
import { useRegisterPlacementAnswerMutation } from '../api/register-placement-answer';
import { useStartPlacementMutation } from '../api/start-placement';
import { PlacementItemForm } from './placement-item-form';
import { PlacementResult } from './placement-result';

/**
 * The adaptive placement test: an introduction, then one item at a time until the server says it
 * is over, then the level. The test's id sits in the address, so a reload continues it.
 */
export function PlacementPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('exam')) || null;
  const start = useStartPlacementMutation();
  const answer = useRegisterPlacementAnswerMutation();
  const placement = usePlacement(id);
  const errorMessage = useErrorMessage();
  const finished = useCompletedExams(10);
  const last = finished.data?.find((e) => e.kind === 'placement' && e.placement);

  if (id === null)
    return (
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Typography>{t('exams.placement.intro', { max: 30 })}</Typography>
            {last?.placement && (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
              >
                <Typography>
                  {t('exams.placement.last', { level: last.placement.levelCode })}
                </Typography>
                <Button component={RouterLink} to={`?exam=${last.id}`} size="small">
                  {t('exams.placement.showResult')}
                </Button>
              </Stack>
            )}
            {start.isError && <Alert severity="warning">{errorMessage(start.error)}</Alert>}
            <Button
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
              disabled={start.isPending}
              onClick={() =>
                start.mutate(undefined, {
                  onSuccess: (state) => setParams({ exam: String(state.exam.id) }),
                })
              }
            >
              {start.isPending ? t('exams.placement.starting') : t('exams.placement.start')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    );

  return (
    <QueryState query={placement}>
      {(state) => (
        <Card variant="outlined">
          <CardContent>
            {state.item ? (
              <Stack spacing={2}>
                <LinearProgress
                  variant="determinate"
                  value={(100 * state.exam.answeredCount) / state.maxItems}
                  aria-label={t('exams.placement.progress', {
                    n: state.exam.answeredCount,
                    max: state.maxItems,
                  })}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('exams.placement.progress', {
                    n: state.exam.answeredCount,
                    max: state.maxItems,
                  })}
                </Typography>
                {answer.isError && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
                <PlacementItemForm
                  key={state.item.id}
                  item={state.item}
                  number={state.exam.answeredCount + 1}
                  busy={answer.isPending}
                  onAnswer={(reply) =>
                    answer.mutate(
                      { taskExamId: state.exam.id, itemId: state.item!.id, answer: reply },
                      // An item no longer current: show the one the server has now.
                      { onError: () => void placement.refetch() },
                    )
                  }
                />
              </Stack>
            ) : (
              <PlacementResult exam={state.exam} />
            )}
          </CardContent>
        </Card>
      )}
    </QueryState>
  );
}
