import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  answerAll,
  api,
  apiLogin,
  newReadyLearner,
  setServerClock,
  signInInBrowser,
  unzipStored,
} from './support';

const DAY = 86_400;
const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A fake microphone the page may use without asking: a speaking item records its tone.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

/** The page at a phone's and a desktop's width, when screenshots are asked for. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

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
  // Each example of the lecture plays its reading from the server, and the lecture's action is
  // on screen from the start, on a phone too.
  const examples = page.getByRole('region', { name: 'Örnekler' });
  const listenExample = examples.getByRole('button', { name: /^Örneği dinle: / });
  await expect(listenExample.first()).toBeVisible();
  const readings = await examples
    .locator('audio')
    .evaluateAll((els) => els.map((el) => el.getAttribute('src')));
  expect(readings.length).toBe(await listenExample.count());
  for (const src of readings) expect((await request.get(src!)).status()).toBe(200);
  await listenExample.first().click();
  await expect(page.getByRole('button', { name: 'Dersi tamamladım' })).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lecture-desktop.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Dersi tamamladım' })).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/lecture-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Dersi tamamladım' }).click();
  await expect(page.getByText('Ders tamamlandı')).toBeVisible();

  // Day 1 opens with grammar: every item says what to do.
  await page.getByRole('link', { name: 'Başla' }).first().click();
  await expect(page).toHaveURL(/\/task\/grammer\/\d+$/);
  const items = page.getByRole('region', { name: 'Sorular' }).locator('form');
  await expect(items.first()).toBeVisible();
  for (const form of await items.all())
    await expect(form).toHaveAccessibleDescription(
      /^(Doğru seçeneği seç|Doğru olan bütün|Cümle doğru mu|Boşluğu uygun|Kelimeleri doğru sıraya|Soldaki her öğeyi|Cümledeki hatayı bul)/,
    );
  await expectNoSeriousA11yViolations(page);
  await answerAll(page);

  // One clear way on: the next part of the day, part after part.
  await page.getByRole('link', { name: 'Sıradaki etkinlik: Kelime' }).click();
  await expect(page).toHaveURL(/\/task\/vocabulary\/\d+$/);
  await answerAll(page);
  await page.getByRole('link', { name: 'Sıradaki etkinlik: Okuma' }).click();
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
  await page.getByRole('link', { name: 'Sıradaki etkinlik: Dinleme' }).click();
  // The recording's player: the app's own controls, still in view below the questions.
  const player = page.getByTestId('audio-player');
  await player.getByRole('button', { name: 'Oynat' }).click();
  await player.getByRole('button', { name: '0.75 kat hız' }).click();
  await expect(player.getByRole('button', { name: '0.75 kat hız' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(player.getByRole('slider', { name: 'Konum' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.mouse.wheel(0, 2000);
  await expect(player).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/listening-desktop.png` });
  await page.setViewportSize({ width: 360, height: 740 });
  await page.mouse.wheel(0, 1000);
  await expect(player).toBeInViewport();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/listening-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await answerAll(page);
  await page.getByRole('link', { name: 'Günün sonucunu gör' }).click();
  await expect(page).toHaveURL(new RegExp(`${taskUrl}\\?done=1$`));
  // The last part leads to the day's celebration, above the finished path.
  await expect(page.getByRole('heading', { name: 'Tebrikler, günü tamamladın!' })).toBeVisible();

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
    await page.getByRole('button', { name: 'Metni gönder' }).click();
    await expect(text).toHaveAccessibleDescription(
      /^Metnin 4 kelime; bu görev 25 ile 60 kelime arası istiyor\./,
    );
    await expect(text).toHaveValue('My friend is Anna.');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/writing-refused.png`, fullPage: true });
    const firstVersion =
      'My friend is Anna. She is from London, and she speaks English and a little Turkish. London is a big and beautiful city. It has many parks and old buildings. Anna is kind and funny.';
    await text.fill(firstVersion);
    // The task's checklist is ticked while typing.
    const checklist = page.getByRole('region', { name: 'Kontrol listesi' });
    await expect(checklist.getByText(/^25–60 kelime/)).toHaveText(/— tamam$/);
    await expect(checklist.getByText(/^Bu kelimelerden en az 2/)).toHaveText(/— tamam$/);
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'writing-typing');
    await page.getByRole('button', { name: 'Metni gönder' }).click();
    await expect(page.getByText('Geri bildirim', { exact: true })).toBeVisible();
    await expect(text).toBeDisabled();
    // After the feedback the text is revised and sent again: the new version is marked.
    await page.getByRole('button', { name: 'Metni düzelt' }).click();
    await expect(text).toBeEnabled();
    await text.fill(`${firstVersion} She likes tea.`);
    await page.getByRole('button', { name: 'Yeniden gönder' }).click();
    await expect(page.getByText(/^2\. sürümün değerlendirildi/)).toBeVisible();
    await expect(text).toHaveValue(`${firstVersion} She likes tea.`);
    await expect(text).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'writing-feedback');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByRole('link', { name: /^Sıradaki etkinlik: / })).toBeVisible();

    // With the server's clock a day ahead, the browser plans the token refresh a day late, so an
    // access token (75 s here) is not renewed on day 2: sign in afresh before the speaking part.
    await page.evaluate(() => window.localStorage.clear());
    await signInInBrowser(page, learner.email, learner.password);
    await expect(page).not.toHaveURL(/\/login$/);

    // Each read-aloud sentence of day 2 has its model reading, and it plays from the server.
    await page.goto(`/task/speaking/${partOf('speaking')}`);
    const listen = page.getByRole('button', { name: 'Örnek okuyuşu dinle' });
    // A fresh sign-in loads the app again: its first page can take a while on a busy machine.
    await expect(listen.first()).toBeVisible({ timeout: 30_000 });
    const sources = await page
      .locator('audio')
      .evaluateAll((els) => els.map((el) => el.getAttribute('src')));
    expect(sources.length).toBe(await listen.count());
    for (const src of sources) expect((await request.get(src!)).status()).toBe(200);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/speaking.png`, fullPage: false });

    // A sentence read with the fake microphone's tone: a level meter while recording, then a
    // score that is not a success, every word underlined, and another try offered.
    const sentence = page.getByRole('region', { name: 'Sorular' }).locator('form').first();
    await sentence.getByRole('button', { name: 'Kayda başla' }).click();
    await expect(sentence.getByRole('meter', { name: 'Ses seviyesi' })).toBeVisible();
    await page.waitForTimeout(1_500);
    await sentence.getByRole('button', { name: 'Kaydı bitir' }).click();
    await sentence.getByRole('button', { name: 'Kaydı gönder' }).click();
    const scored = sentence.getByRole('status');
    await expect(scored).toContainText('Bu okuyuş başarılı sayılmadı: %0');
    await expect(scored.locator('u').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'speaking-low');
    await sentence.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(sentence.getByRole('button', { name: 'Kayda başla' })).toBeVisible();

    // Everything held about the learner, from the profile: the archive holds the word they
    // saved, the writing text they sent and the recording they made (KVKK art. 11).
    await api(
      request,
      (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken,
    ).post('/api/usertask/registerusertaskmainquestionvocabularies', {
      words: [{ word: 'storm' }],
    });
    await page.goto('/profile');
    const data = page.getByRole('region', { name: 'Verilerin' });
    const downloading = page.waitForEvent('download');
    await data.getByRole('button', { name: 'Verilerimi indir' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^yek-verilerim-\d{4}-\d{2}-\d{2}\.zip$/);
    const archive = unzipStored(readFileSync((await download.path())!));
    const held = JSON.parse(archive.get('data.json')!.toString('utf8'));
    expect(held.account.email).toBe(learner.email);
    expect(held.tables.user_dictionary_words.map((w: { word: string }) => w.word)).toContain(
      'storm',
    );
    expect(JSON.stringify(held.tables.user_task_answers)).toContain('She likes tea.');
    expect([...archive.keys()].some((name) => name.startsWith('recordings/'))).toBe(true);
  } finally {
    await setServerClock(request, 0);
  }
});
