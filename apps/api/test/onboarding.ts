import { seedDemoUsers } from '../src/db/seed/seed';
import { bearer, json, type TestApp } from './helpers';

/** Signs in a seeded demo account (editor@yek.local, admin@yek.local, ...). */
export async function loginAs(t: TestApp, email: string, password: string): Promise<string> {
  await seedDemoUsers(t.database.pool);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhoneNumber: email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return json<{ tokenDto: { accessToken: string } }>(res).data.tokenDto.accessToken;
}
export const editorToken = (t: TestApp) => loginAs(t, 'editor@yek.local', 'Editor123!');

async function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    payload: payload as object,
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} failed: ${res.body}`);
  return json<Record<string, unknown>>(res).data;
}

/** Answers all six setup questions with valid choices; returns the ids it chose. */
export async function answerAll(t: TestApp, token: string, birthday = '1995-05-19') {
  await call(t, token, 'POST', `/api/birthdayquestion/registerbirthdayanswer?birthday=${birthday}`);
  await call(t, token, 'POST', '/api/studentquestion/registerstudentuseranswer?isStudent=false');
  const education = (await call(t, token, 'GET', '/api/educationquestion')) as {
    faculties: { id: number; facultyDepartments: { id: number }[] }[];
  };
  const faculty = education.faculties.find((f) => f.facultyDepartments.length > 1)!;
  await call(t, token, 'POST', '/api/educationquestion/registereducationuseranswer', {
    facultyId: faculty.id,
    facultyDepartmentId: faculty.facultyDepartments[0]!.id,
  });
  const jobs = (await call(t, token, 'GET', '/api/jobquestion?searchText=yazılım')) as {
    jobs: { id: number }[];
  };
  await call(t, token, 'POST', `/api/jobquestion/registeruserjobanswer?jobId=${jobs.jobs[0]!.id}`);
  const purposes = (await call(t, token, 'GET', '/api/englishlearningpurposequestion')) as {
    englishLearningPurposes: { id: number; alias: string }[];
  };
  const career = purposes.englishLearningPurposes.find((p) => p.alias === 'career')!;
  await call(
    t,
    token,
    'POST',
    '/api/englishlearningpurposequestion/registerenglishlearningpurposeuseranswer',
    {
      englishLearningPurposeId: career.id,
    },
  );
  const interests = (await call(t, token, 'GET', '/api/interestquestion')) as {
    interests: { id: number; alias: string }[];
  };
  const chosen = interests.interests
    .filter((i) => ['music', 'movies-series', 'technology'].includes(i.alias))
    .map((i) => i.id);
  return call(t, token, 'POST', '/api/interestquestion/registerinterestuseranswer', {
    userInterestIds: chosen,
  });
}

/** Signs in again as a signed-up account: tokens die when a test moves the clock past them. */
export async function signInAgain(
  t: TestApp,
  account: { body: { email: string; password: string } },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { emailOrPhoneNumber: account.body.email, password: account.body.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return json<{ tokenDto: { accessToken: string } }>(res).data.tokenDto.accessToken;
}
