import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  AT_LEVEL_MIN,
  coverageByLevel,
  inventoryCoverage,
  inventoryFailures,
  inventoryReport,
  type InventoryRow,
} from './check-inventory';
import { CONTENT_DIR } from './paths';

describe('the grammar inventory', () => {
  const inventory = parse(readFileSync(join(CONTENT_DIR, 'inventory.yaml'), 'utf8')) as {
    items: { id: string; level: string; kind: string; match: string[] }[];
  };

  it('gives every point a unique id, a level A1–C1 and patterns that compile', () => {
    const ids = inventory.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of inventory.items) {
      expect(['A1', 'A2', 'B1', 'B2', 'C1']).toContain(item.level);
      expect(['grammar', 'topic']).toContain(item.kind);
      expect(item.match.length).toBeGreaterThan(0);
      for (const m of item.match) expect(() => new RegExp(m, 'i')).not.toThrow();
    }
  });

  // Reads every day file for the vocabulary topics: slow on a busy machine.
  it('places each grammar point and topic by the days that teach it, every level at 90% or more', () => {
    const rows = inventoryCoverage(CONTENT_DIR);
    expect(rows).toHaveLength(inventory.items.length);
    for (const row of rows) {
      if (row.kind === 'grammar') expect(row.placement === 'missing').toBe(row.days.length === 0);
      else if (row.days.length === 0) expect(row.placement).toBe('missing');
      for (const day of row.days) expect(day).toBeGreaterThanOrEqual(1);
    }
    expect(inventoryReport(rows)).toHaveLength(5);
    expect(inventoryFailures(rows)).toEqual([]);
  }, 60_000);

  it('fails a level under the share at level and every missing entry', () => {
    const row = (
      id: string,
      level: string,
      placement: InventoryRow['placement'],
    ): InventoryRow => ({
      id,
      level,
      kind: 'grammar',
      days: placement === 'missing' ? [] : [1],
      placement,
      introducedEarlier: false,
    });
    const rows = [
      ...Array.from({ length: 9 }, (_, i) => row(`a${i}`, 'A1', 'at')),
      row('late', 'A1', 'later'),
      ...Array.from({ length: 8 }, (_, i) => row(`b${i}`, 'A2', 'at')),
      row('early', 'A2', 'earlier'),
      row('gone', 'A2', 'missing'),
    ];
    const [a1, a2] = coverageByLevel(rows);
    expect(a1?.share).toBe(0.9);
    expect(a2?.share).toBeLessThan(AT_LEVEL_MIN);
    expect(inventoryFailures(rows)).toEqual([
      'A2: 8 of 10 entries at level (80%), under 90%',
      'A2: gone is not taught',
    ]);
  });
});
