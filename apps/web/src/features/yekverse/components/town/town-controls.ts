import type { YekversePlaceId } from '@yek/contracts/content-yekverse';
import { STILL, type WalkVector } from '../../utils/joystick';
import { AVATAR_START, type Point } from '../../utils/town-layout';
import { planWalk, type TownWalker } from '../../utils/town-walker';

interface Walk {
  id: YekversePlaceId;
  path: Point[];
  finish: (arrived: boolean) => void;
}

/**
 * What the page around the 3D view and the view itself share, read and written every frame.
 * It is a plain object, not React state: a held key or a thumb on the pad changes it sixty times
 * a second, and re-rendering the town for that would cost more than drawing it.
 */
export interface TownControls extends TownWalker {
  keys: Set<string>;
  pad: WalkVector;
  position: Point;
  walk: Walk | null;
  /** Asks for a frame; the view renders only when something moves. */
  invalidate: () => void;
  /** Stops a walk on the way (a key pressed, a dialogue opened). */
  stopWalk: () => void;
  /** Lets go of every key and the pad. */
  release: () => void;
}

export function createTownControls(onWalk: (id: YekversePlaceId | null) => void): TownControls {
  const controls: TownControls = {
    keys: new Set(),
    pad: STILL,
    position: { ...AVATAR_START },
    walk: null,
    invalidate: () => {},
    stopWalk() {
      const walk = controls.walk;
      if (!walk) return;
      controls.walk = null;
      walk.finish(false);
    },
    release() {
      controls.keys.clear();
      controls.pad = STILL;
    },
    walkTo(id) {
      controls.stopWalk();
      return new Promise<boolean>((resolve) => {
        onWalk(id);
        controls.walk = {
          id,
          path: planWalk(controls.position, id),
          finish: (arrived) => {
            onWalk(null);
            resolve(arrived);
          },
        };
        controls.invalidate();
      });
    },
  };
  return controls;
}
