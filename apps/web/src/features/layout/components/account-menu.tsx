import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface AccountMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  onChangeLanguage: () => void;
  onLogout: () => void;
}

/** The user menu's items: the profile, the language and signing out. */
export function AccountMenu({ anchor, onClose, onChangeLanguage, onLogout }: AccountMenuProps) {
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
