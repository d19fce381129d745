import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PROGRAM_DAYS } from '@yek/contracts/program';
import type { ScheduleDay } from '@yek/contracts/usertask';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';
import { toApiCulture } from '../../../lib/i18n';
import { monthGrid } from '../utils/month-grid';

const STATE_COLOR = { completed: 'success.main', questions: 'warning.main', lecture: 'info.main' };

/**
 * One day of the month: a link to the task when the learner took one that day, named by its
 * readable date, programme day and state ("12 Mart: Gün 3 / 365, Tamamlandı"); else its number.
 */
function DayCell({
  date,
  day,
  isToday,
  culture,
}: {
  date: string;
  day: ScheduleDay | undefined;
  isToday: boolean;
  culture: string;
}) {
  const { t } = useTranslation();
  const readable = new Intl.DateTimeFormat(culture, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const sx = {
    aspectRatio: '1',
    width: '100%',
    borderRadius: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    border: 1,
    borderColor: isToday ? 'primary.main' : 'divider',
  } as const;
  const number = <Typography variant="body2">{Number(date.slice(8))}</Typography>;
  if (!day)
    return (
      <Box sx={{ ...sx, color: 'text.secondary' }} aria-current={isToday ? 'date' : undefined}>
        {number}
        {isToday && <span style={VISUALLY_HIDDEN}>{`, ${t('tasks.list.calendarToday')}`}</span>}
      </Box>
    );
  const state = t(`tasks.state.${day.state}`);
  const label = t('tasks.list.calendarDay', {
    date: isToday ? `${readable} (${t('tasks.list.calendarToday')})` : readable,
    day: t('tasks.program.day', { day: day.dayNo, total: PROGRAM_DAYS }),
    state,
  });
  return (
    <Link
      component={RouterLink}
      to={`/task/${day.id}`}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      underline="none"
      color="inherit"
      sx={{ ...sx, bgcolor: 'action.hover', '&:hover': { bgcolor: 'action.selected' } }}
    >
      {number}
      <Box sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: STATE_COLOR[day.state] }} />
    </Link>
  );
}

/** A month of the learner's calendar: each day taken, coloured by its state, opens that day. */
export function ScheduleCalendar({ days, today }: { days: ScheduleDay[]; today: string }) {
  const { t, i18n } = useTranslation();
  const byDate = useMemo(() => new Map(days.map((d) => [d.taskDate, d])), [days]);
  const [month, setMonth] = useState(today.slice(0, 7));
  const culture = toApiCulture(i18n.language);
  const grid = monthGrid(month);
  const title = new Intl.DateTimeFormat(culture, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  // 1 January 2024 was a Monday.
  const weekdays = [...Array(7).keys()].map((i) => {
    const d = new Date(Date.UTC(2024, 0, 1 + i));
    const format = (weekday: 'short' | 'long') =>
      new Intl.DateTimeFormat(culture, { weekday, timeZone: 'UTC' }).format(d);
    return { short: format('short'), long: format('long') };
  });
  const weeks = Array.from({ length: grid.length / 7 }, (_, i) => grid.slice(i * 7, i * 7 + 7));
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
      {/* A table: each week a row, the weekdays its column headers; a day taken is a link. */}
      <Box
        component="table"
        sx={{
          width: '100%',
          tableLayout: 'fixed',
          borderCollapse: 'separate',
          borderSpacing: 4,
          '& th': { fontWeight: 400, p: 0 },
          '& td': { p: 0 },
        }}
      >
        <caption style={VISUALLY_HIDDEN}>{title}</caption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <Typography
                key={w.short}
                component="th"
                scope="col"
                abbr={w.long}
                variant="caption"
                color="text.secondary"
                sx={{ textAlign: 'center' }}
              >
                {w.short}
              </Typography>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((date, i) => (
                <td key={date ?? `blank-${i}`}>
                  {date && (
                    <DayCell
                      date={date}
                      day={byDate.get(date)}
                      isToday={date === today}
                      culture={culture}
                    />
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
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
