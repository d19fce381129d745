// Coverage of content/inventory.yaml by the programme. A grammar point is matched against the
// syllabus days' `point.en`; a topic (numbers, colours, clothes ...) against the headwords the days'
// vocabulary parts teach. Each entry is then placed against the section of its inventory level:
// - at: taught inside its level's section (a point first met earlier, e.g. comparatives with -er in
//   A1 and with more in A2, counts as at level when its level teaches it; the report shows how many);
// - earlier: taught only before its level; later: first taught after it; missing: never taught.
// A topic counts as taught in a section once that section teaches TOPIC_MIN_WORDS of its words.
// With INVENTORY_FAILS the check fails when a level has under AT_LEVEL_MIN of its entries at level,
// or when an entry is missing.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const INVENTORY_FAILS = true;
export const AT_LEVEL_MIN = 0.9;
export const TOPIC_MIN_WORDS = 5;
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;

interface Item {
  id: string;
  level: string;
  kind: 'grammar' | 'topic';
  name: string;
  match: string[];
}
interface Section {
  id: string;
  level: string;
  firstDay: number;
  lastDay: number;
}

export interface InventoryRow {
  id: string;
  level: string;
  kind: 'grammar' | 'topic';
  /** grammar: the days whose point names it; topic: the days that teach one of its words */
  days: number[];
  /** topic only: the words taught, as headword@day */
  words?: string[];
  placement: 'at' | 'earlier' | 'later' | 'missing';
  /** at level, but first met in an earlier section */
  introducedEarlier: boolean;
}

function place(
  level: string,
  sectionsTaught: string[],
  firstLevel: string | undefined,
): Pick<InventoryRow, 'placement' | 'introducedEarlier'> {
  const want = LEVELS.indexOf(level as (typeof LEVELS)[number]);
  if (!firstLevel) return { placement: 'missing', introducedEarlier: false };
  const first = LEVELS.indexOf(firstLevel as (typeof LEVELS)[number]);
  if (sectionsTaught.includes(level)) return { placement: 'at', introducedEarlier: first < want };
  return { placement: first < want ? 'earlier' : 'later', introducedEarlier: false };
}

/** The vocabulary headwords the day files teach, with their day. */
function taughtWords(contentDir: string): { day: number; headword: string }[] {
  const out: { day: number; headword: string }[] = [];
  const daysDir = join(contentDir, 'days');
  for (const section of readdirSync(daysDir)) {
    for (const file of readdirSync(join(daysDir, section))) {
      if (!file.endsWith('.yaml')) continue;
      const day = parse(readFileSync(join(daysDir, section, file), 'utf8')) as {
        day: number;
        parts?: { kind: string; words?: { headword: string }[] }[];
      };
      for (const part of day.parts ?? [])
        if (part.kind === 'vocabulary')
          for (const w of part.words ?? []) out.push({ day: day.day, headword: w.headword });
    }
  }
  return out.sort((a, b) => a.day - b.day);
}

export function inventoryCoverage(contentDir: string): InventoryRow[] {
  const inv = parse(readFileSync(join(contentDir, 'inventory.yaml'), 'utf8')) as { items: Item[] };
  const syl = parse(readFileSync(join(contentDir, 'syllabus.yaml'), 'utf8')) as {
    sections: Section[];
    days: { day: number; point?: { en: string } }[];
  };
  const levelOf = (d: number) =>
    syl.sections.find((s) => d >= s.firstDay && d <= s.lastDay)?.level ?? 'C1';
  const words = inv.items.some((i) => i.kind === 'topic') ? taughtWords(contentDir) : [];
  const rows: InventoryRow[] = [];
  for (const item of inv.items) {
    const res = item.match.map((m) => new RegExp(m, 'i'));
    if (item.kind === 'grammar') {
      const days = syl.days
        .filter((d) => d.point && res.some((r) => r.test(d.point!.en)))
        .map((d) => d.day);
      const levels = days.map(levelOf);
      rows.push({
        id: item.id,
        level: item.level,
        kind: 'grammar',
        days,
        ...place(item.level, levels, levels[0]),
      });
    } else {
      const hits = words.filter((w) => res.some((r) => r.test(w.headword)));
      const perLevel = new Map<string, number>();
      for (const h of hits) perLevel.set(levelOf(h.day), (perLevel.get(levelOf(h.day)) ?? 0) + 1);
      const taughtIn = LEVELS.filter((lv) => (perLevel.get(lv) ?? 0) >= TOPIC_MIN_WORDS);
      rows.push({
        id: item.id,
        level: item.level,
        kind: 'topic',
        days: [...new Set(hits.map((h) => h.day))],
        words: hits.map((h) => `${h.headword}@${h.day}`),
        ...place(item.level, taughtIn, taughtIn[0]),
      });
    }
  }
  return rows;
}

