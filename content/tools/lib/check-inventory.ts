// Coverage of content/inventory.yaml by the syllabus: for each inventory grammar point, the days whose
// lecture point names it, and whether they sit at, before or after the inventory's level. Reports only;
// INVENTORY_FAILS switches it to failing once the syllabus follows the inventory.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const INVENTORY_FAILS = false;
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;

interface Item {
  id: string;
  level: string;
  kind: 'grammar' | 'topic';
  name: string;
  match: string[];
}
interface Day {
  day: number;
  point?: { en: string };
}
interface Section {
  level: string;
  firstDay: number;
  lastDay: number;
}

export interface InventoryRow {
  id: string;
  level: string;
  days: number[];
  placement: 'at' | 'earlier' | 'later' | 'missing';
}

export function inventoryCoverage(contentDir: string): InventoryRow[] {
  const inv = parse(readFileSync(join(contentDir, 'inventory.yaml'), 'utf8')) as { items: Item[] };
  const syl = parse(readFileSync(join(contentDir, 'syllabus.yaml'), 'utf8')) as {
    sections: Section[];
    days: Day[];
  };
  const levelOf = (d: number) =>
    syl.sections.find((s) => d >= s.firstDay && d <= s.lastDay)?.level ?? 'C1';
  const rows: InventoryRow[] = [];
  for (const item of inv.items.filter((i) => i.kind === 'grammar')) {
    const res = item.match.map((m) => new RegExp(m, 'i'));
    const days = syl.days
      .filter((d) => d.point && res.some((r) => r.test(d.point!.en)))
      .map((d) => d.day);
    let placement: InventoryRow['placement'] = 'missing';
    if (days.length) {
      const first = LEVELS.indexOf(levelOf(days[0]!) as (typeof LEVELS)[number]);
      const want = LEVELS.indexOf(item.level as (typeof LEVELS)[number]);
      placement = first === want ? 'at' : first < want ? 'earlier' : 'later';
    }
    rows.push({ id: item.id, level: item.level, days, placement });
  }
  return rows;
}

/** The coverage by level as report lines (the content check prints them; nothing fails yet). */
export function inventoryReport(rows: InventoryRow[]): string[] {
  return LEVELS.map((lv) => {
    const r = rows.filter((x) => x.level === lv);
    const n = (p: string) => r.filter((x) => x.placement === p).length;
    const missing = r.filter((x) => x.placement === 'missing').map((x) => x.id);
    return `${lv}: ${r.length} points, taught ${r.length - n('missing')} (at ${n('at')}, earlier ${n('earlier')}, later ${n('later')}), missing ${n('missing')}${missing.length ? `: ${missing.join(', ')}` : ''}`;
  });
}

if (process.argv[1]?.endsWith('check-inventory.ts')) {
  const rows = inventoryCoverage(join(import.meta.dirname, '..', '..'));
  for (const lv of LEVELS) {
    const r = rows.filter((x) => x.level === lv);
    const n = (p: string) => r.filter((x) => x.placement === p).length;
    console.log(
      `${lv}: ${r.length} points, taught ${r.length - n('missing')} (at ${n('at')}, earlier ${n('earlier')}, later ${n('later')}), missing ${n('missing')}: ${r
        .filter((x) => x.placement === 'missing')
        .map((x) => x.id)
        .join(', ')}`,
    );
    for (const x of r.filter((y) => y.placement === 'earlier' || y.placement === 'later'))
      console.log(`   ${x.id} ${x.placement}: days ${x.days.slice(0, 6).join(',')}`);
  }
}
