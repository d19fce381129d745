import IconButton from '@mui/material/IconButton';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A lecture example's reading in the model voice: one press plays it from the start, another stops it. */
export function ExampleAudio({ src, sentence }: { src: string; sentence: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const label = t('tasks.audio.listenExample', { sentence });
  return (
    <>
      <IconButton
        size="small"
        sx={{ color: 'primary.light' }}
        aria-label={label}
        aria-pressed={playing}
        onClick={() => {
          const el = audio.current;
          if (!el) return;
          if (playing) {
            el.pause();
            return;
          }
          el.currentTime = 0;
          void el.play()?.catch(() => setPlaying(false));
        }}
      >
        {playing ? <StopIcon /> : <VolumeUpIcon />}
      </IconButton>
      <audio
        ref={audio}
        src={src}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
      />
    </>
  );
}
