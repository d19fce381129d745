import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../lib/lazy-named';

// The menu (and MUI's menu, popover and modal code) arrives when the learner first opens it.
const AccountMenu = lazyNamed(() => import('./account-menu'), 'AccountMenu');

export interface UserMenuProps {
  name: string;
  imageUrl: string | null;
  onChangeLanguage: () => void;
  onLogout: () => void;
  /** Editors and admins: the menu links to the management area. */
  showAdmin?: boolean;
}

export function UserMenu({ name, imageUrl, onChangeLanguage, onLogout, showAdmin }: UserMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so the menu can play its closing transition.
  const [used, setUsed] = useState(false);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        aria-label={t('layout.userMenu.open')}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
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
      {used && (
        <Suspense fallback={null}>
          <AccountMenu
            anchor={anchor}
            onClose={close}
            onChangeLanguage={onChangeLanguage}
            onLogout={onLogout}
            showAdmin={showAdmin}
          />
        </Suspense>
      )}
    </>
  );
}
