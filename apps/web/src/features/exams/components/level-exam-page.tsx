import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LevelPaperSection, UserExam } from '@yek/contracts/usertaskexam';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { formatDateTime } from '../../../lib/dates';
import { useLevelExam } from '../api/get-level-exam';
import { useStartLevelExamMutation } from '../api/start-level-exam';
import { ExamPaper } from './exam-paper';

function LastResult({ exam, levelId }: { exam: UserExam; levelId: number }) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography>
        {t('exams.level.lastResult', {
          score: Math.round(exam.score ?? 0),
          outcome: exam.passed ? t('exams.level.passedWord') : t('exams.level.failedWord'),
        })}
      </Typography>
      <Button
        component={RouterLink}
        to={`/level/${levelId}/${exam.levelCode}/result/${exam.passed ? 'true' : 'false'}`}
        size="small"
      >
        {t('exams.result.title')}
      </Button>
      <Button component={RouterLink} to={`/exams/${exam.id}`} size="small">
        {t('exams.placement.review')}
      </Button>
    </Stack>
  );
}

/** A level exam: what it holds and how to start it, the paper in progress, or when to retake it. */
export function LevelExamPage({
  levelId,
  initialSection,
}: {
  levelId: number;
  initialSection: LevelPaperSection;
}) {
  const { t, i18n } = useTranslation();
  const query = useLevelExam(levelId);
  const start = useStartLevelExamMutation();
  const errorMessage = useErrorMessage();
  return (
    <QueryState query={query}>
      {(state) =>
        state.status === 'in-progress' && state.paper ? (
          <ExamPaper state={state} initialSection={initialSection} />
        ) : (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Typography variant="h5" component="h2">
                  {t('exams.level.title', { level: state.levelCode })}
                </Typography>
                {state.status === 'unavailable' ? (
                  <Alert severity="info">{t('exams.level.unavailable')}</Alert>
                ) : (
                  <>
                    <Typography>
                      {t('exams.level.about', {
                        count: state.questionCount,
                        passMark: state.passMark,
                      })}
                    </Typography>
                    {state.timeLimitMinutes && (
                      <Typography>
                        {t('exams.level.timeLimit', { minutes: state.timeLimitMinutes })}
                      </Typography>
                    )}
                  </>
                )}
                {state.lastExam && <LastResult exam={state.lastExam} levelId={levelId} />}
                {state.status === 'cooling-off' && state.retakeAt && (
                  <Alert severity="info">
                    {t('exams.level.coolingOff', {
                      date: formatDateTime(state.retakeAt, i18n.language),
                    })}
                  </Alert>
                )}
                {start.isError && <Alert severity="warning">{errorMessage(start.error)}</Alert>}
                {state.status === 'available' && (
                  <Button
                    variant="contained"
                    sx={{ alignSelf: 'flex-start' }}
                    disabled={start.isPending}
                    onClick={() => start.mutate(levelId)}
                  >
                    {t('exams.level.start')}
                  </Button>
                )}
              </Stack>
            </CardContent>
          </Card>
        )
      }
    </QueryState>
  );
}
