import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  answerAll,
  api,
  apiLogin,
  CHECK,
  fillReply,
  flowItem,
  newLearner,
  registerInBrowser,
  signInInBrowser,
} from './support';

// The narrowest phone the app is made for: every button, tab and chip keeps its label on one line.
test.use({ viewport: { width: 360, height: 740 } });

// Pages arrive on demand: on a busy machine the first one may take a while.
const slow = { timeout: 30_000 };
const shots = path.join(import.meta.dirname, '..', 'test-results', 'labels-360');

type Wrapped = { kind: string; text: string; lines: number; cut: boolean };

/** The visible MUI buttons, tabs and chips whose label takes more than one line or does not fit. */
async function wrappedLabels(page: Page): Promise<Wrapped[]> {
  return page.evaluate(() => {
    const found: Wrapped[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      '.MuiButton-root, .MuiTab-root, .MuiChip-root',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (el.closest('[aria-hidden="true"]')) continue;
      const kind = el.classList.contains('MuiTab-root')
        ? 'tab'
        : el.classList.contains('MuiChip-root')
          ? 'chip'
          : 'button';
      // The text of the label only: an icon or a badge beside it does not count.
      const label = el.querySelector<HTMLElement>('.MuiChip-label') ?? el;
      const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
      const tops: number[] = [];
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const parent = node.parentElement;
        if (parent?.closest('.MuiBadge-badge, .MuiTouchRipple-root')) continue;
        text += node.textContent;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      text = text.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const lineHeight =
        parseFloat(getComputedStyle(label).lineHeight) ||
        parseFloat(getComputedStyle(label).fontSize) * 1.5;
      // Rectangles whose tops lie within half a line belong to the same line.
      const lines = tops
        .sort((a, b) => a - b)
        .filter((top, i, all) => i === 0 || top - all[i - 1]! > lineHeight / 2).length;
      // A label kept on one line may still not fit: cut with an ellipsis or spilling out.
      const cut = label.scrollWidth > label.clientWidth + 1;
      if (lines > 1 || cut) found.push({ kind, text, lines, cut });
    }
    return found;
  });
}

/** The elements that reach past the right edge of the screen, so that the page scrolls sideways. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const found: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // Only the outermost element that spills: its children spill because it does.
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1) continue;
      const classes = [...el.classList].filter((c) => c.startsWith('Mui')).join('.');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      found.push(`${el.tagName.toLowerCase()}${classes ? `.${classes}` : ''} “${text}”`);
    }
    return found;
  });
}

/** Waits for the page to settle, keeps a screenshot and fails with every label that wraps. */
async function expectLabelsOnOneLine(page: Page, name: string) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
  await expect(
    page.locator('.MuiCircularProgress-indeterminate:visible, .MuiSkeleton-root:visible'),
  ).toHaveCount(0, slow);
  // Fonts decide where a line breaks.
  await page.evaluate(() => document.fonts.ready);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
  const wrapped = await wrappedLabels(page);
  const wide = await overflowing(page);
  expect(
    wrapped,
    `${name} (${page.url()}): labels that do not fit one line at 360 px:\n` +
      wrapped
        .map(
          (w) =>
            `  ${w.kind} “${w.text}”${w.lines > 1 ? ` on ${w.lines} lines` : ' wider than its box'}`,
        )
        .join('\n'),
  ).toEqual([]);
  expect(
    wide,
    `${name} (${page.url()}): the page scrolls sideways at 360 px:\n  ${wide.join('\n  ')}`,
  ).toEqual([]);
}

test('signed out: the sign-in and sign-up labels fit one line at 360 px', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'login');

  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Hesap oluştur' })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'register');
});

test('a new learner: the setup questions keep their labels on one line at 360 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await registerInBrowser(page, newLearner());
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'setup');
});

