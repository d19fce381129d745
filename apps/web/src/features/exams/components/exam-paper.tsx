import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useRegisterLevelAnswerMutation } from '../api/register-level-answer';
import { useSubmitLevelExamMutation } from '../api/submit-level-exam';
import { ExamQuestionField } from './exam-question-field';
import { ExamSpeakingItems } from './exam-speaking-items';
import { ExamTimer } from './exam-timer';
import { ExamWritingField } from './exam-writing-field';

type Paper_ = NonNullable<LevelExamState['paper']>;

/** One step of the paper: a question (with its passage or recording), the writing or the speaking. */
interface Slot {
  section: LevelPaperSection;
  /** The numbers the step carries (the speaking step carries each of its items). */
  numbers: number[];
  question?: ExamQuestion;
  passage?: Paper_['reading']['passages'][number];
  recording?: Paper_['listening']['recordings'][number];
}

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

  /**
   * The paper one step at a time: each question of the four marked sections (with its passage or
   * recording), then the writing task, then the speaking items together.
   */
  const slots = useMemo(() => {
    const list: Slot[] = [
      ...paper.reading.passages.flatMap((p) =>
        p.questions.map((q): Slot => ({
          section: 'reading',
          numbers: [numbered.get(q.slug)!],
          question: q,
          passage: p,
        })),
      ),
      ...paper.listening.recordings.flatMap((r) =>
        r.questions.map((q): Slot => ({
          section: 'listening',
          numbers: [numbered.get(q.slug)!],
          question: q,
          recording: r,
        })),
      ),
      ...(['grammar', 'vocabulary'] as const).flatMap((section) =>
        paper[section].questions.map((q): Slot => ({
          section,
          numbers: [numbered.get(q.slug)!],
          question: q,
        })),
      ),
    ];
    if (paper.writing)
      list.push({ section: 'writing', numbers: [numbered.get(paper.writing.task.slug)!] });
    if (paper.speaking)
      list.push({
        section: 'speaking',
        numbers: [
          ...paper.speaking.readAloud.map((r) => numbered.get(r.slug)!),
          ...(paper.speaking.prompt ? [numbered.get(paper.speaking.prompt.slug)!] : []),
        ],
      });
    return list;
  }, [paper, numbered]);
  const slugOf = useMemo(() => new Map([...numbered].map(([slug, n]) => [n, slug])), [numbered]);
  const [at, setAt] = useState(() =>
    Math.max(
      0,
      slots.findIndex(
        (s) => s.section === (sections.includes(initialSection) ? initialSection : 'reading'),
      ),
    ),
  );
  const slot = slots[at]!;
  const section = slot.section;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const go = (index: number) => {
    moved.current = true;
    setAt(Math.min(Math.max(index, 0), slots.length - 1));
  };
  // A step moves the focus to the question's heading, so a screen reader reads it next.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headingRef.current?.focus();
  }, [at]);

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
        onChange={(_e, value: LevelPaperSection) =>
          go(slots.findIndex((sl) => sl.section === value))
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('exams.level.section')}
      >
        {sections.map((s) => (
          <Tab key={s} value={s} label={t(`exams.sections.${s}`)} />
        ))}
      </Tabs>
      <Stack spacing={3} role="tabpanel" aria-label={t(`exams.sections.${section}`)}>
        <Stack spacing={1}>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, outline: 'none' }}
          >
            {slot.numbers.length > 1
              ? t('exams.flow.questionsOf', {
                  from: slot.numbers[0],
                  to: slot.numbers.at(-1),
                  total,
                })
              : t('exams.flow.questionOf', { current: slot.numbers[0], total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(100 * slot.numbers.at(-1)!) / Math.max(total, 1)}
            aria-hidden
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Stack>
        {paper[section]?.instructions && (
          <Typography color="text.secondary">{paper[section].instructions}</Typography>
        )}
        {(section === 'writing' || section === 'speaking') && paper[section] && (
          <Typography variant="body2" color="text.secondary">
            {t('exams.level.sectionPoints', { points: paper[section].points })}
          </Typography>
        )}
        {slot.passage && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {slot.passage.title}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line' }}>{slot.passage.text}</Typography>
          </Paper>
        )}
        {slot.recording?.audioUrl && (
          <audio
            key={slot.recording.slug}
            controls
            preload="metadata"
            src={slot.recording.audioUrl}
            style={{ width: '100%' }}
          />
        )}
        {slot.question && field(slot.question)}
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
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Button variant="outlined" disabled={at === 0} onClick={() => go(at - 1)}>
          {t('exams.flow.previous')}
        </Button>
        {at < slots.length - 1 ? (
          <Button variant="contained" onClick={() => go(at + 1)}>
            {t('exams.flow.next')}
          </Button>
        ) : (
          <Button variant="contained" onClick={() => setConfirming(true)}>
            {t('exams.level.submit')}
          </Button>
        )}
      </Stack>
      <Divider />
      <Stack component="nav" aria-labelledby="exam-map-title" spacing={1}>
        <Typography id="exam-map-title" variant="subtitle2" component="h2">
          {t('exams.flow.map')}
        </Typography>
        <Box
          component="ol"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
        >
          {slots.flatMap((sl, index) =>
            sl.numbers.map((n) => {
              const done = answers.has(slugOf.get(n)!);
              const here = index === at;
              return (
                <li key={n}>
                  <Button
                    size="small"
                    variant={done ? 'contained' : 'outlined'}
                    color={here ? 'secondary' : 'primary'}
                    aria-current={here ? 'step' : undefined}
                    aria-label={t(done ? 'exams.flow.mapAnswered' : 'exams.flow.mapOpen', { n })}
                    onClick={() => go(index)}
                    sx={{ minWidth: 40, px: 0, ...(here && { outline: 2, outlineOffset: 2 }) }}
                  >
                    {n}
                  </Button>
                </li>
              );
            }),
          )}
        </Box>
        <Typography variant="caption" color="text.secondary">
          {t('exams.flow.mapHint')}
        </Typography>
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
