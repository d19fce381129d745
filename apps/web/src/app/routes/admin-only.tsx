import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useAuth } from '../auth/auth-context';

function AdminsOnlyNotice() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.noAccess.adminOnlyTitle'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <LockOutlined sx={{ fontSize: 56, color: 'primary.light' }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('admin.noAccess.adminOnlyTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {t('admin.noAccess.adminOnlyBody')}
      </Typography>
      <Button component={RouterLink} to="/admin" variant="contained">
        {t('admin.noAccess.backToAdmin')}
      </Button>
    </Stack>
  );
}

/** A management page for admins alone: an editor who opens its address is told so. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  return user?.role === 'admin' ? children : <AdminsOnlyNotice />;
}
