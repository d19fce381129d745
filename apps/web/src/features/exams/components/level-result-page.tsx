import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LEVEL_CODES } from '@yek/contracts/usertaskexam';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useLevelExam } from '../api/get-level-exam';

/** The last finished paper of a level: score per section and what to do next. */
export function LevelResultPage({ levelId }: { levelId: number }) {
  const { t, i18n } = useTranslation();
  const query = useLevelExam(levelId);
  return (
    <QueryState query={query}>
      {(state) => {
        const exam = state.lastExam;
        if (!exam) return <Alert severity="info">{t('exams.result.none')}</Alert>;
        const weakest = [...exam.sections].sort((a, b) => a.percent - b.percent)[0];
        const next = LEVEL_CODES[levelId];
        return (
          <Card variant="outlined">
            <CardContent>
              <Stack spacing={2}>
                <Alert severity={exam.passed ? 'success' : 'warning'}>
                  <Typography variant="h6" component="h2">
                    {exam.passed
                      ? t('exams.result.passed', { level: state.levelCode })
                      : t('exams.result.failed', { level: state.levelCode })}
                  </Typography>
                </Alert>
                <Typography>
                  {t('exams.result.score', {
                    score: Math.round(exam.score ?? 0),
                    passMark: exam.passMark,
                  })}
                </Typography>
                <Table size="small" aria-label={t('exams.result.title')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('exams.result.section')}</TableCell>
                      <TableCell align="right">{t('exams.result.marks')}</TableCell>
                      <TableCell align="right">{t('exams.result.percent')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {exam.sections.map((s) => (
                      <TableRow key={s.section}>
                        <TableCell>{t(`exams.sections.${s.section}`)}</TableCell>
                        <TableCell align="right">
                          {s.section === 'writing' || s.section === 'speaking'
                            ? t('exams.result.points', {
                                earned: Math.round(s.correct * 10) / 10,
                                total: s.total,
                              })
                            : `${s.correct} / ${s.total}`}
                        </TableCell>
                        <TableCell align="right">{Math.round(s.percent)}%</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
                <Typography>
                  {exam.passed
                    ? t('exams.result.nextPassed')
                    : t('exams.result.nextFailed', {
                        section: weakest ? t(`exams.sections.${weakest.section}`) : '',
                      })}
                </Typography>
                {!exam.passed && state.retakeAt && (
                  <Typography variant="body2" color="text.secondary">
                    {t('exams.level.coolingOff', {
                      date: formatDateTime(state.retakeAt, i18n.language),
                    })}
                  </Typography>
                )}
                {exam.passed && exam.certificateCode && (
                  <Alert
                    severity="success"
                    variant="outlined"
                    action={
                      <Button
                        component={RouterLink}
                        to={`/certificate/${exam.certificateCode}`}
                        color="inherit"
                      >
                        {t('exams.certificate.open')}
                      </Button>
                    }
                  >
                    {t('exams.certificate.earned', { code: exam.certificateCode })}
                  </Alert>
                )}
                <Typography variant="body2" color="text.secondary">
                  {t('exams.result.weights')}
                </Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <Button component={RouterLink} to={`/exams/${exam.id}`} variant="contained">
                    {t('exams.placement.review')}
                  </Button>
                  {exam.passed && next && (
                    <Button component={RouterLink} to={`/level/${levelId + 1}`} variant="outlined">
                      {t('exams.result.nextLevel', { level: next })}
                    </Button>
                  )}
                  <Button component={RouterLink} to="/task" variant="outlined">
                    {t('exams.result.tasks')}
                  </Button>
                </Stack>
              </Stack>
            </CardContent>
          </Card>
        );
      }}
    </QueryState>
  );
}
