import {
  BoxGeometry,
  BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  Float32BufferAttribute,
  Matrix4,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

type Vec3 = [number, number, number];

/**
 * Collects many coloured pieces and merges them into one geometry, so a whole street of houses
 * is one draw call: each piece carries its colour in its vertices instead of in a material.
 * Pieces are placed in the current frame (see `within`), so a building is written once in its
 * own coordinates (front towards +z) and turned to face its street.
 */
export class GeometryBatch {
  private readonly parts: BufferGeometry[] = [];
  private frame = new Matrix4();

  /** Runs `draw` with pieces placed relative to (x, 0, z), turned by `turn` around the vertical. */
  within(x: number, z: number, turn: number, draw: () => void): void {
    const previous = this.frame;
    this.frame = previous
      .clone()
      .multiply(
        new Matrix4().compose(
          new Vector3(x, 0, z),
          new Quaternion().setFromEuler(new Euler(0, turn, 0)),
          new Vector3(1, 1, 1),
        ),
      );
    draw();
    this.frame = previous;
  }

  add(geometry: BufferGeometry, colour: string, position: Vec3, rotation: Vec3 = [0, 0, 0]): void {
    const piece = geometry.index ? geometry.toNonIndexed() : geometry;
    if (piece !== geometry) geometry.dispose();
    piece.deleteAttribute('uv');
    const matrix = new Matrix4().compose(
      new Vector3(...position),
      new Quaternion().setFromEuler(new Euler(...rotation)),
      new Vector3(1, 1, 1),
    );
    piece.applyMatrix4(this.frame.clone().multiply(matrix));
    const { r, g, b } = new Color(colour);
    const count = piece.getAttribute('position').count;
    const colours = new Float32Array(count * 3);
    for (let i = 0; i < count; i++) colours.set([r, g, b], i * 3);
    piece.setAttribute('color', new Float32BufferAttribute(colours, 3));
    this.parts.push(piece);
  }

  /** A box standing on `y` (its bottom), centred on x and z. */
  box(size: Vec3, colour: string, at: Vec3, turn = 0): void {
    const [w, h, d] = size;
    this.add(new BoxGeometry(w, h, d), colour, [at[0], at[1] + h / 2, at[2]], [0, turn, 0]);
  }

  /** An upright cylinder standing on `y`. */
  cylinder(
    radius: number,
    height: number,
    colour: string,
    at: Vec3,
    sides = 8,
    top = radius,
  ): void {
    this.add(new CylinderGeometry(top, radius, height, sides), colour, [
      at[0],
      at[1] + height / 2,
      at[2],
    ]);
  }

  cone(radius: number, height: number, colour: string, at: Vec3, sides = 7): void {
    this.add(new ConeGeometry(radius, height, sides), colour, [at[0], at[1] + height / 2, at[2]]);
  }

  sphere(radius: number, colour: string, at: Vec3): void {
    this.add(new SphereGeometry(radius, 8, 6), colour, at);
  }

  /** A gable roof: its ridge runs along x, `rise` above the eaves at `y`. */
  gable(width: number, depth: number, rise: number, colour: string, at: Vec3): void {
    const w = width / 2;
    const d = depth / 2;
    // Corners: eaves at the back (b) and front (f), ridge ends (r), left (l) and right (r).
    const bl = [-w, 0, -d];
    const br = [w, 0, -d];
    const fl = [-w, 0, d];
    const fr = [w, 0, d];
    const rl = [-w, rise, 0];
    const rr = [w, rise, 0];
    const triangles = [
      [fl, fr, rr],
      [fl, rr, rl],
      [br, bl, rl],
      [br, rl, rr],
      [bl, fl, rl],
      [fr, br, rr],
    ];
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new Float32BufferAttribute(triangles.flat(2), 3));
    geometry.computeVertexNormals();
    this.add(geometry, colour, at);
  }

  build(): BufferGeometry {
    const merged = mergeGeometries(this.parts);
    for (const part of this.parts) part.dispose();
    this.parts.length = 0;
    merged.computeBoundingSphere();
    return merged;
  }
}

/** A person: legs, body, arms, head and hair, standing at `at` and facing +z (before turning). */
export function figure(
  batch: GeometryBatch,
  at: Vec3,
  look: { shirt: string; legs: string; skin: string; hair: string; hat?: string },
): void {
  const [x, y, z] = at;
  batch.box([0.22, 0.8, 0.26], look.legs, [x - 0.14, y, z]);
  batch.box([0.22, 0.8, 0.26], look.legs, [x + 0.14, y, z]);
  batch.cylinder(0.3, 0.85, look.shirt, [x, y + 0.78, z], 7, 0.24);
  batch.box([0.16, 0.7, 0.2], look.shirt, [x - 0.38, y + 0.9, z]);
  batch.box([0.16, 0.7, 0.2], look.shirt, [x + 0.38, y + 0.9, z]);
  batch.sphere(0.27, look.skin, [x, y + 1.9, z]);
  batch.box([0.5, 0.16, 0.5], look.hair, [x, y + 2.08, z - 0.03]);
  if (look.hat) batch.cylinder(0.3, 0.18, look.hat, [x, y + 2.1, z], 8);
  // Eyes, so the figure has a front.
  batch.box([0.06, 0.06, 0.04], '#222222', [x - 0.1, y + 1.93, z + 0.25]);
  batch.box([0.06, 0.06, 0.04], '#222222', [x + 0.1, y + 1.93, z + 0.25]);
}
