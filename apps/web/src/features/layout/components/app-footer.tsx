import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { APP_STORE_URL } from '../../../lib/env';

export function AppFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: '20px', lg: '40px', xl: '100px' },
        py: 3,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: 'center',
        gap: 2,
      }}
    >
      <BrandLogo height={36} alt="" />
      <Typography
        color="text.secondary"
        sx={{ flexGrow: 1, textAlign: { xs: 'center', sm: 'left' } }}
      >
        {t('layout.footer.copyright', { year })}
      </Typography>
      <Link
        href={APP_STORE_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('layout.footer.appStore')}
      >
        <Box
          component="img"
          src="/app-store-badge.svg"
          alt=""
          sx={{ height: 44, display: 'block' }}
        />
      </Link>
    </Box>
  );
}
