import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Answer, PartQuestion, ReadAloudFeedback } from '@yek/contracts/usertask-questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Recorder } from '../../../components/recorder';
import { ModelReading } from './model-reading';
import { MISSED_BELOW, SpokenSentence } from '../../../components/spoken-sentence';

type SpeakingQuestion = Extract<PartQuestion, { type: 'recording-read-aloud' | 'recording-free' }>;

/** A reading at or above this share is a success; below it the item asks for another try. */
export const READ_ALOUD_PASS = 0.5;

interface Props {
  question: SpeakingQuestion;
  busy: boolean;
  onAnswer: (answer: Answer) => void;
}

/**
 * A speaking item: the model reading first, then "Kayda başla" with a level meter; a read
 * sentence comes back with the words not heard underlined and, while tries are left,
 * "Tekrar dene" (decision 0037).
 */
export function SpeakingItem({ question, busy, onAnswer }: Props) {
  const { t } = useTranslation();
  const result = question.result;
  const [retryFrom, setRetryFrom] = useState<number | null>(null);
  const retrying = result !== null && retryFrom === result.attempts;
  const readAloud = question.type === 'recording-read-aloud' ? question : null;
  const reading = result?.feedback && 'aligned' in result.feedback ? result.feedback : null;
  const model = readAloud?.payload.audioUrl;

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {model && (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('tasks.retry.stepListen')}
          </Typography>
          <ModelReading src={model} />
        </Stack>
      )}
      {(result === null || retrying) && (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', width: '100%' }}>
          {model && (
            <Typography variant="overline" component="p" color="text.secondary">
              {t('tasks.retry.stepRecord')}
            </Typography>
          )}
          <Recorder
            maxSeconds={question.type === 'recording-free' ? question.payload.maxSeconds : 60}
            busy={busy}
            onRecorded={(fileName) => onAnswer({ fileName })}
            // A read-aloud item says what to do in its instruction; a free answer adds its length.
            hint={
              question.type === 'recording-free'
                ? t('tasks.speaking.free', {
                    min: question.payload.minSeconds,
                    max: question.payload.maxSeconds,
                  })
                : undefined
            }
          />
          {retrying && (
            <Button variant="text" onClick={() => setRetryFrom(null)} disabled={busy}>
              {t('tasks.retry.cancel')}
            </Button>
          )}
        </Stack>
      )}
      {readAloud && result && reading && !retrying && (
        <ReadingResult
          sentence={readAloud.payload.prompt}
          feedback={reading}
          attempts={result.attempts}
          attemptsLeft={result.attemptsLeft}
          onRetry={() => setRetryFrom(result.attempts)}
        />
      )}
    </Stack>
  );
}

function ReadingResult({
  sentence,
  feedback,
  attempts,
  attemptsLeft,
  onRetry,
}: {
  sentence: string;
  feedback: ReadAloudFeedback;
  attempts: number;
  attemptsLeft: number;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const score = Math.round(feedback.score * 100);
  const passed = feedback.aligned && feedback.score >= READ_ALOUD_PASS;
  const missed = feedback.words
    .filter((w) => w.score !== null && w.score < MISSED_BELOW)
    .map((w) => w.word);
  return (
    <Alert
      severity={passed ? 'success' : 'warning'}
      role="status"
      sx={{ width: '100%', '& .MuiAlert-message': { width: '100%' } }}
    >
      <Typography variant="subtitle2" component="p">
        {passed ? t('tasks.retry.scoreGood', { score }) : t('tasks.retry.scoreLow', { score })}
      </Typography>
      <SpokenSentence sentence={sentence} feedback={feedback} />
      <Typography variant="body2">
        {!feedback.aligned
          ? t('tasks.speaking.notAligned')
          : missed.length > 0
            ? t('tasks.retry.missed', { words: missed.join(', ') })
            : t('tasks.retry.allHeard')}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {attemptsLeft > 0
          ? t('tasks.retry.triesLeft', { n: attempts, count: attemptsLeft })
          : t('tasks.retry.noneLeftSpeaking', { n: attempts })}
      </Typography>
      {attemptsLeft > 0 && (
        <Button
          variant={passed ? 'outlined' : 'contained'}
          color={passed ? 'success' : 'warning'}
          onClick={onRetry}
          sx={{ mt: 1 }}
        >
          {t('tasks.retry.tryAgain')}
        </Button>
      )}
    </Alert>
  );
}
