import { describe, expect, it, vi } from 'vitest';
import { doorwayAt, isWalkable, PLACE_LAYOUTS, type Point } from './town-layout';
import { goToPlace, planWalk, stepAlong } from './town-walker';

describe('planWalk', () => {
  it('leads from the square along the streets to the door', () => {
    const path = planWalk({ x: 6, z: -30 }, 'cafe');
    expect(path).toEqual([
      { x: 6, z: -24.5 },
      { x: 0, z: -24.5 },
      { x: 0, z: 0 },
      { x: -34, z: 0 },
      PLACE_LAYOUTS.cafe.door,
    ]);
  });

  it.each([
    [{ x: 0, z: -33 }, 'airport-checkin'],
    [{ x: -3, z: -26 }, 'train-station'],
    [{ x: 20, z: 4 }, 'hotel-reception'],
    [{ x: 0, z: -12 }, 'doctors-surgery'],
  ] as const)('keeps every step from %o to the %s on the streets', (start, id) => {
    let position: Point = { ...start };
    let path = planWalk(position, id);
    while (path.length > 0) {
      ({ position, path } = stepAlong(position, path, 0.5));
      expect(isWalkable(position), JSON.stringify(position)).toBe(true);
    }
    expect(doorwayAt(position)).toBe(id);
  });
});

describe('stepAlong', () => {
  it('turns corners within one step', () => {
    const { position, path } = stepAlong(
      { x: 0, z: 0 },
      [
        { x: 1, z: 0 },
        { x: 1, z: 5 },
      ],
      3,
    );
    expect(position).toEqual({ x: 1, z: 2 });
    expect(path).toEqual([{ x: 1, z: 5 }]);
  });
});

describe('goToPlace', () => {
  it('enters the place once the walk arrives', async () => {
    const onEnterPlace = vi.fn();
    await goToPlace({ walkTo: () => Promise.resolve(true) }, 'shop', onEnterPlace);
    expect(onEnterPlace).toHaveBeenCalledWith('shop');
  });

  it('does not enter when the walk was stopped', async () => {
    const onEnterPlace = vi.fn();
    await goToPlace({ walkTo: () => Promise.resolve(false) }, 'shop', onEnterPlace);
    expect(onEnterPlace).not.toHaveBeenCalled();
  });
});
