import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { SectionPreparing } from '../../components/section-preparing';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';

/** Onboarding lives outside the main layout; its questions arrive with later work. */
export function SetupRoute() {
  const { t } = useTranslation();
  const { logout } = useAuth();
  useDocumentTitle(t('sections.titles.setup'));
  return (
    <Box component="main" sx={{ minHeight: '100vh', px: { xs: '20px', lg: '40px' }, py: 6 }}>
      <BrandLogo height={64} sx={{ mx: 'auto', mb: 4 }} />
      <SectionPreparing
        title={t('sections.titles.setup')}
        actions={
          <Button onClick={() => void logout()} sx={{ ml: 2 }}>
            {t('layout.userMenu.logout')}
          </Button>
        }
      />
    </Box>
  );
}
