import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function DashboardGreeting({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <header>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('dashboard.greeting', { name })}
      </Typography>
      <Typography color="text.secondary">{t('dashboard.subtitle')}</Typography>
    </header>
  );
}
