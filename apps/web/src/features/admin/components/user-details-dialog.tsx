import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { AdminUser } from '@yek/contracts/user';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { DetailsList } from './details-list';

interface UserDetailsDialogProps {
  user: AdminUser;
  onClose: () => void;
  onEdit: () => void;
}

/** Every field of the user form, read-only, with a way on to changing them. */
export function UserDetailsDialog({ user, onClose, onEdit }: UserDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const yesNo = (v: boolean) => (v ? t('admin.fields.yes') : t('admin.fields.no'));
  const empty = t('admin.users.none');
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{`${user.name} ${user.surname}`}</DialogTitle>
      <DialogContent dividers>
        <DetailsList
          items={[
            { label: t('admin.users.name'), value: user.name },
            { label: t('admin.users.surname'), value: user.surname },
            { label: t('admin.users.email'), value: user.email ?? empty },
            { label: t('admin.users.phoneNumber'), value: user.phoneNumber ?? empty },
            {
              label: t('admin.users.birthday'),
              value: user.birthday ? formatDate(user.birthday, i18n.language) : empty,
            },
            { label: t('admin.users.gender'), value: t(`admin.users.genders.${user.gender}`) },
            { label: t('admin.users.city'), value: user.city?.name ?? empty },
            { label: t('admin.users.town'), value: user.town?.name ?? empty },
            { label: t('admin.users.job'), value: user.jobName ?? t('admin.users.noJob') },
            { label: t('admin.users.roleType'), value: t(`admin.users.roles.${user.role}`) },
            { label: t('admin.users.status'), value: t(`admin.users.statuses.${user.status}`) },
            { label: t('admin.users.emailConsent'), value: yesNo(user.emailNotification) },
            { label: t('admin.users.smsConsent'), value: yesNo(user.smsNotification) },
            { label: t('admin.users.twoFactor'), value: yesNo(user.twoFactorEnabled) },
            {
              label: t('admin.users.registrationDate'),
              value: formatDate(user.createdAt, i18n.language),
            },
            {
              label: t('admin.users.contract'),
              value: user.contractApproved
                ? t('admin.users.contractApproved')
                : t('admin.users.contractPending'),
            },
          ]}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('admin.form.close')}</Button>
        <Button variant="contained" onClick={onEdit} autoFocus>
          {t('admin.grid.edit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
