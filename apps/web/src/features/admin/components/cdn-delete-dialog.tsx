import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import type { CdnFile } from '@yek/contracts/cdn';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { isEnvelope, serverMessage } from '../../../lib/api-error';
import { useDeleteCdnFileMutation } from '../api/delete-cdn-file';

/**
 * Asks before deleting a file. A file a slide or a book uses is refused by the server: its
 * message stays in the dialog with the list of what uses the file.
 */
export function CdnDeleteDialog({ file, onClose }: { file: CdnFile | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteCdnFileMutation();
  const [refusal, setRefusal] = useState<{ message: string; usedBy: string[] } | null>(null);
  const close = () => {
    setRefusal(null);
    remove.reset();
    onClose();
  };
  return (
    <Dialog open={file !== null} onClose={close} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('admin.delete.title')}</DialogTitle>
      <DialogContent>
        {refusal && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal.message}
            {refusal.usedBy.length > 0 && (
              <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
                {refusal.usedBy.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
        <DialogContentText>
          {t('admin.delete.text', { name: file?.originalName ?? file?.fileName ?? '' })}
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
          disabled={refusal !== null}
          onClick={() => {
            if (!file) return;
            remove.mutate(file.fileName, {
              onSuccess: () => {
                enqueueSnackbar(t('admin.delete.done'), { variant: 'success' });
                close();
              },
              onError: (e) =>
                setRefusal({
                  message: serverMessage(e) ?? t('errors.generic'),
                  usedBy: isEnvelope(e) ? Object.values(e.errors ?? {}).flat() : [],
                }),
            });
          }}
        >
          {t('admin.delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
