import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/page-spinner';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { lazyNamed } from '../../../lib/lazy-named';
import { useTaskSchedule } from '../api/get-task-schedule';
import { ProgramSections } from './program-sections';

// The charts library is heavy: it arrives only when the progress tab opens.
const ProgressCharts = lazyNamed(() => import('./progress-charts'), 'ProgressCharts');

const VIEWS = ['sections', 'progress'] as const;
type View = (typeof VIEWS)[number];

/**
 * /program-category: the programme's sections with their progress and days, and the learner's
 * progress in charts (?view=progress), as two tabs of one page.
 */
export function ProgramCategoryPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'progress' ? 'progress' : 'sections';
  const schedule = useTaskSchedule();
  useDocumentTitle(
    view === 'progress' ? t('tasks.progress.title') : t('sections.titles.programCategory'),
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 1000, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('sections.titles.programCategory')}
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={view}
          onChange={(_, next: View) =>
            setParams(next === 'progress' ? { view: next } : {}, { replace: true })
          }
          aria-label={t('tasks.category.tabs')}
          variant="fullWidth"
        >
          {VIEWS.map((v) => (
            <Tab
              key={v}
              value={v}
              label={t(`tasks.category.${v}Tab`)}
              id={`program-tab-${v}`}
              // Only the shown panel is in the page to point at.
              aria-controls={v === view ? `program-panel-${v}` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <div role="tabpanel" id={`program-panel-${view}`} aria-labelledby={`program-tab-${view}`}>
        {view === 'sections' ? (
          <QueryState query={schedule}>{(data) => <ProgramSections schedule={data} />}</QueryState>
        ) : (
          <Suspense fallback={<PageSpinner />}>
            <ProgressCharts />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}
