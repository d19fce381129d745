import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { newReadyLearner } from './support';

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

/** Whether the element has the focus. */
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Answers the item on screen with the keyboard alone: digits choose options (and take a
 * word-order item's words), Enter checks; a typed item is typed into and sent with Enter; a
 * matching item's lists open from the keyboard. Enter on "Devam" then goes on.
 */
async function answerByKeyboard(page: Page, form: Locator) {
  const radios = form.getByRole('radio');
  const boxes = form.getByRole('checkbox');
  const combos = form.getByRole('combobox');
  const pool = form.locator('.MuiChip-outlined:not(.Mui-disabled)');
  if (await radios.count()) {
    await page.keyboard.press('1');
    await expect(radios.first()).toBeChecked();
    await expect(radios.first()).toBeFocused();
    await page.keyboard.press('Enter');
  } else if (await boxes.count()) {
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await expect(boxes.nth(1)).toBeChecked();
    await page.keyboard.press('Enter');
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
    await activate(page, page.getByRole('button', { name: 'Kontrol et' }));
  } else if (await pool.count()) {
    const words = await pool.count();
    for (let i = 1; i <= Math.min(words, 9); i += 1) await page.keyboard.press(String(i));
    if (await pool.count()) {
      while (await pool.count()) await activate(page, pool.first());
      await activate(page, page.getByRole('button', { name: 'Kontrol et' }));
    } else await page.keyboard.press('Enter');
  } else {
    const box = form.getByRole('textbox').first();
    if (!(await focused(box))) await tabTo(page, box);
    await page.keyboard.type('is');
    await page.keyboard.press('Enter');
  }
  // The result is told, and "Devam" has the focus: Enter goes on.
  const next = page.getByRole('button', { name: 'Devam' });
  await expect(next).toBeFocused();
  await expect(page.locator('[role=status][aria-live=polite]')).toHaveText(/^(Doğru|Yanlış)/);
  await page.keyboard.press('Enter');
}

/** Every item of the part, one at a time, the practice of the wrong ones, then the part's end. */
/** Nothing on the page is wider than the phone: it never scrolls sideways. */
async function expectNoSideways(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page, `${page.url()} scrolls sideways`).toBeLessThanOrEqual(widths.screen);
}

async function answerAllByKeyboard(page: Page) {
  await expect(page.getByRole('region', { name: 'Sorular' })).toBeVisible();
  const item = page.locator('form[id^="flow-"]');
  await expect(item).toBeVisible();
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
  while (await item.count()) {
    const id = await item.getAttribute('id');
    await expectNoSideways(page);
    await answerByKeyboard(page, page.locator(`form[id="${id}"]`));
    await expect(page.locator(`form[id="${id}"]`)).toHaveCount(0);
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
  await activate(page, page.getByRole('link', { name: 'Günün sonucunu gör' }));
  await expect(page).toHaveURL(new RegExp(`${taskUrl}\\?done=1$`));
  // The last part leads to the day's celebration, above the finished path.
  await expect(page.getByRole('heading', { name: 'Tebrikler, günü tamamladın!' })).toBeVisible();
});
