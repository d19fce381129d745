import { LEVEL_CODES, type LevelPaperSection } from '@yek/contracts/usertaskexam';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LevelExamPage } from '../../features/exams/components/level-exam-page';
import { ExamPageFrame } from './exam-page-frame';

/**
 * /level/{levelId}/ and its section routes (/reading/{id}, /reading/{id}/questions,
 * /listening/{id}), and the paper's writing and speaking at /task/writing/{id}?level={levelId}
 * and /task/speaking/{id}?level={levelId} (spec §2): one paper, opened at the section named.
 */
export function LevelExamRoute({
  section = 'reading',
  level,
}: {
  section?: LevelPaperSection;
  /** The level when the address carries it in its query rather than its path. */
  level?: number;
}) {
  const { t } = useTranslation();
  const param = Number(useParams().levelId);
  const levelId = level ?? param;
  const code = LEVEL_CODES[levelId - 1];
  if (!code) return <ExamPageFrame title={t('sections.titles.levelExam')}>{null}</ExamPageFrame>;
  return (
    <ExamPageFrame title={t('exams.level.title', { level: code })}>
      <LevelExamPage key={levelId} levelId={levelId} initialSection={section} />
    </ExamPageFrame>
  );
}
