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

/** A 0–1 score as a whole percentage. */
export const percent = (score: number) => Math.round(score * 100);
