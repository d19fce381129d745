import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

function left(deadline: string): number {
  return Math.max(0, Math.floor((new Date(deadline).getTime() - Date.now()) / 1000));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left of a timed paper; calls onTimeUp once when it reaches zero. */
export function ExamTimer({ deadline, onTimeUp }: { deadline: string; onTimeUp: () => void }) {
  const { t } = useTranslation();
  const [seconds, setSeconds] = useState(() => left(deadline));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left(deadline)), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  useEffect(() => {
    if (seconds === 0) onTimeUp();
  }, [seconds, onTimeUp]);
  const time = `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
  return (
    <Typography
      role="timer"
      aria-live="off"
      color={seconds < 300 ? 'warning.main' : 'text.primary'}
      sx={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {t('exams.level.timeLeft', { time })}
    </Typography>
  );
}
