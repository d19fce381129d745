import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onChangeLanguage: () => void;
  onLogout: () => void;
  /** Editors and admins also reach the management area from here. */
  showAdmin?: boolean;
}

/** The user menu's items: the profile, the management area for staff, the language and signing out. */
export function AccountMenu({
  anchor,
  onClose,
  onChangeLanguage,
  onLogout,
  showAdmin,
}: AccountMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      <MenuItem component={RouterLink} to="/profile" onClick={onClose}>
        <ListItemIcon>
          <PersonOutlined fontSize="small" />
        </ListItemIcon>
        {t('layout.userMenu.profile')}
      </MenuItem>
      {showAdmin && (
        <MenuItem component={RouterLink} to="/admin" onClick={onClose}>
          <ListItemIcon>
            <AdminPanelSettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.admin')}
        </MenuItem>
      )}
      <MenuItem
        onClick={() => {
          onClose();
          onChangeLanguage();
        }}
      >
        <ListItemIcon>
          <TranslateOutlined fontSize="small" />
        </ListItemIcon>
        {t('layout.userMenu.changeLanguage')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {t('layout.userMenu.logout')}
      </MenuItem>
    </Menu>
  );
}
