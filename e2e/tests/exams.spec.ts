import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { readYamlFile } from '../../content/tools/lib/load';
import { CONTENT_DIR } from '../../content/tools/lib/paths';
import { apiLogin, finishSetupByApi, newLearner, registerInBrowser } from './support';

interface PaperQuestion {
  type: string;
  prompt: string;
  options?: { text: string; correct?: boolean }[];
  answer?: boolean;
  answers?: string[];
}

/** The A1 paper a first attempt gets (form a), in the order the page numbers its questions. */
function a1Questions(): PaperQuestion[] {
  const { sections } = readYamlFile(join(CONTENT_DIR, 'exams/levels/a1-a.yaml')).data as {
    sections: {
      reading: { passages: { questions: PaperQuestion[] }[] };
      listening: { recordings: { questions: PaperQuestion[] }[] };
      grammar: { questions: PaperQuestion[] };
      vocabulary: { questions: PaperQuestion[] };
    };
  };
  return [
    ...sections.reading.passages.flatMap((p) => p.questions),
    ...sections.listening.recordings.flatMap((r) => r.questions),
    ...sections.grammar.questions,
    ...sections.vocabulary.questions,
  ];
}

async function newLearnerSignedIn(page: Page, request: Parameters<typeof finishSetupByApi>[0]) {
  const learner = newLearner();
  await registerInBrowser(page, learner);
  const session = await apiLogin(page, learner.email, learner.password);
  await finishSetupByApi(request, session.tokenDto.accessToken);
  // The browser learns that setup is finished on its next visit to the dashboard.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();
  return learner;
}

// A whole placement test and a whole paper: longer than the default minute on a busy machine.
test.describe.configure({ timeout: 240_000 });

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
  await expect(page.getByText(/Bu sonuçtan eminlik: %\d+/)).toBeVisible();
  expect(answered).toBeGreaterThanOrEqual(10);

  await page.getByRole('link', { name: 'Cevaplarımı incele' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sınav' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Soru 1 ·', exact: false })).toBeVisible();
});

test('a learner passes the A1 exam, fails the A2 exam, sees both results and reviews the answers', async ({
  page,
  request,
}) => {
  await newLearnerSignedIn(page, request);
  const questions = a1Questions();

  await page.goto('/level/1');
  await expect(page.getByRole('heading', { level: 1, name: 'A1 seviye sınavı' })).toBeVisible();
  await page.getByRole('button', { name: 'Sınava başla' }).click();
  await expect(page.getByRole('timer')).toContainText('Kalan süre');

  const tabs = ['Okuma', 'Dinleme', 'Dil bilgisi', 'Kelime'];
  let n = 0;
  for (const tab of tabs) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    const inTab = await panel.locator('[id^="exam-q-"]').count();
    for (let i = 0; i < inTab; i += 1) {
      const q = questions[n]!;
      n += 1;
      const label = panel.locator('[id^="exam-q-"]').nth(i);
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
        const form = page.locator('form', { has: page.locator(`[id^="exam-q-"]`).nth(0) }).filter({
          hasText: new RegExp(`^${n}\\.`),
        });
        await form.getByRole('textbox').fill(q.answers![0]!);
        await form.getByRole('button', { name: 'Kaydet' }).click();
      }
      await expect(page.getByText(`${n} / ${questions.length} soru cevaplandı`)).toBeVisible();
    }
  }
  expect(n).toBe(questions.length);
  await page.getByRole('button', { name: 'Sınavı bitir' }).first().click();
  await expect(page.getByText('Bütün soruları cevapladın.', { exact: false })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Sınavı bitir' }).click();

  await expect(page).toHaveURL(/\/level\/1\/A1\/result\/true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Seviye sınavı sonucu' })).toBeVisible();
  await expect(page.getByText('Tebrikler, A1 sınavını geçtin!')).toBeVisible();
  await expect(page.getByText('Puanın: %100 (geçme notu %60)')).toBeVisible();
  for (const section of tabs)
    await expect(page.getByRole('row', { name: new RegExp(`^${section}`) })).toBeVisible();

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
  await expect(page.getByText(/En düşük puanı aldığın bölüm/)).toBeVisible();
  await expect(page.getByText(/Bu sınava yeniden .* tarihinden sonra girebilirsin/)).toBeVisible();

  // Both appear among the learner's exams on the profile.
  await page.goto('/profile');
  const exams = page.getByRole('region', { name: 'Sınavlarım' });
  await expect(exams.getByText(/^A1 seviye sınavı/)).toBeVisible();
  await expect(exams.getByText(/^A2 seviye sınavı/)).toBeVisible();
});
