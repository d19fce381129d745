import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DashboardGreeting } from '../../features/dashboard/components/dashboard-greeting';
import { EmptyStateCard } from '../../features/dashboard/components/empty-state-card';
import { YekverseCard } from '../../features/dashboard/components/yekverse-card';
import { useYekverseSummary } from '../../features/yekverse/api/get-summary';
import { ReviewCard } from '../../features/review/components/review-card';
import { SectionExamOffer } from '../../features/exams/components/section-exam-offer';
import { QueryState } from '../../components/query-state';
import { useTaskOverview } from '../../features/tasks/api/get-task-overview';
import { DailyGoalCard } from '../../features/tasks/components/daily-goal-card';
import { CompletedTasksCard } from '../../features/tasks/components/completed-tasks-card';
import { ProgressLinkCard } from '../../features/tasks/components/progress-link-card';
import { TodayTaskCard } from '../../features/tasks/components/today-task-card';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';

export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const overview = useTaskOverview();
  const yekverse = useYekverseSummary();
  useDocumentTitle(t('layout.nav.home'));
  return (
    <Stack spacing={4}>
      <DashboardGreeting name={user?.name ?? ''} />
      <SectionExamOffer />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7, xl: 8 }}>
          <QueryState query={overview}>{(data) => <TodayTaskCard overview={data} />}</QueryState>
        </Grid>
        {/* The goal card's place is held while the overview loads, so the cards below stay put. */}
        {(overview.data || overview.isPending) && (
          <Grid size={{ xs: 12, md: 5, xl: 4 }}>
            {overview.data ? (
              <DailyGoalCard overview={overview.data} />
            ) : (
              <Skeleton variant="rounded" height={420} aria-hidden />
            )}
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <CompletedTasksCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <ReviewCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <ProgressLinkCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <EmptyStateCard
            title={t('dashboard.library.title')}
            body={t('dashboard.library.empty')}
            action={{ label: t('dashboard.library.action'), to: '/library' }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <EmptyStateCard
            title={t('dashboard.meta.title')}
            body={t('dashboard.meta.body')}
            action={{ label: t('dashboard.meta.action'), to: '/meta' }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <YekverseCard
            summary={yekverse.data}
            pending={yekverse.isPending}
            error={yekverse.error}
            onRetry={() => void yekverse.refetch()}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
