import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useDeleteEntityMutation } from '../api/delete-entity';

interface ConfirmDeleteDialogProps {
  resource: string;
  /** The row to delete; null keeps the dialog closed. */
  target: { id: number; name: string } | null;
  onClose: () => void;
}

/** Asks before deleting; the server's refusal (a plan someone bought, a language in use) stays shown. */
export function ConfirmDeleteDialog({ resource, target, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const errorMessage = useErrorMessage();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteEntityMutation(resource);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={target !== null} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('admin.delete.title')}</DialogTitle>
      <DialogContent>
        <FormAlert message={error} />
        <DialogContentText>
          {t('admin.delete.text', { name: target?.name ?? '' })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} autoFocus>
          {t('admin.form.cancel')}
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => {
            if (!target) return;
            setError(null);
            remove.mutate(target.id, {
              onSuccess: () => {
                enqueueSnackbar(t('admin.delete.done'), { variant: 'success' });
                close();
              },
              onError: (e) => setError(errorMessage(e)),
            });
          }}
        >
          {t('admin.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
