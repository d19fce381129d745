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
