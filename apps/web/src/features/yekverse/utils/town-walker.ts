import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { PLACE_LAYOUTS, type Point } from './town-layout';

/** Walks the avatar to a place and says whether it got there (false: stopped on the way). */
export interface TownWalker {
  walkTo: (id: YekversePlaceId) => Promise<boolean>;
}

/** Metres a second. */
export const WALK_SPEED = 6;

const near = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.z - b.z) < 0.05;

/**
 * The corners of the way to a place's door. The streets are straight, so the way is: out of the
 * square and the north street to the main street's middle line, along it, then to the door. That
 * line is clear of every obstacle, which lets the walk skip collision tests.
 */
export function planWalk(from: Point, id: YekversePlaceId): Point[] {
  const door = PLACE_LAYOUTS[id].door;
  const points: Point[] = [];
  if (from.z < -24.5) {
    // In the square: round the fountain on its side, then into the north street.
    const side = from.x < 0 ? -4.5 : 4.5;
    if (Math.abs(from.x) < 3.5) points.push({ x: side, z: from.z });
    points.push({ x: Math.abs(from.x) < 3.5 ? side : from.x, z: -24.5 }, { x: 0, z: -24.5 });
  }
  if (from.z < -5) {
    points.push({ x: 0, z: 0 });
  } else {
    points.push({ x: from.x, z: 0 });
  }
  points.push({ x: door.x, z: 0 }, door);
  const path: Point[] = [];
  let last = from;
  for (const point of points) {
    if (near(point, last)) continue;
    path.push(point);
    last = point;
  }
  return path;
}

/** Moves `distance` metres along the path; returns where that lands and the corners still ahead. */
export function stepAlong(
  from: Point,
  path: readonly Point[],
  distance: number,
): { position: Point; path: Point[] } {
  let position = from;
  let left = distance;
  const rest = [...path];
  while (rest.length > 0) {
    const next = rest[0] as Point;
    const gap = Math.hypot(next.x - position.x, next.z - position.z);
    if (gap > left) {
      const share = left / gap;
      position = {
        x: position.x + (next.x - position.x) * share,
        z: position.z + (next.z - position.z) * share,
      };
      return { position, path: rest };
    }
    left -= gap;
    position = next;
    rest.shift();
  }
  return { position, path: rest };
}

/** The learner chose a place (menu or click): walk there, then enter it if the walk was not stopped. */
export async function goToPlace(
  walker: TownWalker,
  id: YekversePlaceId,
  onEnterPlace: (id: YekversePlaceId) => void,
): Promise<void> {
  if (await walker.walkTo(id)) onEnterPlace(id);
}
