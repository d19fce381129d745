import type { UserProgress } from '@yek/contracts/usertask';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { ProgressCharts } from './progress-charts';

beforeAll(() => {
  // jsdom measures nothing; the charts only need the observer to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const weeks = Array.from({ length: 12 }, (_, i) => {
  const d = new Date(Date.UTC(2025, 11, 22 + 7 * i));
  return d.toISOString().slice(0, 10);
});

const PROGRESS: UserProgress = {
  today: '2026-03-11',
  since: '2025-12-22',
  days: [
    { date: '2026-03-10', answers: 24, completedDays: 1, minutes: 18 },
    { date: '2026-03-11', answers: 6, completedDays: 0, minutes: 7 },
  ],
  currentStreak: 2,
  longestStreak: 5,
  activeDays: 9,
  wordsTotal: 14,
  wordWeeks: weeks.map((weekStart, i) => ({ weekStart, total: i === 11 ? 14 : 0 })),
  skillWeeks: weeks.map((weekStart, i) => ({
    weekStart,
    skills: [1, 2, 3, 4, 5, 6].map((skillId) => ({
      skillId,
      answered: i === 11 ? 5 : 0,
      score: i === 11 ? (skillId === 4 ? 0.9 : 0.6) : null,
    })),
  })),
};

describe('ProgressCharts', () => {
  it('says what each chart shows in words and gives its figures as a table', async () => {
    mockApi(() => ok(PROGRESS));
    renderWithRouter(<ProgressCharts />);

    const streak = await screen.findByRole('figure', { name: 'Seri takvimi' });
    expect(streak).toHaveTextContent(
      'Şu anki serin 2 gün, en uzun serin 5 gün. Toplam 9 gün çalıştın.',
    );
    const streakTable = within(streak).getByRole('table', { name: 'Seri takvimi: tablo' });
    expect(within(streakTable).getByRole('row', { name: '10 Mart 2026 24 1' })).toBeInTheDocument();

    const words = screen.getByRole('figure', { name: 'Öğrendiğin kelimeler' });
    expect(words).toHaveTextContent('Toplam 14 kelime');
    expect(within(words).getByRole('row', { name: '9 Mart 2026 14' })).toBeInTheDocument();

    const skills = screen.getByRole('figure', { name: 'Becerilere göre başarı' });
    expect(skills).toHaveTextContent('en yüksek ortalaman: Dil bilgisi, %90');
    expect(within(skills).getByRole('columnheader', { name: 'Kelime' })).toBeInTheDocument();

    const time = screen.getByRole('figure', { name: 'Çalışma süresi' });
    expect(time).toHaveTextContent('Son 14 günde yaklaşık 25 dakika.');
    expect(time).toHaveTextContent('15 dakikadan uzun aralar sayılmaz');
    expect(within(time).getAllByRole('row')).toHaveLength(15);
  });

  it('says so when there is nothing yet, still with empty weeks', async () => {
    mockApi(() =>
      ok({
        ...PROGRESS,
        days: [],
        currentStreak: 0,
        longestStreak: 0,
        activeDays: 0,
        wordsTotal: 0,
        wordWeeks: PROGRESS.wordWeeks.map((w) => ({ ...w, total: 0 })),
        skillWeeks: PROGRESS.skillWeeks.map((w) => ({
          ...w,
          skills: w.skills.map((s) => ({ ...s, answered: 0, score: null })),
        })),
      }),
    );
    renderWithRouter(<ProgressCharts />);
    expect(await screen.findByText(/Henüz bir cevabın yok/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('figure', { name: 'Seri takvimi' })).getByRole('row', {
        name: 'Bu dönemde cevap yok. 0 0',
      }),
    ).toBeInTheDocument();
  });
});
