import { expect, test, type Page } from '@playwright/test';
import { newLearner, registerInBrowser, signInInBrowser } from './support';
import { expectNoSeriousA11yViolations } from './axe';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'İleri' }).click();
const storedQuestionList = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('questionList'));

async function answerBirthday(page: Page) {
  await expect(heading(page, 'Doğum tarihin nedir?')).toBeVisible();
  await page.getByRole('textbox', { name: 'Doğum tarihi', exact: true }).fill('23.04.1998');
  await next(page);
}

async function answerStudent(page: Page) {
  await expect(heading(page, 'Öğrenci misin?')).toBeVisible();
  await page.getByRole('radio', { name: 'Hayır, öğrenci değilim' }).check();
  await next(page);
}

async function chooseEducation(page: Page) {
  await expect(heading(page, 'Eğitimin hangi alanda?')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Fakülte / okul türü' })
    .selectOption({ label: 'Meslek Yüksekokulu' });
  await page.getByRole('combobox', { name: 'Bölüm' }).selectOption({
    label: 'Bilgisayar Programcılığı',
  });
}

async function answerJob(page: Page) {
  await expect(heading(page, 'Mesleğin nedir?')).toBeVisible();
  const job = page.getByRole('combobox', { name: 'Meslek' });
  await job.fill('yazılım');
  await page.getByRole('option', { name: 'Yazılım geliştirici' }).click();
  await expect(job).toHaveValue('Yazılım geliştirici');
  await next(page);
}

async function answerPurpose(page: Page) {
  await expect(heading(page, 'İngilizceyi neden öğrenmek istiyorsun?')).toBeVisible();
  await page.getByRole('radio', { name: /İş ve kariyer/ }).check();
  await next(page);
}

async function answerInterests(page: Page) {
  await expect(heading(page, 'Nelerle ilgileniyorsun?')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Müzik' }).check();
  await page.getByRole('checkbox', { name: 'Film ve diziler' }).check();
  await expect(page.getByText('2 / 10 seçildi')).toBeVisible();
  await page.getByRole('button', { name: 'Sonuçları gör' }).click();
}

test('a new learner answers every setup question, reads the result, starts the trial and reaches the dashboard', async ({
  page,
}) => {
  const learner = newLearner();
  await registerInBrowser(page, learner);
  await expect(heading(page, 'Hesap kurulumu')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\?question=1$/);
  const steps = page.getByRole('navigation', { name: 'Kurulum adımları' });
  await expect(steps.getByText('Seni tanıyalım')).toBeVisible();
  await expect(page.getByText('Soru 1 / 6')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await answerBirthday(page);
  await answerStudent(page);
  await chooseEducation(page);
  await next(page);
  await answerJob(page);
  await answerPurpose(page);
  await answerInterests(page);

  await expect(heading(page, 'Sonuçların hazır')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByText(/^Günde \d+ dakika$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Odaklanacağın beceriler' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  // One text per stage, each written for these answers.
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('button', { name: 'Devam et' }).click();

  await expect(heading(page, 'Öğrenmeye nasıl başlamak istersin?')).toBeVisible();
  await page.getByRole('button', { name: 'Ücretsiz denemeyi başlat' }).click();

  await expect(heading(page, `Merhaba, ${learner.name}!`)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(/ücretsiz deneme süren başladı/)).toBeVisible();
  expect(await storedQuestionList(page)).toBeNull();

  // Setup is over for good: it leads home, and the packages page shows the running trial.
  await page.goto('/setup');
  await expect(heading(page, `Merhaba, ${learner.name}!`)).toBeVisible();
  await page.goto('/purchase');
  const current = page.getByRole('region', { name: 'Mevcut paketin' });
  await expect(current.getByText('Ücretsiz deneme').first()).toBeVisible();
  await expect(page.getByText('Henüz bir satın alımın yok.')).toBeVisible();
});

test('a reload in the middle of setup resumes at the same question, and a new sign-in at the first open one', async ({
  page,
}) => {
  const learner = newLearner();
  await registerInBrowser(page, learner);
  await answerBirthday(page);
  await answerStudent(page);
  await chooseEducation(page);
  expect(await storedQuestionList(page)).not.toBeNull();

  await page.reload();
  await expect(heading(page, 'Eğitimin hangi alanda?')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\?question=3$/);
  await expect(page.getByText('Soru 3 / 6')).toBeVisible();

  // Back to an answered question: a reload keeps it, with its answer.
  await page.getByRole('button', { name: 'Geri' }).click();
  await expect(heading(page, 'Öğrenci misin?')).toBeVisible();
  await page.reload();
  await expect(heading(page, 'Öğrenci misin?')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Hayır, öğrenci değilim' })).toBeChecked();

  await page.getByRole('button', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInInBrowser(page, learner.email, learner.password);
  await expect(heading(page, 'Eğitimin hangi alanda?')).toBeVisible();
  await expect(page).toHaveURL(/\/setup\?question=3$/);
});
