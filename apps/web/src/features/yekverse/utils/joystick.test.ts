import { describe, expect, it } from 'vitest';
import { combine, joystickVector, keysVector, knobOffset } from './joystick';

const center = { x: 100, y: 100 };

describe('joystickVector', () => {
  it('ignores a thumb resting near the centre', () => {
    expect(joystickVector(center, { x: 105, y: 100 }, 50)).toEqual({ x: 0, z: 0 });
  });

  it('walks north when the thumb goes up, at full speed at the rim and beyond', () => {
    const up = joystickVector(center, { x: 100, y: 0 }, 50);
    expect(up.x).toBeCloseTo(0);
    expect(up.z).toBeCloseTo(-1);
  });

  it('grows with the distance from the centre', () => {
    const half = joystickVector(center, { x: 125, y: 100 }, 50);
    expect(half.x).toBeGreaterThan(0.3);
    expect(half.x).toBeLessThan(0.7);
    expect(half.z).toBeCloseTo(0);
  });

  it('keeps the knob inside the rim', () => {
    expect(knobOffset(center, { x: 100, y: 300 }, 50)).toEqual({ x: 0, y: 50 });
    expect(knobOffset(center, { x: 110, y: 90 }, 50)).toEqual({ x: 10, y: -10 });
  });
});

describe('keysVector', () => {
  it('reads WASD and the arrows, and diagonals are no faster', () => {
    expect(keysVector(['KeyW'])).toEqual({ x: 0, z: -1 });
    expect(keysVector(['ArrowLeft'])).toEqual({ x: -1, z: 0 });
    const diagonal = keysVector(['KeyD', 'ArrowDown']);
    expect(Math.hypot(diagonal.x, diagonal.z)).toBeCloseTo(1);
    expect(keysVector(['KeyW', 'KeyS'])).toEqual({ x: 0, z: 0 });
    expect(keysVector(['KeyQ'])).toEqual({ x: 0, z: 0 });
  });

  it('adds the pad to the keys without going over full speed', () => {
    const both = combine({ x: 1, z: 0 }, { x: 0.5, z: 0 });
    expect(both).toEqual({ x: 1, z: 0 });
  });
});
