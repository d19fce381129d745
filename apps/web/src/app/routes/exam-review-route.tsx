import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ExamReviewPage } from '../../features/exams/components/exam-review-page';
import { ExamPageFrame } from './exam-page-frame';

/** /exams/{id}: a finished exam reviewed answer by answer. */
export function ExamReviewRoute() {
  const { t } = useTranslation();
  const examId = Number(useParams().id);
  return (
    <ExamPageFrame title={t('exams.review.title')}>
      <ExamReviewPage examId={examId} />
    </ExamPageFrame>
  );
}
