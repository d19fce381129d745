import type { ScheduleDay } from '@yek/contracts/usertask';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { ScheduleCalendar } from './schedule-calendar';

const DAYS: ScheduleDay[] = [
  {
    id: 7,
    dayNo: 1,
    taskDate: '2026-03-10',
    taskName: 'Tanışma',
    state: 'completed',
    completionDate: '2026-03-10T10:00:00.000Z',
    score: 1,
  },
  {
    id: 8,
    dayNo: 2,
    taskDate: '2026-03-12',
    taskName: 'Aile',
    state: 'questions',
    completionDate: null,
    score: null,
  },
];

describe('ScheduleCalendar', () => {
  it('is a table of weeks under weekday headers, each day taken a link named by its date', () => {
    renderWithRouter(<ScheduleCalendar days={DAYS} today="2026-03-12" />);
    const table = screen.getByRole('table', { name: 'Mart 2026' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(7);
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Pzt');
    // March 2026 starts on a Sunday: six weeks.
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('gridcell')).not.toBeInTheDocument();

    const done = within(table).getByRole('link', { name: '10 Mart: Gün 1 / 365, Tamamlandı' });
    expect(done).toHaveAttribute('href', '/task/7');
    expect(done).toHaveTextContent('10');
    const today = within(table).getByRole('link', {
      name: '12 Mart (bugün): Gün 2 / 365, Devam ediyor',
    });
    expect(today).toHaveAttribute('aria-current', 'date');
    // A day without a task is plain text, not a control.
    expect(within(table).getAllByRole('link')).toHaveLength(2);
    expect(within(table).getByText('11')).not.toHaveAttribute('role');
  });
});
