import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { PageSpinner } from '../../../components/page-spinner';
import { errorCode } from '../../../lib/api-error';
import { formatDate } from '../../../lib/dates';
import { useCertificate } from '../api/get-certificate';

/**
 * A certificate as anyone holding its code sees it, signed in or not: the holder's name, the
 * level, the exam and the date, nothing more. A code that is not valid says so plainly.
 */
export function CertificatePage({ code }: { code: string }) {
  const { t, i18n } = useTranslation();
  const query = useCertificate(code);
  let body: React.ReactNode;
  if (query.isPending) body = <PageSpinner />;
  else if (query.isError)
    body =
      errorCode(query.error) === 'CERTIFICATE_NOT_FOUND' ? (
        <Alert severity="error" role="alert">
          <Typography variant="h6" component="h1" gutterBottom>
            {t('exams.certificate.invalidTitle')}
          </Typography>
          {t('exams.certificate.invalidBody')}
        </Alert>
      ) : (
        <Alert severity="warning">{t('errors.generic')}</Alert>
      );
  else {
    const c = query.data;
    body = (
      <Stack spacing={2.5} sx={{ textAlign: 'center', alignItems: 'center' }}>
        <Typography variant="overline" color="primary">
          {t('exams.certificate.kicker')}
        </Typography>
        <Typography variant="h4" component="h1">
          {t('exams.certificate.title', { level: c.levelCode })}
        </Typography>
        <Typography>{t('exams.certificate.certifies')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {c.name}
        </Typography>
        <Typography>
          {t('exams.certificate.passed', {
            exam: c.examName,
            level: t(`exams.levels.${c.levelCode}`),
          })}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 0.5, gridTemplateColumns: 'auto auto' }}
        >
          <Typography component="dt" color="text.secondary" sx={{ textAlign: 'right' }}>
            {t('exams.certificate.date')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'left' }}>
            {formatDate(c.passedAt, i18n.language)}
          </Typography>
          <Typography component="dt" color="text.secondary" sx={{ textAlign: 'right' }}>
            {t('exams.certificate.code')}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, textAlign: 'left', fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {c.code}
          </Typography>
        </Box>
        <Alert severity="success" sx={{ textAlign: 'left' }}>
          {t('exams.certificate.valid')}
        </Alert>
      </Stack>
    );
  }
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        px: { xs: 2, sm: 4 },
        py: { xs: 3, sm: 6 },
      }}
    >
      <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto' }}>
        <RouterLink to="/" aria-label={t('exams.certificate.home')}>
          <BrandLogo height={40} alt="Yek English" />
        </RouterLink>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 5 } }}>
          {body}
        </Paper>
        <Button component={RouterLink} to="/" sx={{ alignSelf: 'center' }}>
          {t('exams.certificate.home')}
        </Button>
      </Stack>
    </Box>
  );
}
