import type { BookItem, BookPage } from '@yek/contracts/book';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderRoutes } from '../../../test/render';
import { LibraryPage } from './library-page';

const book = (id: number, over: Partial<BookItem> = {}): BookItem => ({
  id,
  title: `Book ${id}`,
  author: 'Deniz Harlow',
  levelId: 1,
  levelCode: 'A1',
  genreId: 1,
  genreName: 'Günlük Yaşam',
  publishType: 'EBook',
  description: 'Bir kitap.',
  coverImageUrl: null,
  chapterCount: 3,
  wordCount: 600,
  knownWordShare: 0.42,
  progress: null,
  ...over,
});
const page = (items: BookItem[], totalCount = items.length): BookPage => ({
  items,
  totalCount,
  pageNumber: 1,
  pageSize: 12,
});

function setup(reply: (params: Record<string, unknown>) => BookPage) {
  const calls = mockApi(async (config) => {
    if (config.url === 'bookgenre')
      return ok([
        { id: 1, name: 'Günlük Yaşam', nameTr: 'Günlük Yaşam', nameEn: 'Daily Life', bookCount: 2 },
      ]);
    return ok(reply((config.params ?? {}) as Record<string, unknown>));
  });
  const view = renderRoutes([{ path: '/library', element: <LibraryPage /> }], {
    initialEntries: ['/library'],
  });
  const lastQuery = () =>
    calls.filter((c) => c.url === 'book/getbyfilter').at(-1)?.params as Record<string, unknown>;
  return { ...view, calls, lastQuery };
}

describe('LibraryPage', () => {
  it('shows each book with its cover, level, type and the share of words the learner knows', async () => {
    setup(() =>
      page([
        book(1, { title: 'The New Neighbour', coverImageUrl: '/api/book/cover/the-new-neighbour' }),
        book(2, {
          title: 'Lake Song',
          publishType: 'Audio',
          knownWordShare: 0.9,
          progress: {
            chapterNo: 2,
            position: 10,
            finished: false,
            updatedDate: '2026-01-01T00:00:00Z',
          },
        }),
      ]),
    );
    const card = await screen.findByRole('article', { name: 'The New Neighbour' });
    expect(within(card).getByRole('img', { name: 'The New Neighbour kapağı' })).toHaveAttribute(
      'src',
      '/api/book/cover/the-new-neighbour',
    );
    expect(within(card).getByText('Bildiğin kelimeler: %42')).toBeInTheDocument();
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/library/1');
    const audio = screen.getByRole('article', { name: 'Lake Song' });
    expect(within(audio).getByText('AUDIO')).toBeInTheDocument();
    expect(within(audio).getByText('2. bölümde kaldın')).toBeInTheDocument();
    expect(within(audio).getByRole('img', { name: 'Lake Song kapağı' })).toBeInTheDocument();
  });

  it('sends the publish type, level, sort and search to the server and pages', async () => {
    const { lastQuery } = setup((p) => page([book(Number(p.pageNumber) * 100)], 30));
    await screen.findByRole('article', { name: 'Book 100' });
    await userEvent.click(screen.getByRole('tab', { name: 'AUDIO' }));
    expect(lastQuery()).toMatchObject({ bookPublishType: 'Audio', pageNumber: 1 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Sıralama' }));
    await userEvent.click(screen.getByRole('option', { name: 'Bana kolay gelenler' }));
    expect(lastQuery()).toMatchObject({ orderBy: 'knownWordShare', orderDirection: 'desc' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Seviye' }));
    await userEvent.click(screen.getByRole('option', { name: 'B1' }));
    expect(lastQuery()).toMatchObject({ levelId: 3 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Kitap ara' }), 'kedi');
    await screen.findByRole('article', { name: 'Book 100' });
    await vi.waitFor(() => expect(lastQuery()).toMatchObject({ searchText: 'kedi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sayfalar 2' }));
    expect(await screen.findByRole('article', { name: 'Book 200' })).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({
      pageNumber: 2,
      searchText: 'kedi',
      bookPublishType: 'Audio',
    });
  });

  it('says so when there are no books', async () => {
    setup(() => page([]));
    expect(await screen.findByText('Kütüphanede şu anda kitap yok.')).toBeInTheDocument();
  });
});
