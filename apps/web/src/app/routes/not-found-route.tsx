import { useTranslation } from 'react-i18next';
import { NotFoundNotice } from '../../components/not-found-notice';
import { useDocumentTitle } from '../../hooks/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('errors.notFoundTitle'));
  return <NotFoundNotice title={t('errors.notFoundTitle')} body={t('errors.notFoundBody')} />;
}
