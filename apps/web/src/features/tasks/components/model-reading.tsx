import Button from '@mui/material/Button';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** "Listen to the model": the rendered reading of a read-aloud sentence, played on the press. */
export function ModelReading({ src }: { src: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<VolumeUpIcon />}
        aria-pressed={playing}
        onClick={() => {
          const el = audio.current;
          if (!el) return;
          if (playing) {
            el.pause();
            return;
          }
          el.currentTime = 0;
          void el.play().catch(() => setPlaying(false));
        }}
      >
        {t('tasks.speaking.listenModel')}
      </Button>
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
