import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBook } from '@yek/contracts/book';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../../test/mock-api';
import { TestProviders } from '../../../../test/render';
import { BookGenresPage } from './book-genres-page';
import { BooksPage } from './books-page';

const LOADED: AdminBook = {
  id: 7,
  slug: 'the-lighthouse',
  title: 'The Lighthouse',
  author: 'Mira Sandal',
  levelId: 2,
  levelCode: 'A2',
  genreId: 3,
  genreName: 'Deniz',
  publishType: 'EBook',
  descriptionTr: 'Bir bekçi feneri yakar.',
  descriptionEn: 'A keeper lights the lamp.',
  coverImagePath: 'cover.svg',
  isbn: null,
  pages: null,
  chapterCount: 1,
  wordCount: 12,
  editorOwned: false,
  updatedDate: '2026-11-20T10:00:00Z',
};
const page = <T,>(items: T[]) => ({ items, totalCount: items.length, pageNumber: 1, pageSize: 25 });
const GENRES = [{ id: 3, name: 'Deniz', nameTr: 'Deniz', nameEn: 'Sea', bookCount: 1 }];
const DETAIL = {
  ...LOADED,
  description: LOADED.descriptionTr,
  coverImageUrl: '/api/book/cover/the-lighthouse',
  knownWordShare: 0,
  progress: null,
  chapters: [{ id: 1, orderNo: 1, title: 'The Storm', wordCount: 12, durationSeconds: null }],
};

function books(onWrite?: (url: string) => ReturnType<typeof ok>) {
  return mockApi((config) => {
    if (config.method !== 'get') return onWrite?.(config.url ?? '') ?? ok(null);
    if (config.url === 'book/getpagedlist') return ok(page([LOADED]));
    if (config.url === 'bookgenre') return ok(GENRES);
    if (config.url === 'cdn/getfilesbyfiletype') return ok(page([]));
    if (config.url === 'book/7') return ok(DETAIL);
    if (config.url === 'book/7/chapter/1')
      return ok({
        bookId: 7,
        orderNo: 1,
        chapterCount: 1,
        title: 'The Storm',
        text: 'The wind is strong.',
        audio: null,
      });
    return ok(page([]));
  });
}

