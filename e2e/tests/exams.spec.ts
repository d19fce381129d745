import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readYamlFile } from '../../content/tools/lib/load';
import { CONTENT_DIR } from '../../content/tools/lib/paths';
import { expectNoSeriousA11yViolations } from './axe';
import { newReadyLearner } from './support';

interface PaperQuestion {
  type: string;
  prompt: string;
  options?: { text: string; correct?: boolean }[];
  answer?: boolean;
  answers?: string[];
}

interface A1Paper {
  sections: {
    reading: { passages: { questions: PaperQuestion[] }[] };
    listening: { recordings: { questions: PaperQuestion[] }[] };
    grammar: { questions: PaperQuestion[] };
    vocabulary: { questions: PaperQuestion[] };
    writing: { task: { minWords: number; maxWords: number; modelAnswer: string } };
    speaking: { readAloud: { prompt: string }[]; prompt?: { prompt: { tr: string } } };
  };
}
const a1Paper = () => readYamlFile(join(CONTENT_DIR, 'exams/levels/a1-a.yaml')).data as A1Paper;

/** The A1 paper a first attempt gets (form a), in the order the page numbers its questions. */
function a1Questions(): PaperQuestion[] {
  const { sections } = a1Paper();
  return [
    ...sections.reading.passages.flatMap((p) => p.questions),
    ...sections.listening.recordings.flatMap((r) => r.questions),
    ...sections.grammar.questions,
    ...sections.vocabulary.questions,
  ];
}

/** The writing task and the speaking items (sentences, then the free prompt) after them. */
function a1Productive() {
  const { writing, speaking } = a1Paper().sections;
  return {
    writing: writing.task,
    speaking: [
      ...speaking.readAloud.map((r) => r.prompt),
      ...(speaking.prompt ? [speaking.prompt.prompt.tr] : []),
    ],
  };
}

async function newLearnerSignedIn(page: Page, request: APIRequestContext) {
  const { learner } = await newReadyLearner(page, request);
  // The browser learns that setup is finished on its next visit to the dashboard.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();
  return learner;
}

// A whole placement test and a whole paper: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 300_000 });

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
      // A fake microphone the page may use without asking: the speaking section records it.
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
});

test('a new learner takes the placement test from the profile and gets a level', async ({
  page,
  request,
}) => {
  await newLearnerSignedIn(page, request);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Seviye belirleme sınavı' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Seviye belirleme sınavı' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Sınava başla' }).click();

  const result = page.getByRole('heading', { name: /^Seviyen: / });
  let answered = 0;
  const questionNo = (n: number) => page.getByText(new RegExp(`^${n}\\. soru`));
  await expect(questionNo(1)).toBeVisible();
  while (!(await result.isVisible())) {
    // Keyboard only: a choice is picked with Space or the arrow keys, a gap is typed, Enter answers.
    const radios = page.getByRole('radio');
    if (await radios.count()) {
      await radios.first().focus();
      await page.keyboard.press(answered % 2 ? 'ArrowDown' : 'Space');
    } else await page.getByRole('textbox').fill('is');
    await page.keyboard.press('Enter');
    answered += 1;
    await expect(questionNo(answered + 1).or(result)).toBeVisible();
    if (answered === 3) {
      // A reload continues the same test at the next question.
      await page.reload();
      await expect(questionNo(4)).toBeVisible();
    }
    expect(answered).toBeLessThanOrEqual(30);
  }
  await expect(result).toBeVisible();
  await expect(page.getByText(/Sonucun güvenilirliği: %\d+/)).toBeVisible();
  expect(answered).toBeGreaterThanOrEqual(10);

  await page.getByRole('link', { name: 'Cevaplarımı incele' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sınav' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Soru 1 ·', exact: false })).toBeVisible();
});

