import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '../../../lib/lazy-named';

// The popover (and MUI's popover and modal code) arrives when the learner first opens it.
const NotificationPanel = lazyNamed(() => import('./notification-panel'), 'NotificationPanel');

/** The header's bell; its list opens below it. */
export function NotificationPopover() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Stays mounted once opened, so the popover can play its closing transition.
  const [used, setUsed] = useState(false);
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.notifications.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <NotificationsNoneOutlined />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
