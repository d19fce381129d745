import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { SetupFlow } from '../../features/registration/components/setup-flow';
import { PackageOffers } from '../../features/subscription/components/package-offers';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';
import { useCheckPurchase } from '../auth/use-check-purchase';

/** Onboarding (spec §4) lives outside the main layout: the logo, a way out, and the flow. */
export function SetupRoute() {
  const { t } = useTranslation();
  const { logout, updateUser, refreshUser } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const purchase = useCheckPurchase();
  useDocumentTitle(t('sections.titles.setup'));

  const onResultUnavailable = useCallback(() => void navigate('/', { replace: true }), [navigate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: '20px', lg: '40px' },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <BrandLogo height={40} />
        <Button onClick={() => void logout()} startIcon={<Logout />}>
          {t('layout.userMenu.logout')}
        </Button>
      </Box>
      <Box
        component="main"
        sx={{ flexGrow: 1, px: { xs: '16px', sm: '20px', lg: '40px' }, py: { xs: 3, md: 5 } }}
      >
        <Box sx={{ maxWidth: 880, mx: 'auto' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
            {t('sections.titles.setup')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1, mb: { xs: 2.5, md: 4 } }}>
            {t('setup.intro')}
          </Typography>
          <Paper sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
            <SetupFlow
              onResultUnavailable={onResultUnavailable}
              onFinished={(user, message) => {
                if (!user) {
                  void refreshUser();
                  return;
                }
                enqueueSnackbar(message ?? t('subscription.trial.started'), { variant: 'success' });
                updateUser(user);
                void navigate('/', { replace: true });
              }}
              renderOffers={(offers) => (
                <PackageOffers
                  {...offers}
                  onCheckPurchase={purchase.check}
                  checkingPurchase={purchase.checking}
                />
              )}
            />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
