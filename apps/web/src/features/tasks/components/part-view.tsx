import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { PROGRAM_DAYS } from '@yek/contracts/program';
import type { MainQuestion } from '@yek/contracts/usertask';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/snackbar-context';
import { useErrorMessage } from '../../../hooks/use-error-message';
import { useSaveWordsMutation } from '../api/dictionary';
import { useRegisterAnswerMutation } from '../api/register-answer';
import { sayWord } from '../utils/part-path';
import { errorCode } from '../../../lib/api-error';
import { AudioPlayer } from './audio-player';
import { PartFinished } from './part-finished';
import { ReadingAside } from './reading-aside';
import { PassageText } from './passage-text';
import { QuestionFlow, useRetryWrong } from './question-flow';

interface Props {
  part: MainQuestion;
  /** Show the passage or audio (false on the reading questions page). */
  showBody?: boolean;
  /** Show the items (false on the reading page, which links to its questions). */
  showQuestions?: boolean;
  /** Shown above the result once the part is finished (a vocabulary part's due words). */
  afterItems?: ReactNode;
}

/** One part of a day: its passage, audio or words, then its items with their results. */
export function PartView({ part, showBody = true, showQuestions = true, afterItems }: Props) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const errorMessage = useErrorMessage();
  const retryWrong = useRetryWrong();
  const answer = useRegisterAnswerMutation(part.id);
  const saveWords = useSaveWordsMutation();
  const passage = part.kind === 'reading' ? part.body.passage : null;
  const listening = part.kind === 'listening' && part.body.audio ? part.body : null;
  const transcript = part.kind === 'listening' ? (part.reveal?.lines ?? null) : null;
  // A refused writing text is told on its own field; any other refusal above the items.
  const onField = errorCode(answer.error) === 'TASK_WRITING_LENGTH';

  // The part's end shows once the flow has passed its last item (and any practice).
  const [flowDone, setFlowDone] = useState(false);
  const finishedRef = useRef<HTMLDivElement>(null);
  /** Set while the flow is open on this page: when it ends, the part's end takes the focus. */
  const wasOpen = useRef(false);
  const onDoneChange = useCallback((done: boolean) => {
    if (!done) wasOpen.current = true;
    setFlowDone(done);
  }, []);
  useEffect(() => {
    if (flowDone && part.completed && wasOpen.current) {
      wasOpen.current = false;
      finishedRef.current?.focus();
    }
  }, [flowDone, part.completed]);

  const questions = (
    <Stack spacing={2} component="section" aria-label={t('tasks.part.questions')}>
      {answer.isError && !onField && <Alert severity="error">{errorMessage(answer.error)}</Alert>}
      <QuestionFlow
        questions={part.questions}
        busy={answer.isPending || !part.lectureCompleted}
        refused={
          answer.isError && answer.variables
            ? { questionId: answer.variables.questionId, error: answer.error }
            : null
        }
        onAnswer={(questionId, a) => answer.mutate({ taskId: part.taskId, questionId, answer: a })}
        onDoneChange={onDoneChange}
      />
    </Stack>
  );

  return (
    <Stack spacing={3}>
      <Stack sx={{ alignItems: 'center', flexWrap: 'wrap' }} direction="row" spacing={1}>
        <Button component={RouterLink} to={`/task/${part.taskId}`} variant="text">
          ← {t('tasks.part.back')}
        </Button>
        <Chip
          label={t('tasks.program.day', { day: part.dayNo, total: PROGRAM_DAYS })}
          size="small"
        />
      </Stack>
      <Typography variant="h4" component="h1">
        {t(`tasks.kinds.${part.kind}`)}
      </Typography>
      {part.instructions && <Typography color="text.secondary">{part.instructions}</Typography>}
      {!part.lectureCompleted && (
        <Alert
          severity="warning"
          action={
            <Button component={RouterLink} to={`/task/${part.taskId}`} color="inherit">
              {t('tasks.detail.openLecture')}
            </Button>
          }
        >
          {t('tasks.detail.lectureTodo')}
        </Alert>
      )}

      {showBody && passage && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h5" component="h2">
            {passage.title}
          </Typography>
          <PassageText text={passage.text} mainQuestionId={part.id} />
        </Paper>
      )}
      {showBody && listening?.audio && (
        <AudioPlayer
          src={listening.audio.url}
          title={listening.script.title}
          durationSeconds={listening.audio.durationSeconds}
        />
      )}
      {transcript && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2">
            {t('tasks.part.transcript')}
          </Typography>
          <PassageText lines={transcript} mainQuestionId={part.id} />
        </Paper>
      )}
      {part.vocabulary.length > 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('tasks.part.words')}
          </Typography>
          <Stack spacing={1.5}>
            {part.vocabulary.map((w) => (
              <Stack
                sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
                key={w.id}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={1}
              >
                <div>
                  <Typography component="span" sx={{ fontWeight: 700 }}>
                    {w.headword}
                  </Typography>{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    /{w.ipa}/ · {w.pos}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={`${t('tasks.word.listen')}: ${w.headword}`}
                    onClick={() => sayWord(w.headword, w.audioUrl)}
                  >
                    <VolumeUpIcon fontSize="small" />
                  </IconButton>
                  <Typography>{w.meaningTr}</Typography>
                  <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
                    {w.exampleEn}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {w.exampleTr}
                  </Typography>
                </div>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={w.saved || saveWords.isPending}
                  onClick={() =>
                    saveWords.mutate(
                      { taskMainQuestionId: part.id, words: [{ vocabularyId: w.id }] },
                      {
                        onSuccess: () =>
                          enqueueSnackbar(t('tasks.word.saved'), { variant: 'success' }),
                      },
                    )
                  }
                >
                  {w.saved ? t('tasks.part.wordSaved') : t('tasks.part.wordSave')}
                </Button>
              </Stack>
            ))}
          </Stack>
        </Paper>
      )}

      {part.completed && (flowDone || !showQuestions) && (
        <Stack ref={finishedRef} tabIndex={-1} spacing={2} sx={{ outline: 'none' }}>
          {afterItems}
          <PartFinished part={part} onRetryMistakes={retryWrong} />
        </Stack>
      )}
      {showQuestions && !showBody && passage ? (
        <ReadingAside title={passage.title} text={passage.text} mainQuestionId={part.id}>
          {questions}
        </ReadingAside>
      ) : (
        showQuestions && questions
      )}
      {!showQuestions && (
        <Button
          component={RouterLink}
          to={`/task/reading/${part.id}/questions`}
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('tasks.part.toQuestions')}
        </Button>
      )}
    </Stack>
  );
}
