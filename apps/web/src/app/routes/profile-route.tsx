import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from '../../components/snackbar/snackbar-context';
import { ExamsSection } from '../../features/exams/components/exams-section';
import { MetaLevelsSection } from '../../features/meta/components/meta-levels-section';
import { ChangePasswordForm } from '../../features/profile/components/change-password-form';
import { ProfileDetails } from '../../features/profile/components/profile-details';
import { DictionarySection } from '../../features/tasks/components/dictionary-section';
import { ProgressLinkCard } from '../../features/tasks/components/progress-link-card';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';

export function ProfileRoute() {
  const { t } = useTranslation();
  const { user, endSession } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  useDocumentTitle(t('profile.title'));
  if (!user) return null;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        {t('profile.title')}
      </Typography>
      <ProfileDetails user={user} />
      <MetaLevelsSection />
      <ExamsSection />
      <ProgressLinkCard variant="outlined" />
      <DictionarySection />
      <ChangePasswordForm
        onChanged={(message) => {
          enqueueSnackbar(message ?? t('profile.password.changed'), { variant: 'success' });
          // Every session has ended on the server; the guard takes the learner to /login.
          endSession('logout');
        }}
      />
    </Stack>
  );
}
