import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CertificatePage } from '../../features/exams/components/certificate-page';
import { useDocumentTitle } from '../../hooks/use-document-title';

/** /certificate/{code}: public, for anyone checking a certificate. */
export function CertificateRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('exams.certificate.documentTitle'));
  return <CertificatePage code={useParams().code ?? ''} />;
}