describe('the books page', () => {
  it('sends the level and genre filters with the page, and says where a book comes from', async () => {
    const calls = books();
    render(
      <TestProviders>
        <BooksPage />
      </TestProviders>,
    );
    expect(await screen.findByText('The Lighthouse')).toBeInTheDocument();
    expect(screen.getByText('İçerik dosyası')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Seviye' }));
    await user.click(await screen.findByRole('option', { name: 'A2' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === 'book/getpagedlist' && c.params?.levelId === 2)).toBe(
        true,
      ),
    );
  });

  it('saves a changed title without the chapters, which the server keeps', async () => {
    const calls = books(() => ok(DETAIL));
    render(
      <TestProviders>
        <BooksPage />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kitabı düzenle' });
    expect(within(dialog).getByText(/içerik dosyasından yüklendi/)).toBeInTheDocument();
    // The chapters can be read, not changed.
    await user.click(await within(dialog).findByRole('button', { name: /The Storm/ }));
    expect(await within(dialog).findByText('The wind is strong.')).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: /Başlık/ });
    await user.clear(title);
    await user.type(title, 'The Old Lighthouse');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
    const body = bodyOf(calls.find((c) => c.method === 'put')!);
    expect(body).toMatchObject({
      id: 7,
      title: 'The Old Lighthouse',
      genreId: 3,
      levelId: 2,
      coverImagePath: 'cover.svg',
    });
    expect(body).not.toHaveProperty('chapters');
  });

  it('checks required fields in the browser and puts the server’s field message on its field', async () => {
    const calls = books(() =>
      fail(400, 'Girdiğiniz bilgileri kontrol edin.', {
        errorCode: 'VALIDATION_FAILED',
        errors: { genreId: ['Bu kayıt bulunamadı.'] },
      }),
    );
    render(
      <TestProviders>
        <BooksPage />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kitap ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kitap ekle' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect((await within(dialog).findAllByText('Bu alanı doldur.')).length).toBeGreaterThan(2);
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Başlık/ }), 'Rain');
    await user.type(within(dialog).getByRole('textbox', { name: /Yazar/ }), 'Ali');
    await user.click(within(dialog).getByRole('combobox', { name: /Seviye/ }));
    await user.click(await screen.findByRole('option', { name: 'A1' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Tür/ }));
    await user.click(await screen.findByRole('option', { name: 'Deniz' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Açıklama \(Türkçe\)/ }),
      'Yağmur.',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /Açıklama \(İngilizce\)/ }),
      'Rain.',
    );
    // A new book is written with its chapters.
    await user.type(
      within(dialog).getByRole('textbox', { name: /1\. bölümün başlığı/ }),
      'A Wet Day',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /1\. bölümün metni/ }),
      'It rains all day.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    const genre = within(dialog).getByRole('combobox', { name: /Tür/ });
    await waitFor(() => expect(genre).toHaveAccessibleDescription('Bu kayıt bulunamadı.'));
    expect(bodyOf(calls.find((c) => c.method === 'post')!)).toMatchObject({
      title: 'Rain',
      levelId: 1,
      genreId: 3,
      publishType: 'EBook',
      coverImagePath: null,
      chapters: [{ title: 'A Wet Day', text: 'It rains all day.' }],
    });
  });

  it('edits a stored book’s chapters: their texts load, change, and go in the PUT in order', async () => {
    const calls = books(() =>
      fail(400, 'Girdiğiniz bilgileri kontrol edin.', {
        errorCode: 'VALIDATION_FAILED',
        errors: { 'chapters.0.text': ['Bu metin çok uzun.'] },
      }),
    );
    render(
      <TestProviders>
        <BooksPage />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kitabı düzenle' });
    await user.click(await within(dialog).findByRole('button', { name: 'Bölümleri düzenle' }));
    const first = await within(dialog).findByRole('textbox', { name: /1\. bölümün metni/ });
    expect(first).toHaveValue('The wind is strong.');
    await user.click(within(dialog).getByRole('button', { name: 'Bölüm ekle' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /2\. bölümün başlığı/ }),
      'The Calm',
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /2\. bölümün metni/ }),
      'The sea is quiet.',
    );
    await user.click(within(dialog).getByRole('button', { name: '2. bölümü yukarı taşı' }));
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'put')).toBe(true));
    expect(bodyOf(calls.find((c) => c.method === 'put')!)).toMatchObject({
      id: 7,
      chapters: [
        { title: 'The Calm', text: 'The sea is quiet.' },
        { title: 'The Storm', text: 'The wind is strong.' },
      ],
    });
    // The server's refusal of a chapter's text lands on that text.
    await waitFor(() =>
      expect(
        within(dialog).getByRole('textbox', { name: /1\. bölümün metni/ }),
      ).toHaveAccessibleDescription('Bu metin çok uzun.'),
    );
  });
});

describe('the genres page', () => {
  it('asks for both names and puts the server’s nameEn message on the English name', async () => {
    const calls = mockApi((config) =>
      config.method === 'post'
        ? fail(400, 'Girdiğiniz bilgileri kontrol edin.', {
            errorCode: 'VALIDATION_FAILED',
            errors: { nameEn: ['Bu alan çok uzun.'] },
          })
        : ok(page([])),
    );
    render(
      <TestProviders>
        <BookGenresPage />
      </TestProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tür ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tür ekle' });
    const [tr, en] = within(dialog).getAllByRole('textbox', { name: /Ad/ });
    await user.type(tr!, 'Macera');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    expect(await within(dialog).findByText('Bu alanı doldur.')).toBeInTheDocument();
    await user.type(en!, 'Adventure');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(en).toHaveAccessibleDescription('Bu alan çok uzun.'));
    expect(bodyOf(calls.find((c) => c.method === 'post')!)).toEqual({
      nameTr: 'Macera',
      nameEn: 'Adventure',
    });
  });
});
