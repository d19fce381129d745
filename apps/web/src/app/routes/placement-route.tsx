import { useTranslation } from 'react-i18next';
import { PlacementPage } from '../../features/exams/components/placement-page';
import { ExamPageFrame } from './exam-page-frame';

/** /placement-test: the adaptive level detection exam (spec §1, §4). */
export function PlacementRoute() {
  const { t } = useTranslation();
  return (
    <ExamPageFrame title={t('exams.placement.title')}>
      <PlacementPage />
    </ExamPageFrame>
  );
}
