import { expect, test } from '@playwright/test';
import { signInInBrowser } from './support';

test('an editor renames a book in the management area and the library shows the new title', async ({
  page,
}) => {
  // Two lazily loaded areas (the management area and the library) in one journey.
  test.slow();
  const title = `The Wise Judge of Konya ${Date.now().toString().slice(-5)}`;
  await signInInBrowser(page, 'editor@yek.local', 'Editor123!');
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();

  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Yönetim' }).click();
  await expect(page).toHaveURL(/\/admin\/sliders$/);
  await page
    .getByRole('navigation', { name: 'Yönetim sayfaları' })
    .getByRole('link', { name: 'Kitaplar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kitaplar' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Kitaplar' });
  // The server searches the table by title.
  await page.getByRole('toolbar').getByRole('button', { name: 'Ara' }).click();
  await page.getByRole('searchbox', { name: 'Ara…' }).fill('wise judge');
  const row = grid.getByRole('row').filter({ hasText: 'The Wise Judge' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('İçerik dosyası')).toBeVisible();

  await row.getByRole('button', { name: 'Düzenle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kitabı düzenle' });
  await expect(dialog.getByText(/içerik dosyasından yüklendi/)).toBeVisible();
  const field = dialog.getByRole('textbox', { name: 'Başlık' });
  await field.fill(title);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Ara…' }).fill('konya');
  // Only the renamed book has the new word; it is the editors' now, so the loader leaves it as is.
  // (The title column may have scrolled out of the rendered columns after the row's buttons.)
  await expect(grid.getByRole('row').filter({ hasText: 'Editörler değiştirdi' })).toHaveCount(1);
  await expect(page.getByText('1–1 / 1')).toBeVisible();

  await page.getByRole('link', { name: 'Kütüphane' }).click();
  await page.getByRole('searchbox', { name: 'Kitap ara' }).fill('konya');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
});

test('an editor writes a new book with two chapters in the management area and reads it in the library', async ({
  page,
}) => {
  test.slow();
  const title = `The Night Ferry ${Date.now().toString().slice(-5)}`;
  await signInInBrowser(page, 'editor@yek.local', 'Editor123!');
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
  await page.goto('/admin/books');
  await expect(page.getByRole('heading', { level: 1, name: 'Kitaplar' })).toBeVisible();

  await page.getByRole('button', { name: 'Kitap ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kitap ekle' });
  await dialog.getByRole('textbox', { name: 'Başlık' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Yazar' }).fill('Deniz Aksoy');
  await dialog.getByRole('combobox', { name: /Seviye/ }).click();
  await page.getByRole('option', { name: 'A1', exact: true }).click();
  await dialog.getByRole('combobox', { name: /Tür/ }).click();
  await page.getByRole('option').first().click();
  await dialog
    .getByRole('textbox', { name: /Açıklama \(Türkçe\)/ })
    .fill('Gece vapurunda iki arkadaş.');
  await dialog
    .getByRole('textbox', { name: /Açıklama \(İngilizce\)/ })
    .fill('Two friends on the night ferry.');
  await dialog.getByRole('textbox', { name: /1\. bölümün başlığı/ }).fill('At the Pier');
  await dialog
    .getByRole('textbox', { name: /1\. bölümün metni/ })
    .fill(
      'Ali and Zeynep wait at the pier. The ferry is late.\n\nIt is cold, but the sea is calm.',
    );
  await dialog.getByRole('button', { name: 'Bölüm ekle' }).click();
  await dialog.getByRole('textbox', { name: /2\. bölümün başlığı/ }).fill('On the Water');
  await dialog
    .getByRole('textbox', { name: /2\. bölümün metni/ })
    .fill('The ferry leaves at nine. They drink tea and watch the lights of the city.');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  // The book is in the library at once, with its chapters to read.
  await page.goto('/library');
  await page.getByRole('searchbox', { name: 'Kitap ara' }).fill('night ferry');
  await page.getByRole('article', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: /Okumaya başla/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'At the Pier' })).toBeVisible();
  await expect(page.getByText(/The ferry is late\./)).toBeVisible();
  await page.getByRole('combobox', { name: 'Bölüm' }).click();
  await page.getByRole('option', { name: '2. On the Water' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'On the Water' })).toBeVisible();
});
