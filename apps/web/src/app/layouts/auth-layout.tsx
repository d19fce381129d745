import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { PageSpinner } from '../../components/page-spinner';
import { withTexts } from '../../lib/i18n';
import { lazyNamed } from '../../lib/lazy-named';
import { useAuth } from '../auth/auth-context';
import { pathAfterLogin } from '../auth/auth-reducer';

// Phones never show the slides: their code, their call and their pictures wait for a large screen.
const LoginSlider = lazyNamed(
  withTexts(() => import('../../features/slider/components/login-slider'), 'slider'),
  'LoginSlider',
);

interface AuthLayoutProps {
  /** The guard renders the login page here before the session is known. */
  children?: ReactNode;
}

/** Split layout of the sign-in pages: slides on the left (large screens), the form on the right. */
export function AuthLayout({ children }: AuthLayoutProps) {
  const { status, user } = useAuth();
  const theme = useTheme();
  const largeScreen = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  if (status === 'authenticated' && user) return <Navigate to={pathAfterLogin(user)} replace />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {largeScreen && (
        <Box
          component="aside"
          sx={{ display: 'flex', flex: '1 1 58%', position: 'relative', minHeight: '100vh' }}
        >
          <Suspense fallback={null}>
            <LoginSlider />
          </Suspense>
        </Box>
      )}
      <Box
        component="main"
        sx={{
          flex: { xs: '1 1 100%', lg: '0 0 42%' },
          maxWidth: { lg: 640 },
          bgcolor: '#0d0819',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          px: { xs: 2.5, sm: 6 },
          py: { xs: 4, sm: 6 },
          overflowY: 'auto',
        }}
      >
        <BrandLogo height={72} sx={{ mb: 4 }} />
        <Box sx={{ width: '100%', maxWidth: 440 }}>
          <Suspense fallback={<PageSpinner />}>{children ?? <Outlet />}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