test('a learner: every main screen keeps its labels on one line at 360 px', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await signInInBrowser(page, 'learner@yek.local', 'Learner123!');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible(slow);
  const session = await apiLogin(page, 'learner@yek.local', 'Learner123!');
  const call = api(request, session.tokenDto.accessToken);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'dashboard');

  // The day: taken from the dashboard if it is not yet, then its lecture and its first part.
  const take = page.getByRole('button', { name: 'Bugünün görevini al' });
  if (await take.isVisible()) {
    await take.click();
    await expect(page).toHaveURL(/\/task\/\d+$/, slow);
  } else {
    await page.goto('/task');
    await expect(page).toHaveURL(/\/task\/\d+$/, slow);
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'task');
  const taskId = new URL(page.url()).pathname.split('/').at(-1);
  const task = (await (await call.get(`/api/usertask/getusertaskbyid?taskId=${taskId}`)).json())
    .data as { parts: { kind: string; mainQuestionId: number }[] };

  const lecture = page.getByRole('link', { name: 'Dersi aç' });
  if (await lecture.isVisible()) {
    await lecture.click();
    await expect(page.getByRole('button', { name: 'Dersi tamamladım' })).toBeVisible(slow);
    await expectLabelsOnOneLine(page, 'lecture');
    await page.getByRole('button', { name: 'Dersi tamamladım' }).click();
    await expect(page).toHaveURL(new RegExp(`/task/${taskId}$`), slow);
  }
  const partUrl = (part: { kind: string; mainQuestionId: number }) =>
    `/task/${part.kind === 'grammar' ? 'grammer' : part.kind}/${part.mainQuestionId}`;
  for (const part of task.parts) {
    await page.goto(partUrl(part));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
    await expectLabelsOnOneLine(page, `part-${part.kind}`);
  }

  // A part answered to its end: the bar of a checked item, then the finished card and its next step.
  const grammar = task.parts.find((p) => p.kind === 'grammar');
  if (grammar) {
    await page.goto(partUrl(grammar));
    const item = flowItem(page);
    await expect(item).toBeVisible(slow);
    if (!(await fillReply(page, item))) await page.getByRole('button', { name: CHECK }).click();
    await expect(page.getByRole('button', { name: 'Devam' })).toBeVisible();
    await expectLabelsOnOneLine(page, 'part-checked');
    await page.getByRole('button', { name: 'Devam' }).click();
    await answerAll(page);
    await expectLabelsOnOneLine(page, 'part-finished');
  }

  await page.goto('/program-category');
  await expect(page.getByRole('tab').first()).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'programme');
  await page.goto('/program-category?view=progress');
  await expect(page.getByRole('tab').first()).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'progress');

  await page.goto('/library');
  await expect(page.getByRole('article').first()).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'library');
  await page.getByRole('article').first().click();
  await expect(page).toHaveURL(/\/library\/\d+$/, slow);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'book');
  await page
    .getByRole('button', { name: /Okumaya başla|bölümden devam et|Dinlemeye başla/ })
    .click();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'reader');

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'profile');

  await page.goto('/meta');
  await expect(page.getByRole('heading', { level: 1, name: 'Meta seviyeler' })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'meta');
  await page
    .getByRole('link', { name: /^Kursu aç: / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/meta\/\d+$/, slow);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'meta-course');

  await page.goto('/placement-test');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'placement-test');
  await page.goto('/level/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'level-exam');

  await page.goto('/purchase');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'purchase');
});

test('an admin: the users and books pages keep their labels on one line at 360 px', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInInBrowser(page, 'admin@yek.local', 'Admin123!');
  await expect(page.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible(slow);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Kullanıcılar' })).toBeVisible(slow);
  await expect(page.getByRole('row').nth(1)).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'admin-users');
  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  await expect(page.getByRole('dialog', { name: 'Kullanıcı ekle' })).toBeVisible();
  await expectLabelsOnOneLine(page, 'admin-user-form');
  await page.getByRole('dialog').getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/admin/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitaplar' })).toBeVisible(slow);
  await expect(page.getByRole('row').nth(1)).toBeVisible(slow);
  await expectLabelsOnOneLine(page, 'admin-books');
  await page.getByRole('button', { name: 'Kitap ekle' }).click();
  await expect(page.getByRole('dialog', { name: 'Kitap ekle' })).toBeVisible();
  await expectLabelsOnOneLine(page, 'admin-book-form');
});
