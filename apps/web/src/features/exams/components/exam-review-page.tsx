import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useExam } from '../api/get-exam';
import { useRegisteredAnswers } from '../api/get-registered-answers';

const PAGE_SIZE = 10;

/** A finished exam answer by answer: the reply, whether it was right, the key and why. */
export function ExamReviewPage({ examId }: { examId: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const exam = useExam(examId);
  const answers = useRegisteredAnswers(examId, page, PAGE_SIZE);
  return (
    <QueryState query={exam}>
      {(summary) => (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2">
            {summary.name}
          </Typography>
          <Typography color="text.secondary">
            {t('exams.review.summary', {
              date: formatDateTime(summary.finishedAt ?? summary.startedAt, i18n.language),
              answered: summary.answeredCount,
            })}
            {summary.score !== null && ` · ${Math.round(summary.score)}%`}
            {summary.placement && ` · ${summary.placement.levelCode}`}
          </Typography>
          {summary.status === 'in-progress' && (
            <Alert severity="info">{t('exams.review.pending')}</Alert>
          )}
          <QueryState query={answers}>
            {(data) =>
              data.items.length === 0 ? (
                <Typography>{t('exams.review.empty')}</Typography>
              ) : (
                <Stack spacing={2} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {data.items.map((a) => (
                    <Paper component="li" key={a.orderNo} variant="outlined" sx={{ p: 2 }}>
                      <Stack spacing={1}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Typography variant="subtitle2" component="h3">
                            {t('exams.review.answerOf', { n: a.orderNo })} ·{' '}
                            {t(`exams.sections.${a.section}`)}
                          </Typography>
                          {a.isCorrect !== null && (
                            <Chip
                              size="small"
                              color={a.isCorrect ? 'success' : 'error'}
                              label={
                                a.isCorrect ? t('exams.review.right') : t('exams.review.wrong')
                              }
                            />
                          )}
                        </Stack>
                        <Typography sx={{ whiteSpace: 'pre-line' }}>{a.prompt}</Typography>
                        {a.answerText ? (
                          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
                            {t('exams.review.yourAnswer', { answer: a.answerText })}
                          </Typography>
                        ) : (
                          'fileName' in a.answer && (
                            <Typography variant="body2">{t('exams.review.recorded')}</Typography>
                          )
                        )}
                        {a.score !== null && (
                          <Typography variant="body2" sx={{ fontWeight: 600 }}>
                            {t('exams.review.mark', { percent: Math.round(a.score * 100) })}
                          </Typography>
                        )}
                        {a.feedback && 'items' in a.feedback && (
                          <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }}>
                            {a.feedback.items.map((f, i) => (
                              <Typography
                                component="li"
                                variant="body2"
                                key={i}
                                color={f.ok ? 'success.main' : 'warning.main'}
                              >
                                {f.message}
                              </Typography>
                            ))}
                          </Stack>
                        )}
                        {a.feedback && 'aligned' in a.feedback && !a.feedback.aligned && (
                          <Typography variant="body2" color="warning.main">
                            {t('exams.review.notHeard')}
                          </Typography>
                        )}
                        {a.correctAnswer && a.isCorrect === null && a.score !== null && (
                          <Typography variant="body2" color="text.secondary">
                            {t('exams.review.model', { answer: a.correctAnswer })}
                          </Typography>
                        )}
                        {a.correctAnswer && a.isCorrect === false && (
                          <Typography variant="body2" color="success.main">
                            {t('exams.review.correctAnswer', { answer: a.correctAnswer })}
                          </Typography>
                        )}
                        {a.explanation && (
                          <Typography variant="body2" color="text.secondary">
                            {a.explanation}
                          </Typography>
                        )}
                      </Stack>
                    </Paper>
                  ))}
                </Stack>
              )
            }
          </QueryState>
          {(answers.data?.totalCount ?? 0) > PAGE_SIZE && (
            <Pagination
              count={Math.ceil((answers.data?.totalCount ?? 0) / PAGE_SIZE)}
              page={page}
              onChange={(_e, value) => setPage(value)}
              aria-label={t('exams.review.pages')}
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
