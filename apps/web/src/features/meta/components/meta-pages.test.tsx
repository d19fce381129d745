import type { MetaCourseDetail, MetaCourseSummary } from '@yek/contracts/metacourse';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderRoutes, renderWithRouter } from '../../../test/render';
import { MetaDetailPage } from './meta-detail-page';
import { MetaLevelsSection } from './meta-levels-section';
import { MetaListPage } from './meta-list-page';

const course = (over: Partial<MetaCourseSummary> = {}): MetaCourseSummary => ({
  id: 3,
  title: 'Seyahat İngilizcesi',
  description: 'Havalimanından otele, yolculuğun İngilizcesi.',
  minLevel: 'A2',
  maxLevel: 'B1',
  taskCount: 10,
  completedTasks: 0,
  score: null,
  nextTaskNumber: 1,
  ...over,
});

describe('the meta course list', () => {
  it('shows each course with its level, size, description and the learner’s progress', async () => {
    mockApi(() =>
      ok([
        course(),
        course({ id: 4, title: 'İş İngilizcesi', completedTasks: 3, nextTaskNumber: 4 }),
      ]),
    );
    renderWithRouter(<MetaListPage />, { initialEntries: ['/meta'] });
    expect(screen.getByRole('heading', { level: 1, name: 'Meta seviyeler' })).toBeInTheDocument();
    const travel = await screen.findByRole('article', { name: 'Seyahat İngilizcesi' });
    expect(within(travel).getByText('A2–B1')).toBeInTheDocument();
    expect(within(travel).getByText('10 görev')).toBeInTheDocument();
    expect(within(travel).getByText(/yolculuğun İngilizcesi/)).toBeInTheDocument();
    expect(within(travel).getByText('10 görevden 0 tanesini bitirdin')).toBeInTheDocument();
    expect(
      within(travel).getByRole('link', { name: 'Başla: Seyahat İngilizcesi' }),
    ).toHaveAttribute('href', '/meta/3/task');
    const work = screen.getByRole('article', { name: 'İş İngilizcesi' });
    expect(within(work).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    expect(
      within(work).getByRole('link', { name: 'Devam et: İş İngilizcesi' }),
    ).toBeInTheDocument();
    expect(within(work).getByRole('link', { name: 'Kursu aç: İş İngilizcesi' })).toHaveAttribute(
      'href',
      '/meta/4',
    );
  });

  it('says so when no course is open', async () => {
    mockApi(() => ok([]));
    renderWithRouter(<MetaListPage />);
    expect(await screen.findByText('Şu anda açık bir kurs yok.')).toBeInTheDocument();
  });
});

describe('a meta course', () => {
  it('lists its tasks, which are done and where to go on', async () => {
    const detail: MetaCourseDetail = {
      ...course({ completedTasks: 1, score: 0.8, nextTaskNumber: 2, taskCount: 2 }),
      tasks: [
        {
          number: 1,
          title: 'Havalimanında',
          level: 'A2',
          kinds: ['vocabulary', 'listening'],
          questionCount: 10,
          answeredCount: 10,
          completed: true,
          score: 0.8,
        },
        {
          number: 2,
          title: 'Otelde',
          level: 'A2',
          kinds: ['grammar', 'reading'],
          questionCount: 9,
          answeredCount: 2,
          completed: false,
          score: null,
        },
      ],
    };
    const calls = mockApi(() => ok(detail));
    renderRoutes([{ path: '/meta/:id', element: <MetaDetailPage id={3} /> }], {
      initialEntries: ['/meta/3'],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Seyahat İngilizcesi' }),
    ).toBeInTheDocument();
    expect(calls[0]?.url).toBe('metacourse/3');
    expect(screen.getByText('Ortalama başarı: %80')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2. görevle devam et' })).toHaveAttribute(
      'href',
      '/meta/3/task?task=2',
    );
    const tasks = within(screen.getByRole('region', { name: 'Görevler' }));
    expect(tasks.getByText('A2 · Kelime, Dinleme · Tamamlandı, başarı %80')).toBeInTheDocument();
    expect(
      tasks.getByText('A2 · Dil bilgisi, Okuma · 9 sorudan 2 tanesi cevaplandı'),
    ).toBeInTheDocument();
    expect(tasks.getByRole('link', { name: 'Gözden geçir: Havalimanında' })).toHaveAttribute(
      'href',
      '/meta/3/task?task=1',
    );
    expect(tasks.getByRole('link', { name: 'Aç: Otelde' })).toBeInTheDocument();
  });

  it('shows a course that is not there as not found, in the server’s words, with the way home', async () => {
    mockApi(() => fail(404, 'Aradığın şey bulunamadı.'));
    renderWithRouter(<MetaDetailPage id={9} />);
    expect(await screen.findByText('Aradığın şey bulunamadı.')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Bu içerik bulunamadı' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toBeInTheDocument();
  });
});

describe('the profile’s meta levels', () => {
  it('lists the courses the learner has finished tasks in', async () => {
    mockApi(() => ok([course(), course({ id: 4, title: 'İş İngilizcesi', completedTasks: 2 })]));
    renderWithRouter(<MetaLevelsSection />);
    const section = within(await screen.findByRole('region', { name: 'Meta seviyeler' }));
    expect(await section.findByRole('link', { name: 'İş İngilizcesi' })).toHaveAttribute(
      'href',
      '/meta/4',
    );
    expect(section.queryByText('Seyahat İngilizcesi')).not.toBeInTheDocument();
    expect(section.getByText('10 görevden 2 tanesini bitirdin')).toBeInTheDocument();
  });

  it('invites the learner to start when there is none', async () => {
    mockApi(() => ok([course()]));
    renderWithRouter(<MetaLevelsSection />);
    expect(await screen.findByText(/Henüz bir kursta görev bitirmedin/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bütün kurslar' })).toHaveAttribute('href', '/meta');
  });
});
