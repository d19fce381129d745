import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProgressDay } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { addDays } from '../utils/progress-figures';

const LEVEL_COLOR = { none: 'action.hover', some: 'primary.dark', done: 'success.main' } as const;
type Level = keyof typeof LEVEL_COLOR;

const levelOf = (day: ProgressDay | undefined): Level =>
  !day || (day.answers === 0 && day.completedDays === 0)
    ? 'none'
    : day.completedDays > 0
      ? 'done'
      : 'some';

/**
 * Weeks as columns and weekdays (Monday first) as rows, from `since` to today: a square a day,
 * coloured by whether the learner answered and whether they completed a day. Drawn only: the
 * figure around it carries the table.
 */
export function StreakCalendar({
  since,
  today,
  weeks,
  days,
}: {
  since: string;
  today: string;
  weeks: number;
  days: ProgressDay[];
}) {
  const { t } = useTranslation();
  const byDate = new Map(days.map((d) => [d.date, d]));
  const cells = Array.from({ length: weeks * 7 }, (_, i) => addDays(since, i));
  return (
    <Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateRows: 'repeat(7, 1fr)',
          gridAutoFlow: 'column',
          gridAutoColumns: '1fr',
          gap: '3px',
          maxWidth: 420,
        }}
      >
        {cells.map((date) => (
          <Box
            key={date}
            sx={{
              aspectRatio: '1',
              borderRadius: '3px',
              bgcolor: date > today ? 'transparent' : LEVEL_COLOR[levelOf(byDate.get(date))],
              outline: date === today ? 2 : 0,
              outlineColor: 'primary.light',
            }}
          />
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
        {(['none', 'some', 'done'] as const).map((level) => (
          <Stack key={level} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: LEVEL_COLOR[level] }} />
            <Typography variant="caption">
              {t(
                `tasks.progress.streak.legend${level === 'none' ? 'None' : level === 'some' ? 'Some' : 'Done'}`,
              )}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
