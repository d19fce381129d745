import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/password-field';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { isEnvelope } from '../../../lib/api-error';
import { useDeleteAccountMutation } from '../api/delete-account';
import { useSendDeleteAccountCodeMutation } from '../api/send-delete-account-code';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The account is gone and its sessions have ended: the page signs the learner out. */
  onDeleted: () => void;
}

/**
 * Deleting the account for good, after the password again; an account opened with Google or Apple
 * has no password, so a code mailed to it stands in.
 */
export function DeleteAccountDialog({ open, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const remove = useDeleteAccountMutation();
  const sendCode = useSendDeleteAccountCodeMutation();
  const [byCode, setByCode] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const field = byCode ? 'otpCode' : 'password';
  const onField =
    remove.isError && isEnvelope(remove.error) ? (remove.error.errors?.[field]?.[0] ?? null) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (byCode) {
      if (!/^\d{5}$/.test(code.trim())) return setEmpty(true);
      remove.mutate({ otpCode: code.trim() }, { onSuccess: onDeleted });
      return;
    }
    if (!password) return setEmpty(true);
    remove.mutate({ password }, { onSuccess: onDeleted });
  };
  const switchWay = (code: boolean) => {
    setByCode(code);
    setEmpty(false);
    remove.reset();
    sendCode.reset();
  };
  const close = () => {
    if (remove.isPending) return;
    setPassword('');
    setCode('');
    setEmpty(false);
    setByCode(false);
    remove.reset();
    sendCode.reset();
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
            {byCode ? (
              <>
                <Typography variant="body2">{t('profile.data.codeIntro')}</Typography>
                {sendCode.isError && (
                  <Alert severity="error" role="alert">
                    {errorMessage(sendCode.error)}
                  </Alert>
                )}
                {sendCode.isSuccess && (
                  <Alert severity="info" role="status">
                    {t('profile.data.codeSent')}
                  </Alert>
                )}
                <Button
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => sendCode.mutate()}
                  loading={sendCode.isPending}
                >
                  {sendCode.isSuccess ? t('profile.data.codeAgain') : t('profile.data.codeSend')}
                </Button>
                <TextField
                  label={t('profile.data.code')}
                  required
                  value={code}
                  onChange={(e) => {
                    setCode(e.target.value);
                    setEmpty(false);
                  }}
                  slotProps={{
                    htmlInput: {
                      inputMode: 'numeric',
                      autoComplete: 'one-time-code',
                      maxLength: 5,
                    },
                  }}
                  error={empty || Boolean(onField)}
                  helperText={empty ? t('validation.otpDigits') : onField}
                />
                <Link
                  component="button"
                  type="button"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() => switchWay(false)}
                >
                  {t('profile.data.usePassword')}
                </Link>
              </>
            ) : (
              <>
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
                <Link
                  component="button"
                  type="button"
                  sx={{ alignSelf: 'flex-start', textAlign: 'start' }}
                  onClick={() => switchWay(true)}
                >
                  {t('profile.data.useCode')}
                </Link>
              </>
            )}
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
