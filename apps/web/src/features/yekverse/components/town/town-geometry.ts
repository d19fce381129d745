import { BufferGeometry, Float32BufferAttribute, Matrix4, Quaternion, Euler, Vector3 } from 'three';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import {
  footprint,
  FOUNTAIN,
  MAIN_ROAD,
  NORTH_STREET,
  overlaps,
  PLACE_LAYOUTS,
  SQUARE,
  WALKABLE,
  type Area,
} from '../../utils/town-layout';
import { figure, GeometryBatch } from './geometry-batch';
import { buildPlaces, type SignSpot } from './town-buildings';
import { signCell } from './sign-atlas';

const GRASS = '#8cc56a';
const ROAD = '#5d6470';
const PAVEMENT = '#d9d4c7';
const KERB = '#b9b3a5';

/** A deterministic random sequence, so the town looks the same on every visit. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function flat(batch: GeometryBatch, area: Area, colour: string, y: number, thickness = 0.02) {
  batch.box([area.maxX - area.minX, thickness, area.maxZ - area.minZ], colour, [
    (area.minX + area.maxX) / 2,
    y,
    (area.minZ + area.maxZ) / 2,
  ]);
}

function streets(batch: GeometryBatch) {
  batch.box([420, 0.2, 420], GRASS, [0, -0.2, 0]);
  flat(batch, { minX: -49, maxX: 49, minZ: -6.2, maxZ: 6.2 }, KERB, 0, 0.1);
  flat(batch, { minX: -48.8, maxX: 48.8, minZ: -6, maxZ: 6 }, PAVEMENT, 0, 0.12);
  flat(batch, MAIN_ROAD, ROAD, 0, 0.14);
  for (let x = -46; x < 46; x += 4) batch.box([2, 0.02, 0.22], '#f4f1e6', [x + 1, 0.14, 0]);
  for (let z = -3; z <= 3; z += 1) batch.box([2.6, 0.02, 0.5], '#f4f1e6', [-8, 0.14, z]);
  for (let z = -3; z <= 3; z += 1) batch.box([2.6, 0.02, 0.5], '#f4f1e6', [8, 0.14, z]);
  flat(batch, NORTH_STREET, PAVEMENT, 0, 0.12);
  flat(batch, { minX: -2.2, maxX: 2.2, minZ: -24, maxZ: -6 }, '#c9b99a', 0, 0.13);
  flat(batch, SQUARE, '#e3d3b4', 0, 0.12);
  for (let x = SQUARE.minX + 1.5; x < SQUARE.maxX; x += 3)
    for (let z = SQUARE.minZ + 1.5; z < SQUARE.maxZ; z += 3)
      batch.box([1.4, 0.02, 1.4], '#d6c29d', [x, 0.12, z]);
  // The fountain in the square.
  batch.cylinder(2.2, 0.7, '#b8b2a6', [FOUNTAIN.x, 0, FOUNTAIN.z], 10);
  batch.cylinder(1.9, 0.1, '#5fb3e0', [FOUNTAIN.x, 0.62, FOUNTAIN.z], 10);
  batch.cylinder(0.35, 1.6, '#b8b2a6', [FOUNTAIN.x, 0.6, FOUNTAIN.z], 6);
  batch.cylinder(0.9, 0.25, '#b8b2a6', [FOUNTAIN.x, 2.1, FOUNTAIN.z], 8);
  batch.cone(0.5, 0.8, '#8fd0f0', [FOUNTAIN.x, 2.3, FOUNTAIN.z], 6);
  // The end places' forecourts.
  flat(batch, { minX: 48, maxX: 50, minZ: -4, maxZ: 4 }, PAVEMENT, 0, 0.12);
  flat(batch, { minX: -50, maxX: -48, minZ: -4, maxZ: 4 }, PAVEMENT, 0, 0.12);
}

function bench(batch: GeometryBatch, x: number, z: number, turn: number) {
  batch.within(x, z, turn, () => {
    batch.box([1.8, 0.12, 0.5], '#9c6b3f', [0, 0.45, 0]);
    batch.box([1.8, 0.5, 0.1], '#9c6b3f', [0, 0.55, -0.25]);
    batch.box([0.1, 0.45, 0.45], '#3d3d3d', [-0.75, 0, 0]);
    batch.box([0.1, 0.45, 0.45], '#3d3d3d', [0.75, 0, 0]);
  });
}

const HOUSES = [
  { x: -40, wall: '#f6e3a1', roof: '#c0573e' },
  { x: -27, wall: '#bfe0c4', roof: '#6d4c3d' },
  { x: 27, wall: '#f3c6a5', roof: '#8a3f3f' },
  { x: 40, wall: '#c9d4f2', roof: '#4f5d7a' },
];

/** Low houses and a park on the south side: they never stand between the camera and the avatar. */
function southSide(batch: GeometryBatch) {
  for (const house of HOUSES) {
    batch.within(house.x, 11.5, 0, () => {
      batch.box([8, 3.2, 7], house.wall, [0, 0, 0]);
      batch.gable(8.6, 7.6, 2, house.roof, [0, 3.2, 0]);
      batch.box([1.2, 2, 0.2], '#6b4a33', [0, 0, -3.55]);
      batch.box([1.3, 1, 0.2], '#a9d6ee', [-2.5, 1.2, -3.55]);
      batch.box([1.3, 1, 0.2], '#a9d6ee', [2.5, 1.2, -3.55]);
    });
  }
  // The park: a path, benches, a pond.
  flat(batch, { minX: -1.2, maxX: 1.2, minZ: 6.2, maxZ: 22 }, '#d8c9a3', 0, 0.05);
  flat(batch, { minX: -14, maxX: 14, minZ: 13, maxZ: 15 }, '#d8c9a3', 0, 0.05);
  batch.cylinder(3.2, 0.06, '#5fb3e0', [9, 0, 19], 12);
  const flowers = ['#e8505b', '#f9d56e', '#f3a6c8', '#ffffff'];
  for (let i = 0; i < 14; i++) {
    const x = -13 + (i % 7) * 4.2 + (i > 6 ? 2 : 0);
    const z = i > 6 ? 19.5 : 9.5;
    if (Math.abs(x) < 2 || (x > 5 && x < 13 && z > 15)) continue;
    batch.sphere(0.7, '#4c9a44', [x, 0.4, z]);
    batch.sphere(0.18, flowers[i % flowers.length] ?? '#ffffff', [x + 0.3, 0.95, z + 0.4]);
  }
  bench(batch, -4, 12, 0);
  bench(batch, 4, 12, 0);
  bench(batch, -3, -32.8, 0);
  bench(batch, 3, -32.8, 0);
  bench(batch, -8, -29, Math.PI / 2);
  bench(batch, 8, -29, -Math.PI / 2);
}

