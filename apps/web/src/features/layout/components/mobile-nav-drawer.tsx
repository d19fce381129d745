import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { NAV_ITEMS } from '../utils/nav-items';

interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  onChangeLanguage: () => void;
  onLogout: () => void;
}

/** The header's links and account actions for screens narrower than md. */
export function MobileNavDrawer({
  open,
  onClose,
  onChangeLanguage,
  onLogout,
}: MobileNavDrawerProps) {
  const { t } = useTranslation();
  const act = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Drawer anchor="left" open={open} onClose={onClose}>
      <Box component="nav" aria-label={t('layout.nav.label')} sx={{ width: 260 }}>
        <Box sx={{ p: 2 }}>
          <BrandLogo height={40} />
        </Box>
        <Divider />
        <List>
          {NAV_ITEMS.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={onClose}
              sx={{ '&.active': { bgcolor: 'action.selected' } }}
            >
              <ListItemText primary={t(item.label)} />
            </ListItemButton>
          ))}
          <ListItemButton component={NavLink} to="/profile" onClick={onClose}>
            <ListItemText primary={t('layout.userMenu.profile')} />
          </ListItemButton>
        </List>
        <Divider />
        <List>
          <ListItemButton onClick={act(onChangeLanguage)}>
            <ListItemText primary={t('layout.userMenu.changeLanguage')} />
          </ListItemButton>
          <ListItemButton onClick={act(onLogout)}>
            <ListItemText primary={t('layout.userMenu.logout')} />
          </ListItemButton>
        </List>
      </Box>
    </Drawer>
  );
}
