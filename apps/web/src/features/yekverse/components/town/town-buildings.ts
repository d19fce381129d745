import { BoxGeometry, CylinderGeometry, TorusGeometry } from 'three';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { PLACE_LAYOUTS, type PlaceLayout } from '../../utils/town-layout';
import { figure, type GeometryBatch } from './geometry-batch';

const GLASS = '#a9d6ee';
const DOOR = '#4a3426';
const SKIN = ['#f1c8a4', '#c88e62', '#8d5a3b', '#e9b995', '#b07650', '#f5d3b5'];

/** Where a place's sign hangs (world coordinates); signs all face the camera, south. */
export interface SignSpot {
  x: number;
  y: number;
  z: number;
  width: number;
}

const TURN: Record<PlaceLayout['facing'], number> = {
  south: 0,
  east: Math.PI / 2,
  west: -Math.PI / 2,
};

/** A row of windows across the front at height `y`. */
function windows(batch: GeometryBatch, place: PlaceLayout, y: number, count: number, size = 1.2) {
  const front = place.depth / 2;
  const gap = place.width / count;
  for (let i = 0; i < count; i++) {
    const x = -place.width / 2 + gap * (i + 0.5);
    if (Math.abs(x) < 1.3 && y < 2) continue;
    batch.box([size + 0.2, size + 0.2, 0.1], place.trim, [x, y - 0.1, front + 0.02]);
    batch.box([size, size, 0.14], GLASS, [x, y, front + 0.03]);
  }
}

function shell(batch: GeometryBatch, place: PlaceLayout) {
  const { width, depth, height } = place;
  batch.box([width, height, depth], place.wall, [0, 0, 0]);
  batch.box([width + 0.2, 0.5, depth + 0.2], place.trim, [0, 0, 0]);
  batch.box([1.8, 2.5, 0.2], place.trim, [0, 0, depth / 2]);
  batch.box([1.4, 2.2, 0.24], DOOR, [0, 0, depth / 2]);
  batch.box([0.1, 0.1, 0.1], '#e8c15a', [0.45, 1.1, depth / 2 + 0.14]);
}

