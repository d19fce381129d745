import { expect, test, type Page } from '@playwright/test';
import { apiLogin } from './support';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }).fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
}

test('an editor adds a sign-in slide in the management area and it shows on the sign-in page', async ({
  page,
}) => {
  const title = `Her akşam on dakika ${Date.now().toString().slice(-6)}`;
  await signIn(page, 'editor@yek.local', 'Editor123!');

  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Yönetim' }).click();
  await expect(page).toHaveURL(/\/admin\/sliders$/);
  await expect(page.getByRole('heading', { name: 'Giriş slaytları' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Giriş slaytları' });
  await expect(grid.getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: 'Slayt ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slayt ekle' });
  // Saving without a title is refused on the field, before anything is sent.
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Bu alan zorunludur.')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Sıra' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Başlık' }).first().fill(title);
  await dialog
    .getByRole('textbox', { name: 'Açıklama' })
    .first()
    .fill('Kısa ama her gün: alışkanlık böyle kurulur.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('gridcell', { name: title })).toBeVisible();

  // The server searches the table.
  await page.getByRole('toolbar').getByRole('button', { name: 'Ara' }).click();
  await page.getByRole('searchbox', { name: 'Ara…' }).fill('her aksam');
  await expect(grid.getByRole('gridcell', { name: title })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Seviyene uygun kitaplar' })).toBeHidden();

  // Signed out, the sign-in page's slider offers the new slide.
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: new RegExp(`slayt: ${title}`) })).toBeVisible();
});

test('a learner opening /admin is refused, on the page and by the server', async ({ page }) => {
  await signIn(page, 'learner@yek.local', 'Learner123!');
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Yönetim' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await page.goto('/admin/sliders');
  await expect(page.getByRole('heading', { name: 'Bu alana erişiminiz yok' })).toBeVisible();
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
