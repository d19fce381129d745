import type { Schedule, ScheduleDay } from '@yek/contracts/usertask';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ProgramCategoryPage } from './program-category-page';

const section = (slug: string, levelCode: string, firstDay: number, lastDay: number) => ({
  slug,
  title: `${levelCode} bölümü`,
  levelId: 1,
  levelCode,
  firstDay,
  lastDay,
  completedDays: 0,
  availableDays: lastDay - firstDay + 1,
  examTitle: `${levelCode} sınavı`,
  averageScore: null,
});

const day = (dayNo: number, over: Partial<ScheduleDay>): ScheduleDay => ({
  id: 40 + dayNo,
  dayNo,
  taskDate: `2026-03-${String(9 + dayNo).padStart(2, '0')}`,
  taskName: `Tanışma ${dayNo}`,
  state: 'completed',
  completionDate: null,
  score: null,
  ...over,
});

const SCHEDULE: Schedule = {
  today: '2026-03-11',
  nextDayNo: 3,
  days: [day(2, { state: 'questions' }), day(1, { score: 0.84 })],
  sections: [
    { ...section('a1', 'A1', 1, 4), completedDays: 1, averageScore: 0.8 },
    section('a2', 'A2', 5, 6),
  ],
};

describe('ProgramCategoryPage', () => {
  it("shows each section's progress and opens to its days, linking the days taken", async () => {
    mockApi(() => ok(SCHEDULE));
    const user = userEvent.setup();
    renderWithRouter(<ProgramCategoryPage />, { initialEntries: ['/program-category'] });

    const a1 = await screen.findByRole('button', { name: /A1 bölümü/ });
    expect(a1).toHaveAccessibleName(/1 \/ 4 gün tamamlandı/);
    expect(a1).toHaveAccessibleName(/Ortalama başarı: %80/);
    // The section the learner is in is open.
    expect(a1).toHaveAttribute('aria-expanded', 'true');
    const days = screen.getByRole('list', { name: 'Ünitenin günleri: A1 bölümü' });
    const rows = within(days).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Gün 1: Tanışma 1Tamamlandı, %84',
      'Gün 2: Tanışma 2Bugün',
      'Gün 3Sıradaki',
      'Gün 4Kilitli',
    ]);
    expect(within(days).getByRole('link', { name: 'Gün 1: Tanışma 1' })).toHaveAttribute(
      'href',
      '/task/41',
    );
    expect(within(days).getAllByRole('link')).toHaveLength(2);

    const a2 = screen.getByRole('button', { name: /A2 bölümü/ });
    expect(a2).toHaveAccessibleName(/0 \/ 2 gün tamamlandı/);
    expect(a2).toHaveAccessibleName(/Henüz puan yok/);
    await user.click(a2);
    expect(
      await screen.findByRole('list', { name: 'Ünitenin günleri: A2 bölümü' }),
    ).toHaveTextContent('Gün 5Kilitli');
  });

  it('shows a long run of locked days as one row', async () => {
    mockApi(() => ok({ ...SCHEDULE, sections: [{ ...SCHEDULE.sections[0]!, lastDay: 60 }] }));
    renderWithRouter(<ProgramCategoryPage />, { initialEntries: ['/program-category'] });
    const days = await screen.findByRole('list', { name: 'Ünitenin günleri: A1 bölümü' });
    expect(within(days).getAllByRole('listitem').at(-1)).toHaveTextContent('Gün 4–60Kilitli');
  });

  it('keeps the progress view in the address, as a tab', async () => {
    mockApi(() => ok(SCHEDULE));
    const user = userEvent.setup();
    const { router } = renderWithRouter(<ProgramCategoryPage />, {
      initialEntries: ['/program-category'],
    });
    const tab = await screen.findByRole('tab', { name: 'İlerleme' });
    expect(screen.getByRole('tab', { name: 'Üniteler' })).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    expect(router.state.location.search).toBe('?view=progress');
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('İlerleme');
  });
});
