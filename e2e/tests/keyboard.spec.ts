import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { OPEN_ITEM, newReadyLearner } from './support';

// A phone's width, and no mouse: every step below is a key press.
test.use({ viewport: { width: 360, height: 740 } });

/** Presses Tab until the element has the focus; fails when it cannot be reached that way. */
async function tabTo(page: Page, target: Locator, max = 120) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    const focused = await target.evaluate((el) => el === document.activeElement);
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Moves to a link or button with Tab and presses Enter on it. */
async function activate(page: Page, target: Locator) {
  await tabTo(page, target);
  await page.keyboard.press('Enter');
}

/** Answers one item with the keyboard alone, whatever its kind. */
async function answerByKeyboard(page: Page, form: Locator) {
  const radios = form.getByRole('radio');
  const boxes = form.getByRole('checkbox');
  const combos = form.getByRole('combobox');
  const pool = form.locator('.MuiChip-outlined:not(.Mui-disabled)');
  if (await radios.count()) {
    await tabTo(page, radios.first());
    await page.keyboard.press('Space');
    await expect(radios.first()).toBeChecked();
  } else if (await boxes.count()) {
    for (const index of [0, 1]) {
      await tabTo(page, boxes.nth(index));
      await page.keyboard.press('Space');
    }
  } else if (await combos.count()) {
    for (let i = 0; i < (await combos.count()); i += 1) {
      await tabTo(page, combos.nth(i));
      await page.keyboard.press('Enter');
      const listbox = page.getByRole('listbox');
      await expect(listbox).toBeVisible();
      for (let step = 0; step < i; step += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(listbox).toBeHidden();
    }
  } else if (await pool.count()) {
    while (await pool.count()) await activate(page, pool.first());
  } else {
    await tabTo(page, form.getByRole('textbox').first());
    await page.keyboard.type('is');
  }
  await activate(page, form.getByRole('button', { name: OPEN_ITEM }));
}

/** Every open item of the part on the page, one after another, then the part's end. */
async function answerAllByKeyboard(page: Page) {
  await expect(page.getByRole('region', { name: 'Sorular' })).toBeVisible();
  const open = page.locator('form', { has: page.getByRole('button', { name: OPEN_ITEM }) });
  while (await open.count()) {
    const before = await open.count();
    const label = await open.first().getAttribute('aria-labelledby');
    await answerByKeyboard(page, page.locator(`form[aria-labelledby="${label}"]`));
    await expect(open).toHaveCount(before - 1);
  }
  await expect(page.getByText('Bu etkinliği bitirdin.')).toBeVisible();
}

test('a learner walks a whole day on a 360-px phone with the keyboard alone', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const { learner } = await newReadyLearner(page, request);

  // Signed out, then in again from the keyboard: fields in order, Enter sends the form.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await tabTo(page, page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }));
  await page.keyboard.type(learner.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(learner.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();

  await activate(page, page.getByRole('button', { name: 'Bugünün görevini al' }));
  await expect(page).toHaveURL(/\/task\/\d+$/);
  const taskUrl = new URL(page.url()).pathname;
  await activate(page, page.getByRole('link', { name: 'Dersi aç' }));
  await activate(page, page.getByRole('button', { name: 'Dersi tamamladım' }));
  await expect(page.getByText('Ders tamamlandı')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Part after part, each reached from the end of the one before.
  await activate(page, page.getByRole('link', { name: 'Başla' }).first());
  await expect(page).toHaveURL(/\/task\/grammer\/\d+$/);
  await answerAllByKeyboard(page);
  await expectNoSeriousA11yViolations(page);
  await activate(page, page.getByRole('link', { name: 'Sıradaki etkinlik: Kelime' }));
  await answerAllByKeyboard(page);
  await activate(page, page.getByRole('link', { name: 'Sıradaki etkinlik: Okuma' }));
  await activate(page, page.getByRole('link', { name: 'Sorulara geç' }));
  await expect(page).toHaveURL(/\/task\/reading\/\d+\/questions$/);
  // The passage opens above the questions on a phone, from the keyboard too.
  const passage = page.getByRole('button', { name: /^Okuma metni: / });
  await activate(page, passage);
  await expect(passage).toHaveAttribute('aria-expanded', 'true');
  await answerAllByKeyboard(page);
  await activate(page, page.getByRole('link', { name: 'Sıradaki etkinlik: Dinleme' }));
  await answerAllByKeyboard(page);
  await activate(page, page.getByRole('link', { name: /^Günün bütün etkinlikleri bitti/ }));
  await expect(page).toHaveURL(new RegExp(`${taskUrl}\\?done=1$`));
  // The last part leads to the day's celebration, above the finished path.
  await expect(page.getByRole('heading', { name: 'Tebrikler, günü tamamladın!' })).toBeVisible();
});
