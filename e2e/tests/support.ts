import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

const dataDir = () => process.env.E2E_DATA_DIR!;

/** The newest development mail to an address, as written by the server to DATA_DIR/mail. */
export async function codeFromMail(to: string, after = 0): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      () => {
        const dir = path.join(dataDir(), 'mail');
        let files: string[];
        try {
          files = readdirSync(dir).filter(
            (f) => f.endsWith(`-${to}.eml`) && Number(f.split('-')[0]) >= after,
          );
        } catch {
          return null;
        }
        const newest = files.sort().at(-1);
        if (!newest) return null;
        const text = readFileSync(path.join(dir, newest), 'utf8').replace(/=\r?\n/g, '');
        code =
          /\b(\d{5})\b/.exec(
            text
              .split(/\r?\n\r?\n/)
              .slice(1)
              .join('\n'),
          )?.[1] ?? null;
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBeNull();
  return code!;
}

let n = 0;
export function newLearner() {
  n += 1;
  const id = `${Date.now()}${n}`.slice(-8);
  return {
    name: 'Elif',
    surname: 'Şahin',
    email: `elif.${id}@example.com`,
    phoneNumber: `905${id}`,
    password: 'Guvenli.Sifre42',
  };
}

export async function apiLogin(page: Page, email: string, password: string) {
  const res = await page.request.post('/api/auth/login', {
    data: { emailOrPhoneNumber: email, password },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as {
    id: number;
    tokenDto: { accessToken: string; refreshToken: string };
  };
}

/** Signs up in the browser and confirms the mailed code; the learner lands on setup. */
export async function registerInBrowser(page: Page, learner: ReturnType<typeof newLearner>) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Ad', exact: true }).fill(learner.name);
  await page.getByRole('textbox', { name: 'Soyad', exact: true }).fill(learner.surname);
  await page.getByRole('textbox', { name: 'E-posta', exact: true }).fill(learner.email);
  await page
    .getByRole('textbox', { name: 'Telefon numarası', exact: true })
    .fill(learner.phoneNumber);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(learner.password);
  await page.getByRole('textbox', { name: 'Şifre tekrarı', exact: true }).fill(learner.password);
  for (const box of await page.getByRole('checkbox', { name: /\(zorunlu\)/ }).all())
    await box.check();
  const started = Date.now() - 1000;
  await page.getByRole('button', { name: 'Hesap oluştur' }).click();
  await expect(page.getByRole('heading', { name: 'Hesabını doğrula' })).toBeVisible();
  await page
    .getByRole('textbox', { name: /Doğrulama kodu/ })
    .fill(await codeFromMail(learner.email, started));
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL(/\/setup/);
}

export async function signInInBrowser(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'E-posta veya telefon numarası' }).fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

/**
 * Signs in again from nothing, as the next day's visit would: the browser's storage and cookies
 * forgotten, the sign-in form filled, and back once the sign-in page has gone (so that the next
 * address does not cut the sign-in request short).
 */
export async function signInAfresh(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.context().clearCookies();
  await signInInBrowser(page, email, password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 45_000 });
}

/** Moves the journey server's clock (TEST_CLOCK_CONTROL); 0 puts it back. */
export async function setServerClock(request: APIRequestContext, offsetSeconds: number) {
  const res = await request.post('/api/test/clock', { data: { offsetSeconds } });
  expect(res.ok()).toBe(true);
}

export function api(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: (url: string) => request.get(url, { headers }),
    async post(url: string, data?: unknown) {
      const res = await request.post(url, { headers, data });
      expect(res.ok(), `${url}: ${await res.text()}`).toBe(true);
      return (await res.json()).data;
    },
  };
}

