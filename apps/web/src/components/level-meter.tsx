import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Below these levels (0–100) the microphone is taken as silent, then as too quiet. */
const SILENT = 8;
const QUIET = 30;

/** A loudness from time-domain samples (0–255 around 128): RMS in dB mapped from −60…0 to 0–100. */
export function levelOf(samples: Uint8Array): number {
  let sum = 0;
  for (const s of samples) {
    const v = (s - 128) / 128;
    sum += v * v;
  }
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms === 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.round(Math.max(0, Math.min(100, ((db + 60) / 60) * 100)));
}

/**
 * The microphone's loudness while recording, read with the Web Audio analyser ten times a second
 * (often enough for the bar to follow the voice, rarely enough to keep React quiet).
 */
export function useAudioLevel(stream: MediaStream | null): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const Context = window.AudioContext;
    if (!stream || !Context) return;
    const context = new Context();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getByteTimeDomainData(samples);
      setLevel(levelOf(samples));
    }, 100);
    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close().catch(() => undefined);
    };
  }, [stream]);
  return level;
}

/** The level as a bar with its meaning in words: a meter for screen readers, a line for all. */
export function LevelMeterView({ level }: { level: number }) {
  const { t } = useTranslation();
  const band = level < SILENT ? 'silent' : level < QUIET ? 'quiet' : 'good';
  const words = t(`tasks.retry.level.${band}`);
  return (
    <Stack spacing={0.5} sx={{ width: '100%', maxWidth: 320 }}>
      <Box
        role="meter"
        aria-label={t('tasks.retry.level.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        aria-valuetext={`${level}% · ${words}`}
        sx={{ height: 10, borderRadius: 5, bgcolor: 'action.selected', overflow: 'hidden' }}
      >
        <Box
          sx={{
            height: '100%',
            width: `${level}%`,
            bgcolor: band === 'good' ? 'success.main' : 'warning.main',
            transition: 'width 90ms linear',
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        {t('tasks.retry.level.label')}: {words}
      </Typography>
    </Stack>
  );
}

export function LevelMeter({ stream }: { stream: MediaStream }) {
  return <LevelMeterView level={useAudioLevel(stream)} />;
}
