import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo';
import { SectionPreparing } from '../../components/section-preparing';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** The virtual world runs full screen without the layout; its content is not part of this work. */
export function WebglRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('sections.titles.webgl'));
  return (
    <Box component="main" sx={{ minHeight: '100vh', px: { xs: '20px', lg: '40px' }, py: 6 }}>
      <BrandLogo height={64} sx={{ mx: 'auto', mb: 4 }} />
      <SectionPreparing title={t('sections.titles.webgl')} />
    </Box>
  );
}
