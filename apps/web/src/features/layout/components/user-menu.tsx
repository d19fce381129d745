import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export interface UserMenuProps {
  name: string;
  imageUrl: string | null;
  onChangeLanguage: () => void;
  onLogout: () => void;
}

export function UserMenu({ name, imageUrl, onChangeLanguage, onLogout }: UserMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('layout.userMenu.open')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={imageUrl ?? undefined}
          alt={name}
          sx={{ width: 36, height: 36, bgcolor: 'primary.main' }}
        >
          {name.charAt(0).toUpperCase()}
        </Avatar>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem component={RouterLink} to="/profile" onClick={close}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
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
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('layout.userMenu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
