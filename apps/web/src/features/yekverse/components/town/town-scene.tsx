import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  DoubleSide,
  type BufferGeometry,
  type Group,
  type InstancedMesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Object3D,
  PerspectiveCamera,
  Vector3,
} from 'three';
import { combine, keysVector } from '../../utils/joystick';
import { doorwayAt, moveWithin, placeAt, PLACE_ORDER } from '../../utils/town-layout';
import { stepAlong, WALK_SPEED } from '../../utils/town-walker';
import { drawSignAtlas } from './sign-atlas';
import type { TownControls } from './town-controls';
import {
  buildAvatarGeometry,
  buildLampGeometry,
  buildSigns,
  buildTown,
  buildTreeGeometry,
  lampSpots,
  treeSpots,
} from './town-geometry';
import type { TownPlace } from './town-types';

export const SKY = '#a9dcf7';
const SIGN_COLOURS: Record<YekversePlaceId, string> = {
  cafe: '#9b4a2c',
  'airport-checkin': '#1f6fb2',
  'hotel-reception': '#2f4f7f',
  'doctors-surgery': '#23885a',
  shop: '#a13f7c',
  'train-station': '#6b3f22',
};

interface TownSceneProps {
  places: TownPlace[];
  controls: TownControls;
  paused: boolean;
  onEnterPlace: (id: YekversePlaceId) => void;
  onChoosePlace: (id: YekversePlaceId) => void;
  /** Called after every drawn frame with the renderer's draw calls for it. */
  onFrame: (drawCalls: number) => void;
}

function StaticTown({
  places,
  onChoosePlace,
  paused,
}: Omit<TownSceneProps, 'controls' | 'onEnterPlace' | 'onFrame'>) {
  const town = useMemo(() => buildTown(PLACE_ORDER), []);
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true }), []);
  const names = PLACE_ORDER.map((id) => places.find((p) => p.id === id)?.name ?? id).join('\n');
  const signs = useMemo(() => {
    const texts = names.split('\n').map((text, i) => ({
      text,
      background: SIGN_COLOURS[PLACE_ORDER[i] as YekversePlaceId],
    }));
    const texture = drawSignAtlas(texts);
    return {
      geometry: buildSigns(town.signs),
      material: new MeshBasicMaterial({ map: texture, side: DoubleSide }),
      texture,
    };
  }, [names, town.signs]);
  const gl = useThree((state) => state.gl);

  useEffect(() => {
    signs.texture.anisotropy = Math.min(8, gl.capabilities.getMaxAnisotropy());
    return () => {
      signs.texture.dispose();
      signs.material.dispose();
      signs.geometry.dispose();
    };
  }, [signs, gl]);
  useEffect(
    () => () => {
      town.geometry.dispose();
      material.dispose();
    },
    [town, material],
  );

  const click = (event: ThreeEvent<MouseEvent>) => {
    if (paused) return;
    const id = placeAt({ x: event.point.x, z: event.point.z });
    if (!id) return;
    event.stopPropagation();
    onChoosePlace(id);
  };
  const hover = (event: ThreeEvent<PointerEvent>) => {
    const id = paused ? null : placeAt({ x: event.point.x, z: event.point.z });
    gl.domElement.style.cursor = id ? 'pointer' : '';
  };

  return (
    <group onClick={click} onPointerMove={hover}>
      <mesh geometry={town.geometry} material={material} />
      <mesh geometry={signs.geometry} material={signs.material} />
    </group>
  );
}

/** One instanced mesh per repeated thing: all trees in one draw call, all lamps in another. */
function Instances({
  build,
  spots,
}: {
  build: () => BufferGeometry;
  spots: { x: number; z: number; scale?: number }[];
}) {
  const ref = useRef<InstancedMesh>(null);
  const geometry = useMemo(build, [build]);
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true }), []);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const dummy = new Object3D();
    spots.forEach((spot, i) => {
      dummy.position.set(spot.x, 0, spot.z);
      dummy.scale.setScalar(spot.scale ?? 1);
      dummy.rotation.y = (i * 1.7) % (Math.PI * 2);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
    });
    mesh.instanceMatrix.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [spots]);
  useEffect(
    () => () => {
      geometry.dispose();
      material.dispose();
    },
    [geometry, material],
  );
  return <instancedMesh ref={ref} args={[geometry, material, spots.length]} raycast={() => null} />;
}

