import { expect, test, type Page } from '@playwright/test';
import { api, apiLogin, signInInBrowser } from './support';
import { expectNoSeriousA11yViolations } from './axe';

/** The library journeys: filtering, reading to chapter 2 and back, audio, an editor's new book. */

async function signInAsLearner(page: Page) {
  await signInInBrowser(page, 'learner@yek.local', 'Learner123!');
  await expect(page).toHaveURL(/\/$/);
}

const pageIndicator = (page: Page) => page.locator('[aria-live="polite"]').first();

test.describe('the library', () => {
  // A phone, so that a chapter takes several pages.
  test.use({ viewport: { width: 360, height: 740 } });

  test('a learner filters, reads to chapter 2, saves a word, leaves and comes back to the same place', async ({
    page,
  }) => {
    await signInAsLearner(page);
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Kütüphane' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Search finds a book by a word of its description, in Turkish and in English.
    const search = page.getByRole('searchbox', { name: 'Kitap ara' });
    await search.fill('komşuyu');
    await expect(page.getByRole('article', { name: 'The New Neighbour' })).toBeVisible();
    await search.fill('neighbours');
    await expect(page.getByRole('article', { name: 'The New Neighbour' })).toBeVisible();
    await search.fill('');

    await page.getByRole('tab', { name: 'E BOOK' }).click();
    await page.getByRole('combobox', { name: 'Seviye' }).click();
    await page.getByRole('option', { name: 'A1' }).click();
    await page.getByRole('combobox', { name: 'Tür' }).click();
    await page.getByRole('option', { name: 'Günlük Yaşam' }).click();
    const card = page.getByRole('article', { name: 'The New Neighbour' });
    await expect(card).toBeVisible();
    await expect(card.getByText(/Bildiğin kelimeler: %\d+/)).toBeVisible();
    // Only A1 e-books of the genre are left.
    await expect(page.getByRole('article').filter({ hasText: /AUDIO|A2|B1/ })).toHaveCount(0);
    await card.click();

    await expect(page.getByRole('heading', { level: 1, name: 'The New Neighbour' })).toBeVisible();
    await page.getByRole('button', { name: /Okumaya başla|bölümden devam et/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'A New Home' })).toBeVisible();
    await expect(pageIndicator(page)).toHaveText(/Sayfa 1 \/ [2-9]/);

    // Chapter 2 from the contents, then a page on.
    const next = page.getByRole('button', { name: 'Sonraki sayfa' });
    const chapter2 = page.getByRole('heading', { level: 2, name: 'The Cat at the Door' });
    await page.getByRole('combobox', { name: 'Bölüm' }).click();
    await page.getByRole('option', { name: '2. The Cat at the Door' }).click();
    await expect(chapter2).toBeVisible();
    await expect(pageIndicator(page)).toHaveText(/Sayfa 1 \/ [2-9]/);
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/book/saveprogress') && r.request().method() === 'PUT',
    );
    await next.click();
    await expect(pageIndicator(page)).toHaveText(/Sayfa 2 \//);
    const place = await pageIndicator(page).textContent();
    expect((await saved).ok()).toBe(true);

    // A word on this page: its meaning, then into the dictionary.
    // A word on the page shown (the other pages' columns lie outside the screen).
    const index = await page.locator('[data-word]').evaluateAll((els) => {
      const shown = els.find((el) => {
        const r = el.getBoundingClientRect();
        return r.left >= 0 && r.right <= window.innerWidth && /^[a-z]{4,}$/.test(el.textContent!);
      });
      return shown?.getAttribute('data-word');
    });
    expect(index).toBeTruthy();
    const word = page.locator(`[data-word="${index}"]`);
    const text = (await word.textContent())!;
    await word.click();
    const popover = page.getByRole('dialog', { name: text });
    await expect(popover.getByRole('button', { name: 'Sözlüğe ekle' })).toBeEnabled();
    await popover.getByRole('button', { name: 'Sözlüğe ekle' }).click();
    await expect(page.getByText('Sözlüğe eklendi.')).toBeVisible();
    await page.keyboard.press('Escape');

    // Away and back: the book opens at the same chapter and page.
    await page.goto('/');
    await page.goto('/library');
    await page.getByRole('searchbox', { name: 'Kitap ara' }).fill('neighbour');
    await expect(page.getByRole('article', { name: 'The New Neighbour' })).toContainText(
      '2. bölümde kaldın',
    );
    await page.getByRole('article', { name: 'The New Neighbour' }).click();
    await page.getByRole('button', { name: '2. bölümden devam et' }).click();
    await expect(chapter2).toBeVisible();
    await expect(pageIndicator(page)).toHaveText(place!);
  });

  test('an audio book plays with the spoken word lit up', async ({ page }) => {
    await signInAsLearner(page);
    await page.goto('/library?type=Audio');
    await page.getByRole('article', { name: 'A Weekend in Izmir' }).click();
    await page.getByRole('button', { name: /Dinlemeye başla|bölümden devam et/ }).click();
    const audio = page.getByLabel('Bölümün sesi');
    await expect(audio).toBeAttached();
    await expect(page.getByRole('combobox', { name: 'Hız' })).toBeVisible();
    const spoken = page.locator('[data-word][aria-current="true"]');
    const playTo = (seconds: number) =>
      audio.evaluate((el, s) => {
        Object.defineProperty(el, 'currentTime', { value: s, configurable: true });
        el.dispatchEvent(new Event('timeupdate'));
      }, seconds);
    await playTo(5);
    await expect(spoken).toHaveCount(1);
    const first = Number(await spoken.getAttribute('data-word'));
    await playTo(12);
    await expect(spoken).not.toHaveAttribute('data-word', String(first));
    expect(Number(await spoken.getAttribute('data-word'))).toBeGreaterThan(first);
  });
});

test('an editor adds a book with a genre and the learner finds it in the list', async ({
  page,
  request,
}) => {
  const editor = await apiLogin(page, 'editor@yek.local', 'Editor123!');
  const call = api(request, editor.tokenDto.accessToken);
  const genre = await call.post('/api/bookgenre', { nameTr: 'Şiir', nameEn: 'Poetry' });
  await call.post('/api/book', {
    title: 'Songs of the Harbour',
    author: 'Leyla Doğan',
    levelId: 2,
    genreId: genre.id,
    publishType: 'EBook',
    descriptionTr: 'Limandaki balıkçılar için kısa şiirler.',
    descriptionEn: 'Short poems for the fishermen of the harbour.',
    chapters: [{ title: 'Morning', text: 'The boats go out.\n\nThe gulls sing.' }],
  });

  await signInAsLearner(page);
  await page.goto('/library');
  await page.getByRole('combobox', { name: 'Tür' }).click();
  await page.getByRole('option', { name: 'Şiir' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Songs of the Harbour' })).toBeVisible();
});
