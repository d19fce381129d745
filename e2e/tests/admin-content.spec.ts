import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { newReadyLearner, signInInBrowser } from './support';
import { signOut } from './admin-support';

const EDITOR = { email: 'editor@yek.local', password: 'Editor123!' };
/** The seeded accounts the other journeys sign in with. */
const SEEDED = [
  { email: 'learner@yek.local', password: 'Learner123!' },
  EDITOR,
  { email: 'admin@yek.local', password: 'Admin123!' },
];

// Two browsers and three sign-ins: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

async function signIn(page: Page, email: string, password: string) {
  await signInInBrowser(page, email, password);
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
}

/** Approves what waits for the seeded accounts, so the journeys that follow go straight in. */
async function approveForSeededAccounts(page: Page) {
  for (const account of SEEDED) {
    const login = await page.request.post('/api/auth/login', {
      data: { emailOrPhoneNumber: account.email, password: account.password },
    });
    const { tokenDto, pendingContracts } = (await login.json()).data as {
      tokenDto: { accessToken: string };
      pendingContracts: { alias: string; version: number }[];
    };
    const headers = { authorization: `Bearer ${tokenDto.accessToken}` };
    const pending = pendingContracts ?? [];
    if (!pending.length) continue;
    const res = await page.request.post('/api/contract/approve', {
      headers,
      data: { contractApprovals: pending.map(({ alias, version }) => ({ alias, version })) },
    });
    expect(res.ok()).toBe(true);
  }
}

async function newContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
}

test('an editor publishes a new agreement version and a learner approves it at the next sign-in', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  // A learner of their own, signed up and set up before the new version: they must approve it.
  const learnerContext = await newContext(browser, baseURL);
  const learnerPage = await learnerContext.newPage();
  const { learner } = await newReadyLearner(learnerPage, request);
  await learnerPage.goto('/');
  await expect(
    learnerPage.getByRole('heading', { name: `Merhaba, ${learner.name}!` }),
  ).toBeVisible();
  await signOut(learnerPage);

  const sentence = `Bu sürümde ders kayıtlarının saklanma süresi ${Date.now().toString().slice(-4)} gün olarak güncellendi.`;
  try {
    await signIn(page, EDITOR.email, EDITOR.password);
    await page.goto('/admin/contracts');
    const grid = page.getByRole('grid', { name: 'Sözleşmeler' });
    await expect(page.getByRole('heading', { name: 'Sözleşmeler', level: 1 })).toBeVisible();
    // A fresh database has one version of the terms of use: the current one.
    const current = grid.getByRole('row').filter({
      has: page.getByRole('gridcell', { name: 'terms-of-use', exact: true }),
    });
    await expect(current).toHaveCount(1);
    const before = Number(await current.locator('[data-field="version"]').innerText());
    await current.getByRole('button', { name: 'Yeni sürüm yayımla' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni sürüm yayımla' });
    const text = dialog.getByRole('textbox', { name: 'Metin' }).first();
    await text.fill(`${await text.inputValue()}\n\n${sentence}`);
    await dialog.getByRole('button', { name: 'Yayımla' }).click();
    await expect(dialog).toBeHidden();
    // The new version is listed beside the old one.
    await expect(current).toHaveCount(2);
    await expect(
      current.filter({
        has: page.getByRole('gridcell', { name: String(before + 1), exact: true }),
      }),
    ).toHaveCount(1);

    // The learner's next sign-in stops at the new text until they approve it.
    await signInInBrowser(learnerPage, learner.email, learner.password);
    await expect(
      learnerPage.getByRole('heading', { name: 'Sözleşmelerimizi güncelledik' }),
    ).toBeVisible();
    await expect(learnerPage.getByText(sentence)).toBeVisible();
    await expect(learnerPage.getByText(`Sürüm ${before + 1}`)).toBeVisible();
    await learnerPage.goto('/tasks');
    await expect(
      learnerPage.getByRole('heading', { name: 'Sözleşmelerimizi güncelledik' }),
    ).toBeVisible();
    await learnerPage.getByRole('button', { name: 'Okudum, onaylıyorum' }).click();
    await learnerPage.goto('/');
    await expect(
      learnerPage.getByRole('heading', { name: `Merhaba, ${learner.name}!` }),
    ).toBeVisible();
  } finally {
    await learnerContext.close();
    await approveForSeededAccounts(page);
  }
});
