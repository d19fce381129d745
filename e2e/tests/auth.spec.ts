import { expect, test } from '@playwright/test';
import { codeFromMail, newLearner } from './support';
import { expectNoSeriousA11yViolations } from './axe';

test('a newcomer signs up, verifies with the mailed code and reaches setup', async ({ page }) => {
  const learner = newLearner();
  await page.goto('/register');
  await expect(page.getByRole('button', { name: 'Hesap oluştur' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(learner.name);
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(learner.surname);
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill(learner.email);
  await page
    .getByRole('textbox', { name: 'Telefon numarası', exact: true })
    .fill(learner.phoneNumber);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(learner.password);
  await page.getByRole('textbox', { name: 'Şifre tekrarı', exact: true }).fill(learner.password);
  for (const box of await page.getByRole('checkbox', { name: /\(zorunlu\)/ }).all())
    await box.check();
  const started = Date.now() - 1000;
  await page.getByRole('button', { name: 'Hesap oluştur' }).click();

  await expect(page.getByRole('heading', { name: 'Hesabını doğrula' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const code = await codeFromMail(learner.email, started);
  await page.getByRole('textbox', { name: /Doğrulama kodu/ }).fill(code);
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL(/\/setup(\?question=1)?$/);

  // The session survives a reload and still holds the learner at setup.
  await page.reload();
  await expect(page).toHaveURL(/\/setup(\?question=1)?$/);
});

test('a wrong password shows the localized error and keeps the learner on the login page', async ({
  page,
}) => {
  await page.goto('/login');
  await page
    .getByRole('textbox', { name: 'E-posta veya telefon numarası' })
    .fill('learner@yek.local');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Wrong.Password1');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(
    page.getByText('E-posta adresi, telefon numarası ya da şifre hatalı.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-out visitor is sent to login and back to the page they asked for', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page
    .getByRole('textbox', { name: 'E-posta veya telefon numarası' })
    .fill('learner@yek.local');
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill('Learner123!');
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('learner@yek.local')).toBeVisible();
});

test('on a phone the login page says in one card what the product is, the form still in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/login');
  await expect(page.getByText('Türkçe konuşanlar için İngilizce')).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }),
  ).toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Şifre', exact: true })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/login-phone.png` });
  // A large screen has the slides to say it instead.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByText('Türkçe konuşanlar için İngilizce')).toBeHidden();
});

test('the first screen shows progress while the scripts arrive, and holds still for reduced motion', async ({
  page,
}) => {
  let release: () => void = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  void page.goto('/login').catch(() => {});
  const overlay = page.getByRole('progressbar', { name: 'Yek English yükleniyor' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText('Yükleniyor…')).toBeVisible();
  const moving = () =>
    overlay.evaluate((el) =>
      [el.querySelector('.boot-logo')!, el.querySelector('.boot-bar')!].map(
        (node, i) => getComputedStyle(node, i === 1 ? '::after' : null).animationName,
      ),
    );
  expect(await moving()).toEqual(['none', 'none']);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/loading.png` });
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await moving()).toEqual(['boot-spin', 'boot-run']);
  release();
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
});