test('a learner passes the A1 exam with its writing and speaking, fails the A2 exam, reviews the answers and shows the certificate to anyone', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // Two papers, a recorded speaking section and a second browser: the longest journey here.
  test.setTimeout(600_000);
  const learner = await newLearnerSignedIn(page, request);
  const questions = a1Questions();
  const productive = a1Productive();
  const items = questions.length + 1 + productive.speaking.length;

  await page.goto('/level/1');
  await expect(page.getByRole('heading', { level: 1, name: 'A1 seviye sınavı' })).toBeVisible();
  await page.getByRole('button', { name: 'Sınava başla' }).click();
  await expect(page.getByRole('timer')).toContainText('Kalan süre');

  const tabs = ['Okuma', 'Dinleme', 'Dil bilgisi', 'Kelime'];
  // The map jumps to any question; the tabs to a section's first.
  await page.getByRole('button', { name: `Soru 3: cevapsız` }).click();
  await expect(page.getByRole('heading', { name: `Soru 3 / ${items}` })).toBeVisible();
  await page.getByRole('button', { name: `Soru 1: cevapsız` }).click();
  // One question at a time, in the page's order: its number, the map, next and previous.
  let n = 0;
  for (const q of questions) {
    n += 1;
    await expect(page.getByRole('heading', { name: `Soru ${n} / ${items}` })).toBeVisible();
    const label = page.locator('[id^="exam-q-"]');
    await expect(label).toHaveCount(1);
    await expect(label).toContainText(`${n}.`);
    if (q.type === 'single-choice') {
      const right = q.options!.find((o) => o.correct)!.text;
      await page
        .getByRole('radiogroup', { name: new RegExp(`^${n}\\.`) })
        .getByRole('radio', { name: right, exact: true })
        .check();
    } else if (q.type === 'true-false') {
      await page
        .getByRole('radiogroup', { name: new RegExp(`^${n}\\.`) })
        .getByRole('radio', { name: q.answer ? 'Doğru' : 'Yanlış', exact: true })
        .check();
    } else {
      const form = page.locator('form', { has: label });
      await form.getByRole('textbox').fill(q.answers![0]!);
      await form.getByRole('button', { name: 'Kaydet' }).click();
    }
    await expect(page.getByText(`${n} / ${items} soru cevaplandı`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Soru ${n}: cevaplandı` })).toBeVisible();
    if (n === 1) {
      // The exam shows nothing of right or wrong before it ends; the timer stays in view.
      await expect(page.getByText(/Doğru cevap/)).toHaveCount(0);
      await expect(page.getByRole('timer')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Sonraki soru' }).click();
      await page.getByRole('button', { name: 'Önceki soru' }).click();
      await expect(page.getByRole('heading', { name: `Soru 1 / ${items}` })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Sonraki soru' }).click();
  }
  expect(n).toBe(questions.length);

  // Writing: a text outside the word limits is refused and stays in the field; then it is saved.
  await page.getByRole('tab', { name: 'Yazma' }).click();
  const text = page.getByRole('textbox', { name: 'Metnin' });
  await text.fill('My name is Elif.');
  await page.getByRole('button', { name: 'Metni kaydet' }).click();
  const { minWords, maxWords, modelAnswer } = productive.writing;
  await expect(
    page.getByText(`Metin ${minWords} ile ${maxWords} kelime arasında olmalı`, { exact: false }),
  ).toBeVisible();
  await expect(text).toHaveValue('My name is Elif.');
  await text.fill(modelAnswer);
  await page.getByRole('button', { name: 'Metni kaydet' }).click();
  await expect(page.getByText('Kaydedildi', { exact: true })).toBeVisible();
  n += 1;
  await expect(page.getByText(`${n} / ${items} soru cevaplandı`)).toBeVisible();

  // Speaking: the fake microphone records each item, which is sent and saved.
  await page.getByRole('tab', { name: 'Konuşma' }).click();
  for (const prompt of productive.speaking) {
    n += 1;
    const item = page.getByRole('region', { name: `${n}. ${prompt}` });
    await item.getByRole('button', { name: 'Kayda başla', exact: true }).click();
    await expect(item.getByText(/^Kaydediliyor/)).toBeVisible();
    // The level meter follows the microphone while recording.
    await expect(item.getByRole('meter', { name: 'Ses seviyesi' })).toBeVisible();
    await page.waitForTimeout(2_000);
    await item.getByRole('button', { name: 'Kaydı bitir' }).click();
    await item.getByRole('button', { name: 'Kaydı gönder' }).click();
    await expect(item.getByText(/^Kaydın alındı/)).toBeVisible();
    await expect(page.getByText(`${n} / ${items} soru cevaplandı`)).toBeVisible();
  }
  await page.getByRole('button', { name: 'Sınavı bitir' }).first().click();
  await expect(page.getByText('Bütün soruları cevapladın.', { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sınavı bitir' }).click();

  await expect(page).toHaveURL(/\/level\/1\/A1\/result\/true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seviye sınavı sonucu' })).toBeVisible();
  await expect(page.getByText('Tebrikler, A1 sınavını geçtin!')).toBeVisible();
  // Every marked question right, the writing marked by its feedback and the speaking by its
  // recordings (the fake microphone's tone says no sentence): above the pass mark.
  await expect(page.getByText(/^Puanın: %\d+ \(geçme notu %60\)$/)).toBeVisible();
  for (const section of [...tabs, 'Yazma', 'Konuşma'])
    await expect(page.getByRole('row', { name: new RegExp(`^${section}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Yazma/ })).toContainText('/ 8 puan');

  // The certificate, opened by its code by someone who is not signed in.
  await page.getByRole('link', { name: 'Sertifikayı gör' }).click();
  await expect(page).toHaveURL(/\/certificate\/[A-Za-z0-9_-]{22}$/);
  const certificateUrl = page.url();
  const visitor = await browser.newContext({ baseURL, locale: 'tr-TR' });
  const anyone = await visitor.newPage();
  await anyone.goto(certificateUrl);
  await expect(
    anyone.getByRole('heading', { level: 1, name: 'A1 seviye sertifikası' }),
  ).toBeVisible();
  await expect(anyone.getByText(`${learner.name} ${learner.surname}`)).toBeVisible();
  await expect(anyone.getByText(/^Bu sertifika geçerli/)).toBeVisible();
  await expect(anyone.getByText(learner.email)).toHaveCount(0);
  const code = certificateUrl.split('/').pop()!;
  const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
  await anyone.goto(`/certificate/${forged}`);
  await expect(anyone.getByRole('heading', { name: 'Sertifika bulunamadı' })).toBeVisible();
  await visitor.close();
  await page.goBack();

  // The review shows each answer with its result.
  await page.getByRole('link', { name: 'Cevaplarımı incele' }).click();
  await expect(page).toHaveURL(/\/exams\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Soru 1 ·/ })).toBeVisible();
  await expect(page.getByText('Doğru', { exact: true }).first()).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sayfalar' })
    .getByRole('button', { name: /2/ })
    .click();
  await expect(page.getByRole('heading', { name: /^Soru 11 ·/ })).toBeVisible();

  // A2, handed in without answers: not passed, with what to do next.
  await page.goto('/level/2');
  await page.getByRole('button', { name: 'Sınava başla' }).click();
  await page.getByRole('button', { name: 'Sınavı bitir' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sınavı bitir' }).click();
  await expect(page).toHaveURL(/\/level\/2\/A2\/result\/false$/);
  await expect(page.getByText('A2 sınavını bu sefer geçemedin.')).toBeVisible();
  await expect(page.getByText(/En düşük puanı aldığın kısım/)).toBeVisible();
  await expect(page.getByText(/Bu sınava yeniden .* tarihinden sonra girebilirsin/)).toBeVisible();

  // Both appear among the learner's exams on the profile.
  await page.goto('/profile');
  const exams = page.getByRole('region', { name: 'Sınavlarım' });
  await expect(exams.getByText(/^A1 seviye sınavı/)).toBeVisible();
  await expect(exams.getByText(/^A2 seviye sınavı/)).toBeVisible();
  await expect(exams.getByRole('link', { name: 'Sertifikayı gör' })).toHaveCount(1);
  // No programme section finished yet: no end-of-section exam applies (spec §8).
  await expect(exams.getByText('Seviyen için ünite sonu sınavı yok.')).toBeVisible();
});
