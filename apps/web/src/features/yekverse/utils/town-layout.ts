import { YEKVERSE_PLACES, type YekversePlaceId } from '@yek/contracts/content-yekverse';

/**
 * The town's plan on the ground (x to the east, z to the south, in metres). The camera looks north
 * from the south, so every place sits where its front and its sign face the learner: four along
 * the north side of the main street, the airport closing its east end, the station its west end.
 * The south side holds only low houses and a park, which never hide the avatar.
 */

export interface Point {
  x: number;
  z: number;
}

/** An axis-aligned rectangle on the ground. */
export interface Area {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

export interface PlaceLayout {
  id: YekversePlaceId;
  /** Centre of the building's footprint. */
  center: Point;
  width: number;
  depth: number;
  height: number;
  /** The side the door is on: the building turns to face the street. */
  facing: 'south' | 'east' | 'west';
  /** Where the learner stands to go in. */
  door: Point;
  /** Stepping in here enters the place. */
  doorway: Area;
  /** Where the place's character waits, beside the door. */
  character: Point;
  wall: string;
  trim: string;
  roof: string;
}

const AVATAR_RADIUS = 0.4;
export const AVATAR_START: Point = { x: 0, z: 2 };

const MAIN_STREET: Area = { minX: -48, maxX: 48, minZ: -6, maxZ: 6 };
/** The road inside the main street; the rest of it is pavement. */
export const MAIN_ROAD: Area = { minX: -48, maxX: 48, minZ: -3.5, maxZ: 3.5 };
/** Runs north from the main street to the square; overlaps both so the joins have no seam. */
export const NORTH_STREET: Area = { minX: -4, maxX: 4, minZ: -25, maxZ: -3 };
export const SQUARE: Area = { minX: -9, maxX: 9, minZ: -34, maxZ: -24 };
export const FOUNTAIN: Point = { x: 0, z: -29 };

/** Where a walker may stand: the union of these. */
export const WALKABLE: readonly Area[] = [MAIN_STREET, NORTH_STREET, SQUARE];

function around(center: Point, half: number): Area {
  return {
    minX: center.x - half,
    maxX: center.x + half,
    minZ: center.z - half,
    maxZ: center.z + half,
  };
}

const NORTH_FRONT_Z = -6.5;

function northPlace(
  id: YekversePlaceId,
  x: number,
  size: { width: number; depth: number; height: number },
  colours: Pick<PlaceLayout, 'wall' | 'trim' | 'roof'>,
): PlaceLayout {
  return {
    id,
    center: { x, z: NORTH_FRONT_Z - size.depth / 2 },
    ...size,
    facing: 'south',
    door: { x, z: -5.2 },
    doorway: { minX: x - 1.4, maxX: x + 1.4, minZ: -6, maxZ: -4.3 },
    character: { x: x + 2.3, z: -5.3 },
    ...colours,
  };
}

function endPlace(
  id: YekversePlaceId,
  side: 'east' | 'west',
  colours: Pick<PlaceLayout, 'wall' | 'trim' | 'roof'>,
): PlaceLayout {
  const sign = side === 'east' ? 1 : -1;
  return {
    id,
    center: { x: sign * 56, z: 0 },
    // Width runs along the front (north to south here), depth away from the street.
    width: 18,
    depth: 14,
    height: 6.5,
    facing: side === 'east' ? 'west' : 'east',
    door: { x: sign * 47.2, z: 0 },
    doorway: { minX: sign * 47.5 - 1, maxX: sign * 47.5 + 1, minZ: -1.6, maxZ: 1.6 },
    character: { x: sign * 47.1, z: -2.6 },
    ...colours,
  };
}

export const PLACE_LAYOUTS: Record<YekversePlaceId, PlaceLayout> = {
  cafe: northPlace(
    'cafe',
    -34,
    { width: 10, depth: 8, height: 5 },
    { wall: '#f3d9b1', trim: '#8b4a2b', roof: '#b5533c' },
  ),
  'hotel-reception': northPlace(
    'hotel-reception',
    -17,
    { width: 12, depth: 10, height: 11 },
    { wall: '#9fb7d9', trim: '#2f4f7f', roof: '#3b4a63' },
  ),
  'doctors-surgery': northPlace(
    'doctors-surgery',
    17,
    { width: 11, depth: 9, height: 6 },
    { wall: '#f4f6f6', trim: '#2e9d6a', roof: '#7a8f99' },
  ),
  shop: northPlace(
    'shop',
    34,
    { width: 11, depth: 8, height: 5.5 },
    { wall: '#f2b8c6', trim: '#8e3b6e', roof: '#6d3d5e' },
  ),
  'airport-checkin': endPlace('airport-checkin', 'east', {
    wall: '#dfe7ee',
    trim: '#1f6fb2',
    roof: '#9aa9b5',
  }),
  'train-station': endPlace('train-station', 'west', {
    wall: '#d9b48f',
    trim: '#6b3f22',
    roof: '#5b6b4d',
  }),
};

export const PLACE_ORDER: readonly YekversePlaceId[] = YEKVERSE_PLACES;

/** Things a walker bumps into inside the streets: the fountain and the characters. */
export const OBSTACLES: readonly Area[] = [
  around(FOUNTAIN, 2.4),
  ...PLACE_ORDER.map((id) => around(PLACE_LAYOUTS[id].character, 0.45)),
];

/** `p` lies in `area`, at least `margin` in from its edges (a negative margin reaches past them). */
export function inside(area: Area, p: Point, margin = 0): boolean {
  return (
    p.x >= area.minX + margin &&
    p.x <= area.maxX - margin &&
    p.z >= area.minZ + margin &&
    p.z <= area.maxZ - margin
  );
}

/** The avatar (a circle of AVATAR_RADIUS) fits here: on a street and clear of every obstacle. */
export function isWalkable(p: Point): boolean {
  if (!WALKABLE.some((area) => inside(area, p, AVATAR_RADIUS))) return false;
  return !OBSTACLES.some((area) => inside(area, p, -AVATAR_RADIUS));
}

/**
 * Moves by (dx, dz) as far as the streets allow. A blocked move slides along the wall on the
 * free axis, so walking into a house front at an angle still moves the avatar along it.
 */
export function moveWithin(from: Point, dx: number, dz: number): Point {
  const candidates: Point[] = [
    { x: from.x + dx, z: from.z + dz },
    { x: from.x + dx, z: from.z },
    { x: from.x, z: from.z + dz },
  ];
  return candidates.find(isWalkable) ?? from;
}

/** The place whose doorway the point stands in, if any. */
export function doorwayAt(p: Point): YekversePlaceId | null {
  return PLACE_ORDER.find((id) => inside(PLACE_LAYOUTS[id].doorway, p)) ?? null;
}

/** The footprint of a building, for clicks and for keeping walkers out. */
export function footprint(place: PlaceLayout): Area {
  const halfX = (place.facing === 'south' ? place.width : place.depth) / 2;
  const halfZ = (place.facing === 'south' ? place.depth : place.width) / 2;
  return {
    minX: place.center.x - halfX,
    maxX: place.center.x + halfX,
    minZ: place.center.z - halfZ,
    maxZ: place.center.z + halfZ,
  };
}

export function overlaps(a: Area, b: Area): boolean {
  return a.minX < b.maxX && b.minX < a.maxX && a.minZ < b.maxZ && b.minZ < a.maxZ;
}

/** The place whose building (or the sign and character just in front of it) is at this point. */
export function placeAt(p: Point): YekversePlaceId | null {
  const reach = 1.5;
  return (
    PLACE_ORDER.find((id) => {
      const area = footprint(PLACE_LAYOUTS[id]);
      return inside(
        {
          minX: area.minX - reach,
          maxX: area.maxX + reach,
          minZ: area.minZ - reach,
          maxZ: area.maxZ + reach,
        },
        p,
      );
    }) ?? null
  );
}
