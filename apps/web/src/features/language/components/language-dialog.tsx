import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { User } from '@yek/contracts/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { changeUiLanguage, languageFromCulture } from '../../../lib/i18n';
import { useLanguages } from '../api/get-languages';
import { useUpdateUserMutation } from '../../../lib/update-user';
import { languageUpdateBody } from '../utils/language-update-body';

interface LanguageDialogProps {
  open: boolean;
  user: User;
  onClose: () => void;
  /** The server's copy of the user after the change, for the session to keep. */
  onSaved: (user: User) => void;
}

export function LanguageDialog({ open, user, onClose, onSaved }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorMessage = useErrorMessage();
  const languages = useLanguages({ enabled: open });
  const mutation = useUpdateUserMutation();
  const [choice, setChoice] = useState<number | null>(null);
  const selected = choice ?? user.languageId;

  const close = () => {
    setChoice(null);
    mutation.reset();
    onClose();
  };

  const save = () =>
    mutation.mutate(languageUpdateBody(user, selected), {
      onSuccess: async (updated) => {
        onSaved(updated);
        await changeUiLanguage(languageFromCulture(updated.languageName));
        // In the new language: this render's `t` still speaks the one it was made with.
        enqueueSnackbar(i18n.t('language.saved'), { variant: 'success' });
        close();
      },
    });

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="language-dialog-title"
    >
      <DialogTitle id="language-dialog-title">{t('language.title')}</DialogTitle>
      <DialogContent dividers>
        {mutation.isError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {errorMessage(mutation.error)}
          </Alert>
        )}
        {languages.isPending && <CircularProgress aria-label={t('common.loading')} />}
        {languages.isError && <Alert severity="error">{errorMessage(languages.error)}</Alert>}
        {languages.data && (
          <RadioGroup
            aria-labelledby="language-dialog-title"
            value={String(selected)}
            onChange={(_, value) => setChoice(Number(value))}
          >
            {languages.data.map((language) => (
              <FormControlLabel
                key={language.id}
                value={String(language.id)}
                control={<Radio />}
                label={language.displayName}
                lang={language.cultureName}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={save}
          loading={mutation.isPending}
          disabled={!languages.data}
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
