import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEVEL_CODES } from '@yek/contracts/usertaskexam';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useCompletedExams } from '../api/get-completed-exams';
import { useSectionExams } from '../api/get-section-exams';
import { SectionExamNotice } from './section-exam-offer';

/** The profile's "exams": finished exams to review, the placement test and the level exams. */
export function ExamsSection() {
  const { t, i18n } = useTranslation();
  const exams = useCompletedExams(10);
  const sectionExams = useSectionExams();
  return (
    <Paper component="section" aria-labelledby="profile-exams-title" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack spacing={2}>
        <Typography id="profile-exams-title" variant="h6" component="h2">
          {t('exams.profile.title')}
        </Typography>
        <QueryState query={exams}>
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">{t('exams.profile.empty')}</Typography>
            ) : (
              <List dense disablePadding>
                {list.map((e) => (
                  <ListItem key={e.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
                    <ListItemText
                      primary={e.name}
                      secondary={`${formatDateTime(e.finishedAt ?? e.startedAt, i18n.language)} · ${
                        e.placement
                          ? t('exams.profile.placementLevel', { level: e.placement.levelCode })
                          : t('exams.profile.levelScore', {
                              score: Math.round(e.score ?? 0),
                              outcome: e.passed
                                ? t('exams.level.passedWord')
                                : t('exams.level.failedWord'),
                            })
                      }`}
                    />
                    <Stack direction="row" spacing={1}>
                      {e.certificateCode && (
                        <Button
                          component={RouterLink}
                          to={`/certificate/${e.certificateCode}`}
                          size="small"
                        >
                          {t('exams.certificate.open')}
                        </Button>
                      )}
                      <Button component={RouterLink} to={`/exams/${e.id}`} size="small">
                        {t('exams.profile.open')}
                      </Button>
                    </Stack>
                  </ListItem>
                ))}
              </List>
            )
          }
        </QueryState>
        <Typography variant="subtitle2" component="h3">
          {t('exams.sectionExam.listTitle')}
        </Typography>
        <QueryState query={sectionExams}>
          {(list) =>
            list.length === 0 ? (
              <Typography color="text.secondary">{t('exams.sectionExam.none')}</Typography>
            ) : (
              <Stack spacing={1}>
                {list.map((x) => (
                  <SectionExamNotice key={x.sectionSlug} exam={x} />
                ))}
              </Stack>
            )
          }
        </QueryState>
        <Button
          component={RouterLink}
          to="/placement-test"
          variant="outlined"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('exams.profile.placement')}
        </Button>
        <Typography variant="subtitle2" component="h3">
          {t('exams.level.levelsTitle')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {LEVEL_CODES.map((code, i) => (
            <Button
              key={code}
              component={RouterLink}
              to={`/level/${i + 1}`}
              size="small"
              variant="text"
            >
              {code}
            </Button>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
