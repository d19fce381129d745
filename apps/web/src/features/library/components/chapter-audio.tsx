import type { BookChapter } from '@yek/contracts/book';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { spokenWord } from '../utils/reader-words';

const SPEEDS = [0.75, 0.9, 1, 1.15, 1.3] as const;

/** A chapter's recording with a speed choice; tells the reader which word is being spoken. */
export function ChapterAudio({
  audio,
  autoPlay,
  onPlay,
  onWord,
  onEnded,
}: {
  audio: NonNullable<BookChapter['audio']>;
  autoPlay: boolean;
  onPlay: () => void;
  onWord: (index: number | null) => void;
  onEnded: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState<number>(1);
  const last = useRef<number | null>(null);

  useEffect(() => {
    if (ref.current) ref.current.playbackRate = speed;
  }, [speed]);
  useEffect(() => {
    // The next chapter plays on when the previous one was playing.
    if (autoPlay) void ref.current?.play().catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when this chapter mounts
  }, []);

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <audio
        ref={ref}
        src={audio.url}
        controls
        preload="metadata"
        aria-label={t('library.reader.audio')}
        style={{ width: '100%', maxWidth: 520 }}
        onPlay={onPlay}
        onEnded={onEnded}
        onTimeUpdate={(e) => {
          const index = spokenWord(audio.timings, e.currentTarget.currentTime * 1000);
          if (index !== last.current) {
            last.current = index;
            onWord(index);
          }
        }}
      />
      <TextField
        select
        size="small"
        label={t('library.reader.speed')}
        value={String(speed)}
        onChange={(e) => setSpeed(Number(e.target.value))}
        sx={{ minWidth: 110 }}
      >
        {SPEEDS.map((s) => (
          <MenuItem key={s} value={String(s)}>
            {s}×
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
