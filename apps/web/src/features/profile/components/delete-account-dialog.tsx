import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { isEnvelope } from '../../../lib/api-error';
import { useDeleteAccountMutation } from '../api/delete-account';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The account is gone and its sessions have ended: the page signs the learner out. */
  onDeleted: () => void;
}

/** Deleting the account for good, after the password again. */
export function DeleteAccountDialog({ open, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const remove = useDeleteAccountMutation();
  const [password, setPassword] = useState('');
  const [empty, setEmpty] = useState(false);
  const onField =
    remove.isError && isEnvelope(remove.error)
      ? (remove.error.errors?.password?.[0] ?? null)
      : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setEmpty(true);
    remove.mutate({ password }, { onSuccess: onDeleted });
  };
  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setEmpty(false);
    remove.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="delete-account-title">{t('profile.data.deleteTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography>{t('profile.data.deleteBody')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.data.deleteKept')}
            </Typography>
            {remove.isError && !onField && (
              <Alert severity="error" role="alert">
                {errorMessage(remove.error)}
              </Alert>
            )}
            <PasswordField
              label={t('profile.data.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setEmpty(false);
              }}
              error={empty || Boolean(onField)}
              helperText={empty ? t('validation.required') : onField}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color="error" variant="contained" loading={remove.isPending}>
            {t('profile.data.deleteConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
