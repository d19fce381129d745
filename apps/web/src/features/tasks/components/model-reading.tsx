import Button from '@mui/material/Button';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useTranslation } from 'react-i18next';
import { usePressToPlay } from './press-to-play';

/** "Listen to the model": the rendered reading of a read-aloud sentence, played on the press. */
export function ModelReading({ src }: { src: string }) {
  const { t } = useTranslation();
  const { playing, toggle, element } = usePressToPlay(src);
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<VolumeUpIcon />}
        aria-pressed={playing}
        onClick={toggle}
      >
        {t('tasks.speaking.listenModel')}
      </Button>
      {element}
    </>
  );
}
