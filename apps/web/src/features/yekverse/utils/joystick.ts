/** A direction to walk in: x to the east, z to the south, length 0 to 1. */
export interface WalkVector {
  x: number;
  z: number;
}

export const STILL: WalkVector = { x: 0, z: 0 };

/** Below this share of the radius a thumb resting on the pad does not move the avatar. */
const JOYSTICK_DEAD_ZONE = 0.15;

/**
 * Turns a pointer on the on-screen pad into a walk direction. Screen y grows downwards and the
 * town's z grows towards the viewer, so up on the pad is north. The length grows from the dead
 * zone to the rim and stops there, so a thumb past the rim walks at full speed.
 */
export function joystickVector(
  center: { x: number; y: number },
  pointer: { x: number; y: number },
  radius: number,
): WalkVector {
  const dx = pointer.x - center.x;
  const dy = pointer.y - center.y;
  const distance = Math.hypot(dx, dy);
  if (radius <= 0 || distance <= radius * JOYSTICK_DEAD_ZONE) return STILL;
  const strength = Math.min(1, (distance / radius - JOYSTICK_DEAD_ZONE) / (1 - JOYSTICK_DEAD_ZONE));
  return { x: (dx / distance) * strength, z: (dy / distance) * strength };
}

/** The knob's offset from the pad's centre, kept inside the rim. */
export function knobOffset(
  center: { x: number; y: number },
  pointer: { x: number; y: number },
  radius: number,
): { x: number; y: number } {
  const dx = pointer.x - center.x;
  const dy = pointer.y - center.y;
  const distance = Math.hypot(dx, dy);
  if (distance <= radius) return { x: dx, y: dy };
  return { x: (dx / distance) * radius, y: (dy / distance) * radius };
}

const KEY_DIRECTIONS: Record<string, WalkVector> = {
  KeyW: { x: 0, z: -1 },
  ArrowUp: { x: 0, z: -1 },
  KeyS: { x: 0, z: 1 },
  ArrowDown: { x: 0, z: 1 },
  KeyA: { x: -1, z: 0 },
  ArrowLeft: { x: -1, z: 0 },
  KeyD: { x: 1, z: 0 },
  ArrowRight: { x: 1, z: 0 },
};

export function isWalkKey(code: string): boolean {
  return code in KEY_DIRECTIONS;
}

/** The direction of the held keys, at most length 1 (diagonals are not faster). */
export function keysVector(held: Iterable<string>): WalkVector {
  let x = 0;
  let z = 0;
  for (const code of new Set(held)) {
    const direction = KEY_DIRECTIONS[code];
    if (!direction) continue;
    x += direction.x;
    z += direction.z;
  }
  const length = Math.hypot(x, z);
  if (length === 0) return STILL;
  return length > 1 ? { x: x / length, z: z / length } : { x, z };
}

/** Keys and pad together; the stronger wins each axis and the sum stays within length 1. */
export function combine(a: WalkVector, b: WalkVector): WalkVector {
  const x = a.x + b.x;
  const z = a.z + b.z;
  const length = Math.hypot(x, z);
  return length > 1 ? { x: x / length, z: z / length } : { x, z };
}
