import { BufferGeometry, Float32BufferAttribute, MeshBasicMaterial } from 'three';
import { inside, MAIN_ROAD, PLACE_LAYOUTS, WALKABLE, type Point } from '../../utils/town-layout';
import { lampSpots, treeSpots } from './town-geometry';

/**
 * Soft round shadows under what stands in the town (trees, lamps, the characters, the avatar),
 * so nothing seems to float above the ground. Shadow maps would cost a second render of the
 * scene each frame on the phones the town is made for; a dark disc that fades to its rim costs
 * one draw call for all the still things and one for the avatar.
 */

/** How dark a shadow is at its middle (its alpha); it fades to nothing at its rim. */
export const SHADOW_DARKNESS = 0.3;
/** Lifted this much above the ground it lies on, so the ground never shows through it. */
const LIFT = 0.03;

/** The top of the ground at a point: the road, the pavements and the square, or the grass. */
export function groundHeight(p: Point): number {
  if (inside(MAIN_ROAD, p)) return 0.14;
  if (WALKABLE.some((area) => inside(area, p))) return 0.12;
  return 0;
}

/**
 * A flat disc of radius 1 in the ground's plane, facing up: black, at SHADOW_DARKNESS in its inner
 * half and clear at its rim, in RGBA vertex colours (no texture to make or load).
 */
export function buildShadowGeometry(segments = 24): BufferGeometry {
  const positions: number[] = [];
  const colours: number[] = [];
  const inner = 0.5;
  const vertex = (radius: number, angle: number, alpha: number) => {
    positions.push(Math.cos(angle) * radius, 0, Math.sin(angle) * radius);
    colours.push(0, 0, 0, alpha);
  };
  for (let i = 0; i < segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const b = ((i + 1) / segments) * Math.PI * 2;
    vertex(0, 0, SHADOW_DARKNESS);
    vertex(inner, b, SHADOW_DARKNESS);
    vertex(inner, a, SHADOW_DARKNESS);
    vertex(inner, a, SHADOW_DARKNESS);
    vertex(inner, b, SHADOW_DARKNESS);
    vertex(1, b, 0);
    vertex(inner, a, SHADOW_DARKNESS);
    vertex(1, b, 0);
    vertex(1, a, 0);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('color', new Float32BufferAttribute(colours, 4));
  return geometry;
}

/**
 * Drawn after the solid scene, without hiding what is behind it. One-sided: the camera is always
 * above the ground, and a two-sided transparent mesh is drawn twice.
 */
export function buildShadowMaterial(): MeshBasicMaterial {
  return new MeshBasicMaterial({ vertexColors: true, transparent: true, depthWrite: false });
}

export interface ShadowSpot {
  x: number;
  y: number;
  z: number;
  scale: number;
}

/** The height a shadow lies at under something standing at `p`. */
export const shadowHeight = (p: Point): number => groundHeight(p) + LIFT;

const spot = (p: Point, radius: number): ShadowSpot => ({
  x: p.x,
  y: shadowHeight(p),
  z: p.z,
  scale: radius,
});

/** Where the still things' shadows lie, each as wide as what casts it. */
export function shadowSpots(): ShadowSpot[] {
  return [
    ...treeSpots().map((tree) => spot(tree, 1.5 * tree.scale)),
    ...lampSpots().map((lamp) => spot(lamp, 0.45)),
    ...Object.values(PLACE_LAYOUTS).map((place) => spot(place.character, 0.55)),
  ];
}
