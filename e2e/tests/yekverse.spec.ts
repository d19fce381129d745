import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { newReadyLearner } from './support';

const expect = baseExpect.configure({ timeout: 30_000 });
const SHOTS = process.env.E2E_SCREENSHOTS;
const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/yekverse');

/**
 * The fake microphone plays this file; Chromium reads it again each time a recording starts, so
 * the journey puts the next reply's recording here before each spoken turn.
 */
const capture = path.join(mkdtempSync(path.join(os.tmpdir(), 'yek-mic-')), 'capture.wav');
copyFileSync(path.join(FIXTURES, 'silence.wav'), capture);

/**
 * A reply's recording as the microphone plays it: 2 s of silence first, since the browser may
 * begin recording a moment after the microphone opens on a busy machine, and 4 s after, so the
 * looping fake device does not start the sentence again within the recording.
 */
function padded(file: string): Buffer {
  const wav = readFileSync(file);
  let at = 12;
  while (wav.toString('latin1', at, at + 4) !== 'data') at += 8 + wav.readUInt32LE(at + 4);
  const pcm = wav.subarray(at + 8, at + 8 + wav.readUInt32LE(at + 4));
  const rate = wav.readUInt32LE(24);
  const body = Buffer.concat([Buffer.alloc(rate * 2 * 2), pcm, Buffer.alloc(rate * 2 * 4)]);
  const head = Buffer.from(wav.subarray(0, 44));
  head.write('data', 36, 'latin1');
  head.writeUInt32LE(36 + body.length, 4);
  head.writeUInt32LE(body.length, 40);
  return Buffer.concat([head, body]);
}

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // WebGL by software rendering: the town is drawn without a GPU.
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${capture}`,
    ],
  },
});
test.setTimeout(300_000);

interface Step {
  nodeId: string;
  replyText: string;
  file: string;
}
const pathOf = (scenario: string): Step[] =>
  JSON.parse(readFileSync(path.join(FIXTURES, scenario, 'path.json'), 'utf8')) as Step[];

/** Walks to the café through the places menu; its scenarios open over the town. */
async function walkToCafe(page: Page) {
  await page.getByRole('button', { name: 'Yerler' }).click();
  await page.getByRole('button', { name: "Kafe'ye git" }).click();
  await expect(page.getByRole('dialog', { name: 'Kafe' })).toBeVisible();
}

async function startScenario(page: Page, title: string) {
  const place = page.getByRole('dialog', { name: 'Kafe' });
  await place.getByRole('article', { name: title }).getByRole('button', { name: 'Başla' }).click();
  await expect(place.getByRole('heading', { name: title })).toBeVisible();
}

test('a learner walks to the café in the town and orders twice, once by choosing replies and once by saying them, and the dashboard counts both', async ({
  page,
  request,
}) => {
  await newReadyLearner(page, request);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: 'Yekverse' }).click();
  await expect(page).toHaveURL(/\/webgl$/);
  // The town is drawn (software WebGL) in a handful of draw calls.
  const canvasBox = page.locator('[data-first-frame-ms]');
  await expect(canvasBox).toBeVisible({ timeout: 60_000 });
  const calls = Number(await canvasBox.getAttribute('data-draw-calls'));
  expect(calls).toBeGreaterThan(0);
  expect(calls).toBeLessThan(100);
  await expect(page.getByText('Kasaba yükleniyor…')).toHaveCount(0);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/yekverse-town-1280.png` });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/yekverse-town-360.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // First order: replies chosen from the buttons.
  await walkToCafe(page);
  await startScenario(page, 'Çay ve kek');
  const dialog = page.getByRole('dialog', { name: 'Kafe' });
  for (const step of pathOf('cafe-tea-and-cake'))
    await dialog.getByRole('button', { name: step.replyText, exact: true }).click();
  await expect(dialog.getByText('Başardın!')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Kasabaya dön' }).click();
  await expect(dialog).toHaveCount(0);

  // Second order: every reply said into the microphone, recognised on the server.
  await walkToCafe(page);
  await startScenario(page, 'Paket kahvaltı');
  for (const step of pathOf('cafe-breakfast-to-take-away')) {
    writeFileSync(capture, padded(path.join(FIXTURES, 'cafe-breakfast-to-take-away', step.file)));
    await dialog.getByRole('button', { name: 'Kayda başla' }).click();
    await expect(dialog.getByText(/Kaydediliyor/)).toBeVisible();
    await page.waitForTimeout(7_000);
    await dialog.getByRole('button', { name: 'Kaydı bitir' }).click();
    await dialog.getByRole('button', { name: 'Kaydı gönder' }).click();
    // The reply was heard as the one expected, and its words were scored.
    await expect(dialog.getByText(/Telaffuz: %\d+/).last()).toBeVisible();
  }
  await expect(dialog.getByText('Başardın!')).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/yekverse-spoken-1280.png` });
  await dialog.getByRole('button', { name: 'Kasabaya dön' }).click();

  // Both count on the dashboard's card.
  await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
  const card = page.getByRole('region', { name: 'Yekverse' });
  await expect(
    card.getByRole('list', { name: /açık senaryonun 2 tanesini başardın/ }),
  ).toBeVisible();
  await expect(card.getByText('Son oynadığın: Paket kahvaltı, başardın.')).toBeVisible();
});

test('without WebGL the same scenarios play as text and audio', async ({ page, request }) => {
  await newReadyLearner(page, request);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Yekverse' }).click();
  await page.getByRole('button', { name: 'Metin ve ses' }).click();
  await expect(page).toHaveURL(/mode=text/);
  await page.getByRole('heading', { name: 'Kafe' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /Gir/ }).first().click();
  await page
    .getByRole('article', { name: 'Çay ve kek' })
    .getByRole('button', { name: 'Başla' })
    .click();
  // A reply typed with other punctuation and case counts as the one expected.
  const first = pathOf('cafe-tea-and-cake')[0]!;
  await page
    .getByRole('textbox', { name: 'Cevabını yaz' })
    .fill(first.replyText.toLowerCase().replace(/[,.?!]/g, ''));
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByRole('button', { name: 'Yes, please.', exact: true })).toBeVisible();
  // A reply that fits nothing keeps the turn, with help and the text kept.
  await page.getByRole('textbox', { name: 'Cevabını yaz' }).fill('Where is the station?');
  await page.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText(/hiçbirine uymadı/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Cevabını yaz' })).toHaveValue(
    'Where is the station?',
  );
  if (SHOTS) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/yekverse-text-360.png`, fullPage: true });
  }
});
