import type { ScheduleDay } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { sectionDays, sectionRows } from './section-days';

const day = (dayNo: number, over: Partial<ScheduleDay> = {}): ScheduleDay => ({
  id: 100 + dayNo,
  dayNo,
  taskDate: `2026-03-${String(9 + dayNo).padStart(2, '0')}`,
  taskName: `Day ${dayNo}`,
  state: 'completed',
  completionDate: null,
  score: 0.8,
  ...over,
});

describe('sectionDays', () => {
  it('marks days done, taken today, open, next and locked', () => {
    const days = sectionDays(
      { firstDay: 1, lastDay: 5 },
      {
        today: '2026-03-13',
        nextDayNo: 4,
        days: [day(3, { state: 'questions', taskDate: '2026-03-13' }), day(2), day(1)],
      },
    );
    expect(days.map((d) => [d.dayNo, d.state])).toEqual([
      [1, 'completed'],
      [2, 'completed'],
      [3, 'today'],
      [4, 'next'],
      [5, 'locked'],
    ]);
    expect(days[0]!.task?.id).toBe(101);
  });

  it('tells a day left open from an earlier date, and days passed over by a placement', () => {
    const days = sectionDays(
      { firstDay: 1, lastDay: 3 },
      { today: '2026-03-20', nextDayNo: 62, days: [day(2, { state: 'lecture' })] },
    );
    expect(days.map((d) => d.state)).toEqual(['skipped', 'open', 'skipped']);
  });

  it('has no next day once the programme is complete', () => {
    const days = sectionDays(
      { firstDay: 364, lastDay: 365 },
      { today: '2027-03-10', nextDayNo: null, days: [day(365), day(364)] },
    );
    expect(days.map((d) => d.state)).toEqual(['completed', 'completed']);
  });

  it('shows a long run of days not taken as one row', () => {
    const days = sectionDays(
      { firstDay: 1, lastDay: 60 },
      { today: '2026-03-10', nextDayNo: 2, days: [day(1, { taskDate: '2026-03-10' })] },
    );
    expect(
      sectionRows(days).map((r) => (r.kind === 'day' ? r.day.state : `${r.from}-${r.to}`)),
    ).toEqual(['completed', 'next', '3-60']);
    const short = sectionDays(
      { firstDay: 1, lastDay: 4 },
      { today: '2026-03-10', nextDayNo: 3, days: [day(1), day(2)] },
    );
    expect(sectionRows(short).map((r) => r.kind)).toEqual(['day', 'day', 'day', 'day']);
  });
});
