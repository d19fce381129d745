import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { lazyNamed } from '../../../lib/lazy-named';
import { NAV_ITEMS } from '../utils/nav-items';
import { NotificationPopover } from './notification-popover';
import { UserMenu, type UserMenuProps } from './user-menu';

// The drawer (and MUI's drawer and modal code) arrives when the learner first opens it.
const MobileNavDrawer = lazyNamed(() => import('./mobile-nav-drawer'), 'MobileNavDrawer');

export type AppHeaderProps = UserMenuProps & {
  /** The learner's streak, where they have one to show (learning pages need a subscription). */
  streak?: ReactNode;
};

export function AppHeader({ streak, ...props }: AppHeaderProps) {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Stays mounted once opened, so the drawer can play its closing transition.
  const [drawerUsed, setDrawerUsed] = useState(false);
  return (
    <AppBar
      position="sticky"
      color="transparent"
      elevation={0}
      sx={{
        bgcolor: 'rgba(18,12,34,0.92)',
        backdropFilter: 'blur(8px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 64, md: 72 } }}>
        <IconButton
          color="inherit"
          edge="start"
          aria-label={t('layout.nav.openMenu')}
          aria-expanded={drawerOpen}
          onClick={() => {
            setDrawerUsed(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to="/"
          aria-label={t('layout.nav.logoHome')}
          sx={{ display: 'flex', mr: 3 }}
        >
          <BrandLogo height={40} alt="" />
        </Link>
        <Box
          component="nav"
          aria-label={t('layout.nav.label')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}
        >
          {NAV_ITEMS.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              color="inherit"
              sx={{ '&.active': { color: 'primary.light', bgcolor: 'action.selected' } }}
            >
              {t(item.label)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {streak}
        <NotificationPopover />
        <UserMenu {...props} />
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            onChangeLanguage={props.onChangeLanguage}
            onLogout={props.onLogout}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
