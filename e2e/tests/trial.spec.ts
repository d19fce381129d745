import { expect, test } from '@playwright/test';
import { api, apiLogin, newReadyLearner, setServerClock } from './support';

const DAY = 86_400;
// A trial of 7 days ends at the midnight after its 8th calendar day; 9 days is past it for sure.
const AFTER_TRIAL = 9 * DAY;

/** Learning routes to probe directly: the guard's own probe, and the daily tasks once they exist. */
const LEARNING_ROUTES = ['/api/test/learning-probe', '/api/usertask/getusertaskoverview'];

test('a learner whose trial has ended is held at the purchase message, in the browser and by the API', async ({
  page,
  context,
  request,
}) => {
  const { learner, session } = await newReadyLearner(page, request);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeVisible();
  const during = api(request, session.tokenDto.accessToken);
  const learningRoutes: string[] = [];
  for (const url of LEARNING_ROUTES) {
    const res = await during.get(url);
    // A route not built yet answers 404 and has nothing to prove.
    if (res.status() !== 404) {
      expect(res.status(), url).toBe(200);
      learningRoutes.push(url);
    }
  }
  expect(learningRoutes).toContain('/api/test/learning-probe');
  await page.close();

  try {
    await setServerClock(request, AFTER_TRIAL);

    const tab = await context.newPage();
    // By direct calls: every learning route refuses, naming the ended trial.
    const later = await apiLogin(tab, learner.email, learner.password);
    const after = api(request, later.tokenDto.accessToken);
    for (const url of learningRoutes) {
      const res = await after.get(url);
      expect(res.status(), url).toBe(403);
      expect((await res.json()).errorCode, url).toBe('TRIAL_EXPIRED');
    }
    const me = await (await after.get(`/api/user/${later.id}`)).json();
    expect(me.data).toMatchObject({
      registrationComplete: true,
      subscriptionStatus: 'TrialExpired',
    });

    // In the browser, back nine days later: the stored session is renewed and read again.
    await tab.clock.install({ time: new Date(Date.now() + AFTER_TRIAL * 1000) });
    await tab.goto('/');
    const ended = tab.getByRole('heading', { name: 'Ücretsiz deneme süren sona erdi' });
    await expect(ended).toBeVisible();
    await expect(
      tab.getByRole('link', { name: "Yek English'i App Store'da aç (yeni sekmede)" }),
    ).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    await expect(
      tab.getByRole('link', { name: "Yek English'i Google Play'de aç (yeni sekmede)" }),
    ).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);

    for (const path of ['/library', '/task', '/task/reading/1', '/program-category', '/webgl']) {
      await tab.goto(path);
      await expect(ended, path).toBeVisible();
      await expect(tab.getByRole('heading', { name: `Merhaba, ${learner.name}!` })).toBeHidden();
    }

    // The packages and the profile stay open, and so does the way out.
    await tab.goto('/purchase');
    await expect(tab.getByRole('heading', { level: 1, name: 'Paketler' })).toBeVisible();
    await expect(
      tab.getByRole('region', { name: 'Mevcut paketin' }).getByText('Deneme süresi doldu'),
    ).toBeVisible();
    await expect(tab.getByRole('article', { name: 'Yıllık Premium' })).toBeVisible();
    await tab.goto('/profile');
    await expect(tab.getByRole('heading', { name: 'Profil bilgileri' })).toBeVisible();
    await tab.getByRole('button', { name: /Hesap menüsü/ }).click();
    await tab.getByRole('menuitem', { name: /Çıkış yap/ }).click();
    await expect(tab).toHaveURL(/\/login$/);
  } finally {
    await setServerClock(request, 0);
  }
});
