import Button from '@mui/material/Button';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The line in the character's voice: it plays once when the line appears and again on the press.
 * A browser that refuses to play before a gesture leaves the button for the learner to press.
 */
export function CharacterAudio({ src }: { src: string }) {
  const { t } = useTranslation();
  const audio = useRef<HTMLAudioElement>(null);
  const play = () => {
    const el = audio.current;
    if (!el) return;
    el.currentTime = 0;
    void el.play()?.catch(() => undefined);
  };
  useEffect(play, [src]);
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<VolumeUpIcon />} onClick={play}>
        {t('yekverse.dialogue.listen')}
      </Button>
      <audio ref={audio} src={src} preload="auto" />
    </>
  );
}
