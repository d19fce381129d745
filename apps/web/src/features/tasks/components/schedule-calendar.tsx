import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PROGRAM_DAYS } from '@yek/contracts/program';
import type { ScheduleDay } from '@yek/contracts/usertask';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toApiCulture } from '../../../lib/i18n';
import { monthGrid } from '../utils/month-grid';

const STATE_COLOR = { completed: 'success.main', questions: 'warning.main', lecture: 'info.main' };

/** A month of the learner's calendar: each day taken, coloured by its state, opens that day. */
export function ScheduleCalendar({ days, today }: { days: ScheduleDay[]; today: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const byDate = useMemo(() => new Map(days.map((d) => [d.taskDate, d])), [days]);
  const [month, setMonth] = useState(today.slice(0, 7));
  const culture = toApiCulture(i18n.language);
  const grid = monthGrid(month);
  const title = new Intl.DateTimeFormat(culture, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const weekdays = [...Array(7).keys()].map((i) =>
    new Intl.DateTimeFormat(culture, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, 1 + i)), // 1 January 2024 was a Monday
    ),
  );
  const shift = (n: number) => {
    const d = new Date(`${month}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + n);
    setMonth(d.toISOString().slice(0, 7));
  };

  return (
    <Box component="section" aria-label={t('tasks.list.calendar')} sx={{ maxWidth: 440 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton aria-label={t('tasks.list.previousMonth')} onClick={() => shift(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }} aria-live="polite">
          {title}
        </Typography>
        <IconButton aria-label={t('tasks.list.nextMonth')} onClick={() => shift(1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Box
        role="grid"
        aria-label={title}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}
      >
        {weekdays.map((w) => (
          <Typography
            key={w}
            role="columnheader"
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center' }}
          >
            {w}
          </Typography>
        ))}
        {grid.map((date, i) => {
          if (!date) return <Box key={`blank-${i}`} />;
          const day = byDate.get(date);
          const label = day
            ? `${date}: ${t('tasks.program.day', { day: day.dayNo, total: PROGRAM_DAYS })}, ${t(`tasks.state.${day.state}`)}`
            : date;
          return (
            <ButtonBase
              key={date}
              role="gridcell"
              aria-label={label}
              disabled={!day}
              onClick={() => day && void navigate(`/task/${day.id}`)}
              sx={{
                aspectRatio: '1',
                borderRadius: 1,
                flexDirection: 'column',
                border: 1,
                borderColor: date === today ? 'primary.main' : 'divider',
                bgcolor: day ? 'action.hover' : 'transparent',
              }}
            >
              <Typography variant="body2">{Number(date.slice(8))}</Typography>
              {day && (
                <Box
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATE_COLOR[day.state] }}
                />
              )}
            </ButtonBase>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        {(['completed', 'questions', 'lecture'] as const).map((s) => (
          <Stack key={s} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATE_COLOR[s] }} />
            <Typography variant="caption">{t(`tasks.state.${s}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
