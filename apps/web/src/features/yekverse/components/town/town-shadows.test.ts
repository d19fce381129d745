import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { PLACE_LAYOUTS } from '../../utils/town-layout';
import { lampSpots, treeSpots } from './town-geometry';
import {
  shadowHeight,
  buildShadowGeometry,
  groundHeight,
  SHADOW_DARKNESS,
  shadowSpots,
} from './town-shadows';

describe('the town’s shadows', () => {
  it('lie on the ground each thing stands on: road, pavement or grass', () => {
    expect(groundHeight({ x: 0, z: 0 })).toBe(0.14);
    expect(groundHeight({ x: 0, z: 5 })).toBe(0.12);
    expect(groundHeight({ x: 0, z: -30 })).toBe(0.12);
    expect(groundHeight({ x: 30, z: -30 })).toBe(0);
    expect(shadowHeight({ x: 0, z: 0 })).toBeGreaterThan(0.14);
  });

  it('are dark in the middle and fade out at the rim', () => {
    const geometry = buildShadowGeometry(8);
    const position = geometry.getAttribute('position');
    const colour = geometry.getAttribute('color');
    expect(colour.itemSize).toBe(4);
    for (let i = 0; i < position.count; i++) {
      const radius = Math.hypot(position.getX(i), position.getZ(i));
      expect(position.getY(i)).toBe(0);
      expect(colour.getW(i)).toBeCloseTo(radius > 0.99 ? 0 : SHADOW_DARKNESS);
      expect(colour.getX(i) + colour.getY(i) + colour.getZ(i)).toBe(0);
    }
    // Every triangle faces up, towards the camera: the material is one-sided.
    const corner = (i: number) => new Vector3().fromBufferAttribute(position, i);
    for (let i = 0; i < position.count; i += 3) {
      const normal = corner(i + 1)
        .sub(corner(i))
        .cross(corner(i + 2).sub(corner(i)));
      expect(normal.y).toBeGreaterThan(0);
    }
  });

  it('fall under every tree, lamp and character, just above their ground', () => {
    const spots = shadowSpots();
    const characters = Object.values(PLACE_LAYOUTS).map((p) => p.character);
    expect(spots).toHaveLength(treeSpots().length + lampSpots().length + characters.length);
    for (const c of characters)
      expect(spots.some((s) => s.x === c.x && s.z === c.z && s.y > groundHeight(c))).toBe(true);
    for (const s of spots) {
      expect(s.y - groundHeight(s)).toBeGreaterThan(0);
      expect(s.y - groundHeight(s)).toBeLessThan(0.05);
      expect(s.scale).toBeGreaterThan(0);
    }
  });
});
