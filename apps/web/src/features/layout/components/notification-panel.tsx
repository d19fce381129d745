import Box from '@mui/material/Box';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface NotificationPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The notification list under the header's bell; there is no feed yet, and it says so. */
export function NotificationPanel({ anchor, onClose }: NotificationPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
  );
}
