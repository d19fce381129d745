import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { publishSlideWithPicture } from './admin-support';
import { expectNoSeriousA11yViolations } from './axe';
import { api, apiLogin, finishSetupByApi, newLearner } from './support';

const ADMIN = { email: 'admin@yek.local', password: 'Admin123!' };

// Two browsers, a long form and the session check: more than one page's worth of time, and the
// management area's table is a heavy first load on a busy machine.
test.describe.configure({ timeout: 360_000 });
test.use({ actionTimeout: 30_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

/** The sign-in form, without waiting on the slides' pictures (they can be slow on a busy machine). */
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }).fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

async function openUsersPage(page: Page) {
  await signIn(page, ADMIN.email, ADMIN.password);
  await expect(page.getByRole('heading', { name: /Merhaba/ })).toBeVisible();
  await page.goto('/admin', { waitUntil: 'domcontentloaded' });
  const link = page
    .getByRole('navigation', { name: 'Yönetim sayfaları' })
    .getByRole('link', { name: 'Kullanıcılar' });
  await expect(link).toHaveAttribute('href', '/admin/users');
  await page.goto('/admin/users', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { name: 'Kullanıcılar', level: 1 })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Kullanıcılar' }).getByRole('row')).not.toHaveCount(
    1,
  );
  await expectNoSeriousA11yViolations(page);
}

/** Chooses an option of a form's select by the keyboard's way in: open it, pick the option. */
async function choose(dialog: Locator, label: RegExp, option: string | RegExp | null) {
  await dialog.getByRole('combobox', { name: label }).click();
  const options = dialog.page().getByRole('option', option ? { name: option } : {});
  await (option ? options : options.first()).click();
}

async function searchTable(page: Page, text: string) {
  await page.getByRole('toolbar').getByRole('button', { name: 'Ara' }).click();
  await page.getByRole('searchbox', { name: 'Ara…' }).fill(text);
}

test('an admin adds an editor on the users page; the editor signs in, uploads a slide picture and publishes a slide the sign-in page shows', async ({
  page,
  browser,
}) => {
  const person = newLearner();
  await openUsersPage(page);

  await page.getByRole('button', { name: 'Kullanıcı ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcı ekle' });
  await dialog.getByRole('textbox', { name: /^Ad\s*\*?$/ }).fill('Deniz');
  await dialog.getByRole('textbox', { name: /^Soyad/ }).fill('Kaya');
  await dialog.getByRole('textbox', { name: /^E-posta/ }).fill(person.email);
  await dialog.getByRole('textbox', { name: /^Telefon numarası/ }).fill(person.phoneNumber);
  await dialog.getByLabel(/^Doğum tarihi/).fill('1990-05-04');
  await choose(dialog, /^Cinsiyet/, 'Kadın');
  await choose(dialog, /^İl\s*\*?$/, 'İstanbul');
  await choose(dialog, /^İlçe/, null);
  await choose(dialog, /^Rol türü/, 'Editör');
  await dialog.getByLabel(/^Şifre\s*\*?$/).fill(person.password);
  await dialog.getByLabel(/^Şifre tekrarı/).fill(person.password);
  // The agreements are required before anything is sent.
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog.getByText('Devam etmek için sözleşmeyi onayla.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: /sözleşmeleri onayladı/ }).check();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();

  const grid = page.getByRole('grid', { name: 'Kullanıcılar' });
  await searchTable(page, person.email);
  const row = grid.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Editör');
  await expect(row).toContainText('Etkin');

  // The new editor signs in elsewhere and works in the management area, without the users page.
  const other = await browser.newContext();
  const editor = await other.newPage();
  await signIn(editor, person.email, person.password);
  await expect(editor).not.toHaveURL(/\/login$/);
  await editor.goto('/admin', { waitUntil: 'domcontentloaded' });
  await expect(editor).toHaveURL(/\/admin\/sliders$/);
  await expect(editor.getByRole('heading', { name: 'Giriş slaytları' })).toBeVisible();
  const nav = editor.getByRole('navigation', { name: 'Yönetim sayfaları' });
  await expect(nav.getByRole('link', { name: 'Meslekler' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'İşlem kaydı' })).toHaveCount(0);
  await editor.goto('/admin/users', { waitUntil: 'domcontentloaded' });
  await expect(
    editor.getByRole('heading', { name: 'Bu sayfa yalnızca yöneticiler için' }),
  ).toBeVisible();
  await expect(editor.getByRole('grid')).toHaveCount(0);

  // The editor's work: a slide with a picture they upload, shown on the sign-in page.
  await editor.goto('/admin/sliders', { waitUntil: 'domcontentloaded' });
  await publishSlideWithPicture(editor);
  await other.close();
});

test("an admin makes a learner passive and the learner's open session ends at once", async ({
  page,
  browser,
}) => {
  // A learner of this journey alone, signed in and learning in their own browser.
  const person = newLearner();
  const admin = await apiLogin(page, ADMIN.email, ADMIN.password);
  const cities = await (await page.request.get('/api/user/getcitylist')).json();
  const city = cities.data.find((c: { name: string }) => c.name === 'Ankara');
  const towns = await (await page.request.get(`/api/user/getdistrictlist/${city.id}`)).json();
  await api(page.request, admin.tokenDto.accessToken).post('/api/user', {
    name: 'Can',
    surname: 'Aydın',
    email: person.email,
    phoneNumber: person.phoneNumber,
    birthday: '2001-09-17',
    gender: 'Male',
    cityId: city.id,
    townId: towns.data[0].id,
    roleType: 'learner',
    status: 'active',
    password: person.password,
    confirmPassword: person.password,
    contractApproved: true,
  });
  const own = await browser.newContext();
  const learner = await own.newPage();
  const session = await apiLogin(learner, person.email, person.password);
  await finishSetupByApi(learner.request, session.tokenDto.accessToken);
  await signIn(learner, person.email, person.password);
  await expect(learner.getByRole('heading', { name: /Merhaba/ })).toBeVisible();

  // The admin finds the learner and makes the account passive.
  await openUsersPage(page);
  await page.getByRole('combobox', { name: 'Rol türü' }).click();
  await page.getByRole('option', { name: 'Öğrenci' }).click();
  await searchTable(page, person.email);
  const grid = page.getByRole('grid', { name: 'Kullanıcılar' });
  const row = grid.getByRole('row').filter({ hasText: person.email });
  await expect(row).toContainText('Etkin');
  // The search reloads the table a moment after typing: a click on the row it replaces is lost.
  await expect(page.getByText('1–1 / 1')).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Kullanıcıyı düzenle' });
  await expect(async () => {
    await row.getByRole('button', { name: 'Düzenle' }).click();
    await expect(dialog).toBeVisible({ timeout: 5_000 });
  }).toPass();
  await choose(dialog, /^Durum/, 'Devre dışı');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Devre dışı');

  // The learner's next page load finds the session over, and the account cannot sign in again.
  await learner.reload({ waitUntil: 'commit' });
  await expect(learner).toHaveURL(/\/login$/);
  await expect(
    learner.getByText('Oturumun sona erdi. Devam etmek için yeniden giriş yap.'),
  ).toBeVisible();
  await signIn(learner, person.email, person.password);
  await expect(learner.getByRole('alert')).toContainText('devre dışı');
  await expect(learner).toHaveURL(/\/login$/);
  await own.close();
});
