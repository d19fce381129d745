import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PROGRESS_WEEKS, STUDY_GAP_MINUTES, type UserProgress } from '@yek/contracts/usertask';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state';
import { toApiCulture } from '../../../lib/i18n';
import { useUserProgress } from '../api/get-user-progress';
import {
  SKILL_IDS,
  SKILL_KINDS,
  bestSkill,
  dayLabel,
  recentMinutes,
  skillSeries,
} from '../utils/progress-figures';
import { ChartFigure } from './chart-figure';
import { StreakCalendar } from './streak-calendar';

/** Days the study-time chart covers. */
const TIME_DAYS = 14;
const CHART_HEIGHT = 240;
const MARGIN = { left: 0, right: 8, top: 8, bottom: 0 };
// Each chart is a picture beside its table (ChartFigure): screen readers read the table, so the
// chart takes no keyboard focus of its own (a focusable part inside aria-hidden is a trap).

/** The learner's progress in four charts, each with its figures in words and as a table. */
export function ProgressCharts() {
  const progress = useUserProgress();
  return <QueryState query={progress}>{(data) => <Charts progress={data} />}</QueryState>;
}

function Charts({ progress }: { progress: UserProgress }) {
  const { t, i18n } = useTranslation();
  const culture = toApiCulture(i18n.language);
  const short = (date: string) => dayLabel(date, culture);
  const long = (date: string) => dayLabel(date, culture, true);
  const weeks = progress.wordWeeks.map((w) => short(w.weekStart));
  const minutes = recentMinutes(progress.days, progress.today, TIME_DAYS);
  const best = bestSkill(progress.skillWeeks);
  const skillName = (id: keyof typeof SKILL_KINDS) => t(`tasks.kinds.${SKILL_KINDS[id]}`);
  const answeredDays = progress.days.filter((d) => d.answers > 0 || d.completedDays > 0);

  return (
    <Stack component="section" spacing={2} aria-labelledby="progress-title">
      <div>
        <Typography id="progress-title" variant="h5" component="h2">
          {t('tasks.progress.title')}
        </Typography>
        <Typography color="text.secondary">
          {t('tasks.progress.period', {
            weeks: PROGRESS_WEEKS,
            from: long(progress.since),
            to: long(progress.today),
          })}
        </Typography>
      </div>
      {progress.activeDays === 0 && (
        <Typography color="text.secondary">{t('tasks.progress.empty')}</Typography>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartFigure
            title={t('tasks.progress.streak.title')}
            summary={t('tasks.progress.streak.summary', {
              current: progress.currentStreak,
              longest: progress.longestStreak,
              active: progress.activeDays,
            })}
            note={t('tasks.progress.streak.note')}
            table={{
              columns: [
                t('tasks.progress.streak.date'),
                t('tasks.progress.streak.answers'),
                t('tasks.progress.streak.completed'),
              ],
              rows: answeredDays.length
                ? answeredDays.map((d) => [long(d.date), d.answers, d.completedDays])
                : [[t('tasks.progress.streak.noActivity'), 0, 0]],
            }}
          >
            <StreakCalendar
              since={progress.since}
              today={progress.today}
              weeks={PROGRESS_WEEKS}
              days={progress.days}
            />
          </ChartFigure>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartFigure
            title={t('tasks.progress.words.title')}
            summary={t('tasks.progress.words.summary', { total: progress.wordsTotal })}
            table={{
              columns: [t('tasks.progress.words.week'), t('tasks.progress.words.total')],
              rows: progress.wordWeeks.map((w) => [long(w.weekStart), w.total]),
            }}
          >
            <LineChart
              height={CHART_HEIGHT}
              margin={MARGIN}
              skipAnimation
              disableKeyboardNavigation
              hideLegend
              xAxis={[{ scaleType: 'point', data: weeks, tickLabelMinGap: 16 }]}
              yAxis={[{ min: 0, width: 36, tickMinStep: 1 }]}
              series={[
                {
                  data: progress.wordWeeks.map((w) => w.total),
                  label: t('tasks.progress.words.total'),
                  area: true,
                  showMark: false,
                },
              ]}
            />
          </ChartFigure>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartFigure
            title={t('tasks.progress.skills.title')}
            summary={
              best
                ? t('tasks.progress.skills.best', {
                    weeks: PROGRESS_WEEKS,
                    skill: skillName(best.skillId),
                    score: Math.round(best.score * 100),
                  })
                : t('tasks.category.noAverage')
            }
            note={t('tasks.progress.skills.summary')}
            table={{
              columns: [t('tasks.progress.skills.week'), ...SKILL_IDS.map(skillName)],
              rows: progress.skillWeeks.map((w) => [
                long(w.weekStart),
                ...SKILL_IDS.map((id) => {
                  const score = skillSeries([w], id)[0];
                  return score === null || score === undefined
                    ? t('tasks.progress.skills.none')
                    : `%${score}`;
                }),
              ]),
            }}
          >
            <LineChart
              height={CHART_HEIGHT + 60}
              margin={MARGIN}
              skipAnimation
              disableKeyboardNavigation
              xAxis={[{ scaleType: 'point', data: weeks, tickLabelMinGap: 16 }]}
              yAxis={[{ min: 0, max: 100, width: 36 }]}
              slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom' } } }}
              series={SKILL_IDS.map((id) => ({
                data: skillSeries(progress.skillWeeks, id),
                label: skillName(id),
                connectNulls: true,
                // A week alone has no line to draw: its mark shows it.
                showMark: true,
                valueFormatter: (v: number | null) => (v === null ? '—' : `%${v}`),
              }))}
            />
          </ChartFigure>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartFigure
            title={t('tasks.progress.time.title')}
            summary={t('tasks.progress.time.summary', {
              minutes: minutes.reduce((n, d) => n + d.minutes, 0),
            })}
            note={t('tasks.progress.time.note', { gap: STUDY_GAP_MINUTES })}
            table={{
              columns: [t('tasks.progress.time.date'), t('tasks.progress.time.minutes')],
              rows: minutes.map((d) => [long(d.date), d.minutes]),
            }}
          >
            <BarChart
              height={CHART_HEIGHT}
              margin={MARGIN}
              skipAnimation
              disableKeyboardNavigation
              hideLegend
              xAxis={[
                {
                  scaleType: 'band',
                  data: minutes.map((d) => short(d.date)),
                  tickLabelMinGap: 12,
                },
              ]}
              yAxis={[
                {
                  min: 0,
                  // Quiet days only: still a scale to read them against.
                  max: minutes.some((d) => d.minutes > 0) ? undefined : 10,
                  width: 48,
                  tickMinStep: 1,
                  valueFormatter: (v: number) => t('tasks.progress.time.tick', { minutes: v }),
                },
              ]}
              series={[
                { data: minutes.map((d) => d.minutes), label: t('tasks.progress.time.minutes') },
              ]}
            />
          </ChartFigure>
        </Grid>
      </Grid>
    </Stack>
  );
}
