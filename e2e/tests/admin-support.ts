import { crc32, deflateSync } from 'node:zlib';
import { expect as baseExpect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';

const expect = baseExpect.configure({ timeout: 30_000 });

/** A real PNG of one colour with a stripe, so the server has a picture to decode and convert. */
function pngImage(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const stripe = Math.abs(x - y) < width / 8;
      rows.set(stripe ? [250, 200, 60] : [90, 50, 160], row + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Opens the file picker from the keyboard, as someone without a mouse does, and picks a file. */
async function chooseFile(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await button.focus();
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.keyboard.press('Enter'),
  ]);
  await chooser.setFiles(file);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * On the slides page of the management area: adds a slide for the sign-in page with a picture
 * uploaded from the keyboard (a file that is no picture refused first), finds it in the table,
 * checks that the files page refuses to delete the picture while the slide uses it, then signs
 * out and finds the slide, picture and all, on the sign-in page.
 */
export async function publishSlideWithPicture(page: Page) {
  const title = `Her akşam on dakika ${Date.now().toString().slice(-6)}`;
  const imageName = `aksam-${Date.now().toString().slice(-6)}.png`;
  await expect(page).toHaveURL(/\/admin\/sliders$/);
  await expect(page.getByRole('heading', { name: 'Giriş slaytları' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Giriş slaytları' });
  await expect(grid.getByRole('row')).not.toHaveCount(1);

  await page.getByRole('button', { name: 'Slayt ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Slayt ekle' });
  // Saving without a title is refused on the field, before anything is sent.
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Bu alanı doldur.')).toBeVisible();

  // The page the slide belongs to is picked from the names in use; the sign-in page reads "login".
  const alias = dialog.getByRole('combobox', { name: 'Sayfa adı' });
  await alias.fill('');
  await alias.press('ArrowDown');
  await page.getByRole('option', { name: 'login' }).click();
  await expect(alias).toHaveValue('login');
  await dialog.getByRole('spinbutton', { name: 'Sıra' }).fill('0');
  await dialog.getByRole('textbox', { name: 'Başlık' }).first().fill(title);
  await dialog
    .getByRole('textbox', { name: 'Açıklama' })
    .first()
    .fill('Kısa ama her gün: alışkanlık böyle kurulur.');

  // A file that is no picture is refused in the server's words; the picture is taken.
  const choose = dialog.getByRole('button', { name: 'Dosya seç' });
  await chooseFile(page, choose, {
    name: 'notlar.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Bu bir görsel değil.'),
  });
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Bu dosya türü kabul edilmiyor' }),
  ).toBeVisible();
  await chooseFile(page, choose, {
    name: imageName,
    mimeType: 'image/png',
    buffer: pngImage(960, 540),
  });
  await expect(dialog.getByText('Yüklendi.')).toBeVisible();
  const path = dialog.getByRole('textbox', { name: 'Görsel yolu' });
  await expect(path).toHaveValue(/^\/cdn\/[0-9a-f]{32}\.webp$/);
  const imageUrl = await path.inputValue();
  const preview = dialog.getByRole('img', { name: 'Slayt görselinin önizlemesi' });
  await expect(preview).toHaveAttribute('src', imageUrl);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(960);

  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(grid.getByRole('gridcell', { name: title })).toBeVisible();

  // The server searches the table.
  await page.getByRole('toolbar').getByRole('button', { name: 'Ara' }).click();
  await page.getByRole('searchbox', { name: 'Ara…' }).fill('her aksam');
  await expect(grid.getByRole('gridcell', { name: title })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: 'Seviyene uygun kitaplar' })).toBeHidden();

  // The files page lists the picture, and refuses to delete it while the slide uses it.
  await page.getByRole('link', { name: 'Dosyalar' }).click();
  await expect(page.getByRole('heading', { name: 'Dosyalar', level: 1 })).toBeVisible();
  const files = page.getByRole('grid', { name: 'Dosyalar' });
  const row = files.getByRole('row').filter({ hasText: imageName });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Sil' }).click();
  const confirm = page.getByRole('dialog', { name: 'Silinsin mi?' });
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(confirm.getByRole('alert')).toContainText('Bu dosya kullanılıyor');
  await expect(confirm.getByRole('alert')).toContainText('Bir karşılama slaytında kullanılıyor.');
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(row).toBeVisible();

  // Signed out, the sign-in page's slider shows the new slide with its picture.
  await signOut(page);
  await page.getByRole('button', { name: new RegExp(`slayt: ${title}`) }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const slideImage = page.locator('section[aria-roledescription="carousel"] img');
  await expect(slideImage).toHaveAttribute('src', imageUrl);
  await expect
    .poll(() => slideImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBe(960);
  await expectNoSeriousA11yViolations(page);
}