/** A short train beside the station and a plane by the airport. */
function transport(batch: GeometryBatch) {
  for (let x = -72; x < -48; x += 1.2) batch.box([0.3, 0.06, 3], '#6b4f3a', [x, 0, 14]);
  batch.box([24, 0.1, 0.15], '#9a9a9a', [-60, 0.06, 13]);
  batch.box([24, 0.1, 0.15], '#9a9a9a', [-60, 0.06, 15]);
  const cars = ['#c8453a', '#2f5a8f', '#2f5a8f'];
  cars.forEach((colour, i) => {
    const x = -52 - i * 6.4;
    batch.box([6, 2.6, 2.6], colour, [x, 0.4, 14]);
    batch.box([5.2, 0.7, 2.64], '#cfe7f5', [x, 1.8, 14]);
    batch.box([6.2, 0.2, 2.8], '#3a3a3a', [x, 3, 14]);
  });
  batch.within(60, 18, -0.4, () => {
    batch.add(cylinderAlongX(1.1, 12), '#f2f4f7', [0, 2.2, 0]);
    batch.box([3, 0.25, 14], '#f2f4f7', [0.5, 1.9, 0]);
    batch.box([1.6, 2.4, 0.25], '#1f6fb2', [-5.4, 2.6, 0]);
    batch.box([1.4, 0.2, 4.4], '#f2f4f7', [-5.2, 3, 0]);
    batch.box([1.4, 0.3, 2.2], '#1f6fb2', [0, 1.4, 0]);
    batch.cone(1.1, 1.3, '#f2f4f7', [6.6, 2.2, 0], 8);
  });
}

function cylinderAlongX(radius: number, length: number): BufferGeometry {
  const batch = new GeometryBatch();
  batch.cylinder(radius, length, '#ffffff', [0, -length / 2, 0], 10);
  const geometry = batch.build();
  geometry.deleteAttribute('color');
  geometry.rotateZ(Math.PI / 2);
  return geometry;
}

/** Everything that never moves, merged into one geometry; and where the signs go. */
export function buildTown(order: readonly YekversePlaceId[]): {
  geometry: BufferGeometry;
  signs: SignSpot[];
} {
  const batch = new GeometryBatch();
  streets(batch);
  southSide(batch);
  transport(batch);
  const signs = buildPlaces(batch, order);
  return { geometry: batch.build(), signs };
}

