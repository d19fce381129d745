import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SlowMotionVideoIcon from '@mui/icons-material/SlowMotionVideo';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { dictationScore, type MarkedWord } from '@yek/contracts/content-questions';
import type { AnswerResult } from '@yek/contracts/usertask-questions';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { markColor } from './answer-marks';

/** The slower replay: the browser's own playback rate, pitch kept. */
export const SLOW_RATE = 0.75;

interface Props {
  audioUrl: string | undefined;
  text: string;
  onTextChange: (text: string) => void;
  disabled: boolean;
  /** Once answered: the reply and the accepted sentence, marked word by word. */
  result: AnswerResult | null;
  labelId: string;
}

/** Words of a marked line: a wrong one struck through in red, with its mark said aloud. */
function MarkedLine({ words, wrongLabel }: { words: MarkedWord[]; wrongLabel: string }) {
  return (
    <Typography component="p" sx={{ my: 0.5, lineHeight: 1.9 }}>
      {words.map((w, i) => (
        <Box
          key={i}
          component={w.ok ? 'span' : 'mark'}
          aria-label={w.ok ? undefined : `${w.word} (${wrongLabel})`}
          sx={{
            mr: 0.75,
            fontWeight: w.ok ? 400 : 700,
            bgcolor: 'transparent',
            color: w.ok ? 'text.primary' : markColor('wrong'),
            textDecoration: w.ok ? 'none' : 'underline wavy',
          }}
        >
          {w.word}
        </Box>
      ))}
    </Typography>
  );
}

/**
 * A dictation: the learner plays the sentence (again as often as needed, or slower), types what
 * they hear and checks it. Once answered, the words they wrote wrong and the words of the sentence
 * they missed are marked, with the share written right.
 */
export function DictationField({ audioUrl, text, onTextChange, disabled, result, labelId }: Props) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState<number | null>(null);
  const [heard, setHeard] = useState(false);

  const play = (rate: number) => {
    const el = audio.current;
    if (!el) return;
    if (playing === rate) {
      el.pause();
      return;
    }
    el.pause();
    el.currentTime = 0;
    el.playbackRate = rate;
    setHeard(true);
    void el
      .play()
      ?.then(() => setPlaying(rate))
      .catch(() => setPlaying(null));
  };

  const reply = result && 'text' in result.answer ? result.answer.text : '';
  const marks = result ? dictationScore(reply, result.acceptedAnswers).marks : null;

  return (
    <Stack spacing={1.5}>
      {audioUrl ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            variant="contained"
            color="secondary"
            startIcon={playing === 1 ? <StopIcon /> : <VolumeUpIcon />}
            aria-pressed={playing === 1}
            onClick={() => play(1)}
          >
            {t(
              playing === 1
                ? 'tasks.dictation.stop'
                : heard
                  ? 'tasks.dictation.again'
                  : 'tasks.dictation.play',
            )}
          </Button>
          <Button
            variant="outlined"
            startIcon={playing === SLOW_RATE ? <StopIcon /> : <SlowMotionVideoIcon />}
            aria-pressed={playing === SLOW_RATE}
            onClick={() => play(SLOW_RATE)}
          >
            {t(playing === SLOW_RATE ? 'tasks.dictation.stop' : 'tasks.dictation.slow')}
          </Button>
          <audio
            ref={audio}
            src={audioUrl}
            preload="none"
            onPause={() => setPlaying(null)}
            onEnded={() => setPlaying(null)}
          />
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('tasks.dictation.noAudio')}
        </Typography>
      )}
      <TextField
        label={t('tasks.dictation.type')}
        value={result ? reply : text}
        disabled={disabled}
        onChange={(e) => onTextChange(e.target.value)}
        onKeyDown={(e) => {
          // Enter checks, as in a one-line field; Shift+Enter is a new line.
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            (e.target as HTMLTextAreaElement).form?.requestSubmit();
          }
        }}
        multiline
        minRows={2}
        autoComplete="off"
        slotProps={{
          htmlInput: {
            autoCapitalize: 'sentences',
            spellCheck: false,
            'aria-describedby': labelId,
          },
        }}
      />
      {marks && result && !result.isCorrect && (
        <Box>
          <Typography variant="subtitle2">
            {t('tasks.dictation.score', { score: Math.round(result.score * 100) })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('tasks.dictation.yours')}
          </Typography>
          <MarkedLine words={marks.reply} wrongLabel={t('tasks.dictation.wrongWord')} />
          <Typography variant="body2" color="text.secondary">
            {t('tasks.dictation.sentence')}
          </Typography>
          <MarkedLine words={marks.sentence} wrongLabel={t('tasks.dictation.missedWord')} />
        </Box>
      )}
    </Stack>
  );
}