const BUILD: Record<YekversePlaceId, (batch: GeometryBatch, place: PlaceLayout) => void> = {
  cafe(batch, place) {
    shell(batch, place);
    const front = place.depth / 2;
    batch.box([3, 1.8, 0.14], GLASS, [-3, 0.9, front + 0.03]);
    batch.box([3, 1.8, 0.14], GLASS, [3, 0.9, front + 0.03]);
    windows(batch, place, 3.5, 4, 0.9);
    // A striped awning over the front, and a big coffee cup on the roof.
    const count = 10;
    for (let i = 0; i < count; i++) {
      const x = -place.width / 2 + (place.width / count) * (i + 0.5);
      batch.add(
        boxGeometry(place.width / count, 0.1, 1.8),
        i % 2 ? '#ffffff' : '#c8453a',
        [x, 2.95, front + 0.8],
        [0.45, 0, 0],
      );
    }
    batch.box([place.width + 0.4, 0.5, place.depth + 0.4], place.roof, [0, place.height, 0]);
    batch.cylinder(0.9, 1.3, '#ffffff', [-3, place.height + 0.5, -1], 10, 1.1);
    batch.cylinder(0.85, 0.06, '#5b3a21', [-3, place.height + 1.8, -1], 10);
    batch.add(torusGeometry(0.45, 0.13), '#ffffff', [-1.85, place.height + 1.15, -1], [0, 0, 0]);
  },
  'hotel-reception'(batch, place) {
    shell(batch, place);
    for (let floor = 0; floor < 4; floor++) windows(batch, place, 3.2 + floor * 2, 5, 1);
    const front = place.depth / 2;
    batch.box([4, 0.25, 2.4], place.trim, [0, 2.7, front + 1.1]);
    batch.box([0.15, 2.7, 0.15], '#e8c15a', [-1.8, 0, front + 2.1]);
    batch.box([0.15, 2.7, 0.15], '#e8c15a', [1.8, 0, front + 2.1]);
    batch.box([place.width + 0.4, 0.6, place.depth + 0.4], place.roof, [0, place.height, 0]);
    batch.cylinder(0.45, 0.7, '#8a5a3c', [-2.8, 0, front + 0.5], 8);
    batch.sphere(0.6, '#3f8f3f', [-2.8, 1.2, front + 0.5]);
    batch.cylinder(0.45, 0.7, '#8a5a3c', [2.8, 0, front + 0.5], 8);
    batch.sphere(0.6, '#3f8f3f', [2.8, 1.2, front + 0.5]);
  },
  'doctors-surgery'(batch, place) {
    shell(batch, place);
    windows(batch, place, 1.3, 4, 1.2);
    windows(batch, place, 3.9, 4, 1.1);
    const front = place.depth / 2;
    // The green cross of a surgery, on the front and in a lit box on the roof.
    batch.box([0.6, 1.8, 0.2], '#2e9d6a', [0, 2.9, front + 0.05]);
    batch.box([1.8, 0.6, 0.2], '#2e9d6a', [0, 3.5, front + 0.05]);
    batch.gable(place.width + 0.6, place.depth + 0.6, 2.2, place.roof, [0, place.height, 0]);
    batch.box([1.5, 1.5, 0.3], '#ffffff', [3.2, place.height + 0.4, front - 1.9]);
    batch.box([0.4, 1.1, 0.36], '#d63b3b', [3.2, place.height + 0.6, front - 1.9]);
    batch.box([1.1, 0.4, 0.36], '#d63b3b', [3.2, place.height + 0.95, front - 1.9]);
  },
  shop(batch, place) {
    shell(batch, place);
    const front = place.depth / 2;
    batch.box([3.4, 2.3, 0.14], GLASS, [-3.3, 0.5, front + 0.03]);
    batch.box([3.4, 2.3, 0.14], GLASS, [3.3, 0.5, front + 0.03]);
    // Dresses on show in the windows.
    for (const x of [-4.2, -2.4, 2.4, 4.2]) {
      batch.cone(0.45, 1.3, x < 0 ? '#e05a8a' : '#4f7fd1', [x, 0.6, front + 0.12], 6);
      batch.sphere(0.2, '#f0e0d0', [x, 2.05, front + 0.12]);
    }
    for (let i = 0; i < 11; i++) {
      const x = -place.width / 2 + i + 0.5;
      batch.add(
        boxGeometry(1, 0.1, 1.5),
        i % 2 ? '#ffffff' : place.trim,
        [x, 3.2, front + 0.65],
        [0.4, 0, 0],
      );
    }
    batch.box([place.width + 0.4, 0.5, place.depth + 0.4], place.roof, [0, place.height, 0]);
    // A giant T-shirt on the roof says "clothes" from across town.
    const y = place.height + 0.5;
    batch.box([1.6, 1.9, 0.3], '#f5c542', [2.6, y, -1]);
    batch.add(boxGeometry(0.9, 0.55, 0.3), '#f5c542', [1.55, y + 1.45, -1], [0, 0, 0.6]);
    batch.add(boxGeometry(0.9, 0.55, 0.3), '#f5c542', [3.65, y + 1.45, -1], [0, 0, -0.6]);
  },
  'airport-checkin'(batch, place) {
    shell(batch, place);
    const front = place.depth / 2;
    batch.box([place.width - 2, 2.4, 0.14], GLASS, [0, 2.8, front + 0.03]);
    batch.box([5, 2.2, 0.14], GLASS, [-5.5, 0.4, front + 0.03]);
    batch.box([5, 2.2, 0.14], GLASS, [5.5, 0.4, front + 0.03]);
    batch.box([place.width + 1, 0.5, place.depth + 1], place.roof, [0, place.height, 0]);
    // The control tower behind the hall.
    // The control tower stands at the far (north) back corner, clear of the camera's view.
    batch.cylinder(1.1, 9, '#e6edf2', [-5, place.height, -3], 8);
    batch.cylinder(1.9, 1.6, '#2a6a9e', [-5, place.height + 9, -3], 8);
    batch.cylinder(2, 0.3, '#9aa9b5', [-5, place.height + 10.6, -3], 8);
  },
  'train-station'(batch, place) {
    shell(batch, place);
    windows(batch, place, 1.6, 6, 1.3);
    windows(batch, place, 4.2, 6, 1);
    batch.gable(place.width + 0.6, place.depth + 0.6, 3, place.roof, [0, place.height, 0]);
    // A clock above the door.
    const front = place.depth / 2;
    batch.box([2.4, 2.4, 0.3], place.trim, [0, place.height - 0.2, front + 0.1]);
    batch.add(
      cylinderGeometry(0.95, 0.12),
      '#fffbea',
      [0, place.height + 1, front + 0.3],
      [Math.PI / 2, 0, 0],
    );
    batch.box([0.1, 0.7, 0.06], '#222222', [0, place.height + 1, front + 0.38]);
    batch.box([0.5, 0.1, 0.06], '#222222', [0.25, place.height + 1, front + 0.38]);
  },
};

