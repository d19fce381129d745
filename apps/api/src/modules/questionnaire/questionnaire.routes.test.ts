import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { answerAll } from '../../../test/onboarding';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(() => t.close());

interface State {
  questionId: number | null;
  answersComplete: boolean;
  registrationComplete: boolean;
  userRegistrationStages: { alias: string; userCompleteStage: boolean }[];
}
interface Faculty {
  id: number;
  name: string;
  facultyDepartments: { id: number; name: string }[];
}

const get = (token: string, url: string, lang = 'tr-TR') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const post = (token: string, url: string, payload?: object, lang = 'tr-TR') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'accept-language': lang },
    payload,
  });
const state = async (token: string) =>
  json<State>(await get(token, '/api/userregistration/getuserregistrationmainstate')).data;

async function faculties(token: string) {
  return json<{ faculties: Faculty[] }>(await get(token, '/api/educationquestion')).data.faculties;
}

describe('setup questionnaire', () => {
  it('names the first unanswered question and completes stages as answers come in', async () => {
    const { token } = await signUp(t);
    expect(await state(token)).toMatchObject({
      questionId: 1,
      answersComplete: false,
      registrationComplete: false,
      subscriptionStatus: 'NoSubscription',
      trialAvailable: true,
    });
    await post(token, '/api/birthdayquestion/registerbirthdayanswer?birthday=1990-01-15');
    const afterBirthday = json<State>(
      await post(token, '/api/studentquestion/registerstudentuseranswer?isStudent=true'),
    ).data;
    expect(afterBirthday.questionId).toBe(3);
    expect(afterBirthday.userRegistrationStages.map((s) => s.userCompleteStage)).toEqual([
      true,
      false,
      false,
    ]);
    const done = (await answerAll(t, token)) as unknown as State;
    expect(done).toMatchObject({ questionId: null, answersComplete: true });
    // Answers alone do not finish the setup: a trial or a plan must be running too.
    expect(done.registrationComplete).toBe(false);
    expect((await state(token)).userRegistrationStages.every((s) => s.userCompleteStage)).toBe(
      true,
    );
  });

  it("shows each question in the caller's language with the learner's own answer", async () => {
    const { token } = await signUp(t);
    await answerAll(t, token, '1992-02-29');
    const birthday = json<{ title: string; userBirthDay: string; isAnswered: boolean }>(
      await get(token, '/api/birthdayquestion/getuserbirthdayquestion', 'en-US'),
    ).data;
    expect(birthday).toMatchObject({
      title: 'When were you born?',
      userBirthDay: '1992-02-29',
      isAnswered: true,
    });
    const student = json<{ userIsStudent: boolean; studentQuestionAnswers: { name: string }[] }>(
      await get(token, '/api/studentquestion/getuserstudentquestion'),
    ).data;
    expect(student.userIsStudent).toBe(false);
    expect(student.studentQuestionAnswers.map((a) => a.name)).toEqual([
      'Evet, öğrenciyim',
      'Hayır, öğrenci değilim',
    ]);
    const education = json<{ userEducation: { facultyId: number; facultyDepartmentId: number } }>(
      await get(token, '/api/educationquestion/getusereducationquestion'),
    ).data;
    expect(education.userEducation.facultyDepartmentId).toBeGreaterThan(0);
    const job = json<{ userJobId: number; userJob: { name: string }; jobs: unknown[] }>(
      await get(token, '/api/jobquestion/getuserjobquestion?searchText=hemşire'),
    ).data;
    // The chosen job is named even when the search leaves it out of the list.
    expect(job.userJob.name.toLocaleLowerCase('tr')).toContain('yazılım');
    expect(job.jobs).toHaveLength(1);
    const purpose = json<{
      englishLearningPurposeId: number;
      englishLearningPurposes: { id: number; alias: string }[];
    }>(
      await get(token, '/api/englishlearningpurposequestion/getuserenglishlearningpurposequestion'),
    ).data;
    expect(
      purpose.englishLearningPurposes.find((p) => p.id === purpose.englishLearningPurposeId)?.alias,
    ).toBe('career');
    const interest = json<{ userInterestIds: number[]; userRegistrationPagedList: object }>(
      await get(token, '/api/interestquestion/getuserinterestquestion'),
    ).data;
    expect(interest.userInterestIds).toHaveLength(3);
    expect(interest.userRegistrationPagedList).toEqual({
      pageNumber: 6,
      pageSize: 1,
      totalCount: 6,
      totalPages: 6,
      hasPreviousPage: true,
      hasNextPage: false,
    });
  });

  it('takes a real past birth date from someone at least 13, and says why not in tr and en', async () => {
    const { token } = await signUp(t);
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    const answer = (birthday: string, lang?: string) =>
      post(
        token,
        `/api/birthdayquestion/registerbirthdayanswer?birthday=${birthday}`,
        undefined,
        lang,
      );
    const tooYoung = await answer('2013-03-11');
    expect(tooYoung.statusCode).toBe(400);
    expect(json(tooYoung).errors).toEqual({
      birthday: ['Yek English’i kullanmak için en az 13 yaşında olmalısın.'],
    });
    expect(json(await answer('2013-03-11', 'en-US')).errors).toEqual({
      birthday: ['You must be at least 13 years old to use Yek English.'],
    });
    expect(json(await answer('2027-01-01')).errors).toEqual({
      birthday: ['Doğum tarihi bugünden sonra olamaz.'],
    });
    expect(json(await answer('1899-12-31', 'en-US')).errors).toEqual({
      birthday: ['The date cannot be before 1900.'],
    });
    const impossible = await answer('2001-02-29');
    expect(json(impossible)).toMatchObject({
      errorCode: 'VALIDATION_FAILED',
      errors: { birthday: ['Geçerli bir tarih gir.'] },
    });
    expect((await post(token, '/api/birthdayquestion/registerbirthdayanswer')).statusCode).toBe(
      400,
    );
    const thirteenToday = await answer('2013-03-10');
    expect(thirteenToday.statusCode).toBe(200);
    t.clock.set(new Date());
  });

  it('checks that ids exist in their own question and that a department belongs to its faculty', async () => {
    const { token } = await signUp(t);
    const [first, second] = (await faculties(token)).filter((f) => f.facultyDepartments.length > 1);
    const education = (payload: object) =>
      post(token, '/api/educationquestion/registereducationuseranswer', payload);
    const foreign = await education({
      facultyId: first!.id,
      facultyDepartmentId: second!.facultyDepartments[0]!.id,
    });
    expect(json(foreign).errors).toEqual({
      facultyDepartmentId: ['Seçtiğin bölüm bu fakülteye ait değil.'],
    });
    expect(json(await education({ facultyId: first!.id })).errors).toEqual({
      facultyDepartmentId: ['Bu alanı doldur.'],
    });
    expect(json(await education({ facultyId: 999_999 })).errors).toEqual({
      facultyId: ['Seçtiğin seçenek bulunamadı.'],
    });
    // A department is not a faculty, and a faculty is not a job.
    expect((await education({ facultyId: first!.facultyDepartments[0]!.id })).statusCode).toBe(400);
    expect(
      (await post(token, `/api/jobquestion/registeruserjobanswer?jobId=${first!.id}`)).statusCode,
    ).toBe(400);
    expect((await post(token, '/api/jobquestion/registeruserjobanswer?jobId=abc')).statusCode).toBe(
      400,
    );
    expect(
      (await post(token, '/api/studentquestion/registerstudentuseranswer?isStudent=maybe'))
        .statusCode,
    ).toBe(400);
    const interests = json<{ interests: { id: number }[] }>(
      await get(token, '/api/interestquestion'),
    ).data.interests.map((i) => i.id);
    const choose = (ids: number[], lang?: string) =>
      post(
        token,
        '/api/interestquestion/registerinterestuseranswer',
        { userInterestIds: ids },
        lang,
      );
    expect(json(await choose([])).errors).toEqual({
      userInterestIds: ['En az 1, en fazla 10 ilgi alanı seç.'],
    });
    expect(json(await choose(interests.slice(0, 11), 'en-US')).errors).toEqual({
      userInterestIds: ['Choose at least 1 and at most 10 interests.'],
    });
    expect(json(await choose([interests[0]!, interests[0]!])).errors).toEqual({
      userInterestIds: ['Aynı seçenek birden fazla kez seçilemez.'],
    });
    expect(json(await choose([interests[0]!, first!.id])).errors).toEqual({
      userInterestIds: ['Seçtiğin seçenek bulunamadı.'],
    });
    expect(
      (
        await post(
          token,
          '/api/englishlearningpurposequestion/registerenglishlearningpurposeuseranswer',
          {
            englishLearningPurposeId: interests[0],
          },
        )
      ).statusCode,
    ).toBe(400);
    expect((await choose(interests.slice(0, 10))).statusCode).toBe(200);
    expect((await state(token)).questionId).toBe(1);
  });

  it('lets answers change until the setup finishes, then keeps them', async () => {
    const { token } = await signUp(t);
    const jobs = json<{ jobs: { id: number }[] }>(await get(token, '/api/jobquestion')).data.jobs;
    await post(token, `/api/jobquestion/registeruserjobanswer?jobId=${jobs[10]!.id}`);
    await post(token, `/api/jobquestion/registeruserjobanswer?jobId=${jobs[20]!.id}`);
    const chosen = json<{ userJobId: number }>(
      await get(token, '/api/jobquestion/getuserjobquestion'),
    );
    expect(chosen.data.userJobId).toBe(jobs[20]!.id);
    await answerAll(t, token);
    await post(token, '/api/payment/registerfreesubscriptionplan', {});
    expect((await state(token)).registrationComplete).toBe(true);
    const late = await post(token, `/api/jobquestion/registeruserjobanswer?jobId=${jobs[10]!.id}`);
    expect(late.statusCode).toBe(409);
    expect(json(late)).toMatchObject({
      errorCode: 'REGISTRATION_ALREADY_COMPLETE',
      message: 'Kurulumu tamamladın; kurulum sorularına verdiğin cevaplar artık değiştirilemez.',
    });
  });

  it('serves any question through the generic call, by id and category', async () => {
    const { token } = await signUp(t);
    await answerAll(t, token, '2000-06-01');
    const generic = (q: string) => get(token, `/api/userregistration/getregistrationquestion?${q}`);
    const interests = json<{
      rowNumber: number;
      answerType: string;
      options: unknown[];
      userAnswerIds: number[];
    }>(await generic('mainQuestionId=6&mainQuestionCategoryId=2')).data;
    expect(interests).toMatchObject({ rowNumber: 6, answerType: 'multipleChoice' });
    expect(interests.options.length).toBeGreaterThanOrEqual(15);
    expect(interests.userAnswerIds).toHaveLength(3);
    const birthday = json<{ userAnswerValue: string; mainQuestionCategoryId: number }>(
      await generic('mainQuestionId=1'),
    ).data;
    expect(birthday).toMatchObject({ userAnswerValue: '2000-06-01', mainQuestionCategoryId: 1 });
    expect((await generic('mainQuestionId=6&mainQuestionCategoryId=1')).statusCode).toBe(404);
    expect((await generic('mainQuestionId=99')).statusCode).toBe(404);
    expect((await generic('mainQuestionId=x')).statusCode).toBe(400);
  });

  it("needs a signed-in user, and nobody sees another learner's answers", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await answerAll(t, a.token);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/interestquestion/getuserinterestquestion' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/jobquestion/registeruserjobanswer?jobId=1',
        })
      ).statusCode,
    ).toBe(401);
    const mine = json<{ userInterestIds: number[] }>(
      await get(b.token, '/api/interestquestion/getuserinterestquestion'),
    ).data;
    expect(mine.userInterestIds).toEqual([]);
    expect((await state(b.token)).questionId).toBe(1);
  });
});

