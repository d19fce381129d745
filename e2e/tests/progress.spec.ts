import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { api, newReadyLearner } from './support';

interface Part {
  questions: {
    id: number;
    type: string;
    options: { id: number }[];
    payload: { words?: string[]; left?: unknown[] };
  }[];
}

/** Some reply of the right shape for an item; right or wrong does not matter here. */
function someAnswer(q: Part['questions'][number]) {
  switch (q.type) {
    case 'single-choice':
      return { optionId: q.options[0]!.id };
    case 'multiple-choice':
      return { optionIds: [q.options[0]!.id] };
    case 'true-false':
      return { value: true };
    case 'matching':
      return { match: (q.payload.left ?? []).map((_, i) => i) };
    case 'word-order':
      return { text: (q.payload.words ?? []).join(' ') };
    default:
      return { text: 'is' };
  }
}

test('a learner sees a section and its days, and their progress in charts with their figures in words', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { session } = await newReadyLearner(page, request);

  // Day 1 taken, its lecture read and its first part answered, by direct calls.
  const token = session.tokenDto.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  const call = api(request, token);
  const taken = await request.patch('/api/usertask/assigntasktouser', { headers });
  expect(taken.ok()).toBe(true);
  const task = (await taken.json()).data;
  const lecture = await request.patch('/api/usertask/registerusertasklecture', {
    headers,
    data: { taskId: task.id, lectureId: task.lectureId },
  });
  expect(lecture.ok()).toBe(true);
  const first = task.parts[0];
  const part = (
    await (
      await call.get(`/api/usertask/gettaskmainquestion?taskMainQuestionId=${first.mainQuestionId}`)
    ).json()
  ).data as Part;
  for (const q of part.questions)
    await call.post('/api/usertask/registerusertaskquestionanswer', {
      taskId: task.id,
      questionId: q.id,
      answer: someAnswer(q),
    });
  const answered = part.questions.length;

  // Setup finished behind the browser's back: the dashboard settles the session first.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Merhaba, Elif!' })).toBeVisible();

  // The /task calendar: the day is a link named by its date and state.
  await page.goto('/task');
  await expect(
    page.getByRole('table', { name: /\d{4}$/ }).getByRole('link', {
      name: /^\d{1,2} [^:]+ \(bugün\): Gün 1 \/ 365, Devam ediyor$/,
    }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The section shows its progress and, open, its days.
  await page.goto('/program-category');
  const a1 = page.getByRole('button', { name: /Başlangıç \(A1\)/ });
  await expect(a1).toContainText('0 / 60 gün tamamlandı');
  await expect(a1).toContainText(/Ortalama başarı: %\d+/);
  await expect(a1).toHaveAttribute('aria-expanded', 'true');
  const days = page.getByRole('list', { name: /Ünitenin günleri: Başlangıç \(A1\)/ });
  const today = days.getByRole('listitem').first();
  await expect(today).toContainText('Bugün');
  await expect(days.getByRole('listitem').nth(1)).toContainText('Gün 2Sıradaki');
  await expectNoSeriousA11yViolations(page);
  await today.getByRole('link', { name: new RegExp(`^Gün 1: ${task.taskName}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/task/${task.id}$`));

  // The dashboard leads to the charts; each has its figures in words and as a table.
  await page.goto('/');
  await page.getByRole('link', { name: 'İlerlemeni gör' }).click();
  await expect(page).toHaveURL(/\/program-category\?view=progress$/);
  await expect(page.getByRole('tab', { name: 'İlerleme' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const streak = page.getByRole('figure', { name: 'Seri takvimi' });
  // A day answered but not finished does not start a streak (decision 0034).
  await expect(streak).toContainText('Şu anki serin 0 gün, en uzun serin 0 gün.');
  const todayLong = new Intl.DateTimeFormat('tr-TR', {
    dateStyle: 'long',
    timeZone: 'Europe/Istanbul',
  }).format(new Date());
  await expect(
    streak
      .getByRole('table', { name: 'Seri takvimi: tablo' })
      .getByRole('row', { name: `${todayLong} ${answered} 0` }),
  ).toBeAttached();
  const skills = page.getByRole('figure', { name: 'Becerilere göre başarı' });
  const kind = { grammar: 'Dil bilgisi', vocabulary: 'Kelime', reading: 'Okuma' }[
    first.kind as string
  ];
  await expect(skills.getByRole('columnheader', { name: kind })).toBeAttached();
  await expect(skills.getByRole('table')).toContainText(/%\d+/);
  await expect(page.getByRole('figure', { name: 'Çalışma süresi' })).toContainText(
    '15 dakikadan uzun aralar sayılmaz',
  );
  await expectNoSeriousA11yViolations(page);

  // The profile leads there too.
  await page.goto('/profile');
  await page.getByRole('link', { name: 'İlerlemeni gör' }).click();
  await expect(page.getByRole('heading', { name: 'İlerlemen' })).toBeVisible();
});
