import MicIcon from '@mui/icons-material/Mic';
import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../hooks/use-error-message';
import { useUploadRecordingMutation } from '../lib/upload-recording';
import { toWav } from '../lib/to-wav';
import { LevelMeter } from './level-meter';

interface Props {
  maxSeconds: number;
  busy: boolean;
  /** What to record, when the item does not say it already. */
  hint?: string;
  onRecorded: (fileName: string) => void;
}

/** Microphone → record → play back → record again or send (uploaded, then answered). */
export function Recorder({ maxSeconds, busy, hint, onRecorded }: Props) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const upload = useUploadRecordingMutation();
  const [state, setState] = useState<'idle' | 'recording' | 'recorded'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(0);
  const [clip, setClip] = useState<{ blob: Blob; url: string } | null>(null);
  /** The microphone while recording, for the level meter. */
  const [live, setLive] = useState<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | null>(null);
  const statusId = useId();

  useEffect(
    () => () => {
      if (timer.current) window.clearInterval(timer.current);
      recorder.current?.stream.getTracks().forEach((tr) => tr.stop());
    },
    [],
  );
  useEffect(
    () => () => {
      if (clip) URL.revokeObjectURL(clip.url);
    },
    [clip],
  );

  const stop = () => {
    if (timer.current) window.clearInterval(timer.current);
    timer.current = null;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const start = async () => {
    setProblem(null);
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      setProblem(t('tasks.speaking.unsupported'));
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setProblem(t('tasks.speaking.noMic'));
      return;
    }
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(stream);
    rec.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    rec.onstop = () => {
      stream.getTracks().forEach((tr) => tr.stop());
      setLive(null);
      const blob = new Blob(chunks, { type: rec.mimeType || 'audio/webm' });
      setClip({ blob, url: URL.createObjectURL(blob) });
      setState('recorded');
    };
    recorder.current = rec;
    rec.start();
    setLive(stream);
    setSeconds(0);
    setState('recording');
    timer.current = window.setInterval(() => {
      setSeconds((s) => {
        if (s + 1 >= maxSeconds) stop();
        return s + 1;
      });
    }, 1000);
  };

  const send = async () => {
    if (!clip) return;
    // The server scores read-aloud sentences from 16 kHz WAV; a browser that cannot convert
    // sends its own recording, which is kept without a score.
    const wav = await toWav(clip.blob).catch(() => clip.blob);
    upload.mutate(wav, { onSuccess: (r) => onRecorded(r.fileName) });
  };

  return (
    <Stack spacing={1.5}>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {problem && <Alert severity="warning">{problem}</Alert>}
      {upload.isError && <Alert severity="error">{errorMessage(upload.error)}</Alert>}
      {state === 'recording' && (
        <Typography id={statusId} role="status" color="error.main">
          {t('tasks.speaking.recording', { seconds })}
        </Typography>
      )}
      {state === 'recording' && live && <LevelMeter stream={live} />}
      {clip && state === 'recorded' && (
        <audio controls src={clip.url} aria-label={t('tasks.part.yourAnswer')} />
      )}
      <Stack sx={{ flexWrap: 'wrap' }} direction="row" spacing={1}>
        {state === 'recording' ? (
          <Button
            variant="contained"
            color="error"
            onClick={stop}
            // Described by the running time, so the button itself tells that recording is on.
            aria-describedby={statusId}
            startIcon={<FiberManualRecordIcon />}
          >
            {t('tasks.speaking.stop')}
          </Button>
        ) : (
          <Button
            variant={state === 'recorded' ? 'outlined' : 'contained'}
            onClick={() => void start()}
            disabled={busy || upload.isPending}
            startIcon={<MicIcon />}
          >
            {state === 'recorded' ? t('tasks.speaking.again') : t('tasks.speaking.record')}
          </Button>
        )}
        {state === 'recorded' && (
          <Button
            variant="contained"
            onClick={() => void send()}
            disabled={busy || upload.isPending}
          >
            {t('tasks.speaking.send')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