/** The questions answered and the trial started by direct calls; the browser journey covers the pages. */
export async function finishSetupByApi(request: APIRequestContext, token: string) {
  const call = api(request, token);
  await call.post('/api/birthdayquestion/registerbirthdayanswer?birthday=1994-02-11');
  await call.post('/api/studentquestion/registerstudentuseranswer?isStudent=true');
  const education = await (
    await call.get('/api/educationquestion/getusereducationquestion')
  ).json();
  const faculty = education.data.faculties[0];
  await call.post('/api/educationquestion/registereducationuseranswer', {
    facultyId: faculty.id,
    facultyDepartmentId: faculty.facultyDepartments[0].id,
  });
  const jobs = await (
    await call.get('/api/jobquestion/getuserjobquestion?searchText=öğret')
  ).json();
  await call.post(`/api/jobquestion/registeruserjobanswer?jobId=${jobs.data.jobs[0].id}`);
  const purposes = await (
    await call.get('/api/englishlearningpurposequestion/getuserenglishlearningpurposequestion')
  ).json();
  await call.post('/api/englishlearningpurposequestion/registerenglishlearningpurposeuseranswer', {
    englishLearningPurposeId: purposes.data.englishLearningPurposes[0].id,
  });
  const interests = await (await call.get('/api/interestquestion/getuserinterestquestion')).json();
  await call.post('/api/interestquestion/registerinterestuseranswer', {
    userInterestIds: [interests.data.interests[0].id],
  });
  await call.post('/api/payment/registerfreesubscriptionplan', {});
}

/**
 * A new learner signed up in the browser (the page holds their session), with setup finished and
 * the trial started by the API: ready for the day's task.
 */
export async function newReadyLearner(page: Page, request: APIRequestContext) {
  const learner = newLearner();
  await registerInBrowser(page, learner);
  const session = await apiLogin(page, learner.email, learner.password);
  await finishSetupByApi(request, session.tokenDto.accessToken);
  return { learner, session };
}

/** The button of the question flow's bottom bar that checks the item on screen. */
export const CHECK = /^(Kontrol et|Metni gönder)$/;

/** The item on screen in a part's question flow (one at a time). */
export const flowItem = (page: Page) => page.locator('form[id^="flow-"]');

/**
 * Gives one item a reply the way a learner would: some choice, some words, some text. A
 * recording is sent as it is made; true then, since it needs no check.
 */
export async function fillReply(page: Page, form: Locator): Promise<boolean> {
  const radios = form.getByRole('radio');
  const boxes = form.getByRole('checkbox');
  const combos = form.getByRole('combobox');
  const pool = form.locator('.MuiChip-outlined:not(.Mui-disabled)');
  if (await radios.count()) await radios.first().check();
  else if (await boxes.count()) {
    await boxes.nth(0).check();
    await boxes.nth(1).check();
  } else if (await combos.count()) {
    for (let i = 0; i < (await combos.count()); i += 1) {
      await combos.nth(i).click();
      await page.getByRole('option').nth(i).click();
    }
  } else if (await pool.count()) {
    while (await pool.count()) await pool.first().click();
  } else if (await form.getByRole('button', { name: 'Kayda başla' }).count()) {
    await form.getByRole('button', { name: 'Kayda başla' }).click();
    await expect(form.getByRole('status')).toContainText('Kaydediliyor');
    await page.waitForTimeout(1500);
    await form.getByRole('button', { name: 'Kaydı bitir' }).click();
    await form.getByRole('button', { name: 'Kaydı gönder' }).click();
    return true;
  } else {
    const box = form.getByRole('textbox').first();
    const multiline = (await box.evaluate((el) => el.tagName)) === 'TEXTAREA';
    await box.fill(
      multiline
        ? 'I usually get up at seven. I have breakfast with my family. Then I go to work by bus. I like my job because my friends are there. In the evening I read a book.'
        : 'is',
    );
  }
  return false;
}

/** Answers the item on screen in a part's flow: reply, "Kontrol et", then "Devam". */
export async function answerInFlow(page: Page, form: Locator) {
  if (!(await fillReply(page, form))) await page.getByRole('button', { name: CHECK }).click();
  await page.getByRole('button', { name: 'Devam' }).click();
}

/**
 * Answers every item of the part on the page, one at a time as the flow shows them, then the
 * items answered wrong once more as practice, until the part's end shows.
 */
