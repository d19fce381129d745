import { describe, expect, it } from 'vitest';
import { OrderingSchema } from './content-questions';

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
