import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { newReadyLearner } from './support';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG, wider than tall (so the crop has something to do): purple left, teal right. */
function pngImage(width = 320, height = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const left = x < width / 2;
      row.set(left ? [124, 77, 255] : [0, 150, 136], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a new learner edits their profile, adds a photo and sees their package and invoices', async ({
  page,
  request,
}) => {
  const { learner } = await newReadyLearner(page, request);

  // Setup was finished behind the page's back: the dashboard is where the app notices.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  await expect(page.getByRole('heading', { name: 'Profil', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Profil bilgileri' });
  // Nobody asked: the gender is not guessed.
  await expect(form.getByRole('combobox', { name: /^Cinsiyet/ })).toHaveText(
    'Belirtmek istemiyorum',
  );

  await form.getByRole('textbox', { name: /^Ad/ }).fill('Zeynep');
  await form.getByRole('textbox', { name: /^Soyad/ }).fill('Kaya');
  await choose(page, /^Şehir/, 'Ankara');
  await choose(page, /^İlçe/, 'Çankaya');
  await form.getByRole('checkbox', { name: /e-posta/ }).check();
  await form.getByRole('checkbox', { name: /SMS/ }).check();
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Profilin kaydedildi.')).toBeVisible();
  // The header's avatar shows the new name's initial at once.
  const avatar = page.getByRole('button', { name: 'Hesap menüsü' });
  await expect(avatar).toHaveText('Z');

  await page.reload();
  await expect(form.getByRole('textbox', { name: /^Ad/ })).toHaveValue('Zeynep');
  await expect(form.getByRole('textbox', { name: /^Soyad/ })).toHaveValue('Kaya');
  await expect(form.getByRole('combobox', { name: /^Şehir/ })).toHaveText('Ankara');
  await expect(form.getByRole('combobox', { name: /^İlçe/ })).toHaveText('Çankaya');
  await expect(form.getByRole('checkbox', { name: /e-posta/ })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /SMS/ })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: /İki adımlı/ })).not.toBeChecked();

  // A photo: chosen, framed as a square, saved; the header shows it.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: pngImage(),
  });
  const crop = page.getByRole('dialog', { name: 'Fotoğrafını kırp' });
  await expect(crop).toBeVisible();
  await expect(crop.getByRole('button', { name: 'Fotoğrafı kaydet' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await crop.getByRole('slider', { name: 'Yakınlaştır' }).focus();
  await page.keyboard.press('ArrowRight');
  await crop.getByRole('button', { name: 'Fotoğrafı kaydet' }).click();
  await expect(page.getByText('Profil fotoğrafın kaydedildi.')).toBeVisible();
  await expect(crop).toBeHidden();
  const photo = avatar.locator('img');
  await expect(photo).toHaveAttribute('src', /^\/uploads\/profile\/[0-9a-f]{32}\.webp$/);
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const size = await photo.evaluate((img: HTMLImageElement) => [
    img.naturalWidth,
    img.naturalHeight,
  ]);
  expect(size[0]).toBe(size[1]);
  await expect(page.getByRole('button', { name: 'Fotoğrafı değiştir' })).toBeVisible();

  // The package: a trial that has just started, with what happens at its end.
  const pkg = page.getByRole('region', { name: 'Mevcut paketin' });
  await expect(pkg.getByText('Ücretsiz deneme').first()).toBeVisible();
  await expect(pkg.getByText('Kalan süre')).toBeVisible();
  await expect(pkg.getByText(/ücretli bir pakete dönüşmez/)).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Satın alımlar ve faturalar' })
      .getByText('Henüz bir satın alımın yok.'),
  ).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Tamamlanan günler' })
      .getByText('Tamamladığın görevler burada listelenecek.'),
  ).toBeVisible();

  // The section links move the keyboard to their section.
  await page
    .getByRole('navigation', { name: 'Profil menüsü' })
    .getByRole('link', { name: 'Faturalar' })
    .click();
  await expect(page.getByRole('heading', { name: 'Satın alımlar ve faturalar' })).toBeFocused();

  await expectNoSeriousA11yViolations(page);
});

test('a learner deletes their account: signed out, the password no longer signs in, another learner untouched', async ({
  page,
  request,
}) => {
  const other = await newReadyLearner(page, request);
  await page.evaluate(() => window.localStorage.clear());
  const { learner } = await newReadyLearner(page, request);
  // Setup was finished behind the page's back: the dashboard is where the app notices.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();
  await page.getByRole('button', { name: 'Hesap menüsü' }).click();
  await page.getByRole('menuitem', { name: 'Profil' }).click();
  const data = page.getByRole('region', { name: 'Verilerin' });
  await data.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabını sil' });
  const password = dialog.getByLabel(/Şifren/);
  await password.fill('Yanlis.Sifre42');
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(password).toHaveAccessibleDescription('Şu anki şifren hatalı.');
  await expectNoSeriousA11yViolations(page);
  await password.fill(learner.password);
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Hesabın silindi.')).toBeVisible();

  const refused = await request.post('/api/auth/login', {
    data: { emailOrPhoneNumber: learner.email, password: learner.password },
  });
  expect((await refused.json()).errorCode).toBe('AUTH_INVALID_CREDENTIALS');
  const kept = await request.post('/api/auth/login', {
    data: { emailOrPhoneNumber: other.learner.email, password: other.learner.password },
  });
  expect(kept.ok()).toBe(true);
});