export interface LevelCoverage {
  level: string;
  points: number;
  taught: number;
  at: number;
  earlier: number;
  later: number;
  missing: string[];
  introducedEarlier: number;
  share: number;
}

export function coverageByLevel(rows: InventoryRow[]): LevelCoverage[] {
  return LEVELS.map((level) => {
    const r = rows.filter((x) => x.level === level);
    const n = (p: InventoryRow['placement']) => r.filter((x) => x.placement === p).length;
    return {
      level,
      points: r.length,
      taught: r.length - n('missing'),
      at: n('at'),
      earlier: n('earlier'),
      later: n('later'),
      missing: r.filter((x) => x.placement === 'missing').map((x) => x.id),
      introducedEarlier: r.filter((x) => x.introducedEarlier).length,
      share: r.length ? n('at') / r.length : 1,
    };
  });
}

/** The coverage by level as report lines. */
export function inventoryReport(rows: InventoryRow[]): string[] {
  return coverageByLevel(rows).map(
    (c) =>
      `${c.level}: ${c.points} entries, taught ${c.taught}, at level ${c.at} (${Math.round(c.share * 100)}%; ${c.introducedEarlier} of them met earlier too), earlier ${c.earlier}, later ${c.later}, missing ${c.missing.length}${c.missing.length ? `: ${c.missing.join(', ')}` : ''}`,
  );
}

/** What fails the check: a level under AT_LEVEL_MIN at level, or a missing entry. */
export function inventoryFailures(rows: InventoryRow[]): string[] {
  const out: string[] = [];
  for (const c of coverageByLevel(rows)) {
    if (c.share < AT_LEVEL_MIN)
      out.push(
        `${c.level}: ${c.at} of ${c.points} entries at level (${Math.round(c.share * 100)}%), under ${AT_LEVEL_MIN * 100}%`,
      );
    for (const id of c.missing) out.push(`${c.level}: ${id} is not taught`);
  }
  return out;
}

/** The entries taught outside their level, for the detailed listing. */
export function misplacedLines(rows: InventoryRow[]): string[] {
  return rows
    .filter((x) => x.placement === 'earlier' || x.placement === 'later')
    .map(
      (x) =>
        `${x.level} ${x.id} ${x.placement}: ${x.kind === 'topic' ? (x.words ?? []).slice(0, 8).join(' ') : `days ${x.days.slice(0, 6).join(',')}`}`,
    );
}

if (process.argv[1]?.endsWith('check-inventory.ts')) {
  const rows = inventoryCoverage(join(import.meta.dirname, '..', '..'));
  for (const line of inventoryReport(rows)) console.log(line);
  for (const line of misplacedLines(rows)) console.log(`   ${line}`);
  for (const x of rows.filter((r) => r.kind === 'topic'))
    console.log(`   topic ${x.id} (${x.level}, ${x.placement}): ${(x.words ?? []).join(' ')}`);
  for (const line of inventoryFailures(rows)) console.log(`FAIL ${line}`);
}
