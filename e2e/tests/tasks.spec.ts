import { expect, test, type Page } from '@playwright/test';
import {
  answerAll,
  api,
  apiLogin,
  newReadyLearner,
  setServerClock,
  signInInBrowser,
} from './support';

const DAY = 86_400;

/** Opens every part of the day from its page and answers each item until the day is done. */
async function completeParts(page: Page, taskUrl: string) {
  const starts = page.getByRole('link', { name: 'Başla', exact: true });
  const parts = page.getByRole('link', { name: /^(Başla|Gözden geçir)$/ });
  const load = async () => {
    await page.goto(taskUrl);
    await expect(parts.first()).toBeVisible();
  };
  await load();
  while (await starts.count()) {
    await starts.first().click();
    const next = page.getByRole('link', { name: 'Sorulara geç' });
    const questions = page.getByRole('region', { name: 'Sorular' });
    // A reading part shows its passage first, and its questions on the next page.
    await expect(questions.or(next)).toBeVisible();
    if (await next.isVisible()) await next.click();
    await expect(questions).toBeVisible();
    await answerAll(page);
    await load();
  }
}

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
      // A fake microphone that the page may use without asking: the speaking part records it.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test('a learner completes day 1 from the lecture through every part, and day 2 only on the next day', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const { learner, session } = await newReadyLearner(page, request);

  await page.goto('/');
  await page.getByRole('button', { name: 'Bugünün görevini al' }).click();
  await expect(page).toHaveURL(/\/task\/\d+$/);
  const taskUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Önce dersi tamamla; ardından etkinlikler açılır.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Başla' })).toHaveCount(0);

  // Answering before the lecture is refused by the API too.
  const call = api(request, session.tokenDto.accessToken);
  const task = (
    await (
      await call.get(`/api/usertask/getusertaskbyid?taskId=${taskUrl.split('/').at(-1)}`)
    ).json()
  ).data;
  const part = (
    await (
      await call.get(
        `/api/usertask/gettaskmainquestion?taskMainQuestionId=${task.parts[0].mainQuestionId}`,
      )
    ).json()
  ).data;
  const early = await request.post('/api/usertask/registerusertaskquestionanswer', {
    headers: { authorization: `Bearer ${session.tokenDto.accessToken}` },
    data: { taskId: task.id, questionId: part.questions[0].id, answer: { text: 'x' } },
  });
  expect(early.status()).toBe(409);
  expect((await early.json()).errorCode).toBe('TASK_LECTURE_FIRST');

  await page.getByRole('link', { name: 'Dersi aç' }).click();
  await expect(page.getByRole('heading', { name: 'Sık yapılan hatalar' })).toBeVisible();
  await page.getByRole('button', { name: 'Dersi tamamladım' }).click();
  await expect(page).toHaveURL(new RegExp(`${taskUrl}$`));
  await expect(page.getByText('Ders tamamlandı')).toBeVisible();

  // A word tapped in the reading passage goes to the dictionary.
  const reading = task.parts.find((p: { kind: string }) => p.kind === 'reading');
  await page.goto(`/task/reading/${reading.mainQuestionId}`);
  const words = page.getByRole('button', { name: /^[A-Za-z]+$/ });
  // The passage arrives after the page: count its words once they are there.
  await expect(page.getByRole('link', { name: 'Sorulara geç' })).toBeVisible();
  await expect(words.first()).toBeVisible();
  let saved: string | null = null;
  for (let i = 0; i < (await words.count()) && !saved; i += 1) {
    await words.nth(i).click();
    const dialog = page.getByRole('dialog');
    const add = dialog.getByRole('button', { name: 'Sözlüğe ekle' });
    if (
      await add.waitFor({ timeout: 5000 }).then(
        () => true,
        () => false,
      )
    ) {
      saved = await dialog.getByRole('paragraph').first().innerText();
      await add.click();
      const toast = page.getByText('Sözlüğe eklendi.');
      await expect(toast).toBeVisible();
      // Toasts open below the header, leaving its bell and avatar free to use.
      const header = await page.locator('header').first().boundingBox();
      const box = await toast.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    }
    await page.keyboard.press('Escape');
  }
  expect(saved).not.toBeNull();

  await completeParts(page, taskUrl);
  await expect(page.getByText('Tamamlandı', { exact: true })).toBeVisible();
  await page.goto('/');
  await expect(
    page.getByText('Bugünün görevini tamamladın. Yeni görev yarın seni bekliyor.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bugünün görevini al' })).toHaveCount(0);
  await expect(
    page.getByText('Bugünün görevi bitti. İstersen şimdi seviye belirleme sınavına girebilirsin.'),
  ).toBeVisible();
  // Access tokens are short-lived here: a fresh one for the direct call.
  const later = api(
    request,
    (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken,
  );
  expect(
    (await (await later.get('/api/usertask/getusertaskoverview')).json()).data.blockedReason,
  ).toBe('TASK_ALREADY_TAKEN_TODAY');

  // The calendar on /task shows the day, completed.
  await page.goto('/task');
  await expect(page.getByRole('link', { name: /: Gün 1 \/ 365, Tamamlandı$/ })).toBeVisible();

  await page.goto('/profile');
  await expect(
    page.getByRole('region', { name: 'Sözlüğüm' }).getByText(saved!, { exact: true }),
  ).toBeVisible();

  // Signed out first: a tab that still holds a session would skip the sign-in page.
  await page.getByRole('button', { name: /Hesap menüsü/ }).click();
  await page.getByRole('menuitem', { name: /Çıkış yap/ }).click();
  await expect(page).toHaveURL(/\/login$/);

  try {
    // Only the server's day moves: the tokens it signs then expire a day later for the browser too.
    await setServerClock(request, DAY);
    await signInInBrowser(page, learner.email, learner.password);
    await expect(page.getByRole('button', { name: 'Bugünün görevini al' })).toBeVisible();
    await page.getByRole('button', { name: 'Bugünün görevini al' }).click();
    await expect(page).toHaveURL(/\/task\/\d+$/);
    await expect(page.getByText('Gün 2 / 365')).toBeVisible();
    // Day 2 brings speaking: the fake microphone records every item of that part.
    await page.getByRole('link', { name: 'Dersi aç' }).click();
    await page.getByRole('button', { name: 'Dersi tamamladım' }).click();
    await expect(page.getByText('Ders tamamlandı')).toBeVisible();
    const dayTwo = api(
      request,
      (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken,
    );
    const second = (await (await dayTwo.get('/api/usertask/getusertaskoverview')).json()).data
      .todayTask;
    expect(second.dayNo).toBe(2);
    const speaking = second.parts.find((p: { kind: string }) => p.kind === 'speaking');
    await page.goto(`/task/speaking/${speaking.mainQuestionId}`);
    await answerAll(page);
    // The browser sent 16 kHz WAV and the server aligned it: each read-aloud item has a score
    // (the fake microphone's tone says no sentence, so none is heard: a low reading, not a success).
    await expect(page.getByText(/^Bu okuyuş başarılı sayılmadı: %\d+\./).first()).toBeVisible();
    await expect(page.getByText(/Kaydında bu cümle anlaşılamadı/).first()).toBeVisible();
  } finally {
    await setServerClock(request, 0);
  }
});
