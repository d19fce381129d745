import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The speeds a learner can pick; 1× is where every recording starts. */
export const SPEEDS = [0.75, 1, 1.25] as const;

/** Seconds as m:ss (a recording is never an hour long). */
export function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

interface AudioPlayerProps {
  src: string;
  /** The recording's title, shown above the controls and naming the player for screen readers. */
  title?: string;
  /** Seconds the content records, shown until the file's own length is known. */
  durationSeconds?: number;
  /** The title's heading level where the page's outline needs another (a meta task's part). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The listening audio with the app's own controls: play or pause, a seek bar with the time, speed
 * chips and "listen again". It sticks under the header while the learner scrolls to the questions.
 * Every control is a button, a slider or a toggle, so the keyboard and screen readers reach them.
 */
export function AudioPlayer({
  src,
  title,
  durationSeconds,
  headingLevel = 'h2',
}: AudioPlayerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const titleId = useId();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(durationSeconds ?? 0);
  const [speed, setSpeed] = useState<number>(1);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);

  const play = () => {
    const el = ref.current;
    if (!el) return;
    el.playbackRate = speed;
    void el.play()?.catch(() => setPlaying(false));
  };
  const toggle = () => {
    const el = ref.current;
    if (!el) return;
    if (el.paused) play();
    else el.pause();
  };
  const seek = (to: number) => {
    const el = ref.current;
    if (!el) return;
    el.currentTime = to;
    setTime(to);
  };
  const restart = () => {
    seek(0);
    play();
  };

  const position = `${clock(time)} / ${clock(duration)}`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('tasks.audio.player')}
      data-testid="audio-player"
      sx={{
        p: { xs: 1.5, sm: 2 },
        position: 'sticky',
        // Under the sticky header (64 px, 72 px from md), above the questions scrolling by.
        top: { xs: 72, md: 80 },
        zIndex: (theme) => theme.zIndex.appBar - 1,
        boxShadow: 3,
      }}
    >
      {title && (
        <Typography
          id={titleId}
          variant="subtitle1"
          component={headingLevel}
          sx={{ fontWeight: 600 }}
        >
          {title}
        </Typography>
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <IconButton
          color="primary"
          onClick={toggle}
          aria-label={playing ? t('tasks.audio.pause') : t('tasks.audio.play')}
          sx={{ bgcolor: 'action.selected', flexShrink: 0 }}
        >
          {playing ? <PauseIcon /> : <PlayArrowIcon />}
        </IconButton>
        <Slider
          size="small"
          min={0}
          max={Math.max(duration, 0.1)}
          step={1}
          value={Math.min(time, duration || time)}
          onChange={(_, value) => seek(value as number)}
          aria-label={t('tasks.audio.position')}
          getAriaValueText={() => position}
          sx={{ flex: 1, minWidth: 0 }}
        />
        <Typography
          variant="body2"
          aria-hidden
          sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {position}
        </Typography>
      </Stack>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={speed}
          onChange={(_, value: number | null) => {
            if (value !== null) setSpeed(value);
          }}
          aria-label={t('tasks.audio.speed')}
        >
          {SPEEDS.map((s) => (
            <ToggleButton
              key={s}
              value={s}
              aria-label={t('tasks.audio.speedValue', { speed: s })}
              sx={{ px: 1.5, py: 0.25, borderRadius: 4 }}
            >
              {s}×
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button size="small" startIcon={<ReplayIcon />} onClick={restart}>
          {t('tasks.audio.again')}
        </Button>
      </Stack>
      <audio
        ref={ref}
        preload="metadata"
        src={src}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => {
          if (Number.isFinite(e.currentTarget.duration)) setDuration(e.currentTarget.duration);
        }}
      />
    </Paper>
  );
}
