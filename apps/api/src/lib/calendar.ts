/**
 * Calendar days in a named time zone (config.timeZone, Europe/Istanbul by default) computed with
 * Intl, so daylight-saving rules come from the platform and the server's own zone never matters.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function parts(instant: Date, timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
}

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 'YYYY-MM-DD' of the calendar day an instant falls on in the zone. */
export function localDate(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Adds whole calendar days to a 'YYYY-MM-DD' date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant a calendar day begins in the zone (midnight local time). */
export function startOfDay(date: string, timeZone: string): Date {
  const guess = new Date(`${date}T00:00:00Z`);
  // Two passes settle the offset even when the day starts next to a daylight-saving change.
  let instant = new Date(guess.getTime() - offsetMs(guess, timeZone));
  instant = new Date(guess.getTime() - offsetMs(instant, timeZone));
  return instant;
}

/** Whole years between a birth date and a calendar day, both 'YYYY-MM-DD'. */
export function ageOn(birthday: string, today: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}
