import { expect as baseExpect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  api,
  apiLogin,
  finishTodayByApi,
  newReadyLearner,
  setServerClock,
  signInAfresh,
} from './support';

const DAY = 86_400;
const expect = baseExpect.configure({ timeout: 45_000 });
test.use({ actionTimeout: 45_000 });
test.setTimeout(240_000);

interface Item {
  card: { id: number; word: string; meaningTr: string };
  form: string;
}

test('a finished vocabulary part brings back the words due from earlier days, in gap fills and matching, as reviews', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { learner, session } = await newReadyLearner(page, request);
  await finishTodayByApi(request, session.tokenDto.accessToken);
  try {
    // The next day, day 1's words are reviewed once: learning, due again within days.
    await setServerClock(request, DAY);
    let call = api(
      request,
      (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken,
    );
    const first = (await (await call.get('/api/review/getreviewsession')).json()).data
      .items as Item[];
    expect(first.length).toBeGreaterThanOrEqual(6);
    for (const item of first)
      await call.post('/api/review/registerreviewanswer', {
        cardId: item.card.id,
        form: 'meaning',
        answer: item.card.meaningTr,
        durationMs: 6000,
      });

    // Two days on, the learner does the day's task; its vocabulary part brings day 1's words back.
    await setServerClock(request, DAY * 3);
    const token = (await apiLogin(page, learner.email, learner.password)).tokenDto.accessToken;
    call = api(request, token);
    const day = await finishTodayByApi(request, token);
    const part = day.parts.find((p) => p.kind === 'vocabulary')!;
    const partWords = (
      (
        await (
          await call.get(
            `/api/usertask/gettaskmainquestion?taskMainQuestionId=${part.mainQuestionId}`,
          )
        ).json()
      ).data.vocabulary as { headword: string }[]
    ).map((w) => w.headword.toLowerCase());
    const due = (
      await (
        await call.get(
          `/api/review/getlessonreview?exclude=${encodeURIComponent(partWords.join(','))}`,
        )
      ).json()
    ).data as { gapFills: Item[]; matching: Item[] };
    expect(due.gapFills.length + due.matching.length).toBeGreaterThanOrEqual(3);
    const dayOne = new Set(first.map((i) => i.card.word));
    for (const i of [...due.gapFills, ...due.matching]) expect(dayOne.has(i.card.word)).toBe(true);

    await signInAfresh(page, learner.email, learner.password);
    await page.goto(`/task/vocabulary/${part.mainQuestionId}`);
    const block = page.getByRole('region', { name: 'Tekrar zamanı gelen kelimeler' });
    await expect(block).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Gap fills with the keyboard: the word's digit, then Enter on "Devam".
    for (const item of due.gapFills) {
      const group = block.getByRole('group', { name: 'Seçenekler' });
      const choices = (await group.getByRole('button').allTextContents()).map((t) =>
        t.replace(/^\d/, '').trim(),
      );
      const at = choices.indexOf(item.card.word);
      expect(at, `${item.card.word} among ${choices.join(', ')}`).toBeGreaterThanOrEqual(0);
      await page.keyboard.press(String(at + 1));
      await expect(block.getByRole('status').filter({ hasText: /Doğru/ })).toBeVisible();
      await expect(block.getByRole('button', { name: 'Devam' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
    // Matching: each word's meaning chosen, checked together.
    if (due.matching.length > 0) {
      for (const item of due.matching) {
        await block.getByRole('combobox', { name: item.card.word }).click();
        await page.getByRole('option', { name: item.card.meaningTr, exact: true }).click();
      }
      await block.getByRole('button', { name: 'Kontrol et' }).click();
      await expect(block.getByRole('status')).toContainText(
        `${due.matching.length} kelimeden ${due.matching.length} tanesini doğru eşleştirdin.`,
      );
    }
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({
        path: `${process.env.E2E_SCREENSHOTS}/lesson-review-360.png`,
        fullPage: true,
      });

    // Every word answered was a review: none is due in the part any more.
    const after = (await (await call.get('/api/review/getlessonreview')).json()).data as {
      gapFills: Item[];
      matching: Item[];
    };
    const answered = new Set([...due.gapFills, ...due.matching].map((i) => i.card.id));
    for (const i of [...after.gapFills, ...after.matching])
      expect(answered.has(i.card.id)).toBe(false);
  } finally {
    await setServerClock(request, 0);
  }
});
