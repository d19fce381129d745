import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { newReadyLearner, setServerClock } from './support';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The study reminders the server wrote to DATA_DIR/mail for an address. */
function reminderMails(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith(`-${to}.eml`));
  } catch {
    return [];
  }
  return files
    .map((f) => readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    .filter((text) => text.includes('/profile#reminders'));
}

/** Hours and minutes of an instant in Istanbul, as the time field takes them. */
function istanbulTime(instant: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Istanbul',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

test.afterEach(async ({ request }) => {
  await setServerClock(request, 0);
});

test('a learner turns reminders on at a time; when it comes the mail arrives once', async ({
  page,
  request,
}) => {
  // Sign-up, two viewports, axe twice and the job's ticks: more than the default minute.
  test.setTimeout(180_000);
  const { learner } = await newReadyLearner(page, request);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Setup was finished behind the page's back: the dashboard is where the app notices.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Merhaba, Elif!' })).toBeVisible();
  await page.goto('/profile#reminders');
  const section = page.getByRole('region', { name: 'Çalışma hatırlatmaları' });
  // A full load of the app: on a busy machine it takes a while.
  await expect(section.getByRole('button', { name: 'Hatırlatmayı kaydet' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(section).toBeInViewport();
  await expect(page.getByRole('heading', { name: 'Çalışma hatırlatmaları' })).toBeFocused();

  // Two hours from now, Istanbul time: the server's clock is then moved past it.
  const time = istanbulTime(new Date(Date.now() + 2 * 3600_000));
  await section.getByRole('checkbox', { name: 'Hatırlatmaları aç' }).check();
  await section.getByLabel('Hatırlatma saati').fill(time);
  await expect(section.getByRole('checkbox', { name: 'E-posta ile' })).toBeChecked();
  await section.getByRole('button', { name: 'Hatırlatmayı kaydet' }).click();
  await expect(section.getByRole('status')).toHaveText(
    `Kaydedildi. Hatırlatma her gün saat ${time} (Türkiye saati) e-posta ile gelir.`,
  );
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reminders-desktop.png` });

  await page.setViewportSize({ width: 360, height: 800 });
  await page.reload();
  await expect(section.getByLabel('Hatırlatma saati')).toHaveValue(time, { timeout: 30_000 });
  await expect(section).toBeInViewport();
  await expectNoSeriousA11yViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reminders-phone.png` });

  // SMS without the SMS consent is refused on its field, in the server's words.
  await section.getByRole('checkbox', { name: 'SMS ile' }).check();
  await section.getByRole('button', { name: 'Hatırlatmayı kaydet' }).click();
  await expect(section.getByRole('checkbox', { name: 'SMS ile' })).toHaveAccessibleDescription(
    /SMS ile hatırlatma için önce profil bilgilerinde/,
  );
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/reminders-phone-sms-refused.png` });

  expect(reminderMails(learner.email)).toHaveLength(0);
  await setServerClock(request, 2 * 3600 + 60);
  await expect.poll(() => reminderMails(learner.email).length, { timeout: 15_000 }).toBe(1);
  // The job ticks every second in the journeys: a few more ticks send nothing more.
  await page.waitForTimeout(3500);
  const mails = reminderMails(learner.email);
  expect(mails).toHaveLength(1);
  expect(mails[0]).toContain('Merhaba Elif');
});
