import { describe, expect, it, vi } from 'vitest';
import { PLACE_LAYOUTS } from '../../utils/town-layout';
import { createTownControls } from './town-controls';

describe('createTownControls', () => {
  it('plans a walk to the door, asks for a frame and names the place on the way', () => {
    const onWalk = vi.fn();
    const controls = createTownControls(onWalk);
    controls.invalidate = vi.fn();
    void controls.walkTo('cafe');
    expect(onWalk).toHaveBeenCalledWith('cafe');
    expect(controls.invalidate).toHaveBeenCalled();
    expect(controls.walk?.path.at(-1)).toEqual(PLACE_LAYOUTS.cafe.door);
  });

  it('reports a walk that was stopped as not arrived', async () => {
    const onWalk = vi.fn();
    const controls = createTownControls(onWalk);
    const first = controls.walkTo('cafe');
    const second = controls.walkTo('shop');
    await expect(first).resolves.toBe(false);
    controls.walk?.finish(true);
    await expect(second).resolves.toBe(true);
    expect(onWalk).toHaveBeenLastCalledWith(null);
  });

  it('lets go of the keys and the pad', () => {
    const controls = createTownControls(vi.fn());
    controls.keys.add('KeyW');
    controls.pad = { x: 1, z: 0 };
    controls.release();
    expect(controls.keys.size).toBe(0);
    expect(controls.pad).toEqual({ x: 0, z: 0 });
  });
});
