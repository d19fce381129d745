import CheckRounded from '@mui/icons-material/CheckRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TaskOverview } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS } from '../../../lib/progress-states';
import { ProgressRing } from './progress-ring';

/** A day of the week strip: met when the goal's minutes were studied or a day was finished. */
export function dayMet(day: { minutes: number; completed: boolean }, goal: number): boolean {
  return day.completed || day.minutes >= goal;
}

/**
 * The daily goal from setup as a ring (today's study minutes against it), the week's strip below
 * (each day's minutes, a tick where it was met) and the streak rule in words.
 */
export function DailyGoalCard({ overview }: { overview: TaskOverview }) {
  const { t, i18n } = useTranslation();
  const { minutes: goal, days } = overview.dailyGoal;
  const today = days.find((d) => d.date === overview.today) ?? { minutes: 0, completed: false };
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' });
  const met = dayMet(today, goal);
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="goal-title"
      sx={{ height: '100%' }}
    >
      <CardContent>
        <Stack spacing={2}>
          <Typography id="goal-title" variant="h6" component="h2">
            {t('tasks.moments.goalTitle')}
          </Typography>
          <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
            <ProgressRing
              // A finished day meets the goal whatever the minutes: the ring shows it full.
              value={met ? 100 : (today.minutes / goal) * 100}
              color={STATE_COLORS[met ? 'done' : 'next']}
              label={t('tasks.moments.goalToday', { minutes: today.minutes, goal })}
              size={104}
            >
              {today.minutes}
              <Typography component="span" variant="caption" sx={{ display: 'block' }}>
                / {goal} {t('tasks.moments.min')}
              </Typography>
            </ProgressRing>
            <div>
              <Typography sx={{ fontWeight: 600 }}>
                {met
                  ? t('tasks.moments.goalMet')
                  : t('tasks.moments.goalLeft', { count: Math.max(goal - today.minutes, 1) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('tasks.moments.goalFrom', { goal })}
              </Typography>
            </div>
          </Stack>
          <Box
            component="ol"
            aria-label={t('tasks.moments.weekLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(7, 1fr)',
              gap: 0.5,
            }}
          >
            {days.map((d) => {
              const date = new Date(`${d.date}T00:00:00Z`);
              const dayDone = dayMet(d, goal);
              const isToday = d.date === overview.today;
              const future = d.date > overview.today;
              return (
                <Box
                  component="li"
                  key={d.date}
                  aria-label={t('tasks.moments.weekDay', {
                    day: longDay.format(date),
                    minutes: d.minutes,
                    state: future
                      ? t('tasks.moments.dayAhead')
                      : dayDone
                        ? t('tasks.moments.dayMet')
                        : t('tasks.moments.dayNotMet'),
                  })}
                  aria-current={isToday ? 'date' : undefined}
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 0.5,
                    py: 0.75,
                    borderRadius: 2,
                    border: isToday ? 2 : 1,
                    borderColor: isToday ? STATE_COLORS.next : 'divider',
                  }}
                >
                  <Typography variant="caption" aria-hidden sx={{ color: 'text.secondary' }}>
                    {weekday.format(date)}
                  </Typography>
                  <Box
                    aria-hidden
                    sx={{
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: dayDone ? 'success.dark' : 'action.hover',
                      color: dayDone ? 'common.white' : 'text.secondary',
                      fontSize: 12,
                      fontWeight: 700,
                    }}
                  >
                    {dayDone ? <CheckRounded sx={{ fontSize: 18 }} /> : future ? '' : d.minutes}
                  </Box>
                </Box>
              );
            })}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('layout.streak.rule')}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
