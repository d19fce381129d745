import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import type { MetaPart, MetaTaskView } from '@yek/contracts/metacourse';
import type { Answer, PartQuestion } from '@yek/contracts/usertask-questions';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { errorCode } from '../../../lib/api-error';
import { useAnswerMetaTaskMutation } from '../api/answer-meta-task';
import { metaTaskQueryOptions, useMetaTask } from '../api/get-meta-task';
import { percent } from './level-range';

/**
 * The programme's part pieces, handed over by the route: a meta task shows its passages, audio,
 * items and results exactly as a day's part does.
 */
export interface PartPieces {
  /** A part's items one at a time, as a day's part asks them. */
  questions: (props: {
    questions: PartQuestion[];
    busy: boolean;
    onAnswer: (questionId: number, answer: Answer) => void;
    refused: { questionId: number; error: unknown } | null;
    onDoneChange: (done: boolean) => void;
  }) => ReactNode;
  passage: (props: { text?: string; lines?: { name: string; text: string }[] }) => ReactNode;
  audio: (src: string, title: string) => ReactNode;
  markdown: (source: string) => ReactNode;
}

interface PartProps {
  part: MetaPart;
  pieces: PartPieces;
  busy: boolean;
  onAnswer: (questionId: number, answer: Answer) => void;
  /** The last refused reply: shown on its item's field. */
  refused: { questionId: number; error: unknown } | null;
  /** Told when the part's items reach their end, and when a practice opens them again. */
  onDoneChange: (done: boolean) => void;
}

function PartSection({ part, pieces, busy, onAnswer, refused, onDoneChange }: PartProps) {
  const { t } = useTranslation();
  const titleId = `meta-part-${part.orderNo}`;
  const passage = part.kind === 'reading' ? part.body.passage : null;
  const listening = part.kind === 'listening' ? part.body : null;
  const transcript = part.kind === 'listening' ? (part.reveal?.lines ?? null) : null;
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography id={titleId} variant="h5" component="h2">
        {t(`tasks.kinds.${part.kind}`)}
      </Typography>
      {part.instructions && <Typography color="text.secondary">{part.instructions}</Typography>}
      {passage && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h3">
            {passage.title}
          </Typography>
          {pieces.passage({ text: passage.text })}
        </Paper>
      )}
      {listening?.audio && pieces.audio(listening.audio.url, listening.script.title)}
      {transcript && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h3">
            {t('tasks.part.transcript')}
          </Typography>
          {pieces.passage({ lines: transcript })}
        </Paper>
      )}
      {part.vocabulary.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {t('meta.words')}
          </Typography>
          <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {part.vocabulary.map((w) => (
              <li key={w.headword}>
                <Typography component="span" sx={{ fontWeight: 700 }}>
                  {w.headword}
                </Typography>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  /{w.ipa}/ · {w.pos}
                </Typography>
                <Typography>{w.meaningTr}</Typography>
                <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                  {w.exampleEn}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {w.exampleTr}
                </Typography>
              </li>
            ))}
          </Stack>
        </Paper>
      )}
      {pieces.questions({ questions: part.questions, busy, onAnswer, refused, onDoneChange })}
    </Stack>
  );
}

