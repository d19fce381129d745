import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ProgramSectionProgress, Schedule } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { type SectionDay, percent, sectionDays, sectionRows } from '../utils/section-days';

const CHIP_COLOR = {
  completed: 'success',
  today: 'primary',
  open: 'warning',
  next: 'info',
  locked: 'default',
  skipped: 'default',
} as const;

/** The programme's sections, each with its progress; opening one lists its days. */
export function ProgramSections({ schedule }: { schedule: Schedule }) {
  const { t } = useTranslation();
  const current = schedule.sections.find(
    (s) => schedule.nextDayNo !== null && schedule.nextDayNo <= s.lastDay,
  );
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">{t('tasks.category.intro')}</Typography>
      <div>
        {schedule.sections.map((s) => (
          <SectionAccordion
            key={s.slug}
            section={s}
            schedule={schedule}
            defaultExpanded={s.slug === current?.slug}
          />
        ))}
      </div>
    </Stack>
  );
}

function SectionAccordion({
  section,
  schedule,
  defaultExpanded,
}: {
  section: ProgramSectionProgress;
  schedule: Schedule;
  defaultExpanded: boolean;
}) {
  const { t } = useTranslation();
  const total = section.lastDay - section.firstDay + 1;
  const id = `section-${section.slug}`;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      slotProps={{ heading: { component: 'h2' }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-days`}
      >
        <Box sx={{ width: '100%', pr: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}
          >
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {section.title}
            </Typography>
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={t('tasks.category.level', { level: section.levelCode })}
            />
          </Stack>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ flexWrap: 'wrap', color: 'text.secondary' }}
          >
            <Typography component="span" variant="body2">
              {t('tasks.category.days', { done: section.completedDays, total })}
            </Typography>
            <Typography component="span" variant="body2">
              {section.averageScore === null
                ? t('tasks.category.noAverage')
                : t('tasks.category.average', { score: percent(section.averageScore) })}
            </Typography>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(section.completedDays / total) * 100}
            sx={{ mt: 1 }}
            aria-hidden
          />
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="ol"
          aria-label={t('tasks.category.daysOf', { title: section.title })}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {sectionRows(sectionDays(section, schedule)).map((row) =>
            row.kind === 'day' ? (
              <DayRow key={row.day.dayNo} day={row.day} />
            ) : (
              <RangeRow key={row.from} {...row} />
            ),
          )}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

const ROW_SX = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 1,
  px: 1.5,
  py: 1,
  borderRadius: 1,
  border: 1,
  minHeight: 48,
} as const;

function RangeRow({ from, to, state }: { from: number; to: number; state: 'locked' | 'skipped' }) {
  const { t } = useTranslation();
  return (
    <Box component="li" sx={{ ...ROW_SX, borderColor: 'divider', borderStyle: 'dashed' }}>
      <Typography color="text.secondary">{t('tasks.category.dayRange', { from, to })}</Typography>
      <Chip size="small" label={t(`tasks.category.dayState.${state}`)} variant="outlined" />
    </Box>
  );
}

function DayRow({ day }: { day: SectionDay }) {
  const { t } = useTranslation();
  const label = t('tasks.category.dayLabel', { day: day.dayNo });
  const state =
    day.state === 'completed' && day.task?.score != null
      ? t('tasks.category.dayScore', { score: percent(day.task.score) })
      : t(`tasks.category.dayState.${day.state}`);
  return (
    <Box
      component="li"
      sx={{ ...ROW_SX, borderColor: day.state === 'today' ? 'primary.main' : 'divider' }}
    >
      <Box sx={{ minWidth: 0 }}>
        {day.task ? (
          <Link component={RouterLink} to={`/task/${day.task.id}`} sx={{ fontWeight: 600 }}>
            {label}: {day.task.taskName}
          </Link>
        ) : (
          <Typography color="text.secondary">{label}</Typography>
        )}
      </Box>
      <Chip
        size="small"
        label={state}
        color={CHIP_COLOR[day.state]}
        variant={day.task ? 'filled' : 'outlined'}
      />
    </Box>
  );
}
