import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SPEEDS = [0.75, 0.9, 1, 1.25];

/** The listening audio with the browser's controls and a speed choice. */
export function AudioPlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState(1);
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);
  return (
    <Stack
      sx={{ alignItems: { sm: 'center' } }}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
    >
      <audio
        ref={ref}
        controls
        preload="metadata"
        src={src}
        style={{ width: '100%', maxWidth: 480 }}
      />
      <TextField
        select
        size="small"
        label={t('tasks.audio.speed')}
        value={speed}
        onChange={(e) => setSpeed(Number(e.target.value))}
        sx={{ width: 120 }}
      >
        {SPEEDS.map((s) => (
          <MenuItem key={s} value={s}>
            {s}×
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
