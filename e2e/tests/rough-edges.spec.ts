import { expect, test } from '@playwright/test';
import { api, newLearner, newReadyLearner, registerInBrowser } from './support';

// The faults a new learner met on a first evening, each walked where it happened.

test('a taken e-mail is refused on its field, and a reset code asked again too soon says how long to wait', async ({
  page,
}) => {
  const learner = newLearner();
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(learner.name);
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(learner.surname);
  // The demo learner's address already has an account.
  const email = page.getByRole('textbox', { name: 'E-posta', exact: true });
  await email.fill('learner@yek.local');
  await page
    .getByRole('textbox', { name: 'Telefon numarası', exact: true })
    .fill(learner.phoneNumber);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(learner.password);
  await page.getByRole('textbox', { name: 'Şifre tekrarı', exact: true }).fill(learner.password);
  for (const box of await page.getByRole('checkbox', { name: /\(zorunlu\)/ }).all())
    await box.check();
  await page.getByRole('button', { name: 'Hesap oluştur' }).click();
  await expect(email).toHaveAccessibleDescription(
    'Bu e-posta adresiyle açılmış bir hesap zaten var.',
  );
  await expect(page).toHaveURL(/\/register$/);

  // A reset code, then another at once from a fresh page: the server waits, and says so.
  const fresh = newLearner();
  await registerInBrowser(page, fresh);
  await page.evaluate(() => localStorage.clear());
  for (const attempt of [1, 2]) {
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill(fresh.email);
    await page.getByRole('button', { name: 'Kod gönder' }).click();
    if (attempt === 1) {
      await expect(page.getByText('Sana gönderdiğimiz 5 haneli kodu gir.')).toBeVisible();
    } else {
      await expect(page.getByRole('alert')).toContainText(/\d+ saniye bekle/);
      await expect(page.getByRole('button', { name: 'Kod gönder' })).toBeVisible();
    }
  }
});

test('the dictionary says when a search matches nothing and asks before removing; an empty answer is named; a day that is not there leads home', async ({
  page,
  request,
}) => {
  const { learner, session } = await newReadyLearner(page, request);
  const call = api(request, session.tokenDto.accessToken);
  await call.post('/api/usertask/registerusertaskmainquestionvocabularies', {
    words: [{ word: 'house' }],
  });

  // The tab learns at home that setup is done, then opens the profile.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();
  await page.goto('/profile');
  const dictionary = page.getByRole('region', { name: 'Sözlüğüm' });
  await expect(dictionary.getByText('house', { exact: true })).toBeVisible();
  await dictionary.getByRole('searchbox', { name: 'Sözlükte ara' }).fill('zebra');
  await expect(dictionary.getByText('“zebra” ile eşleşen kelime yok.')).toBeVisible();
  await expect(dictionary.getByText(/^Sözlüğün boş/)).toHaveCount(0);
  await dictionary.getByRole('searchbox', { name: 'Sözlükte ara' }).fill('');
  await dictionary.getByRole('button', { name: 'Sil: house' }).click();
  const confirm = page.getByRole('dialog', { name: 'Kelime silinsin mi?' });
  await expect(confirm).toContainText('“house” sözlüğünden silinecek.');
  await confirm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(dictionary.getByText('house', { exact: true })).toBeVisible();

  // An answer sent empty is named, not ignored.
  await page.goto('/');
  await page.getByRole('button', { name: 'Bugünün görevini al' }).click();
  await expect(page).toHaveURL(/\/task\/\d+$/);
  await page.getByRole('link', { name: 'Dersi aç' }).click();
  await page.getByRole('button', { name: 'Dersi tamamladım' }).click();
  await page.getByRole('link', { name: 'Başla' }).first().click();
  const item = page.getByRole('region', { name: 'Sorular' }).locator('form').first();
  await page.getByRole('button', { name: 'Kontrol et' }).click();
  await expect(item.getByText('Önce cevabını ver.')).toBeVisible();

  // Another learner's day, or one that does not exist: a heading and the way home.
  await page.goto('/task/99999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Bu içerik bulunamadı' })).toBeVisible();
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();
});
