import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  api,
  apiLogin,
  finishTodayByApi,
  newReadyLearner,
  setServerClock,
  signInAfresh,
} from './support';

const DAY = 86_400;
const expect = baseExpect.configure({ timeout: 45_000 });
test.use({ actionTimeout: 45_000 });
// Two review sessions of a learner who thinks a few seconds per word.
test.setTimeout(360_000);

interface Item {
  card: { word: string; meaningTr: string };
  form: string;
}

/** The session the page shows, in its order (the API orders it the same way each time). */
async function sessionOf(request: APIRequestContext, token: string): Promise<Item[]> {
  const res = await api(request, token).get('/api/review/getreviewsession');
  return (await res.json()).data.items as Item[];
}

/**
 * Answers every exercise on the review page rightly with the keyboard alone: a choice by its
 * digit, a typed word and Enter; Enter on "Devam" goes on. Answers the intervals shown.
 */
async function reviewAll(page: Page, items: Item[]): Promise<number[]> {
  const intervals: number[] = [];
  for (const item of items) {
    const group = page.getByRole('group', { name: 'Seçenekler' });
    const field = page.getByLabel('Kelime');
    await expect(group.or(field)).toBeVisible();
    // A learner who thinks a few seconds: graded Good (a quick answer would be Easy).
    await page.waitForTimeout(4500);
    if (item.form === 'spelling') {
      await field.fill(item.card.word);
      await page.keyboard.press('Enter');
    } else {
      const right = item.form === 'meaning' ? item.card.meaningTr : item.card.word;
      const choices = (await group.getByRole('button').allTextContents()).map((t) =>
        t.replace(/^\d/, '').trim(),
      );
      const at = choices.indexOf(right);
      expect(at, `${right} among ${choices.join(', ')}`).toBeGreaterThanOrEqual(0);
      await page.keyboard.press(String(at + 1));
    }
    const status = page.getByRole('status').filter({ hasText: /Doğru/ });
    await expect(status).toBeVisible();
    const m = /(\d+) gün sonra/.exec((await status.textContent()) ?? '');
    intervals.push(m ? Number(m[1]) : 0);
    await expect(page.getByRole('button', { name: 'Devam' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('heading', { name: 'Bugünlük tekrar bitti' })).toBeVisible();
  return intervals;
}

test('a learner reviews the words of day 1 the next day with the keyboard on a phone, and the intervals grow', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { learner, session } = await newReadyLearner(page, request);
  await finishTodayByApi(request, session.tokenDto.accessToken);
  try {
    await setServerClock(request, DAY);
    await signInAfresh(page, learner.email, learner.password);
    const card = page.getByRole('region', { name: 'Kelime tekrarı' });
    await expect(card).toContainText(/Bugün tekrar edilecek \d+ kelimen var/);
    await card.getByRole('link', { name: 'Tekrar et' }).click();
    await expect(page).toHaveURL(/\/review$/);
    await expect(page.getByRole('heading', { name: 'Kelime tekrarı', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/review-360.png`,
        fullPage: true,
      });

    let token = (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken;
    const first = await reviewAll(page, await sessionOf(request, token));
    expect(first.length).toBeGreaterThanOrEqual(6);

    // Three days on, the words are due again; right answers push the next review further away.
    await setServerClock(request, DAY * 4);
    await signInAfresh(page, learner.email, learner.password);
    await expect(page.getByRole('region', { name: 'Kelime tekrarı' })).toContainText(
      /Bugün tekrar edilecek \d+ kelimen var/,
    );
    token = (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken;
    const items = await sessionOf(request, token);
    expect(items.length).toBeGreaterThanOrEqual(1);
    await page.goto('/review');
    const second = await reviewAll(page, items);
    expect(Math.min(...second)).toBeGreaterThan(Math.max(...first));
  } finally {
    await setServerClock(request, 0);
  }
});