export async function answerAll(page: Page) {
  await expect(page.getByRole('region', { name: 'Sorular' })).toBeVisible();
  const item = flowItem(page);
  const end = page.getByText('Bu etkinliği bitirdin.');
  await expect(item.or(end).first()).toBeVisible();
  while (await item.count()) {
    const id = await item.getAttribute('id');
    await answerInFlow(page, page.locator(`form[id="${id}"]`));
    await expect(page.locator(`form[id="${id}"]`)).toHaveCount(0);
  }
  await expect(page.getByText('Bu etkinliği bitirdin.')).toBeVisible();
}

/** The files of a ZIP whose entries are stored (the data archive), by name. */
export function unzipStored(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  let at = 0;
  while (at + 30 <= zip.length && zip.readUInt32LE(at) === 0x04034b50) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
    files.set(
      zip.toString('utf8', at + 30, at + 30 + nameLength),
      zip.subarray(start, start + size),
    );
    at = start + size;
  }
  return files;
}

const WRITING =
  'I usually get up at seven. I have breakfast with my family. Then I go to work by bus. I like my job because my friends are there. In the evening I read a book.';

interface Question {
  id: number;
  type: string;
  options: { id: number }[];
  payload: { words?: string[]; left?: unknown[]; items?: unknown[] };
}
interface Task {
  id: number;
  lectureId: number | null;
  parts: { mainQuestionId: number; kind: string }[];
}

/** A tiny WAV of silence: a speaking item's recording. */
function silentWav(): Buffer {
  const samples = 1600;
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVEfmt ', 8, 'latin1');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(16000, 24);
  buf.writeUInt32LE(32000, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'latin1');
  buf.writeUInt32LE(samples * 2, 40);
  return buf;
}

/** Takes today's day (unless taken) and answers every item by the API; right or wrong does not matter. */
export async function finishTodayByApi(request: APIRequestContext, token: string): Promise<Task> {
  const headers = { authorization: `Bearer ${token}` };
  const call = api(request, token);
  const taken = await request.patch('/api/usertask/assigntasktouser', { headers });
  // Taken in the browser already: today's task from the overview.
  const task = (
    taken.ok()
      ? (await taken.json()).data
      : (await (await call.get('/api/usertask/getusertaskoverview')).json()).data.todayTask
  ) as Task;
  expect(task, await taken.text()).toBeTruthy();
  const lecture = await request.patch('/api/usertask/registerusertasklecture', {
    headers,
    data: { taskId: task.id, lectureId: task.lectureId },
  });
  expect(lecture.ok()).toBe(true);
  for (const p of task.parts) {
    const url = `/api/usertask/gettaskmainquestion?taskMainQuestionId=${p.mainQuestionId}`;
    const part = (await (await call.get(url)).json()).data as { questions: Question[] };
    for (const q of part.questions) {
      let answer: unknown;
      switch (q.type) {
        case 'single-choice':
          answer = { optionId: q.options[0]!.id };
          break;
        case 'multiple-choice':
          answer = { optionIds: [q.options[0]!.id] };
          break;
        case 'true-false':
          answer = { value: true };
          break;
        case 'matching':
          answer = { match: (q.payload.left ?? []).map((_, i) => i) };
          break;
        case 'word-order':
          answer = { text: (q.payload.words ?? []).join(' ') };
          break;
        case 'ordering':
          answer = { order: (q.payload.items ?? []).map((_, i) => i) };
          break;
        case 'free-text':
          answer = { text: WRITING };
          break;
        case 'recording-read-aloud':
        case 'recording-free': {
          const upload = await request.post('/api/cdn/uploaduserfile', {
            headers,
            multipart: {
              formFiles: { name: 'answer.wav', mimeType: 'audio/wav', buffer: silentWav() },
            },
          });
          expect(upload.ok(), await upload.text()).toBe(true);
          answer = { fileName: (await upload.json()).data.fileName };
          break;
        }
        default:
          answer = { text: 'is' };
      }
      await call.post('/api/usertask/registerusertaskquestionanswer', {
        taskId: task.id,
        questionId: q.id,
        answer,
      });
    }
  }
  return task;
}