describe('occupation search', () => {
  const search = async (token: string, text: string) =>
    json<{ jobs: { name: string; jobLocalizations: { name: string }[] }[] }>(
      await get(token, `/api/jobquestion?searchText=${encodeURIComponent(text)}`),
    ).data.jobs.map((j) => j.name);

  it('offers a long list of occupations in Turkish and English', async () => {
    const { token } = await signUp(t);
    const all = json<{ jobs: { name: string; jobLocalizations: { cultureName: string }[] }[] }>(
      await get(token, '/api/jobquestion'),
    ).data.jobs;
    expect(all.length).toBeGreaterThanOrEqual(150);
    expect(
      all.every((j) => j.jobLocalizations.map((l) => l.cultureName).join() === 'tr-TR,en-US'),
    ).toBe(true);
    const names = all.map((j) => j.name);
    // Not working, retired and the like lead; the rest follow in Turkish alphabetical order.
    expect(names.slice(0, 4)).toContain('Emekli');
    expect(names.at(-1)).toBe('Diğer');
    const before = (a: string, b: string) =>
      expect(names.indexOf(a)).toBeLessThan(names.indexOf(b));
    before('Cerrah', 'Çevirmen');
    before('Çevirmen', 'Dansçı');
    before('Oyun geliştirici', 'Öğretmen');
    before('Öğretmen', 'Pazarlama uzmanı');
    before('Subay', 'Şoför');
    before('Şoför', 'Taksi şoförü');
  });

  it('matches any part of a name with Turkish letters in any case', async () => {
    const { token } = await signUp(t);
    const lower = await search(token, 'mühendis');
    expect(lower.length).toBeGreaterThan(10);
    expect(await search(token, 'MÜHENDİS')).toEqual(lower);
    expect(await search(token, 'muhendis')).toEqual(lower);
    expect(await search(token, 'ÇİFTÇİ')).toEqual(['Çiftçi']);
    expect(await search(token, 'ÇIFTÇI')).toEqual(['Çiftçi']);
    expect(await search(token, 'İŞ ANALİSTİ')).toEqual(['İş analisti']);
    const teachers = await search(token, 'öğretmen');
    expect(teachers).toEqual(expect.arrayContaining(['Öğretmen', 'İngilizce öğretmeni']));
    expect(await search(token, 'TEACHER')).toEqual(teachers);
    expect(await search(token, '%')).toEqual([]);
  });
});
