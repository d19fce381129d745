#!/usr/bin/env node
// Measures how fast Yekverse's town draws its first frame and how many draw calls it takes, in
// this machine's headless Chromium with software WebGL (the slowest GPU a learner could have).
// Signs in as the seeded learner through the sign-in page, opens /webgl and reads what the town
// writes on its wrapper: data-first-frame-ms (since navigation start) and data-draw-calls.
// Exits non-zero when the first frame takes 3 s or more or the scene needs 100 draw calls or more.
//   npm run yekverse:frame                      (against http://localhost:3000)
//   YEKVERSE_URL=http://localhost:3093 npm run yekverse:frame
//   YEKVERSE_SCREENSHOT=/tmp/town.png ...       (also saves what the page shows)
import { chromium } from 'playwright-core';

const BASE_URL = (process.env.YEKVERSE_URL ?? process.argv[2] ?? 'http://localhost:3000').replace(
  /\/$/,
  '',
);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const EMAIL = process.env.YEKVERSE_EMAIL ?? 'learner@yek.local';
const PASSWORD = process.env.YEKVERSE_PASSWORD ?? 'Learner123!';
const MAX_FIRST_FRAME_MS = 3000;
const MAX_DRAW_CALLS = 100;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    // WebGL without a GPU: ANGLE on SwiftShader, the software rasteriser Chromium ships.
    '--use-angle=swiftshader',
    '--enable-unsafe-swiftshader',
    '--ignore-gpu-blocklist',
  ],
});

let failed = false;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${BASE_URL}/login`);
  await page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 45_000 });
  await page.waitForLoadState('networkidle');

  const started = Date.now();
  await page.goto(`${BASE_URL}/webgl`);
  const wrapper = page.locator('[data-first-frame-ms]');
  await wrapper.waitFor({ state: 'attached', timeout: 60_000 });
  const wallMs = Date.now() - started;
  const firstFrameMs = Number(await wrapper.getAttribute('data-first-frame-ms'));
  const drawCalls = Number(await wrapper.getAttribute('data-draw-calls'));
  const renderer = await page.evaluate(() => {
    const gl = globalThis.document.createElement('canvas').getContext('webgl2');
    const info = gl?.getExtension('WEBGL_debug_renderer_info');
    return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
  });

  if (process.env.YEKVERSE_SCREENSHOT) {
    await page.waitForTimeout(500);
    await page.screenshot({ path: process.env.YEKVERSE_SCREENSHOT });
  }

  console.log(`renderer:     ${renderer}`);
  console.log(
    `first frame:  ${firstFrameMs} ms after navigation start (limit ${MAX_FIRST_FRAME_MS})`,
  );
  console.log(`wall clock:   ${wallMs} ms from opening /webgl to the first frame`);
  console.log(`draw calls:   ${drawCalls} (limit ${MAX_DRAW_CALLS})`);
  if (!(firstFrameMs < MAX_FIRST_FRAME_MS)) {
    console.error('The first frame is too slow.');
    failed = true;
  }
  if (!(drawCalls < MAX_DRAW_CALLS)) {
    console.error('The town takes too many draw calls.');
    failed = true;
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
