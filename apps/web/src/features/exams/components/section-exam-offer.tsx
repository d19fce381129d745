import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { SectionExam } from '@yek/contracts/usertaskexam';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSectionExams } from '../api/get-section-exams';

/** What a reached end-of-section exam asks of the learner now: take it, retake it, or see it. */
export function SectionExamNotice({ exam }: { exam: SectionExam }) {
  const { t } = useTranslation();
  const last = exam.lastExam;
  const result = last
    ? `/level/${exam.levelId}/${exam.levelCode}/result/${last.passed ? 'true' : 'false'}`
    : null;
  return (
    <Alert
      severity={last?.passed ? 'success' : 'info'}
      action={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {last?.passed && last.certificateCode ? (
            <Button
              component={RouterLink}
              to={`/certificate/${last.certificateCode}`}
              color="inherit"
              size="small"
            >
              {t('exams.certificate.open')}
            </Button>
          ) : (
            <Button
              component={RouterLink}
              to={`/level/${exam.levelId}`}
              color="inherit"
              size="small"
            >
              {last ? t('exams.sectionExam.retake') : t('exams.sectionExam.take')}
            </Button>
          )}
          {result && (
            <Button component={RouterLink} to={result} color="inherit" size="small">
              {t('exams.placement.showResult')}
            </Button>
          )}
        </Stack>
      }
    >
      <AlertTitle>{t('exams.sectionExam.title', { section: exam.sectionTitle })}</AlertTitle>
      {!last
        ? t('exams.sectionExam.open', { exam: exam.examName })
        : t('exams.sectionExam.result', {
            exam: exam.examName,
            score: Math.round(last.score ?? 0),
            outcome: last.passed ? t('exams.level.passedWord') : t('exams.level.failedWord'),
          })}
    </Alert>
  );
}

/**
 * The end-of-section exam offered where the programme reaches it: on the dashboard the newest
 * section finished, on a day's page the section that day ends. Nothing when none applies.
 */
export function SectionExamOffer({ userTaskId }: { userTaskId?: number }) {
  const query = useSectionExams();
  const list = query.data ?? [];
  const exam =
    userTaskId === undefined ? list.at(-1) : list.find((e) => e.userTaskId === userTaskId);
  return exam ? <SectionExamNotice exam={exam} /> : null;
}
