import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  answerAll,
  api,
  apiLogin,
  newReadyLearner,
  setServerClock,
  signInInBrowser,
} from './support';

const DAY = 86_400;
const SHOTS = process.env.E2E_SCREENSHOTS;

test('a new learner goes through the day part by part: what to do, the passage beside its questions, the next part, a writing text revised until final, the model reading', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);

  // No provider is set up on this server: the sign-in pages offer only the account form.
  const providers = await (await request.get('/api/auth/socialproviders')).json();
  expect(providers.data).toEqual({ google: null, apple: null });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Giriş yap' })).toBeVisible();
  await expect(page.getByRole('button', { name: /ile devam et$/ })).toHaveCount(0);

  const { learner } = await newReadyLearner(page, request);
  await page.goto('/');
  await page.getByRole('button', { name: 'Bugünün görevini al' }).click();
  await expect(page).toHaveURL(/\/task\/\d+$/);
  const taskUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Dersi aç' }).click();
  await page.getByRole('button', { name: 'Dersi tamamladım' }).click();
  await expect(page.getByText('Ders tamamlandı')).toBeVisible();

  // Day 1 opens with grammar: every item says what to do.
  await page.getByRole('link', { name: 'Başla' }).first().click();
  await expect(page).toHaveURL(/\/task\/grammer\/\d+$/);
  const items = page.getByRole('region', { name: 'Sorular' }).locator('form');
  await expect(items.first()).toBeVisible();
  for (const form of await items.all())
    await expect(form).toHaveAccessibleDescription(
      /^(Doğru seçeneği seç|Doğru olan bütün|Cümle doğru mu|Boşluğu uygun|Sözcükleri doğru sıraya|Soldaki her öğeyi|Cümledeki hatayı bul)/,
    );
  await expectNoSeriousA11yViolations(page);
  await answerAll(page);

  // One clear way on: the next part of the day, part after part.
  await page.getByRole('link', { name: 'Sıradaki bölüm: Kelime' }).click();
  await expect(page).toHaveURL(/\/task\/vocabulary\/\d+$/);
  await answerAll(page);
  await page.getByRole('link', { name: 'Sıradaki bölüm: Okuma' }).click();
  await expect(page).toHaveURL(/\/task\/reading\/\d+$/);
  await page.getByRole('link', { name: 'Sorulara geç' }).click();
  await expect(page).toHaveURL(/\/task\/reading\/\d+\/questions$/);

  // The passage stays beside its questions on a wide screen…
  const passage = page.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(passage.first()).toBeVisible();
  await expect(
    passage
      .first()
      .getByRole('button', { name: /^[A-Za-z]+$/ })
      .first(),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/questions-desktop.png`, fullPage: false });
  // …and opens above them on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  const toggle = page.getByRole('button', { name: /^Okuma metni: / });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: /^[A-Za-z]+$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/questions-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await answerAll(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/part-finished.png`, fullPage: true });
  await page.getByRole('link', { name: 'Sıradaki bölüm: Dinleme' }).click();
  await answerAll(page);
  await page.getByRole('link', { name: /^Günün bütün bölümleri bitti/ }).click();
  await expect(page).toHaveURL(new RegExp(`${taskUrl}$`));
  await expect(page.getByText('Tamamlandı', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  await page.getByRole('menuitem', { name: /Çıkış yap/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  try {
    await setServerClock(request, DAY);
    await signInInBrowser(page, learner.email, learner.password);
    await page.getByRole('button', { name: 'Bugünün görevini al' }).click();
    await expect(page.getByText('Gün 2 / 365')).toBeVisible();
    await page.getByRole('link', { name: 'Dersi aç' }).click();
    await page.getByRole('button', { name: 'Dersi tamamladım' }).click();
    await expect(page.getByText('Ders tamamlandı')).toBeVisible();
    const dayTwo = api(
      request,
      (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken,
    );
    const parts: { kind: string; mainQuestionId: number }[] = (
      await (await dayTwo.get('/api/usertask/getusertaskoverview')).json()
    ).data.todayTask.parts;
    const partOf = (kind: string) => parts.find((p) => p.kind === kind)!.mainQuestionId;

    // A writing text far below the minimum is refused before it is final, and kept to revise.
    await page.goto(`/task/writing/${partOf('writing')}`);
    const text = page.getByRole('textbox', { name: 'Cevabın' });
    await text.fill('My friend is Anna.');
    await page.getByRole('button', { name: 'Son hâlini gönder' }).click();
    await expect(text).toHaveAccessibleDescription(
      /^Yazın 4 sözcük; bu görev 25 ile 60 sözcük arası istiyor\./,
    );
    await expect(text).toHaveValue('My friend is Anna.');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/writing-refused.png`, fullPage: true });
    await text.fill(
      'My friend is Anna. She is from London, and she speaks English and a little Turkish. London is a big and beautiful city. It has many parks and old buildings. Anna is kind and funny.',
    );
    await page.getByRole('button', { name: 'Son hâlini gönder' }).click();
    await expect(page.getByText('Geri bildirim')).toBeVisible();
    await expect(text).toBeDisabled();
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByRole('link', { name: /^Sıradaki bölüm: / })).toBeVisible();

    // Each read-aloud sentence of day 2 has its model reading, and it plays from the server.
    await page.goto(`/task/speaking/${partOf('speaking')}`);
    const listen = page.getByRole('button', { name: 'Örnek okuyuşu dinle' });
    await expect(listen.first()).toBeVisible();
    const sources = await page
      .locator('audio')
      .evaluateAll((els) => els.map((el) => el.getAttribute('src')));
    expect(sources.length).toBe(await listen.count());
    for (const src of sources) expect((await request.get(src!)).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/speaking.png`, fullPage: false });
  } finally {
    await setServerClock(request, 0);
  }
});
