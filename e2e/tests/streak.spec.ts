import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  apiLogin,
  finishTodayByApi,
  newReadyLearner,
  setServerClock,
  signInInBrowser,
} from './support';

const DAY = 86_400;
// A day's pages load lazily; on a busy machine the first paint of each can take a while.
const expect = baseExpect.configure({ timeout: 45_000 });
test.use({ actionTimeout: 45_000 });
const PATHS: Record<string, string> = {
  grammar: 'grammer',
  vocabulary: 'vocabulary',
  reading: 'reading',
  listening: 'listening',
  writing: 'writing',
  speaking: 'speaking',
};

/** Full-page pictures at a phone's and a desktop's width, for looking at the screens. */
async function snap(page: Page, name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(1200);
    await page.screenshot({
      path: `${process.env.E2E_SCREENSHOTS}/${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a learner finishes a day, sees the part result and the celebration, and the streak grows from 1 to 2 the next day', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const { learner, session } = await newReadyLearner(page, request);
  const streak = (days: number) => page.getByRole('link', { name: `Serin: ${days} gün` });

  // Day 1 answered by the API; the browser shows what comes of it.
  const task = await finishTodayByApi(request, session.tokenDto.accessToken);
  // Setup finished behind the browser's back: the dashboard settles the session first.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Merhaba, Elif!' })).toBeVisible();
  const last = task.parts.at(-1)!;
  await page.goto(`/task/${PATHS[last.kind]}/${last.mainQuestionId}`);
  const result = page.getByRole('region', { name: /^Etkinlik sonucu: / });
  await expect(result).toBeVisible();
  await expect(result.getByRole('status')).toContainText('Bu etkinliği bitirdin.');
  await expect(result.getByRole('img', { name: /^3 yıldızdan \d$/ })).toBeVisible();
  await expect(result.getByText('Kaydedilen kelime')).toBeVisible();
  await snap(page, 'part-result');

  await result.getByRole('link', { name: 'Günün sonucunu gör' }).click();
  await expect(page).toHaveURL(new RegExp(`/task/${task.id}\\?done=1$`));
  const celebration = page.getByRole('region', { name: 'Tebrikler, günü tamamladın!' });
  await expect(celebration).toBeVisible();
  await expect(celebration.getByRole('status')).toHaveText('Serin 1 gün');
  await expect(celebration.getByText(/^2\. gün: /)).toBeVisible();
  await expect(celebration.getByRole('link', { name: 'Hatırlatmaları aç' })).toHaveAttribute(
    'href',
    '/profile#reminders',
  );
  await expect(streak(1)).toBeVisible();
  // The day's path: every part finished and open for review, none locked.
  await expect(page.getByRole('link', { name: 'Gözden geçir' })).toHaveCount(
    task.parts.length + (task.lectureId ? 1 : 0),
  );
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'celebration');

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Merhaba, Elif!' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Günlük hedef' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Bu hafta' }).getByRole('listitem')).toHaveCount(7);
  await expect(streak(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await snap(page, 'dashboard-done');

  // Signed out first: a tab that still holds a session would skip the sign-in page.
  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  await page.getByRole('menuitem', { name: /Çıkış yap/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  try {
    await setServerClock(request, DAY);
    await signInInBrowser(page, learner.email, learner.password);
    // The next morning the streak carries on from yesterday until today is over.
    await expect(streak(1)).toBeVisible();
    await page.getByRole('button', { name: 'Bugünün görevini al' }).click();
    await expect(page).toHaveURL(/\/task\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'day-page');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Devam et: Günün dersi' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await snap(page, 'dashboard');

    const token = (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken;
    const second = await finishTodayByApi(request, token);
    await page.goto(`/task/${second.id}?done=1`);
    await expect(
      page.getByRole('region', { name: 'Tebrikler, günü tamamladın!' }).getByRole('status'),
    ).toHaveText('Serin 2 gün');
    await expect(streak(2)).toBeVisible();
  } finally {
    await setServerClock(request, 0);
  }
});
