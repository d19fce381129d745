import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useDownloadMyDataMutation } from '../api/download-my-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * The learner's rights over what is held about them (KVKK art. 11): one ZIP to download, and the
 * account to delete.
 */
export function DataSection({
  onDeleted,
  legalTexts,
}: {
  onDeleted: () => void;
  /** The legal texts to read again (the contracts feature's links). */
  legalTexts?: ReactNode;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const download = useDownloadMyDataMutation();
  const [deleting, setDeleting] = useState(false);
  return (
    <Paper component="section" aria-labelledby="profile-data-title" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Typography id="profile-data-title" variant="h6" component="h2">
          {t('profile.data.title')}
        </Typography>
        <Typography>{t('profile.data.body')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.data.format')}
        </Typography>
        {download.isError && (
          <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
            {errorMessage(download.error)}
          </Alert>
        )}
        <Button
          variant="outlined"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {download.isPending ? t('profile.data.preparing') : t('profile.data.download')}
        </Button>
        {legalTexts && (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ pt: 1.5, fontWeight: 700 }}>
              {t('profile.data.textsTitle')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.data.textsHint')}
            </Typography>
            {legalTexts}
          </>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ pt: 1.5, fontWeight: 700 }}>
          {t('profile.data.deleteTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('profile.data.deleteHint')}
        </Typography>
        <Button color="error" variant="outlined" onClick={() => setDeleting(true)}>
          {t('profile.data.deleteOpen')}
        </Button>
      </Stack>
      <DeleteAccountDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={onDeleted}
      />
    </Paper>
  );
}
