import { expect, test } from '@playwright/test';
import { signInInBrowser } from './support';

// A phone's screen: twice as many pixels as points, touch. The stored session's key must not
// depend on what the page draws at that pixel ratio (decision 0032).
test.use({
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
});

test('on a phone, a learner stays signed in when a page is opened by its address', async ({
  page,
}) => {
  await signInInBrowser(page, 'learner@yek.local', 'Learner123!');
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  for (const address of ['/library', '/profile', '/webgl?mode=text']) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(new RegExp(`${address.replace('?', '\\?')}$`));
  }
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Yerler' })).toBeVisible();
});
