import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface SectionPreparingProps {
  title: string;
  /** Extra actions beside the link home, such as signing out on the setup page. */
  actions?: ReactNode;
}

/** What a page shows until its content is built: an honest note and a way back. */
export function SectionPreparing({ title, actions }: SectionPreparingProps) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="section-preparing-title"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, mx: 'auto', textAlign: 'center' }}
    >
      <ConstructionOutlined color="primary" sx={{ fontSize: 48, mb: 2 }} aria-hidden />
      <Typography id="section-preparing-title" variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('sections.preparing')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {t('common.backHome')}
      </Button>
      {actions}
    </Paper>
  );
}
