import { describe, expect, it } from 'vitest';
import { OrderingSchema, orderingDisplay, orderingScore } from './content-questions';

const item = {
  type: 'ordering',
  slug: 'day-001-reading-q05',
  prompt: 'Put the steps of the recipe in order.',
  explanation: 'Önce suyu kaynatırsın, sonra makarnayı atarsın, en son suyunu süzersin.',
  items: ['Boil some water.', 'Put the pasta in the water.', 'Pour the water away.'],
};

describe('OrderingSchema', () => {
  it('accepts three to six items in the right order', () => {
    expect(OrderingSchema.safeParse(item).success).toBe(true);
  });

  it('refuses too few items and repeated items', () => {
    expect(OrderingSchema.safeParse({ ...item, items: item.items.slice(0, 2) }).success).toBe(
      false,
    );
    expect(
      OrderingSchema.safeParse({ ...item, items: ['Boil some water.', 'boil some water.', 'Eat.'] })
        .success,
    ).toBe(false);
  });
});

describe('orderingDisplay', () => {
  it('never shows the right order and keeps the same shuffle for a slug', () => {
    for (let n = 3; n <= 6; n++)
      for (let k = 0; k < 50; k++) {
        const { shown, solution } = orderingDisplay(`day-001-reading-q${k}`, n);
        expect([...shown].sort()).toEqual([...Array(n).keys()]);
        expect(shown.every((v, i) => v === i)).toBe(false);
        expect(solution.map((s) => shown[s])).toEqual([...Array(n).keys()]);
        expect(orderingDisplay(`day-001-reading-q${k}`, n)).toEqual({ shown, solution });
      }
  });

  it('scores the share of items in their right place', () => {
    expect(orderingScore([2, 0, 1], [2, 0, 1])).toBe(1);
    expect(orderingScore([2, 1, 0], [2, 0, 1])).toBeCloseTo(1 / 3);
    expect(orderingScore([2, 0], [2, 0, 1])).toBe(0);
  });
});
