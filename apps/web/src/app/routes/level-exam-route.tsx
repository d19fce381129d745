import { LEVEL_CODES, type LevelExamSection } from '@yek/contracts/usertaskexam';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LevelExamPage } from '../../features/exams/components/level-exam-page';
import { ExamPageFrame } from './exam-page-frame';

/**
 * /level/{levelId}/ and its section routes (/reading/{id}, /reading/{id}/questions,
 * /listening/{id}): one paper, opened at the section the address names.
 */
export function LevelExamRoute({ section = 'reading' }: { section?: LevelExamSection }) {
  const { t } = useTranslation();
  const levelId = Number(useParams().levelId);
  const code = LEVEL_CODES[levelId - 1];
  if (!code) return <ExamPageFrame title={t('sections.titles.levelExam')}>{null}</ExamPageFrame>;
  return (
    <ExamPageFrame title={t('exams.level.title', { level: code })}>
      <LevelExamPage key={levelId} levelId={levelId} initialSection={section} />
    </ExamPageFrame>
  );
}
