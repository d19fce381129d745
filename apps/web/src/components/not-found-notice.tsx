import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface NotFoundNoticeProps {
  title: string;
  body: string;
}

/** What stands in for a page or a record that is not there: a heading, why, and the way home. */
export function NotFoundNotice({ title, body }: NotFoundNoticeProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <Typography variant="h2" component="p" color="primary.light" aria-hidden>
        404
      </Typography>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{body}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
    </Stack>
  );
}