function TaskBody({ task, pieces }: { task: MetaTaskView; pieces: PartPieces }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const answer = useAnswerMetaTaskMutation(
    task.courseId,
    metaTaskQueryOptions(task.courseId, task.number).queryKey,
  );
  const items = task.parts.flatMap((p) => p.questions);
  const answered = items.filter((q) => q.result).length;
  const scored = items.filter((q) => q.result && q.result.isCorrect !== null);
  const correct = scored.filter((q) => q.result?.isCorrect).length;
  const courseLink = `/meta/${task.courseId}`;
  // One part at a time: the parts whose items are through, then the first that is not. A part
  // the server has completed starts through; a part becomes through when its last "Devam" is
  // pressed, so the next part's items never open under the previous one's result.
  const [through, setThrough] = useState<ReadonlySet<number>>(
    () => new Set(task.parts.filter((p) => p.completed).map((p) => p.orderNo)),
  );
  const markThrough = useCallback(
    (orderNo: number, done: boolean) =>
      setThrough((prev) => {
        if (prev.has(orderNo) === done) return prev;
        const next = new Set(prev);
        if (done) next.add(orderNo);
        else next.delete(orderNo);
        return next;
      }),
    [],
  );
  const openAt = task.parts.findIndex((p) => !through.has(p.orderNo));
  const shown = openAt < 0 ? task.parts : task.parts.slice(0, openAt + 1);
  const allThrough = openAt < 0;
  return (
    <Stack spacing={3}>
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1} useFlexGap>
        <Link component={RouterLink} to={courseLink}>
          ← {task.courseTitle}
        </Link>
        <Chip
          size="small"
          label={t('meta.taskOf', { number: task.number, total: task.taskCount })}
        />
        <Chip size="small" color="primary" label={task.level} />
      </Stack>
      <Typography variant="h4" component="h1">
        {task.title}
      </Typography>
      {!task.completed && (
        <Typography color="text.secondary" role="status">
          {t('meta.answeredOf', { count: answered, total: items.length })}
        </Typography>
      )}
      {task.lecture && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="meta-lecture"
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          <Stack spacing={1.5}>
            <Typography id="meta-lecture" variant="h5" component="h2">
              {task.lecture.point}
            </Typography>
            {pieces.markdown(task.lecture.explanation)}
            <Typography variant="h6" component="h3">
              {t('tasks.lecture.examples')}
            </Typography>
            <Stack component="ul" spacing={0.75} sx={{ pl: 2.5, m: 0 }}>
              {task.lecture.examples.map((e) => (
                <li key={e.en}>
                  <Typography sx={{ fontStyle: 'italic' }}>{e.en}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {e.tr}
                  </Typography>
                </li>
              ))}
            </Stack>
          </Stack>
        </Paper>
      )}
      {answer.isError && errorCode(answer.error) !== 'TASK_WRITING_LENGTH' && (
        <Alert severity="error">{errorMessage(answer.error)}</Alert>
      )}
      {shown.map((part) => (
        <PartSection
          key={part.orderNo}
          part={part}
          pieces={pieces}
          onDoneChange={(done) => markThrough(part.orderNo, done)}
          busy={answer.isPending}
          refused={
            answer.isError && answer.variables
              ? { questionId: answer.variables.questionId, error: answer.error }
              : null
          }
          onAnswer={(questionId, reply) =>
            answer.mutate({ task: task.number, questionId, answer: reply })
          }
        />
      ))}
      {task.completed && allThrough && (
        <Alert severity="success" role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <Stack spacing={1.5}>
            <Typography sx={{ fontWeight: 700 }}>{t('meta.finished')}</Typography>
            <Typography>
              {task.score !== null && t('meta.finishedScore', { percent: percent(task.score) })}
              {scored.length > 0 &&
                ` ${t('meta.finishedCorrect', { correct, count: scored.length })}`}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {task.nextTaskNumber !== null && (
                <Button
                  component={RouterLink}
                  to={`/meta/${task.courseId}/task?task=${task.nextTaskNumber}`}
                  variant="contained"
                >
                  {t('meta.nextTask', { number: task.nextTaskNumber })}
                </Button>
              )}
              <Button component={RouterLink} to={courseLink} variant="outlined" color="inherit">
                {t('meta.toCourse')}
              </Button>
            </Stack>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * /meta/{id}/task: the task asked for (`?task=N`), or the first the learner has not completed;
 * once opened that way its number goes into the address, so finishing it does not swap it for
 * the next one under the learner's eyes.
 */
export function MetaTaskPage({ id, pieces }: { id: number; pieces: PartPieces }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const number = Number(params.get('task')) || null;
  const task = useMetaTask(id, number);
  useDocumentTitle(task.data?.title ?? t('sections.titles.metaTask'));
  const opened = number === null ? task.data : undefined;
  useEffect(() => {
    if (!opened) return;
    client.setQueryData(metaTaskQueryOptions(id, opened.number).queryKey, opened);
    setParams({ task: String(opened.number) }, { replace: true });
  }, [opened, id, client, setParams]);
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960, mx: 'auto' }}>
      <QueryState query={task}>
        {(data) => <TaskBody key={data.number} task={data} pieces={pieces} />}
      </QueryState>
    </Stack>
  );
}
