import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { ALERT_TYPES, type AlertType } from '@yek/contracts/reference';
import { useTranslation } from 'react-i18next';
import type { AppNotification } from './notification-context';

const ICONS = {
  [ALERT_TYPES.success]: {
    Icon: CheckCircleOutlined,
    color: 'success',
    label: 'notification.success',
  },
  [ALERT_TYPES.warning]: {
    Icon: WarningAmberOutlined,
    color: 'warning',
    label: 'notification.warning',
  },
  [ALERT_TYPES.error]: { Icon: ErrorOutlined, color: 'error', label: 'notification.error' },
  [ALERT_TYPES.info]: { Icon: InfoOutlined, color: 'info', label: 'notification.info' },
} as const satisfies Record<AlertType, unknown>;

interface NotificationDialogProps {
  notification: AppNotification | null;
  onClose: () => void;
}

export function NotificationDialog({ notification, onClose }: NotificationDialogProps) {
  const { t } = useTranslation();
  const kind = ICONS[notification?.alertType ?? ALERT_TYPES.info];
  return (
    <Dialog
      open={notification !== null}
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby="app-notification-title"
      aria-describedby="app-notification-body"
    >
      {notification && (
        <>
          <DialogTitle
            id="app-notification-title"
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <kind.Icon
              color={kind.color}
              role="img"
              aria-label={t(kind.label)}
              aria-hidden={false}
            />
            {notification.title}
          </DialogTitle>
          <DialogContent>
            {notification.imageUrl && (
              <Box
                component="img"
                src={notification.imageUrl}
                alt=""
                sx={{ width: '100%', borderRadius: 2, mb: 2, display: 'block' }}
              />
            )}
            <DialogContentText id="app-notification-body" sx={{ whiteSpace: 'pre-line' }}>
              {notification.body}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              {t('common.ok')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
