import { useFrame, useThree, type ThreeEvent } from '@react-three/fiber';
import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import {
  DoubleSide,
  type BufferGeometry,
  type InstancedMesh,
  type Material,
  MeshBasicMaterial,
  MeshLambertMaterial,
  Object3D,
} from 'three';
import { placeAt, PLACE_ORDER } from '../../utils/town-layout';
import { drawSignAtlas } from './sign-atlas';
import { TownAvatar } from './town-avatar';
import type { TownControls } from './town-controls';
import {
  buildLampGeometry,
  buildSigns,
  buildTown,
  buildTreeGeometry,
  lampSpots,
  treeSpots,
} from './town-geometry';
import { buildShadowGeometry, buildShadowMaterial, shadowSpots } from './town-shadows';
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

export interface TownSceneProps {
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

const solid = () => new MeshLambertMaterial({ vertexColors: true });

/** One instanced mesh per repeated thing: all trees in one draw call, all lamps in another. */
function Instances({
  build,
  spots,
  paint = solid,
}: {
  build: () => BufferGeometry;
  spots: { x: number; y?: number; z: number; scale?: number }[];
  /** The material; lit vertex colours unless said. */
  paint?: () => Material;
}) {
  const ref = useRef<InstancedMesh>(null);
  const geometry = useMemo(build, [build]);
  const material = useMemo(paint, [paint]);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    const dummy = new Object3D();
    spots.forEach((spot, i) => {
      dummy.position.set(spot.x, spot.y ?? 0, spot.z);
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

const TREES = treeSpots();
const LAMPS = lampSpots();
const SHADOWS = shadowSpots();

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
      <Instances build={buildShadowGeometry} spots={SHADOWS} paint={buildShadowMaterial} />
      <TownAvatar
        controls={props.controls}
        paused={props.paused}
        onEnterPlace={props.onEnterPlace}
      />
      <Renderer onFrame={props.onFrame} />
    </>
  );
}
