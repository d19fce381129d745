import LocalFireDepartmentRounded from '@mui/icons-material/LocalFireDepartmentRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskDetail } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { STATE_COLORS } from '../../../lib/progress-states';
import { useTaskOverview } from '../api/get-task-overview';
import { useCountUp } from '../hooks/use-count-up';
import { scoreState } from '../utils/part-score';
import { SkillIcon } from './skill-icon';

/**
 * The end of a day: the streak growing to today's count, the score of each part's skill,
 * tomorrow's topic and an offer to be reminded.
 */
export function DayCelebration({ task }: { task: TaskDetail }) {
  const { t } = useTranslation();
  const overview = useTaskOverview();
  const streak = overview.data?.streakDays ?? 0;
  const shown = useCountUp(Math.max(0, streak - 1), streak);
  const topic = overview.data?.nextTopic ?? null;

  return (
    <Paper
      component="section"
      aria-labelledby="celebration-title"
      sx={{
        p: { xs: 2.5, sm: 4 },
        border: 1,
        borderColor: STATE_COLORS.done,
        background: 'linear-gradient(160deg, rgba(124,77,255,0.22), rgba(28,20,52,1) 60%)',
      }}
    >
      <Stack spacing={3}>
        <div>
          <Typography id="celebration-title" variant="h4" component="h2">
            {t('tasks.moments.celebrationTitle')}
          </Typography>
          <Typography color="text.secondary">
            {t('tasks.moments.celebrationBody', { day: task.dayNo })}
          </Typography>
        </div>
        {overview.data && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <LocalFireDepartmentRounded aria-hidden sx={{ fontSize: 64, color: '#ff9d4d' }} />
            <div>
              <Typography aria-hidden sx={{ fontSize: 48, fontWeight: 800, lineHeight: 1 }}>
                {shown}
              </Typography>
              <Typography role="status" sx={{ fontWeight: 600 }}>
                {t('tasks.moments.streakNow', { count: streak })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('layout.streak.rule')}
              </Typography>
            </div>
          </Stack>
        )}
        <div>
          <Typography variant="h6" component="h3" gutterBottom>
            {t('tasks.moments.skillsTitle')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
            }}
          >
            {task.parts.map((p) => {
              const percent = p.score === null ? null : Math.round(p.score * 100);
              return (
                <Box
                  component="li"
                  key={p.mainQuestionId}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    p: 1.5,
                    borderRadius: 2,
                    bgcolor: 'action.hover',
                  }}
                >
                  <SkillIcon kind={p.kind} sx={{ color: STATE_COLORS[scoreState(p.score)] }} />
                  <span>
                    {t(`tasks.kinds.${p.kind}`)}:{' '}
                    <Box component="strong" sx={{ color: STATE_COLORS[scoreState(p.score)] }}>
                      {percent === null ? '–' : `%${percent}`}
                    </Box>
                  </span>
                </Box>
              );
            })}
          </Box>
        </div>
        {topic && (
          <div>
            <Typography variant="h6" component="h3">
              {t('tasks.moments.tomorrowTitle')}
            </Typography>
            <Typography>
              {t('tasks.moments.tomorrow', { day: topic.dayNo, title: topic.title })}
            </Typography>
            {topic.lecturePoint && (
              <Typography color="text.secondary">{topic.lecturePoint}</Typography>
            )}
          </div>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Button
            component={RouterLink}
            to="/profile#reminders"
            variant="contained"
            startIcon={<NotificationsActiveOutlined />}
          >
            {t('tasks.moments.reminders')}
          </Button>
          <Button component={RouterLink} to="/" variant="outlined">
            {t('tasks.moments.home')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
