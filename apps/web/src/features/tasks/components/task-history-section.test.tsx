import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserTask, UserTaskPart } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { makeScoredPart } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { TaskHistorySection } from './task-history-section';

const part = makeScoredPart;

function day(id: number, dayNo: number, parts: UserTaskPart[]): UserTask {
  const date = `2026-03-${String(((dayNo - 1) % 28) + 1).padStart(2, '0')}`;
  return {
    id,
    dayNo,
    taskName: `Day ${dayNo} topic`,
    taskDate: date,
    lectureId: null,
    lecturePoint: null,
    lectureCompletedAt: null,
    completionDate: `${date}T15:00:00.000Z`,
    state: 'completed',
    kind: 'lesson',
    sectionSlug: 'a1',
    levelId: 1,
    levelCode: 'A1',
    parts,
  };
}

const OVERVIEW = {
  completedTasks: 2,
  answeredQuestions: 12,
  averageScore: 0.8,
  skills: [],
  booksRead: 0,
  wordsLookedUp: 0,
};

describe('TaskHistorySection', () => {
  it('lists completed days newest first with their scores, each linking to its day', async () => {
    const calls = mockApi((config) =>
      config.url === 'usertask/getusercompletedtasks'
        ? ok([day(42, 2, [part(1, 9), part(0, 1)]), day(41, 1, [part(null, 0)])])
        : config.url === 'usertask/getusercompletedtasksoverview'
          ? ok(OVERVIEW)
          : fail(404, null),
    );
    renderWithRouter(<TaskHistorySection />);
    const section = await screen.findByRole('region', { name: 'Tamamlanan günler' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0]!).getByRole('link', { name: 'Gün 2 / 365: Day 2 topic' }),
    ).toHaveAttribute('href', '/task/42');
    expect(within(rows[0]!).getByText('Puan %90')).toBeVisible();
    expect(within(rows[0]!).getByText('2 Mart 2026')).toBeVisible();
    expect(within(rows[1]!).getByText('Puan yok')).toBeVisible();
    expect(
      await within(section).findByText('2 gün tamamladın, ortalama puanın %80.'),
    ).toBeVisible();
    expect(calls.find((c) => c.url === 'usertask/getusercompletedtasks')!.params).toEqual({
      displayCount: 10,
    });
    // Fewer days than asked for: there is nothing more to show.
    expect(within(section).queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('says so when no day is complete yet', async () => {
    mockApi((config) =>
      config.url === 'usertask/getusercompletedtasks'
        ? ok([])
        : config.url === 'usertask/getusercompletedtasksoverview'
          ? ok({ ...OVERVIEW, completedTasks: 0, averageScore: null })
          : fail(404, null),
    );
    renderWithRouter(<TaskHistorySection />);
    expect(await screen.findByText('Tamamladığın görevler burada listelenecek.')).toBeVisible();
  });

  it('asks for more days when the first page is full', async () => {
    const calls = mockApi((config) => {
      if (config.url === 'usertask/getusercompletedtasksoverview') return ok(OVERVIEW);
      const count = (config.params as { displayCount: number }).displayCount;
      return ok(Array.from({ length: count }, (_, i) => day(100 + i, 40 - i, [part(1, 1)])));
    });
    renderWithRouter(<TaskHistorySection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(30);
    expect(calls.at(-1)!.params).toEqual({ displayCount: 30 });
  });

  it('sends a learner whose plan has lapsed to the packages', async () => {
    mockApi(() => fail(403, 'Ücretsiz deneme süren sona erdi.', { errorCode: 'TRIAL_EXPIRED' }));
    renderWithRouter(<TaskHistorySection />);
    expect(await screen.findByText('Ücretsiz deneme süren sona erdi.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Paketleri ve faturaları gör' })).toHaveAttribute(
      'href',
      '/purchase',
    );
  });
});
