import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** What a learner sees on a page for editors and admins: it is not theirs, and the way back. */
export function NoAccessRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.noAccess.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <LockOutlined sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('admin.noAccess.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {t('admin.noAccess.body')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
