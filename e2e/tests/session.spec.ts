import { expect, test, type Page } from '@playwright/test';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }).fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
}

async function chooseLanguage(
  page: Page,
  menuName: RegExp,
  itemName: RegExp,
  language: string,
  save: RegExp,
) {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('menuitem', { name: itemName }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: language }).check();
  await dialog.getByRole('button', { name: save }).click();
}

test('the learner switches the interface to English and back', async ({ page }) => {
  await signIn(page, 'learner@yek.local', 'Learner123!');
  await expect(page.getByRole('link', { name: 'Ana sayfa' }).first()).toBeVisible();
  // The day's level, named by the server in the learner's language.
  await expect(page.getByText(/Başlangıç|Temel|Orta|İleri/).first()).toBeVisible();

  await chooseLanguage(page, /Hesap menüsü/, /Dili değiştir/, 'English', /Kaydet/);
  await expect(page.getByRole('dialog')).toBeHidden();
  // Everything follows at once, without a reload: labels, the saved message, and the texts the
  // server sends (the day's section and level), asked again in the new language.
  await expect(page.getByText('Your language has been saved.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /Hello|Hi/ })).toBeVisible();
  await expect(page.getByText(/Başlangıç|Temel|Orta|İleri/)).toHaveCount(0);

  // The choice is stored on the account: it holds after a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible();

  await chooseLanguage(page, /Account menu/, /Change language/, 'Türkçe', /Save/);
  await expect(page.getByRole('link', { name: 'Ana sayfa' }).first()).toBeVisible();
});

test('an access token about to expire is refreshed silently', async ({ page }) => {
  await signIn(page, 'learner@yek.local', 'Learner123!');
  // The journey server issues 75-second access tokens; the web refreshes one minute before expiry.
  const refreshed = await page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/refreshtoken') && r.request().method() === 'POST',
    { timeout: 40_000 },
  );
  expect(refreshed.status()).toBe(200);
  // Past the first token's lifetime the learner is still signed in and the API still answers.
  await page.waitForTimeout(1000);
  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  await page.getByRole('menuitem', { name: /Profil/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/user') && r.request().method() === 'PUT',
  );
  await chooseLanguage(page, /Hesap menüsü/, /Dili değiştir/, 'Türkçe', /Kaydet/);
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL(/\/profile$/);
});

test('a session revoked elsewhere lands on the login page', async ({ page, request }) => {
  await signIn(page, 'editor@yek.local', 'Editor123!');
  // The same account changes its password from another device: every session ends.
  const login = await request.post('/api/auth/login', {
    data: { emailOrPhoneNumber: 'editor@yek.local', password: 'Editor123!' },
  });
  const other = (await login.json()).data.tokenDto.accessToken as string;
  const change = await request.put('/api/user/updatepassword', {
    headers: { authorization: `Bearer ${other}` },
    data: {
      oldPassword: 'Editor123!',
      newPassword: 'Gecici.Sifre2026',
      confirmPassword: 'Gecici.Sifre2026',
    },
  });
  expect(change.ok()).toBe(true);

  await chooseLanguage(page, /Hesap menüsü/, /Dili değiştir/, 'English', /Kaydet/);
  await expect(page).toHaveURL(/\/login$/);

  // Put the demo password back for the next run.
  const again = await request.post('/api/auth/login', {
    data: { emailOrPhoneNumber: 'editor@yek.local', password: 'Gecici.Sifre2026' },
  });
  const token = (await again.json()).data.tokenDto.accessToken as string;
  await request.put('/api/user/updatepassword', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      oldPassword: 'Gecici.Sifre2026',
      newPassword: 'Editor123!',
      confirmPassword: 'Editor123!',
    },
  });
});

test('an access token that expired while the tab was closed is refreshed on return', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'learner@yek.local', 'Learner123!');
  await page.close();
  // Come back "later": the browser's clock is two minutes past the 75-second token's expiry.
  const later = await context.newPage();
  await later.clock.install({ time: new Date(Date.now() + 120_000) });
  const refreshed = later.waitForResponse((r) => r.url().endsWith('/api/auth/refreshtoken'));
  await later.goto('/profile');
  expect((await refreshed).status()).toBe(200);
  await expect(later).toHaveURL(/\/profile$/);
  await expect(later.getByText('learner@yek.local')).toBeVisible();
  await context.close();
});
