import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Canvas } from '@react-three/fiber';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { use, useCallback, useEffect, useMemo, useRef, useState, type JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { loadTexts } from '../../../../lib/i18n';
import { isWalkKey } from '../../utils/joystick';
import { goToPlace } from '../../utils/town-walker';
import { createTownControls } from './town-controls';
import { TownJoystick } from './town-joystick';
import { TownOverlay } from './town-overlay';
import { SKY, TownScene } from './town-scene';
import type { TownPlace } from './town-types';

export interface YekverseTownProps {
  places: TownPlace[];
  /** The learner reached a place (walked into its doorway, or clicked it / chose it from the places menu). */
  onEnterPlace: (id: YekversePlaceId) => void;
  /** While a dialogue is open the town takes no keys and no clicks. */
  paused: boolean;
  /** The town's first frame has been drawn (for the route to hide its loading state). */
  onReady?: () => void;
}

// The town's texts travel with its chunk: whoever lazy-loads the town gets them too.
const TEXTS = loadTexts('yekverse-town');

/** Keys typed into a field or pressed with a modifier are not for walking. */
function forTheTown(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  if (!target) return true;
  if (target.isContentEditable) return false;
  if (['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return false;
  // Inside the places menu the arrow keys belong to the list.
  return !target.closest('nav');
}

/**
 * Yekverse's town: a low-poly street of six places the learner walks to. The 3D view draws only
 * when something moves (frameloop "demand"), at most 1.5 device pixels per CSS pixel, and reports
 * its first frame and draw calls on the wrapper (data-first-frame-ms, data-draw-calls).
 */
export function YekverseTown({
  places,
  onEnterPlace,
  paused,
  onReady,
}: YekverseTownProps): JSX.Element {
  use(TEXTS);
  const { t } = useTranslation();
  const wrapper = useRef<HTMLDivElement>(null);
  const [walkingTo, setWalkingTo] = useState<YekversePlaceId | null>(null);
  const controls = useMemo(() => createTownControls(setWalkingTo), []);
  const touch = useMediaQuery('(pointer: coarse), (max-width: 600px)');
  const latest = useRef({ onEnterPlace, onReady, paused });
  useEffect(() => {
    latest.current = { onEnterPlace, onReady, paused };
  });

  const enter = useCallback((id: YekversePlaceId) => latest.current.onEnterPlace(id), []);
  const choose = useCallback(
    (id: YekversePlaceId) => void goToPlace(controls, id, enter),
    [controls, enter],
  );

  const drawn = useRef({ frames: 0, calls: -1 });
  const onFrame = useCallback((calls: number) => {
    const element = wrapper.current;
    if (!element) return;
    if (drawn.current.frames++ === 0) {
      element.setAttribute('data-first-frame-ms', performance.now().toFixed(0));
      latest.current.onReady?.();
    }
    if (calls !== drawn.current.calls) {
      drawn.current.calls = calls;
      element.setAttribute('data-draw-calls', String(calls));
    }
  }, []);

  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (latest.current.paused || !isWalkKey(event.code) || !forTheTown(event)) return;
      event.preventDefault();
      controls.stopWalk();
      controls.keys.add(event.code);
      controls.invalidate();
    };
    const up = (event: KeyboardEvent) => {
      controls.keys.delete(event.code);
    };
    const release = () => controls.release();
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', release);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', release);
      controls.stopWalk();
    };
  }, [controls]);

  const walkingName = walkingTo
    ? (places.find((p) => p.id === walkingTo)?.name ?? walkingTo)
    : null;

  return (
    <Box
      ref={wrapper}
      role="region"
      aria-label={t('yekverse-town.town')}
      sx={{ position: 'absolute', inset: 0, overflow: 'hidden', bgcolor: SKY }}
    >
      <Canvas
        flat
        frameloop="demand"
        dpr={[1, 1.5]}
        gl={{ antialias: true, powerPreference: 'high-performance' }}
        camera={{ fov: 45, near: 0.5, far: 260, position: [0, 15, 16] }}
        role="img"
        aria-label={t('yekverse-town.scene')}
        style={{ position: 'absolute', inset: 0 }}
      >
        <TownScene
          places={places}
          controls={controls}
          paused={paused}
          onEnterPlace={enter}
          onChoosePlace={choose}
          onFrame={onFrame}
        />
      </Canvas>
      <TownOverlay
        places={places}
        paused={paused}
        walker={controls}
        onEnterPlace={enter}
        walkingTo={walkingName}
        touch={touch}
      />
      {touch && !paused && <TownJoystick controls={controls} />}
    </Box>
  );
}
