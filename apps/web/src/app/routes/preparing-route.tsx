import { useTranslation } from 'react-i18next';
import { SectionPreparing } from '../../components/section-preparing';
import { useDocumentTitle } from '../../hooks/use-document-title';
import type { PreparingSection } from './preparing-sections';

export function PreparingRoute({ section }: { section: PreparingSection }) {
  const { t } = useTranslation();
  const title = t(`sections.titles.${section}`);
  useDocumentTitle(title);
  return <SectionPreparing title={title} />;
}