/** The camera aims ahead of the avatar, so the street's fronts and signs fill the view. */
const LOOK_AHEAD = 5;
const LOOK_HEIGHT = 3;

const TREES = treeSpots();
const LAMPS = lampSpots();

/** Moves the avatar (keys, pad or a walk), enters doorways, keeps the camera behind it. */
function Avatar({
  controls,
  paused,
  onEnterPlace,
}: Pick<TownSceneProps, 'controls' | 'paused' | 'onEnterPlace'>) {
  const group = useRef<Group>(null);
  const geometry = useMemo(buildAvatarGeometry, []);
  const material = useMemo(() => new MeshLambertMaterial({ vertexColors: true }), []);
  const heading = useRef(Math.PI);
  const stride = useRef(0);
  const inDoorway = useRef<YekversePlaceId | null>(doorwayAt(controls.position));
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const target = useMemo(() => new Vector3(), []);
  const desired = useMemo(() => new Vector3(), []);

  // Narrow screens see less to the sides; the camera steps back to keep the street in view.
  const portrait = size.width < size.height;
  const offset = useMemo(
    () => (portrait ? new Vector3(0, 25, 28) : new Vector3(0, 13, 23)),
    [portrait],
  );

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
    },
    [geometry, material],
  );

  useLayoutEffect(() => {
    if (camera instanceof PerspectiveCamera) {
      camera.fov = portrait ? 68 : 50;
      camera.updateProjectionMatrix();
    }
    const { x, z } = controls.position;
    camera.position.set(x + offset.x, offset.y, z + offset.z);
    camera.lookAt(x, LOOK_HEIGHT, z - LOOK_AHEAD);
  }, [camera, controls, offset, portrait]);

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
    if (avatar) {
      avatar.position.set(
        controls.position.x,
        0.12 + Math.abs(Math.sin(stride.current)) * 0.15,
        controls.position.z,
      );
      let turn = heading.current - avatar.rotation.y;
      turn = Math.atan2(Math.sin(turn), Math.cos(turn));
      avatar.rotation.y += turn * Math.min(1, dt * 12);
      if (Math.abs(turn) > 0.01) busy = true;
    }

    target.set(controls.position.x, 0, controls.position.z);
    desired.copy(target).add(offset);
    const gap = state.camera.position.distanceTo(desired);
    state.camera.position.lerp(desired, gap < 0.01 ? 1 : 1 - Math.exp(-dt * 6));
    state.camera.lookAt(
      state.camera.position.x - offset.x,
      LOOK_HEIGHT,
      state.camera.position.z - offset.z - LOOK_AHEAD,
    );
    if (busy || gap > 0.01) state.invalidate();
  });

  return (
    <group ref={group} rotation-y={Math.PI}>
      <mesh geometry={geometry} material={material} />
    </group>
  );
}

/** Draws each frame itself (render priority 1) so it can read the draw calls right after. */
function Renderer({ onFrame }: Pick<TownSceneProps, 'onFrame'>) {
  useFrame((state) => {
    state.gl.render(state.scene, state.camera);
    onFrame(state.gl.info.render.calls);
  }, 1);
  return null;
}

export function TownScene(props: TownSceneProps) {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    props.controls.invalidate = () => invalidate();
  }, [props.controls, invalidate]);
  return (
    <>
      <color attach="background" args={[SKY]} />
      <fog attach="fog" args={[SKY, 70, 150]} />
      <hemisphereLight args={['#f4fbff', '#6f8f4e', 1.1]} />
      <directionalLight position={[-30, 60, 40]} intensity={1.6} />
      <StaticTown places={props.places} paused={props.paused} onChoosePlace={props.onChoosePlace} />
      <Instances build={buildTreeGeometry} spots={TREES} />
      <Instances build={buildLampGeometry} spots={LAMPS} />
      <Avatar controls={props.controls} paused={props.paused} onEnterPlace={props.onEnterPlace} />
      <Renderer onFrame={props.onFrame} />
    </>
  );
}
