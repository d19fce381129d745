import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Answer, AnswerResult, PartQuestion } from '@yek/contracts/usertask-questions';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { checkReply } from '../utils/check-reply';
import { markColor } from './answer-marks';
import { QuestionItem } from './question-item';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden';

/** The route state that starts a practice of a finished part's wrong items again. */
export const RETRY_WRONG_STATE = { retryWrong: true } as const;

/**
 * A callback that starts the practice of the wrong items again on the part page it is called
 * from (the page's question flow listens for it), for a "try your mistakes again" button.
 */
export function useRetryWrong(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    () => void navigate(pathname, { replace: true, state: RETRY_WRONG_STATE }),
    [navigate, pathname],
  );
}

type Phase =
  | { kind: 'main'; index: number }
  | {
      kind: 'practice';
      ids: number[];
      index: number;
      /** The practice reply's result, judged here against the key the first result revealed. */
      checked: AnswerResult | null;
    }
  | { kind: 'done' };

interface Props {
  questions: PartQuestion[];
  busy: boolean;
  /** Sends a first reply; its result arrives with the part. */
  onAnswer: (questionId: number, answer: Answer) => void;
  /** The item whose last reply the server refused, and why. */
  refused: { questionId: number; error: unknown } | null;
  /** Told when the flow reaches its end (true) and when a practice opens it again (false). */
  onDoneChange?: (done: boolean) => void;
  /** Shown above the finished items once the flow is at its end. */
  finished?: ReactNode;
}

const wrongIds = (questions: PartQuestion[]) =>
  questions.filter((q) => q.result?.isCorrect === false).map((q) => q.id);

const firstOpen = (questions: PartQuestion[], from = 0) => {
  const after = questions.findIndex((q, i) => i >= from && q.result === null);
  return after >= 0 ? after : questions.findIndex((q) => q.result === null);
};

/**
 * A part's items one at a time: a progress bar, the item, and a bar fixed at the bottom of the
 * screen with "Kontrol et", then the result with "Devam". Items answered wrong come back once at
 * the end as practice, checked here: the server keeps the first reply, so a practice never
 * changes the score. Digit keys choose options and Enter checks, then goes on.
 */
