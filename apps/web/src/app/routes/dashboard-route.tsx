import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { DashboardGreeting } from '../../features/dashboard/components/dashboard-greeting';
import { EmptyStateCard } from '../../features/dashboard/components/empty-state-card';
import { YekverseCard } from '../../features/dashboard/components/yekverse-card';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';

export function DashboardRoute() {
  const { t } = useTranslation();
  const { user } = useAuth();
  useDocumentTitle(t('layout.nav.home'));
  return (
    <Stack spacing={4}>
      <DashboardGreeting name={user?.name ?? ''} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <YekverseCard />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <EmptyStateCard
            title={t('dashboard.today.title')}
            body={t('dashboard.today.empty')}
            action={{ label: t('dashboard.today.action'), to: '/task' }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <EmptyStateCard
            title={t('dashboard.completed.title')}
            body={t('dashboard.completed.empty')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6, xl: 4 }}>
          <EmptyStateCard
            title={t('dashboard.library.title')}
            body={t('dashboard.library.empty')}
            action={{ label: t('dashboard.library.action'), to: '/library' }}
          />
        </Grid>
      </Grid>
    </Stack>
  );
}
