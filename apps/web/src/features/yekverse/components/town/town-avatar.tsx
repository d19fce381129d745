import { useFrame, useThree } from '@react-three/fiber';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { MeshLambertMaterial, PerspectiveCamera, Vector3, type Group, type Mesh } from 'three';
import { combine, keysVector } from '../../utils/joystick';
import { doorwayAt, moveWithin } from '../../utils/town-layout';
import { stepAlong, WALK_SPEED } from '../../utils/town-walker';
import { buildAvatarGeometry } from './town-geometry';
import { buildShadowGeometry, buildShadowMaterial, shadowHeight } from './town-shadows';
import type { TownSceneProps } from './town-scene';

/** The camera aims ahead of the avatar, so the street's fronts and signs fill the view. */
const LOOK_AHEAD = 5;
const LOOK_HEIGHT = 3;
/**
 * A phone held upright sees little to the sides: the camera stands further back, so the signs on
 * both sides of the avatar stay in the picture, and aims further ahead, over the park behind it.
 */
const PORTRAIT = { offset: new Vector3(0, 34, 47), lookAhead: 13, fov: 66 };
const LANDSCAPE = { offset: new Vector3(0, 13, 23), lookAhead: LOOK_AHEAD, fov: 50 };
/** The avatar's shadow's radius while it stands; it narrows a little at the top of each step. */
const SHADOW_RADIUS = 0.6;

/** Moves the avatar (keys, pad or a walk), enters doorways, keeps the camera behind it. */
export function TownAvatar({
  controls,
  paused,
  onEnterPlace,
}: Pick<TownSceneProps, 'controls' | 'paused' | 'onEnterPlace'>) {
  const group = useRef<Group>(null);
  const shadow = useRef<Mesh>(null);
  const geometry = useMemo(buildAvatarGeometry, []);
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true }), []);
  const shadowGeometry = useMemo(() => buildShadowGeometry(), []);
  const shadowMaterial = useMemo(buildShadowMaterial, []);
  const heading = useRef(Math.PI);
  const stride = useRef(0);
  const inDoorway = useRef<YekversePlaceId | null>(doorwayAt(controls.position));
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const target = useMemo(() => new Vector3(), []);
  const desired = useMemo(() => new Vector3(), []);

  const portrait = size.width < size.height;
  const { offset, lookAhead, fov } = portrait ? PORTRAIT : LANDSCAPE;

  useEffect(() => {
    if (paused) {
      controls.stopWalk();
      controls.release();
    }
  }, [paused, controls]);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
      shadowGeometry.dispose();
      shadowMaterial.dispose();
    },
    [geometry, material, shadowGeometry, shadowMaterial],
  );

  useLayoutEffect(() => {
    if (camera instanceof PerspectiveCamera) {
      camera.fov = fov;
      camera.updateProjectionMatrix();
    }
    const { x, z } = controls.position;
    camera.position.set(x + offset.x, offset.y, z + offset.z);
    camera.lookAt(x, LOOK_HEIGHT, z - lookAhead);
  }, [camera, controls, offset, lookAhead, fov]);

  useFrame((state, delta) => {
    // A slow device draws few frames; the avatar still walks at its speed, up to a quarter second
    // a frame (longer gaps are a hidden tab, not slowness).
    const dt = Math.min(delta, 0.25);
    const before = controls.position;
    let busy = false;
    const walk = controls.walk;
    if (walk) {
      const step = stepAlong(before, walk.path, WALK_SPEED * dt);
      controls.position = step.position;
      walk.path = step.path;
      busy = true;
      if (step.path.length === 0) {
        controls.walk = null;
        inDoorway.current = walk.id;
        walk.finish(true);
      }
    } else if (!paused) {
      const direction = combine(keysVector(controls.keys), controls.pad);
      if (direction.x !== 0 || direction.z !== 0) {
        busy = true;
        // Short steps, so a long frame cannot carry the avatar through a character.
        const steps = Math.ceil((WALK_SPEED * dt) / 0.3);
        for (let i = 0; i < steps; i++) {
          controls.position = moveWithin(
            controls.position,
            (direction.x * WALK_SPEED * dt) / steps,
            (direction.z * WALK_SPEED * dt) / steps,
          );
        }
        heading.current = Math.atan2(direction.x, direction.z);
      }
      const door = doorwayAt(controls.position);
      if (door && door !== inDoorway.current) onEnterPlace(door);
      inDoorway.current = door;
    }
    const moved = Math.hypot(controls.position.x - before.x, controls.position.z - before.z);
    if (walk && moved > 0)
      heading.current = Math.atan2(controls.position.x - before.x, controls.position.z - before.z);
    stride.current = moved > 0 ? stride.current + dt * 12 : 0;

    const avatar = group.current;
    const bob = Math.abs(Math.sin(stride.current)) * 0.15;
    if (avatar) {
      avatar.position.set(controls.position.x, 0.12 + bob, controls.position.z);
      let turn = heading.current - avatar.rotation.y;
      turn = Math.atan2(Math.sin(turn), Math.cos(turn));
      avatar.rotation.y += turn * Math.min(1, dt * 12);
      if (Math.abs(turn) > 0.01) busy = true;
    }

    shadow.current?.position.set(
      controls.position.x,
      shadowHeight(controls.position),
      controls.position.z,
    );
    shadow.current?.scale.setScalar(SHADOW_RADIUS * (1 - bob));

    target.set(controls.position.x, 0, controls.position.z);
    desired.copy(target).add(offset);
    const gap = state.camera.position.distanceTo(desired);
    state.camera.position.lerp(desired, gap < 0.01 ? 1 : 1 - Math.exp(-dt * 6));
    state.camera.lookAt(
      state.camera.position.x - offset.x,
      LOOK_HEIGHT,
      state.camera.position.z - offset.z - lookAhead,
    );
    if (busy || gap > 0.01) state.invalidate();
  });

  return (
    <>
      <group ref={group} rotation-y={Math.PI}>
        <mesh geometry={geometry} material={material} />
      </group>
      <mesh
        ref={shadow}
        geometry={shadowGeometry}
        material={shadowMaterial}
        scale={SHADOW_RADIUS}
        raycast={() => null}
      />
    </>
  );
}