export function QuestionFlow({
  questions,
  busy,
  onAnswer,
  refused,
  onDoneChange,
  finished,
}: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const [phase, setPhase] = useState<Phase>(() => {
    const open = firstOpen(questions);
    return open >= 0 ? { kind: 'main', index: open } : { kind: 'done' };
  });
  const continueRef = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLElement>(null);
  /** Set by "Devam": the next item's prompt (or field) takes the focus once it is on screen. */
  const moved = useRef(false);
  const live = useRef<HTMLDivElement>(null);

  const done = phase.kind === 'done';
  useEffect(() => onDoneChange?.(done), [done, onDoneChange]);

  // "Hatalarını tekrar et": the route state asks for the practice of the wrong items again.
  const retry = (location.state as { retryWrong?: boolean } | null)?.retryWrong === true;
  useEffect(() => {
    if (!retry) return;
    const ids = wrongIds(questions);
    if (ids.length > 0) {
      moved.current = true;
      setPhase({ kind: 'practice', ids, index: 0, checked: null });
    }
    // Once per request: the key changes with every navigation that carries the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, retry]);

  const byId = (id: number) => questions.find((q) => q.id === id)!;
  const base =
    phase.kind === 'main'
      ? questions[phase.index]
      : phase.kind === 'practice'
        ? byId(phase.ids[phase.index]!)
        : undefined;
  /** A practice item shows its practice reply's result, else none: it is answered afresh. */
  const current: PartQuestion | undefined =
    base && phase.kind === 'practice' ? { ...base, result: phase.checked } : base;
  const checked = current?.result ?? null;
  const formId = current ? `flow-${phase.kind}-${current.id}` : '';

  // The result is told to a screen reader as it arrives; the focus moves to "Devam".
  const resultKey = checked ? `${formId}:${checked.answeredAt}:${String(checked.isCorrect)}` : '';
  useEffect(() => {
    if (!resultKey || !checked) return;
    if (live.current)
      live.current.textContent =
        checked.isCorrect === null
          ? t('tasks.flow.saved')
          : checked.isCorrect
            ? t('tasks.part.correct')
            : t('tasks.flow.wrongSay', { answer: rightAnswerText(current!, checked, t) ?? '' });
    continueRef.current?.focus({ preventScroll: true });
    // The result panel comes into view above the bar (the item's top stays in view).
    const form = document.getElementById(formId);
    const barTop = barRef.current?.getBoundingClientRect().top ?? window.innerHeight;
    if (form) {
      const box = form.getBoundingClientRect();
      const by = Math.min(box.bottom + 16 - barTop, box.top - 8);
      if (by > 0) window.scrollTo({ top: window.scrollY + by });
    }
    // Only when a new result arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resultKey]);

  // After "Devam" the next item's typing field, else its prompt, takes the focus.
  useEffect(() => {
    if (!moved.current || !formId) return;
    moved.current = false;
    if (live.current) live.current.textContent = '';
    const form = document.getElementById(formId);
    const target =
      form?.querySelector<HTMLElement>('input[type=text], textarea:not([aria-hidden=true])') ??
      form?.querySelector<HTMLElement>('legend');
    target?.focus();
  }, [formId]);

  const goOn = useCallback(() => {
    moved.current = true;
    setPhase((p) => {
      if (p.kind === 'main') {
        const next = firstOpen(questions, p.index + 1);
        if (next >= 0 && next !== p.index) return { kind: 'main', index: next };
        const ids = wrongIds(questions);
        return ids.length > 0
          ? { kind: 'practice', ids, index: 0, checked: null }
          : { kind: 'done' };
      }
      if (p.kind === 'practice' && p.index + 1 < p.ids.length)
        return { ...p, index: p.index + 1, checked: null };
      return { kind: 'done' };
    });
  }, [questions]);

  const answer = (reply: Answer) => {
    if (!current || !base) return;
    if (phase.kind === 'main') return onAnswer(current.id, reply);
    if (phase.kind !== 'practice' || !base.result) return;
    const isCorrect = checkReply(base.type, base.result, reply);
    setPhase({
      ...phase,
      checked: {
        ...base.result,
        answer: reply,
        isCorrect,
        answeredAt: new Date().toISOString(),
      },
    });
  };

  const check = useCallback(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    form?.requestSubmit();
  }, [formId]);

  const recording = current?.type.startsWith('recording') ?? false;
  const canCheck = !!current && !checked && !recording && !busy;

  // Enter checks the item, then goes on; a key on a button, link, list or text area keeps its
  // own meaning there.
  useEffect(() => {
    if (done) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Enter' || e.defaultPrevented || e.isComposing) return;
      if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      const el = e.target as HTMLElement | null;
      const option = el?.matches('input[type=radio], input[type=checkbox]') ?? false;
      if (
        !option &&
        el?.closest(
          'button, a, textarea, [role=button], [role=combobox], [role=option], [role=listbox], [role=dialog], [contenteditable=true]',
        )
      )
        return;
      if (checked) {
        e.preventDefault();
        goOn();
      } else if (canCheck) {
        e.preventDefault();
        check();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [done, checked, canCheck, goOn, check]);

  const announcer = <Box ref={live} aria-live="polite" role="status" sx={VISUALLY_HIDDEN} />;

  if (phase.kind === 'done' || !current)
    return (
      <Stack spacing={2}>
        {announcer}
        {finished}
        {questions.map((q, i) => (
          <QuestionItem
            key={q.id}
            question={q}
            index={i}
            busy={busy}
            error={refused?.questionId === q.id ? refused.error : null}
            onAnswer={(a) => onAnswer(q.id, a)}
          />
        ))}
      </Stack>
    );

  const practice = phase.kind === 'practice';
  const position = phase.index + 1;
  const count = practice ? phase.ids.length : questions.length;
  const progress = t(practice ? 'tasks.flow.practiceProgress' : 'tasks.flow.progress', {
    current: position,
    total: count,
  });
  const mainIndex = questions.findIndex((q) => q.id === current.id);
  const sendLabel = current.type === 'free-text' ? 'tasks.writing.submitFinal' : 'tasks.flow.check';

  return (
    // Room under the last line for the bar fixed at the bottom.
    <Stack spacing={2} sx={{ pb: 12 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={(100 * (checked ? position : position - 1)) / count}
          aria-label={progress}
          color={practice ? 'secondary' : 'primary'}
          sx={{ flexGrow: 1, height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {progress}
        </Typography>
      </Stack>
      {practice && (
        <Typography variant="body2" color="text.secondary">
          {t('tasks.flow.practiceHint')}
        </Typography>
      )}
      <QuestionItem
        key={formId}
        question={current}
        index={mainIndex}
        busy={busy}
        error={!practice && refused?.questionId === current.id ? refused.error : null}
        onAnswer={answer}
        flow={{ formId, active: !checked }}
      />
      {announcer}
      <Paper
        ref={barRef}
        square
        elevation={8}
        component="nav"
        aria-label={t('tasks.flow.bar')}
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (th) => th.zIndex.appBar,
          borderTop: 1,
          borderColor: checked
            ? checked.isCorrect === false
              ? 'error.main'
              : 'success.main'
            : 'divider',
          px: 2,
          py: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
        }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ maxWidth: 900, mx: 'auto', alignItems: 'center', justifyContent: 'flex-end' }}
        >
          {checked && checked.isCorrect !== null && (
            <Typography
              sx={{
                flexGrow: 1,
                fontWeight: 700,
                color: markColor(checked.isCorrect ? 'picked' : 'wrong'),
              }}
              aria-hidden
            >
              {checked.isCorrect ? t('tasks.part.correct') : t('tasks.part.wrong')}
            </Typography>
          )}
          {!checked && recording && (
            <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
              {t('tasks.flow.recordHint')}
            </Typography>
          )}
          {checked ? (
            <Button ref={continueRef} variant="contained" size="large" onClick={goOn}>
              {t('tasks.flow.continue')}
            </Button>
          ) : (
            !recording && (
              <Button
                type="submit"
                form={formId}
                variant="contained"
                size="large"
                disabled={!canCheck}
              >
                {t(sendLabel)}
              </Button>
            )
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The right answer in words for the announcement (the panel shows it on screen). */
function rightAnswerText(
  question: PartQuestion,
  result: AnswerResult,
  t: (key: string) => string,
): string | null {
  if (result.acceptedAnswers.length > 0) return result.acceptedAnswers.join(' · ');
  if ('answer' in result.solution)
    return result.solution.answer ? t('tasks.part.true') : t('tasks.part.false');
  if ('match' in result.solution && question.type === 'matching') {
    const { left, right } = question.payload;
    const match = result.solution.match;
    return left.map((l, i) => `${l} – ${right[match[i]!]}`).join('; ');
  }
  if ('order' in result.solution && question.type === 'ordering') {
    const { items } = question.payload;
    return result.solution.order.map((i, place) => `${place + 1}. ${items[i]}`).join(' ');
  }
  const options = question.options.filter((o) => result.correctOptionIds.includes(o.id));
  return options.map((o) => o.text).join(', ') || null;
}
