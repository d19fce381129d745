import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form-alert';

interface EntityFormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  formError: string | null;
  submitLabel?: string;
  children: ReactNode;
}

/** The dialog every add and edit form of the management area opens in. */
export function EntityFormDialog({
  open,
  title,
  onClose,
  onSubmit,
  saving,
  formError,
  submitLabel,
  children,
}: EntityFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={saving ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      {/* display: contents keeps the dialog's own layout, so its content still scrolls. */}
      <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <FormAlert message={formError} />
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            {t('admin.form.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={saving}>
            {submitLabel ?? t('admin.form.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
