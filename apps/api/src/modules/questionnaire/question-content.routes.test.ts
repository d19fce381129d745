import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { editorToken, loginAs } from '../../../test/onboarding';

let t: TestApp;
let editor: string;
let learner: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  editor = await editorToken(t);
  learner = (await signUp(t)).token;
});
afterAll(() => t.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
  lang = 'tr-TR',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': lang },
    payload,
  });
const names = (tr: string, en: string) => [
  { languageId: 1, name: tr },
  { languageId: 2, name: en },
];

describe('questionnaire content for editors', () => {
  it('lets editors and admins write, learners read, and nobody else in', async () => {
    const body = { jobLocalizations: names('Arıcı', 'Beekeeper') };
    expect((await send('POST', '/api/jobquestion', undefined, body)).statusCode).toBe(401);
    const asLearner = await send('POST', '/api/jobquestion', learner, body);
    expect(asLearner.statusCode).toBe(403);
    expect(json(asLearner).errorCode).toBe('FORBIDDEN');
    expect((await send('GET', '/api/jobquestion', learner)).statusCode).toBe(200);
    const admin = await loginAs(t, 'admin@yek.local', 'Admin123!');
    expect((await send('POST', '/api/jobquestion', admin, body)).statusCode).toBe(200);
    for (const url of [
      '/api/birthdayquestion',
      '/api/studentquestion',
      '/api/educationquestion',
      '/api/englishlearningpurposequestion',
      '/api/interestquestion',
    ]) {
      expect((await send('GET', url)).statusCode).toBe(401);
      expect((await send('DELETE', `${url}/1`, learner)).statusCode).toBe(403);
    }
  });

  it('adds, renames and removes an occupation; one somebody chose stays', async () => {
    const created = await send('POST', '/api/jobquestion', editor, {
      alias: 'barista',
      jobLocalizations: names('Barista', 'Barista'),
    });
    const job = json<{ id: number; name: string }>(created).data;
    expect(job.name).toBe('Barista');
    const renamed = await send('PUT', '/api/jobquestion', editor, {
      id: job.id,
      alias: 'barista',
      jobLocalizations: names('Kahve ustası (barista)', 'Barista'),
    });
    expect(json(renamed).data).toMatchObject({ id: job.id, name: 'Kahve ustası (barista)' });
    const found = json<{ jobs: { id: number }[] }>(
      await send('GET', '/api/jobquestion?searchText=KAHVE', learner),
    ).data.jobs;
    expect(found.map((j) => j.id)).toEqual([job.id]);
    const duplicate = await send('POST', '/api/jobquestion', editor, {
      alias: 'barista',
      jobLocalizations: names('Başka', 'Other'),
    });
    expect(duplicate.statusCode).toBe(409);
    await send('POST', `/api/jobquestion/registeruserjobanswer?jobId=${job.id}`, learner);
    const inUse = await send('DELETE', `/api/jobquestion/${job.id}`, editor);
    expect(inUse.statusCode).toBe(409);
    const spare = json<{ id: number }>(
      await send('POST', '/api/jobquestion', editor, {
        jobLocalizations: names('Kaptan', 'Skipper'),
      }),
    ).data;
    expect((await send('DELETE', `/api/jobquestion/${spare.id}`, editor)).statusCode).toBe(200);
    expect((await send('DELETE', `/api/jobquestion/${spare.id}`, editor)).statusCode).toBe(404);
    // An id from another question is not a job.
    expect(
      (await send('PUT', '/api/jobquestion', editor, { id: 1, jobLocalizations: names('X', 'X') }))
        .statusCode,
    ).toBe(404);
  });

  it('manages a faculty with its departments as one', async () => {
    const created = json<{ id: number; facultyDepartments: { id: number; name: string }[] }>(
      await send('POST', '/api/educationquestion', editor, {
        facultyLocalizations: names('Uygulamalı Bilimler Fakültesi', 'Faculty of Applied Sciences'),
        facultyDepartments: [
          { facultyDepartmentLocalizations: names('Bankacılık ve Finans', 'Banking and Finance') },
          { facultyDepartmentLocalizations: names('Gümrük İşletme', 'Customs Management') },
        ],
      }),
    ).data;
    expect(created.facultyDepartments.map((d) => d.name)).toEqual([
      'Bankacılık ve Finans',
      'Gümrük İşletme',
    ]);
    const [keep] = created.facultyDepartments;
    const updated = json<{ facultyDepartments: { id: number; name: string }[] }>(
      await send('PUT', '/api/educationquestion', editor, {
        id: created.id,
        facultyLocalizations: names('Uygulamalı Bilimler Fakültesi', 'Faculty of Applied Sciences'),
        facultyDepartments: [
          { id: keep!.id, facultyDepartmentLocalizations: names('Bankacılık', 'Banking') },
          { facultyDepartmentLocalizations: names('Sigortacılık', 'Insurance') },
        ],
      }),
    ).data;
    expect(updated.facultyDepartments.map((d) => d.name)).toEqual(['Bankacılık', 'Sigortacılık']);
    expect(updated.facultyDepartments[0]!.id).toBe(keep!.id);
    const all = json<{ faculties: { id: number; facultyDepartments: { id: number }[] }[] }>(
      await send('GET', '/api/educationquestion', editor),
    ).data.faculties;
    // A new faculty goes last; a department of another faculty cannot be moved into it.
    expect(all.at(-1)!.id).toBe(created.id);
    const other = all[0]!;
    const stolen = await send('PUT', '/api/educationquestion', editor, {
      id: created.id,
      facultyLocalizations: names('X', 'X'),
      facultyDepartments: [
        {
          id: other.facultyDepartments[0]!.id,
          facultyDepartmentLocalizations: names('Y', 'Y'),
        },
      ],
    });
    expect(stolen.statusCode).toBe(400);
    expect((await send('DELETE', `/api/educationquestion/${created.id}`, editor)).statusCode).toBe(
      200,
    );
  });

  it('keeps purposes and interests with their goal and skills, in Turkish at least', async () => {
    const purpose = await send('POST', '/api/englishlearningpurposequestion', editor, {
      alias: 'relocation',
      dailyGoalMinutes: 25,
      focusSkills: ['speaking', 'listening'],
      englishLearningPurposeLocalizations: [
        { languageId: 1, name: 'Göç ve yerleşim', description: 'Yeni bir ülkeye taşınmak' },
        { languageId: 2, name: 'Relocation', description: 'Moving to a new country' },
      ],
    });
    expect(json(purpose).data).toMatchObject({
      alias: 'relocation',
      dailyGoalMinutes: 25,
      focusSkills: ['speaking', 'listening'],
      description: 'Yeni bir ülkeye taşınmak',
    });
    const englishOnly = await send(
      'POST',
      '/api/interestquestion',
      editor,
      { interestLocalizations: [{ languageId: 2, name: 'Chess' }] },
      'en-US',
    );
    expect(englishOnly.statusCode).toBe(400);
    expect(json(englishOnly).errors).toEqual({
      interestLocalizations: ['Write the Turkish text.'],
    });
    const unknownLanguage = await send('POST', '/api/interestquestion', editor, {
      interestLocalizations: [...names('Satranç', 'Chess'), { languageId: 99, name: '?' }],
    });
    expect(unknownLanguage.statusCode).toBe(400);
    const badSkill = await send('POST', '/api/interestquestion', editor, {
      focusSkills: ['juggling'],
      interestLocalizations: names('Satranç', 'Chess'),
    });
    expect(badSkill.statusCode).toBe(400);
    const chess = await send('POST', '/api/interestquestion', editor, {
      alias: 'chess',
      focusSkills: ['reading'],
      interestLocalizations: names('Satranç', 'Chess'),
    });
    expect(json(chess).data).toMatchObject({ name: 'Satranç', focusSkills: ['reading'] });
    const purposeId = json<{ id: number }>(purpose).data.id;
    const changed = await send('PUT', '/api/englishlearningpurposequestion', editor, {
      id: purposeId,
      alias: 'relocation',
      dailyGoalMinutes: 30,
      englishLearningPurposeLocalizations: names('Yurt dışına taşınmak', 'Moving abroad'),
    });
    expect(json(changed).data).toMatchObject({
      id: purposeId,
      dailyGoalMinutes: 30,
      focusSkills: [],
    });
    const chessId = json<{ id: number }>(chess).data.id;
    expect((await send('DELETE', `/api/interestquestion/${chessId}`, editor)).statusCode).toBe(200);
    // An interest id is not a purpose.
    expect(
      (await send('DELETE', `/api/englishlearningpurposequestion/${chessId}`, editor)).statusCode,
    ).toBe(404);
  });

  it('changes the labels of yes and no and the texts of any question, but removes neither', async () => {
    const yes = await send('POST', '/api/studentquestion', editor, {
      answerBooleanType: true,
      studentQuestionAnswerLocalizations: names('Evet, okuyorum', 'Yes, I study'),
    });
    expect(json(yes).data).toMatchObject({ answerBooleanType: true, name: 'Evet, okuyorum' });
    const view = json<{ studentQuestionAnswers: { id: number; name: string }[] }>(
      await send('GET', '/api/studentquestion', learner),
    ).data;
    expect(view.studentQuestionAnswers.map((a) => a.name)).toEqual([
      'Evet, okuyorum',
      'Hayır, öğrenci değilim',
    ]);
    expect(
      (await send('DELETE', `/api/studentquestion/${view.studentQuestionAnswers[0]!.id}`, editor))
        .statusCode,
    ).toBe(409);

    const texts = await send('PUT', '/api/birthdayquestion', editor, {
      birthdayQuestionLocalizations: [
        { languageId: 1, title: 'Hangi tarihte doğdunuz?', description: 'Gün, ay ve yıl.' },
        { languageId: 2, title: 'What is your date of birth?', description: 'Day, month, year.' },
      ],
    });
    expect(json(texts).data).toMatchObject({ title: 'Hangi tarihte doğdunuz?' });
    expect((await send('DELETE', '/api/birthdayquestion/1', editor)).statusCode).toBe(409);

    const purposeText = await send(
      'PUT',
      '/api/userregistration/registrationquestion',
      editor,
      {
        mainQuestionId: 5,
        questionLocalizations: [
          { languageId: 1, title: 'İngilizceyi ne için öğreniyorsunuz?' },
          { languageId: 2, title: 'What are you learning English for?' },
        ],
      },
      'en-US',
    );
    expect(json(purposeText).data).toMatchObject({ title: 'What are you learning English for?' });
    const seen = json<{ title: string }>(
      await send(
        'GET',
        '/api/englishlearningpurposequestion/getuserenglishlearningpurposequestion',
        learner,
      ),
    ).data;
    expect(seen.title).toBe('İngilizceyi ne için öğreniyorsunuz?');
    expect(
      (
        await send('PUT', '/api/userregistration/registrationquestion', learner, {
          mainQuestionId: 5,
          questionLocalizations: [{ languageId: 1, title: 'X' }],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('a retired option', () => {
  it('is no longer offered, keeps the answers given, and cannot be deleted while it has them', async () => {
    const other = (await signUp(t)).token;
    const created = await send('POST', '/api/interestquestion', editor, {
      alias: 'pottery',
      interestLocalizations: names('Seramik', 'Pottery'),
    });
    const id = json<{ id: number; active: boolean }>(created).data.id;
    expect(json<{ active: boolean }>(created).data.active).toBe(true);
    const answered = await send(
      'POST',
      '/api/interestquestion/registerinterestuseranswer',
      learner,
      {
        userInterestIds: [id],
      },
    );
    expect(answered.statusCode).toBe(200);

    const retired = await send('PUT', '/api/interestquestion', editor, {
      id,
      active: false,
      interestLocalizations: names('Seramik', 'Pottery'),
    });
    expect(json(retired).data).toMatchObject({ id, active: false, name: 'Seramik' });
    // Renaming it later leaves it retired.
    const renamed = await send('PUT', '/api/interestquestion', editor, {
      id,
      interestLocalizations: names('Seramik ve çömlek', 'Pottery'),
    });
    expect(json(renamed).data).toMatchObject({ active: false });
    const { rows } = await t.database.pool.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'interest' AND entity_id = $1 ORDER BY id",
      [String(id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'update']);

    type Interests = { interests: { id: number }[]; userInterestIds?: number[] };
    const offered = (token: string, url = '/api/interestquestion') =>
      send('GET', url, token).then((r) => json<Interests>(r).data);
    expect((await offered(other)).interests.map((i) => i.id)).not.toContain(id);
    expect((await offered(editor)).interests.map((i) => i.id)).toContain(id);
    const mine = await offered(learner, '/api/interestquestion/getuserinterestquestion');
    expect(mine.userInterestIds).toEqual([id]);
    expect(mine.interests.map((i) => i.id)).toContain(id);
    const theirs = await offered(other, '/api/interestquestion/getuserinterestquestion');
    expect(theirs.interests.map((i) => i.id)).not.toContain(id);

    const refused = await send('POST', '/api/interestquestion/registerinterestuseranswer', other, {
      userInterestIds: [id],
    });
    expect(refused.statusCode).toBe(400);
    const kept = await send('POST', '/api/interestquestion/registerinterestuseranswer', learner, {
      userInterestIds: [id],
    });
    expect(kept.statusCode).toBe(200);
    expect((await send('DELETE', `/api/interestquestion/${id}`, editor)).statusCode).toBe(409);
  });
});
