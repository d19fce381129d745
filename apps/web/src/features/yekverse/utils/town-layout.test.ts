import { YEKVERSE_PLACES } from '@yek/contracts/content-yekverse';
import { describe, expect, it } from 'vitest';
import {
  AVATAR_START,
  doorwayAt,
  footprint,
  isWalkable,
  moveWithin,
  OBSTACLES,
  placeAt,
  overlaps,
  PLACE_LAYOUTS,
  WALKABLE,
} from './town-layout';

describe('town layout', () => {
  it('lays out every place once, with buildings that neither overlap each other nor the streets', () => {
    const areas = YEKVERSE_PLACES.map((id) => footprint(PLACE_LAYOUTS[id]));
    expect(areas).toHaveLength(6);
    areas.forEach((a, i) => {
      areas.slice(i + 1).forEach((b) => expect(overlaps(a, b)).toBe(false));
      WALKABLE.forEach((street) => expect(overlaps(a, street)).toBe(false));
    });
  });

  it('puts every door on a street, inside its own doorway and no other', () => {
    for (const id of YEKVERSE_PLACES) {
      const { door } = PLACE_LAYOUTS[id];
      expect(isWalkable(door), id).toBe(true);
      expect(doorwayAt(door)).toBe(id);
    }
    expect(isWalkable(AVATAR_START)).toBe(true);
    expect(doorwayAt(AVATAR_START)).toBeNull();
  });
});

describe('moveWithin', () => {
  it('walks freely along the street', () => {
    expect(moveWithin({ x: 0, z: 0 }, 1, 0.5)).toEqual({ x: 1, z: 0.5 });
  });

  it('stops at a house front and slides along it', () => {
    const atFront = { x: -30, z: -5.5 };
    expect(moveWithin(atFront, 0.5, -1)).toEqual({ x: -29.5, z: -5.5 });
  });

  it('keeps the avatar out of the fountain and away from the characters', () => {
    const southOfFountain = { x: 0, z: -26.1 };
    expect(moveWithin(southOfFountain, 0, -1)).toEqual(southOfFountain);
    for (const obstacle of OBSTACLES) {
      const middle = {
        x: (obstacle.minX + obstacle.maxX) / 2,
        z: (obstacle.minZ + obstacle.maxZ) / 2,
      };
      expect(isWalkable(middle)).toBe(false);
    }
  });

  it('turns from the main street into the north street without catching on the corner', () => {
    let p = { x: 0, z: 0 };
    for (let i = 0; i < 40; i++) p = moveWithin(p, 0, -0.5);
    expect(p.z).toBeLessThan(-19);
  });
});

describe('placeAt', () => {
  it('names the place a click on a building lands on, and none on the street', () => {
    expect(placeAt({ x: -34, z: -10 })).toBe('cafe');
    expect(placeAt({ x: 56, z: 5 })).toBe('airport-checkin');
    expect(placeAt({ x: -56, z: -8 })).toBe('train-station');
    expect(placeAt({ x: 0, z: 0 })).toBeNull();
  });
});
