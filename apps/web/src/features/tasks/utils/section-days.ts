import type { ProgramSectionProgress, Schedule, ScheduleDay } from '@yek/contracts/usertask';

export type SectionDayState = 'completed' | 'today' | 'open' | 'next' | 'locked' | 'skipped';

export interface SectionDay {
  dayNo: number;
  state: SectionDayState;
  /** The learner's task for the day, when they took it. */
  task: ScheduleDay | null;
}

/**
 * Every programme day of a section as the learner stands with it: done (with its score), taken
 * today, taken earlier and still open, the one that comes next, passed over (after a placement
 * result moved the programme on) or not open yet.
 */
export function sectionDays(
  section: Pick<ProgramSectionProgress, 'firstDay' | 'lastDay'>,
  schedule: Pick<Schedule, 'days' | 'today' | 'nextDayNo'>,
): SectionDay[] {
  const byDay = new Map(schedule.days.map((d) => [d.dayNo, d]));
  const next = schedule.nextDayNo ?? Number.POSITIVE_INFINITY;
  const out: SectionDay[] = [];
  for (let dayNo = section.firstDay; dayNo <= section.lastDay; dayNo += 1) {
    const task = byDay.get(dayNo) ?? null;
    let state: SectionDayState;
    if (task?.state === 'completed') state = 'completed';
    else if (task) state = task.taskDate === schedule.today ? 'today' : 'open';
    else if (dayNo === next) state = 'next';
    else state = dayNo < next ? 'skipped' : 'locked';
    out.push({ dayNo, state, task });
  }
  return out;
}

export type SectionRow =
  | { kind: 'day'; day: SectionDay }
  | { kind: 'range'; from: number; to: number; state: 'locked' | 'skipped' };

/** Runs of at least this many days not taken show as one row ("Gün 4–60"). */
const RUN = 3;

/**
 * The rows of a section's list: each day taken (or next) on its own, and a long run of days locked
 * or passed over as one row, so a section of 60 days does not read as 57 rows of "locked".
 */
export function sectionRows(days: SectionDay[]): SectionRow[] {
  const rows: SectionRow[] = [];
  let i = 0;
  while (i < days.length) {
    const day = days[i]!;
    const { state } = day;
    let j = i;
    if (state === 'locked' || state === 'skipped')
      while (j + 1 < days.length && days[j + 1]!.state === state) j += 1;
    if (j - i + 1 >= RUN && (state === 'locked' || state === 'skipped')) {
      rows.push({ kind: 'range', from: day.dayNo, to: days[j]!.dayNo, state });
      i = j + 1;
    } else {
      rows.push({ kind: 'day', day });
      i += 1;
    }
  }
  return rows;
}

/** A 0–1 score as a whole percentage. */
export const percent = (score: number) => Math.round(score * 100);
