import type { BookChapter, BookDetail } from '@yek/contracts/book';
import { bookWordTokens } from '@yek/contracts/content-book';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi, ok } from '../../test/mock-api';
import { renderRoutes } from '../../test/render';
import { LibraryDetailRoute } from './library-detail-route';

const TEXTS = [
  'Elif opens the door. There is a cat!',
  "The cat's name is Pamuk. It is twenty-one days old.",
];
const book = (over: Partial<BookDetail> = {}): BookDetail => ({
  id: 4,
  title: 'The New Neighbour',
  author: 'Deniz Harlow',
  levelId: 1,
  levelCode: 'A1',
  genreId: 1,
  genreName: 'Günlük Yaşam',
  publishType: 'EBook',
  description: 'Elif yeni bir daireye taşınır.',
  descriptionTr: 'Elif yeni bir daireye taşınır.',
  descriptionEn: 'Elif moves into a new flat.',
  coverImageUrl: null,
  chapterCount: 2,
  wordCount: 20,
  knownWordShare: 0.25,
  progress: null,
  isbn: null,
  pages: null,
  chapters: TEXTS.map((text, i) => ({
    id: i + 1,
    orderNo: i + 1,
    title: `Chapter ${i + 1}`,
    wordCount: bookWordTokens(text).length,
    durationSeconds: over.publishType === 'Audio' ? 3 : null,
  })),
  ...over,
});
const chapter = (orderNo: number, audio: boolean): BookChapter => ({
  bookId: 4,
  orderNo,
  chapterCount: 2,
  title: `Chapter ${orderNo}`,
  text: TEXTS[orderNo - 1]!,
  audio: audio
    ? {
        url: '/api/book/audio/0123456789abcdef.mp3',
        durationSeconds: 3,
        timings: bookWordTokens(TEXTS[orderNo - 1]!).map((_, i) => [i * 200, i * 200 + 150]),
      }
    : null,
});

function setup(detail: BookDetail) {
  const calls = mockApi(async (config) => {
    const m = /^book\/4\/chapter\/(\d)$/.exec(config.url ?? '');
    if (m) return ok(chapter(Number(m[1]), detail.publishType === 'Audio'));
    if (config.url === 'book/4') return ok(detail);
    if (config.url === 'book/saveprogress')
      return ok({ ...(bodyOf(config) as object), finished: false, updatedDate: '' });
    if (config.url === 'usertask/lookupword')
      return ok({
        word: 'cat',
        headword: 'cat',
        pos: 'noun',
        meaning: 'kedi',
        ipa: 'kæt',
        example: null,
        vocabularyId: 31,
        saved: false,
      });
    return ok({ saved: 1 });
  });
  renderRoutes(
    [
      {
        path: '/library/:id',
        element: <LibraryDetailRoute />,
      },
    ],
    { initialEntries: ['/library/4'] },
  );
  return calls;
}

describe('the book page and its reader', () => {
  it('reads an e-book: a tapped word is looked up and saved, the next chapter is saved as the place', async () => {
    const calls = setup(book());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The New Neighbour' }),
    ).toBeVisible();
    expect(screen.getByText('Bildiğin kelimeler: %25')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Okumaya başla' }));
    const word = (await screen.findAllByRole('button', { name: 'cat' }, { timeout: 5000 }))[0]!;
    await userEvent.click(word);
    expect(await screen.findByText('kedi', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sözlüğe ekle' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === 'usertask/registerusertaskmainquestionvocabularies')).toBe(
        true,
      ),
    );
    const saveWord = calls.find(
      (c) => c.url === 'usertask/registerusertaskmainquestionvocabularies',
    )!;
    expect(bodyOf(saveWord)).toEqual({ words: [{ vocabularyId: 31 }] });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('kedi')).not.toBeInTheDocument(), {
      timeout: 5000,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Sonraki sayfa' }));
    expect(
      await screen.findByRole('heading', { name: 'Chapter 2' }, { timeout: 5000 }),
    ).toBeVisible();
    // The tokenizer of the timings: "twenty-one" is one word.
    expect(screen.getByRole('button', { name: 'twenty-one' })).toHaveAttribute('data-word', '7');
    const saved = () => calls.filter((c) => c.url === 'book/saveprogress').map(bodyOf);
    await waitFor(
      () =>
        expect(saved()).toContainEqual(
          expect.objectContaining({ bookId: 4, chapterNo: 2, position: 0 }),
        ),
      { timeout: 5000 },
    );
    expect(saved().some((s) => (s as { wordsLookedUp?: number }).wordsLookedUp === 1)).toBe(true);
  });

  it('opens where the learner left off', async () => {
    setup(book({ progress: { chapterNo: 2, position: 3, finished: false, updatedDate: '' } }));
    await userEvent.click(await screen.findByRole('button', { name: '2. bölümden devam et' }));
    expect(
      await screen.findByRole('heading', { name: 'Chapter 2' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('plays an audio book and lights up the word being spoken', async () => {
    setup(book({ publishType: 'Audio' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dinlemeye başla' }));
    const audio = (await screen.findByLabelText('Bölümün sesi')) as HTMLAudioElement;
    for (const [seconds, word] of [
      [0.25, 'opens'],
      [0.65, 'door'],
    ] as const) {
      Object.defineProperty(audio, 'currentTime', { value: seconds, configurable: true });
      act(() => void fireEvent.timeUpdate(audio));
      expect(screen.getByRole('button', { name: word })).toHaveAttribute('aria-current', 'true');
    }
    expect(screen.getAllByRole('button', { current: true })).toHaveLength(1);
    fireEvent.ended(audio);
    expect(
      await screen.findByRole('heading', { name: 'Chapter 2' }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