/** The signs' boards in one geometry, each quad showing its own cell of the atlas. */
export function buildSigns(spots: readonly SignSpot[]): BufferGeometry {
  const positions: number[] = [];
  const uvs: number[] = [];
  const normals: number[] = [];
  const tilt = new Matrix4().makeRotationFromQuaternion(
    new Quaternion().setFromEuler(new Euler(-0.35, 0, 0)),
  );
  spots.forEach((spot, index) => {
    const w = spot.width / 2;
    const h = spot.width / 8;
    const { u0, v0, u1, v1 } = signCell(index);
    const corners = [
      [-w, -h, u0, v0],
      [w, -h, u1, v0],
      [w, h, u1, v1],
      [-w, -h, u0, v0],
      [w, h, u1, v1],
      [-w, h, u0, v1],
    ] as const;
    for (const [x, y, u, v] of corners) {
      const point = new Vector3(x, y, 0).applyMatrix4(tilt);
      positions.push(spot.x + point.x, spot.y + point.y, spot.z + point.z);
      uvs.push(u, v);
      normals.push(0, 0, 1);
    }
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.setAttribute('normal', new Float32BufferAttribute(normals, 3));
  geometry.computeBoundingSphere();
  return geometry;
}

export function buildTreeGeometry(): BufferGeometry {
  const batch = new GeometryBatch();
  batch.cylinder(0.25, 1.4, '#7a5232', [0, 0, 0], 6);
  batch.cone(1.5, 2.4, '#4f9a45', [0, 1.1, 0]);
  batch.cone(1.15, 1.9, '#5fae50', [0, 2.4, 0]);
  return batch.build();
}

export function buildLampGeometry(): BufferGeometry {
  const batch = new GeometryBatch();
  batch.cylinder(0.1, 3.6, '#3b4048', [0, 0, 0], 6);
  batch.box([0.5, 0.45, 0.5], '#fff1b8', [0, 3.6, 0]);
  batch.box([0.65, 0.12, 0.65], '#3b4048', [0, 4.05, 0]);
  return batch.build();
}

export function buildAvatarGeometry(): BufferGeometry {
  const batch = new GeometryBatch();
  figure(batch, [0, 0, 0], { shirt: '#f28c28', legs: '#2f4a7a', skin: '#f0c39c', hair: '#4a2c17' });
  batch.box([0.5, 0.6, 0.25], '#2a9d8f', [0, 0.95, -0.36]);
  return batch.build();
}

/** Where trees grow: deterministic scatter, off the streets and clear of every building. */
export function treeSpots(): { x: number; z: number; scale: number }[] {
  const random = seeded(17);
  const blocked: Area[] = [
    ...WALKABLE.map((a) => ({
      minX: a.minX - 1.5,
      maxX: a.maxX + 1.5,
      minZ: a.minZ - 1.5,
      maxZ: a.maxZ + 1.5,
    })),
    ...Object.values(PLACE_LAYOUTS).map((p) => {
      const f = footprint(p);
      return { minX: f.minX - 2, maxX: f.maxX + 2, minZ: f.minZ - 2, maxZ: f.maxZ + 2 };
    }),
    ...HOUSES.map((h) => ({ minX: h.x - 5, maxX: h.x + 5, minZ: 7, maxZ: 16 })),
    // Between the street and the camera trees would hide the avatar: the park has bushes instead.
    { minX: -80, maxX: 80, minZ: 6, maxZ: 34 },
    { minX: -75, maxX: -45, minZ: 11, maxZ: 17 },
    { minX: 50, maxX: 70, minZ: 10, maxZ: 26 },
  ];
  const spots: { x: number; z: number; scale: number }[] = [];
  let tries = 0;
  while (spots.length < 90 && tries < 3000) {
    tries++;
    const x = (random() - 0.5) * 150;
    const z = -45 + random() * 75;
    const spot = { minX: x - 1, maxX: x + 1, minZ: z - 1, maxZ: z + 1 };
    if (blocked.some((area) => overlaps(area, spot))) continue;
    if (spots.some((s) => Math.hypot(s.x - x, s.z - z) < 3)) continue;
    spots.push({ x, z, scale: 0.8 + random() * 0.7 });
  }
  return spots;
}

/** Street lamps along both pavements, in the gaps between buildings on the north side. */
export function lampSpots(): { x: number; z: number }[] {
  const south = [-44, -33, -20, -8, 8, 20, 33, 44].map((x) => ({ x, z: 6.5 }));
  const north = [-43.5, -26, -7.5, 7.5, 25.5, 43.5].map((x) => ({ x, z: -6.4 }));
  const square = [
    { x: -9.4, z: -24.5 },
    { x: 9.4, z: -24.5 },
  ];
  return [...south, ...north, ...square];
}
