import Box from '@mui/material/Box';
import { useRef, useState, type PointerEvent } from 'react';
import { joystickVector, knobOffset, STILL } from '../../utils/joystick';
import type { TownControls } from './town-controls';

const SIZE = 128;
const RADIUS = SIZE / 2 - 12;

/**
 * The on-screen pad for phones: dragging the knob walks the avatar that way. Keyboard users have
 * the keys and everyone has the places menu, so the pad is left out of the accessibility tree.
 */
export function TownJoystick({ controls }: { controls: TownControls }) {
  const pad = useRef<HTMLDivElement>(null);
  const [knob, setKnob] = useState({ x: 0, y: 0 });

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const rect = pad.current?.getBoundingClientRect();
    if (!rect) return;
    const center = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    const pointer = { x: event.clientX, y: event.clientY };
    controls.pad = joystickVector(center, pointer, RADIUS);
    if (controls.pad !== STILL) controls.stopWalk();
    setKnob(knobOffset(center, pointer, RADIUS));
    controls.invalidate();
  };

  const release = () => {
    controls.pad = STILL;
    setKnob({ x: 0, y: 0 });
  };

  return (
    <Box
      ref={pad}
      aria-hidden
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        follow(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) follow(event);
      }}
      onPointerUp={release}
      onPointerCancel={release}
      sx={{
        position: 'absolute',
        left: 24,
        bottom: 24,
        width: SIZE,
        height: SIZE,
        borderRadius: '50%',
        bgcolor: 'rgba(255,255,255,0.35)',
        border: '3px solid rgba(255,255,255,0.85)',
        boxShadow: 2,
        touchAction: 'none',
        userSelect: 'none',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: '50%',
          top: '50%',
          width: 56,
          height: 56,
          ml: '-28px',
          mt: '-28px',
          borderRadius: '50%',
          bgcolor: 'rgba(255,255,255,0.95)',
          boxShadow: 3,
          pointerEvents: 'none',
        }}
        style={{ transform: `translate(${knob.x}px, ${knob.y}px)` }}
      />
    </Box>
  );
}
