import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LevelResultPage } from '../../features/exams/components/level-result-page';
import { ExamPageFrame } from './exam-page-frame';

/** /level/{levelId}/{levelCode}/result/{isSuccess}: the level exam's result. */
export function LevelResultRoute() {
  const { t } = useTranslation();
  const levelId = Number(useParams().levelId);
  return (
    <ExamPageFrame title={t('exams.result.title')}>
      <LevelResultPage levelId={levelId} />
    </ExamPageFrame>
  );
}
