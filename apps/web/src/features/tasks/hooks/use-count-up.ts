import { useEffect, useState } from 'react';

/**
 * A number that counts from `from` to `to` over `ms` once shown; at once where the learner asked
 * for less motion.
 */
export function useCountUp(from: number, to: number, ms = 900): number {
  const reduced =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const [value, setValue] = useState(reduced ? to : from);
  useEffect(() => {
    if (reduced || from === to || typeof requestAnimationFrame !== 'function') {
      setValue(to);
      return;
    }
    let frame = 0;
    const start = performance.now();
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / ms);
      setValue(Math.round(from + (to - from) * k));
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [from, to, ms, reduced]);
  return value;
}
