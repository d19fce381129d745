import { useRef, useState } from 'react';

/**
 * A recording played from the start by one press and stopped by the next: the state for the
 * press's button (`playing`, `toggle`) and the `<audio>` element to render beside it.
 */
export function usePressToPlay(src: string) {
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (playing) {
      el.pause();
      return;
    }
    el.currentTime = 0;
    void el.play()?.catch(() => setPlaying(false));
  };
  const element = (
    <audio
      ref={audio}
      src={src}
      preload="none"
      onPlay={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      onEnded={() => setPlaying(false)}
    />
  );
  return { playing, toggle, element };
}
