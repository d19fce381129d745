import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useReviewSession } from '../api/get-review-session';
import { Exercise } from './review-exercise';

/** /review: today's spaced review of the learner's words, one exercise at a time. */
export function ReviewPage({ words }: { words?: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('review.title'));
  const session = useReviewSession(words);
  const [index, setIndex] = useState(0);
  const [right, setRight] = useState(0);

  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h4" component="h1">
        {t('review.title')}
      </Typography>
      <QueryState query={session}>
        {(data) => {
          const total = data.items.length;
          if (total === 0)
            return (
              <Paper sx={{ p: { xs: 2.5, md: 3 } }}>
                <Typography>{t('review.empty')}</Typography>
                <Button component={RouterLink} to="/" sx={{ mt: 2 }} variant="outlined">
                  {t('review.home')}
                </Button>
              </Paper>
            );
          if (index >= total) {
            const waiting = Math.max(0, data.dueCount - total);
            return (
              <Paper sx={{ p: { xs: 2.5, md: 3 } }}>
                <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="h6" component="h2">
                    {t('review.doneTitle')}
                  </Typography>
                  <Typography>{t('review.doneScore', { right, total })}</Typography>
                  {waiting > 0 && (
                    <Typography>{t('review.waiting', { count: waiting })}</Typography>
                  )}
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {waiting > 0 && (
                      <Button
                        variant="contained"
                        onClick={() => {
                          setIndex(0);
                          setRight(0);
                          void session.refetch();
                        }}
                      >
                        {t('review.more')}
                      </Button>
                    )}
                    <Button component={RouterLink} to="/" variant="outlined">
                      {t('review.home')}
                    </Button>
                  </Stack>
                </Stack>
              </Paper>
            );
          }
          const item = data.items[index]!;
          return (
            <Paper sx={{ p: { xs: 2, md: 3 } }}>
              <Stack spacing={2}>
                <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                  <Typography color="text.secondary">
                    {t('review.progress', { n: index + 1, total })}
                  </Typography>
                  <Typography color="text.secondary">
                    {t(`review.state.${item.card.state}`)}
                  </Typography>
                </Stack>
                <LinearProgress
                  variant="determinate"
                  value={(index / total) * 100}
                  aria-label={t('review.progress', { n: index + 1, total })}
                />
                <Exercise
                  key={`${item.card.id}-${index}`}
                  item={item}
                  onDone={(result) => {
                    if (result.correct) setRight((n) => n + 1);
                    setIndex((i) => i + 1);
                  }}
                />
              </Stack>
            </Paper>
          );
        }}
      </QueryState>
    </Stack>
  );
}
