import { describe, expect, it } from 'vitest';
import { monthGrid } from './month-grid';

describe('monthGrid', () => {
  it('starts on Monday and fills whole weeks', () => {
    // November 2026 begins on a Sunday: six blanks, then the 1st.
    const cells = monthGrid('2026-11');
    expect(cells.slice(0, 7)).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(cells.length % 7).toBe(0);
    expect(cells.filter(Boolean)).toHaveLength(30);
    expect(monthGrid('2028-02').filter(Boolean)).toHaveLength(29);
  });
});
