import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  LEVEL_PAPER_SECTIONS,
  type ExamQuestion,
  type LevelExamState,
  type LevelPaperSection,
} from '@yek/contracts/usertaskexam';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useRegisterLevelAnswerMutation } from '../api/register-level-answer';
import { useSubmitLevelExamMutation } from '../api/submit-level-exam';
import { ExamQuestionField } from './exam-question-field';
import { ExamSpeakingItems } from './exam-speaking-items';
import { ExamTimer } from './exam-timer';
import { ExamWritingField } from './exam-writing-field';

interface Props {
  state: LevelExamState;
  initialSection: LevelPaperSection;
}

/** A level paper in progress: its sections as tabs, the time left, progress and hand-in. */
export function ExamPaper({ state, initialSection }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const paper = state.paper!;
  const exam = state.exam!;
  // Writing and speaking are there once the paper carries them.
  const sections = LEVEL_PAPER_SECTIONS.filter((s) => paper[s] !== null);
  const [section, setSection] = useState<LevelPaperSection>(
    sections.includes(initialSection) ? initialSection : 'reading',
  );
  const [confirming, setConfirming] = useState(false);
  const save = useRegisterLevelAnswerMutation(state.levelId);
  const submit = useSubmitLevelExamMutation();
  const answers = useMemo(
    () => new Map(state.answers.map((a) => [a.questionSlug, a.answer])),
    [state.answers],
  );

  const numbered = useMemo(() => {
    const all: ExamQuestion[] = [
      ...paper.reading.passages.flatMap((p) => p.questions),
      ...paper.listening.recordings.flatMap((r) => r.questions),
      ...paper.grammar.questions,
      ...paper.vocabulary.questions,
    ];
    const slugs = [
      ...all.map((q) => q.slug),
      ...(paper.writing ? [paper.writing.task.slug] : []),
      ...(paper.speaking?.readAloud.map((r) => r.slug) ?? []),
      ...(paper.speaking?.prompt ? [paper.speaking.prompt.slug] : []),
    ];
    return new Map(slugs.map((slug, i) => [slug, i + 1]));
  }, [paper]);
  const total = numbered.size;
  const unanswered = total - answers.size;

  const finish = useCallback(() => {
    if (submit.isPending || submit.isSuccess) return;
    submit.mutate(exam.id, {
      onSuccess: (result) =>
        void navigate(
          `/level/${state.levelId}/${state.levelCode}/result/${result.passed ? 'true' : 'false'}`,
        ),
    });
  }, [submit, exam.id, navigate, state.levelId, state.levelCode]);

  const field = (q: ExamQuestion) => (
    <ExamQuestionField
      key={q.slug}
      question={q}
      number={numbered.get(q.slug)!}
      saved={answers.get(q.slug)}
      onSave={(answer) => save.mutate({ taskExamId: exam.id, questionSlug: q.slug, answer })}
    />
  );

  const index = sections.indexOf(section);
  return (
    <Stack spacing={3}>
      <Paper
        variant="outlined"
        sx={{ p: 2, position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper' }}
      >
        <Stack spacing={1}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
          >
            {exam.deadlineAt && <ExamTimer deadline={exam.deadlineAt} onTimeUp={finish} />}
            <Typography variant="body2">
              {t('exams.level.answered', { answered: answers.size, total })}
            </Typography>
            <Button variant="contained" onClick={() => setConfirming(true)}>
              {submit.isPending ? t('exams.level.submitting') : t('exams.level.submit')}
            </Button>
          </Stack>
          <LinearProgress
            variant="determinate"
            value={(100 * answers.size) / Math.max(total, 1)}
            aria-label={t('exams.level.answered', { answered: answers.size, total })}
          />
        </Stack>
      </Paper>
      {(save.isError || submit.isError) && (
        <Alert severity="error">{errorMessage(save.error ?? submit.error)}</Alert>
      )}
      <Tabs
        value={section}
        onChange={(_e, value: LevelPaperSection) => setSection(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('exams.level.section')}
      >
        {sections.map((s) => (
          <Tab key={s} value={s} label={t(`exams.sections.${s}`)} />
        ))}
      </Tabs>
      <Stack spacing={3} role="tabpanel" aria-label={t(`exams.sections.${section}`)}>
        {paper[section]?.instructions && (
          <Typography color="text.secondary">{paper[section].instructions}</Typography>
        )}
        {(section === 'writing' || section === 'speaking') && paper[section] && (
          <Typography variant="body2" color="text.secondary">
            {t('exams.level.sectionPoints', { points: paper[section].points })}
          </Typography>
        )}
        {section === 'reading' &&
          paper.reading.passages.map((p) => (
            <Stack key={p.slug} spacing={2}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="h6" component="h2" gutterBottom>
                  {p.title}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-line' }}>{p.text}</Typography>
              </Paper>
              {p.questions.map(field)}
            </Stack>
          ))}
        {section === 'listening' &&
          paper.listening.recordings.map((r) => (
            <Stack key={r.slug} spacing={2}>
              {r.audioUrl && (
                <audio controls preload="metadata" src={r.audioUrl} style={{ width: '100%' }} />
              )}
              {r.questions.map(field)}
            </Stack>
          ))}
        {(section === 'grammar' || section === 'vocabulary') && paper[section].questions.map(field)}
        {section === 'writing' && paper.writing && (
          <ExamWritingField
            levelId={state.levelId}
            taskExamId={exam.id}
            task={paper.writing.task}
            number={numbered.get(paper.writing.task.slug)!}
            saved={answers.get(paper.writing.task.slug)}
          />
        )}
        {section === 'speaking' && paper.speaking && (
          <ExamSpeakingItems
            levelId={state.levelId}
            taskExamId={exam.id}
            speaking={paper.speaking}
            numbered={numbered}
            answers={answers}
          />
        )}
      </Stack>
      <Divider />
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button disabled={index === 0} onClick={() => setSection(sections[index - 1]!)}>
          {t('exams.level.previous')}
        </Button>
        {index < sections.length - 1 ? (
          <Button variant="outlined" onClick={() => setSection(sections[index + 1]!)}>
            {t('exams.level.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {t('exams.level.submit')}
          </Button>
        )}
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('exams.level.submitConfirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {unanswered > 0
              ? t('exams.level.submitConfirmBody', { unanswered })
              : t('exams.level.submitConfirmAll')}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('exams.level.cancel')}</Button>
          <Button
            variant="contained"
            disabled={submit.isPending}
            onClick={() => {
              setConfirming(false);
              finish();
            }}
          >
            {t('exams.level.submit')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
