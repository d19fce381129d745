import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import type { Role } from '@yek/contracts/user';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../../components/page-spinner';
import { AdminNav } from './admin-nav';

const NAV_WIDTH = 240;

/**
 * The management area: a side navigation beside the page on wide screens; on a tablet or phone
 * the navigation opens from a button, so the tables keep the whole width.
 */
export function AdminLayout({ role, children }: { role?: Role; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'flex-start' }}>
      <Box
        component="nav"
        aria-label={t('admin.nav.label')}
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: NAV_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 96,
        }}
      >
        <Typography variant="overline" color="text.secondary" component="p" sx={{ px: 2 }}>
          {t('admin.title')}
        </Typography>
        <AdminNav role={role} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Button
          startIcon={<MenuIcon />}
          variant="outlined"
          aria-haspopup="true"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          sx={{ display: { lg: 'none' }, mb: 2 }}
        >
          {t('admin.nav.open')}
        </Button>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </Box>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: { lg: 'none' } }}
        slotProps={{ paper: { sx: { width: NAV_WIDTH + 40, p: 2 } } }}
      >
        <Box component="nav" aria-label={t('admin.nav.label')}>
          <Typography variant="overline" color="text.secondary" component="p" sx={{ px: 2 }}>
            {t('admin.title')}
          </Typography>
          <AdminNav role={role} onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
    </Box>
  );
}
