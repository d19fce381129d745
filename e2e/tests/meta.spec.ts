import { expect, test } from '@playwright/test';
import { answerInFlow, flowItem, signInInBrowser } from './support';
import { expectNoSeriousA11yViolations } from './axe';

test('a learner opens a meta course, completes a task and sees it done in the course and the profile', async ({
  page,
}) => {
  test.setTimeout(480_000);
  // Pages arrive on demand: on a busy machine the first one may take a while.
  const slow = { timeout: 30_000 };
  // The demo learner has a running plan and no meta progress in a fresh installation.
  await signInInBrowser(page, 'learner@yek.local', 'Learner123!');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible(slow);

  // The dashboard leads to the courses.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible(slow);
  await expect(page.getByRole('progressbar')).toBeVisible(slow);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Kurslara git' }).click();
  await expect(page).toHaveURL(/\/meta$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meta seviyeler' })).toBeVisible(slow);
  const card = page.getByRole('article', { name: 'Günlük Konuşma' });
  await expect(card.getByText('10 görev', { exact: true })).toBeVisible();
  await expect(card.getByText('10 görevden 0 tanesini bitirdin')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await card.getByRole('link', { name: 'Kursu aç: Günlük Konuşma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Günlük Konuşma' })).toBeVisible(slow);
  await expect(page.getByRole('link', { name: 'Aç: Yeni komşuyla tanışmak' })).toBeVisible();
  await page.getByRole('link', { name: '1. görevle başla' }).click();
  await expect(page).toHaveURL(/\/meta\/\d+\/task\?task=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Yeni komşuyla tanışmak' })).toBeVisible(
    slow,
  );

  // Every item, one at a time and one part after another (wrong ones once more as practice),
  // until the task is done.
  const item = flowItem(page);
  await expect(item).toBeVisible();
  while (await item.count()) {
    const id = await item.getAttribute('id');
    await answerInFlow(page, page.locator(`form[id="${id}"]`));
    await expect(page.locator(`form[id="${id}"]`)).toHaveCount(0);
  }
  await expect(page.getByText('Görevi bitirdin!')).toBeVisible();
  await expect(page.getByText(/Başarın: %\d+\./)).toBeVisible();
  // The transcript opens once the listening part is answered.
  await expect(page.getByRole('heading', { name: 'Metin (dinleme sonrası)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sonraki görev: 2' })).toBeVisible();

  await page.getByRole('link', { name: 'Kursa dön' }).click();
  await expect(
    page.getByRole('link', { name: 'Gözden geçir: Yeni komşuyla tanışmak' }),
  ).toBeVisible();
  await expect(page.getByText('10 görevden 1 tanesini bitirdin')).toBeVisible();
  await expect(page.getByRole('link', { name: '2. görevle devam et' })).toBeVisible();

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Meta seviyeler' });
  await expect(section.getByRole('link', { name: 'Günlük Konuşma' })).toBeVisible(slow);
  await expect(section.getByText('10 görevden 1 tanesini bitirdin')).toBeVisible();
});
