import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { inventoryCoverage, inventoryReport } from './check-inventory';
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

  it('places each grammar point by the syllabus days that teach it', () => {
    const rows = inventoryCoverage(CONTENT_DIR);
    expect(rows).toHaveLength(inventory.items.filter((i) => i.kind === 'grammar').length);
    for (const row of rows) {
      expect(row.placement === 'missing').toBe(row.days.length === 0);
      for (const day of row.days) expect(day).toBeGreaterThanOrEqual(1);
    }
    expect(inventoryReport(rows)).toHaveLength(5);
  });
});
