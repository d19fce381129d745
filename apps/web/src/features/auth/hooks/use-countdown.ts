import { useCallback, useEffect, useState } from 'react';

/** Seconds left before an action may be repeated; counts down once a second. */
export function useCountdown(initialSeconds: number) {
  const [seconds, setSeconds] = useState(initialSeconds);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const restart = useCallback((value: number) => setSeconds(value), []);
  return { seconds, restart };
}
