import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './support';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }).fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
}

// An editor's slide, with its uploaded picture, is the journey of admin-content.spec.ts.

test('a learner opening /admin is refused, on the page and by the server', async ({ page }) => {
  await signIn(page, 'learner@yek.local', 'Learner123!');
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Yönetim' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/sliders');
  await expect(page.getByRole('heading', { name: 'Bu alana erişimin yok' })).toBeVisible();
  await expect(page.getByRole('grid')).toHaveCount(0);

  const { tokenDto } = await apiLogin(page, 'learner@yek.local', 'Learner123!');
  const headers = { authorization: `Bearer ${tokenDto.accessToken}` };
  for (const list of ['helloslider', 'language', 'contract', 'promocode']) {
    const res = await page.request.get(`/api/${list}/getpagedlist`, { headers });
    expect(res.status()).toBe(403);
  }
  const write = await page.request.post('/api/helloslider', {
    headers,
    data: {
      pageAlias: 'login',
      helloSliderLocalizations: [{ languageId: 1, title: 'x', description: '' }],
    },
  });
  expect(write.status()).toBe(403);
});
