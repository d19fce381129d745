import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The header's notification list; there is no notification feed yet, and it says so. */
export function NotificationPopover() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const titleId = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('layout.notifications.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <NotificationsNoneOutlined />
      </IconButton>
      <Popover
        open={open}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 320, maxWidth: 'calc(100vw - 32px)' },
          },
        }}
      >
        <Box sx={{ p: 2 }}>
          <Typography id={titleId} variant="h6" component="h2" gutterBottom>
            {t('layout.notifications.title')}
          </Typography>
          <Typography color="text.secondary">{t('layout.notifications.empty')}</Typography>
        </Box>
      </Popover>
    </>
  );
}
