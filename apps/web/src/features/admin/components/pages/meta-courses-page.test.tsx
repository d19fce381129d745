import type { MetaCourseRecord } from '@yek/contracts/metacourse';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi, ok } from '../../../../test/mock-api';
import { TestProviders } from '../../../../test/render';
import { MetaCoursesPage } from './meta-courses-page';

const RECORD: MetaCourseRecord = {
  id: 2,
  slug: 'travel',
  titleTr: 'Seyahat İngilizcesi',
  titleEn: 'Travel English',
  descriptionTr: 'Yolculuğun İngilizcesi.',
  descriptionEn: 'The English of travel.',
  minLevel: 'A2',
  maxLevel: 'B1',
  published: true,
  taskCount: 10,
  editorOwned: false,
  updatedAt: '2026-11-20T10:00:00Z',
};
const PAGE = { items: [RECORD], totalCount: 1, pageNumber: 1, pageSize: 25 };

function renderPage() {
  return render(
    <TestProviders>
      <MetaCoursesPage />
    </TestProviders>,
  );
}

describe('the meta courses page', () => {
  it('lists the courses from metacourse, with no add button', async () => {
    const calls = mockApi(() => ok(PAGE));
    renderPage();
    expect(await screen.findByText('Seyahat İngilizcesi')).toBeInTheDocument();
    expect(screen.getByText('A2–B1')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('metacourse');
    expect(screen.queryByRole('button', { name: /ekle/i })).not.toBeInTheDocument();
  });

  it('refuses levels out of order in the browser, then saves the course with PUT', async () => {
    const calls = mockApi((config) => (config.method === 'put' ? ok(RECORD) : ok(PAGE)));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Düzenle/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Kursu düzenle' }));
    expect(dialog.getByText(/meta\/travel/)).toBeInTheDocument();
    await user.click(dialog.getByRole('combobox', { name: /En düşük seviye/ }));
    await user.click(await screen.findByRole('option', { name: 'C1' }));
    await user.click(dialog.getByRole('button', { name: 'Kaydet' }));
    expect(
      await dialog.findByText('En yüksek seviye en düşük seviyenin altında olamaz.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'put')).toHaveLength(0);

    await user.click(dialog.getByRole('combobox', { name: /En düşük seviye/ }));
    await user.click(await screen.findByRole('option', { name: 'A1' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Yayında' }));
    await user.click(dialog.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'put')).toHaveLength(1));
    expect(bodyOf(calls.find((c) => c.method === 'put')!)).toEqual({
      id: 2,
      titleTr: 'Seyahat İngilizcesi',
      titleEn: 'Travel English',
      descriptionTr: 'Yolculuğun İngilizcesi.',
      descriptionEn: 'The English of travel.',
      minLevel: 'A1',
      maxLevel: 'B1',
      published: false,
    });
  });
});
