import IconButton from '@mui/material/IconButton';
import StopIcon from '@mui/icons-material/Stop';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslation } from 'react-i18next';
import { usePressToPlay } from './press-to-play';

/** A lecture example's reading in the model voice: one press plays it from the start, another stops it. */
export function ExampleAudio({ src, sentence }: { src: string; sentence: string }) {
  const { t } = useTranslation();
  const { playing, toggle, element } = usePressToPlay(src);
  return (
    <>
      <IconButton
        size="small"
        sx={{ color: 'primary.light' }}
        aria-label={t('tasks.audio.listenExample', { sentence })}
        aria-pressed={playing}
        onClick={toggle}
      >
        {playing ? <StopIcon /> : <VolumeUpIcon />}
      </IconButton>
      {element}
    </>
  );
}
