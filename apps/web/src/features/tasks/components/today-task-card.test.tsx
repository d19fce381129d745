import { screen, within } from '@testing-library/react';
import type { TaskOverview, UserTask } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { DailyGoalCard } from './daily-goal-card';
import { TodayTaskCard } from './today-task-card';

const task: UserTask = {
  id: 9,
  dayNo: 12,
  taskName: 'Geçmiş zaman',
  taskDate: '2026-03-10',
  lectureId: 3,
  lecturePoint: 'was / were',
  lectureCompletedAt: '2026-03-10T09:00:00Z',
  completionDate: null,
  state: 'questions',
  kind: 'lesson',
  sectionSlug: 'a1',
  levelId: 1,
  levelCode: 'A1',
  parts: [
    {
      mainQuestionId: 41,
      orderNo: 1,
      skillId: 4,
      kind: 'grammar',
      questionCount: 5,
      answeredCount: 5,
      correctCount: 5,
      score: 1,
      completed: true,
    },
    {
      mainQuestionId: 42,
      orderNo: 2,
      skillId: 1,
      kind: 'reading',
      questionCount: 4,
      answeredCount: 0,
      correctCount: 0,
      score: null,
      completed: false,
    },
  ],
};

const week = ['09', '10', '11', '12', '13', '14', '15'].map((d, i) => ({
  date: `2026-03-${d}`,
  minutes: i === 0 ? 20 : i === 1 ? 6 : 0,
  completed: i === 0,
}));

const overview: TaskOverview = {
  programDays: 365,
  currentDay: 12,
  completedDays: 11,
  today: '2026-03-10',
  todayTask: task,
  openTask: task,
  canTakeNewTask: false,
  blockedReason: 'TASK_ALREADY_TAKEN_TODAY',
  nextDayNo: null,
  section: {
    slug: 'a1',
    title: 'Başlangıç',
    levelCode: 'A1',
    firstDay: 1,
    lastDay: 60,
    completedDays: 11,
  },
  streakDays: 3,
  dailyGoal: { minutes: 15, days: week },
  nextTopic: { dayNo: 13, title: 'Sıfatlar', lecturePoint: null },
  placementTestOffered: false,
};

describe('TodayTaskCard', () => {
  it('is built around today’s lesson and its one next step', () => {
    renderWithRouter(<TodayTaskCard overview={overview} />);
    expect(screen.getByText('Geçmiş zaman')).toBeVisible();
    expect(screen.getByText('Seviye A1')).toBeVisible();
    expect(screen.getByText('~16 dk')).toBeVisible();
    const steps = screen.getByRole('list', { name: 'Günün adımları' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Günün dersi (Tamamlandı)', 'Dil bilgisi (Tamamlandı)', 'Okuma (Açık)']);
    expect(screen.getByRole('link', { name: 'Devam et: Okuma' })).toHaveAttribute(
      'href',
      '/task/reading/42',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Ünitedeki ilerleme: Başlangıç' }),
    ).toHaveAttribute('aria-valuenow', String((11 / 60) * 100));
  });
});

describe('DailyGoalCard', () => {
  it('shows today’s minutes against the goal and the week with its met days', () => {
    renderWithRouter(<DailyGoalCard overview={overview} />);
    expect(screen.getByRole('img', { name: 'Bugün 6 / 15 dakika çalıştın' })).toBeVisible();
    expect(screen.getByText('Hedefine 9 dakika kaldı')).toBeVisible();
    const days = within(screen.getByRole('list', { name: 'Bu hafta' })).getAllByRole('listitem');
    expect(days).toHaveLength(7);
    expect(days[0]).toHaveAccessibleName('Pazartesi: 20 dakika, hedefe ulaşıldı');
    expect(days[1]).toHaveAccessibleName('Salı: 6 dakika, hedefe ulaşılmadı');
    expect(days[1]).toHaveAttribute('aria-current', 'date');
    expect(days[2]).toHaveAccessibleName('Çarşamba: 0 dakika, henüz gelmedi');
  });
});