function boxGeometry(w: number, h: number, d: number) {
  return new BoxGeometry(w, h, d);
}
function cylinderGeometry(radius: number, height: number) {
  return new CylinderGeometry(radius, radius, height, 14);
}
function torusGeometry(radius: number, tube: number) {
  return new TorusGeometry(radius, tube, 6, 10);
}

const CHARACTERS: Record<
  YekversePlaceId,
  { shirt: string; legs: string; hair: string; hat?: string }
> = {
  cafe: { shirt: '#7b4b2a', legs: '#2d2d2d', hair: '#3b2416' },
  'airport-checkin': { shirt: '#1f4f8f', legs: '#1c2a44', hair: '#1b1b1b', hat: '#1f4f8f' },
  'hotel-reception': { shirt: '#8c2233', legs: '#222222', hair: '#c9a04a' },
  'doctors-surgery': { shirt: '#f7f7f7', legs: '#3a5a8a', hair: '#6b6b6b' },
  shop: { shirt: '#d9538a', legs: '#39304a', hair: '#a0522d' },
  'train-station': { shirt: '#2f5a3a', legs: '#1e2b22', hair: '#2b1d12', hat: '#1e2b22' },
};

/**
 * Adds every place's building and its character to the batch; returns where each sign hangs.
 * A sign stands on the roof tilted back towards the camera, readable from the street below.
 */
export function buildPlaces(batch: GeometryBatch, order: readonly YekversePlaceId[]): SignSpot[] {
  return order.map((id, index) => {
    const place = PLACE_LAYOUTS[id];
    batch.within(place.center.x, place.center.z, TURN[place.facing], () => BUILD[id](batch, place));
    const { x, z } = place.character;
    figure(batch, [x, 0, z], { ...CHARACTERS[id], skin: SKIN[index % SKIN.length] ?? '#f1c8a4' });
    const south = place.facing === 'south';
    const roofTop = place.height + (id === 'doctors-surgery' || id === 'train-station' ? 1.2 : 0.5);
    const spot: SignSpot = south
      ? {
          x: place.center.x,
          y: roofTop + 1.1,
          z: place.center.z + place.depth / 2 - 0.6,
          width: 6.4,
        }
      : {
          x: place.center.x + (place.facing === 'west' ? -2.5 : 2.5),
          y: roofTop + 1.1,
          z: place.center.z + 4,
          width: 7.2,
        };
    // Posts holding the board.
    for (const dx of [-spot.width / 3, spot.width / 3]) {
      batch.box([0.18, spot.y - roofTop + 0.2, 0.18], '#4d4d4d', [
        spot.x + dx,
        roofTop - 0.2,
        spot.z - 0.3,
      ]);
    }
    return spot;
  });
}
