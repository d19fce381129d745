import type { TFunction } from 'i18next';

/** "3 dk 20 sn", "45 sn", "12 dk": a part's time, in the page's language. */
export function formatDuration(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('tasks.moments.seconds', { count: rest });
  if (rest === 0 || minutes >= 10) return t('tasks.moments.minutes', { count: minutes });
  return t('tasks.moments.minutesSeconds', { minutes, seconds: rest });
}
