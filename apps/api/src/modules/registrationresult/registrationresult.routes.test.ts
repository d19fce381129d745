import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { answerAll, editorToken } from '../../../test/onboarding';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
  editor = await editorToken(t);
});
afterAll(() => t.close());

interface StageResult {
  registrationResults: {
    ruleKey: string;
    registrationStageId: number;
    title: string;
    stageName: string;
  }[];
  dailyGoalMinutes: number;
  focusSkills: { skill: string; name: string }[];
  summary: string;
  answersComplete: boolean;
}
const result = async (token: string, lang = 'tr-TR') =>
  json<StageResult>(
    await t.app.inject({
      method: 'GET',
      url: '/api/registrationresult/getuserregistrationstageresult',
      headers: { ...bearer(token), 'accept-language': lang },
    }),
  ).data;
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), payload });

describe('setup result page', () => {
  it('builds a text per stage, a daily goal and focus skills from the answers', async () => {
    t.clock.set(new Date('2026-06-01T09:00:00Z'));
    const { token } = await signUp(t);
    await answerAll(t, token, '1995-05-19');
    const tr = await result(token);
    expect(tr.registrationResults.map((r) => r.ruleKey)).toEqual([
      'age:25-44',
      'working',
      'purpose:career',
    ]);
    expect(tr.registrationResults[2]).toMatchObject({
      stageName: 'Hedeflerin',
      title: 'Kariyer odaklı program',
    });
    // Career weighs speaking, writing, vocabulary; films, music and technology add listening and reading.
    expect(tr).toMatchObject({
      dailyGoalMinutes: 20,
      focusSkills: [
        { skill: 'speaking', name: 'Konuşma' },
        { skill: 'writing', name: 'Yazma' },
        { skill: 'vocabulary', name: 'Kelime' },
      ],
      summary:
        'Sana günde 20 dakika çalışmanı öneriyoruz. Öncelikli becerilerin: konuşma, yazma ve kelime.',
      answersComplete: true,
    });
    const en = await result(token, 'en-US');
    expect(en.summary).toBe(
      'We recommend studying 20 minutes a day. Your focus skills: speaking, writing, and vocabulary.',
    );
    expect(en.registrationResults[0]!.title).toBe('A programme that fits a busy life');
    t.clock.set(new Date());
  });

  it('shows only finished stages, and picks by age and studies', async () => {
    t.clock.set(new Date('2026-06-01T09:00:00Z'));
    const { token } = await signUp(t);
    await send('POST', '/api/birthdayquestion/registerbirthdayanswer?birthday=2011-01-01', token);
    await send('POST', '/api/studentquestion/registerstudentuseranswer?isStudent=true', token);
    const partial = await result(token);
    expect(partial.registrationResults.map((r) => r.ruleKey)).toEqual(['age:13-17']);
    expect(partial.answersComplete).toBe(false);
    expect(partial.dailyGoalMinutes).toBe(15);
    await answerAll(t, token, '2011-01-01');
    await send('POST', '/api/studentquestion/registerstudentuseranswer?isStudent=true', token);
    expect((await result(token)).registrationResults.map((r) => r.ruleKey)).toEqual([
      'age:13-17',
      'student',
      'purpose:career',
    ]);
    t.clock.set(new Date());
  });
});

describe('registration result texts for editors', () => {
  it('lists them by stage, and adds, changes and removes them', async () => {
    const all = json<{ ruleKey: string; registrationStageId: number }[]>(
      await send('GET', '/api/registrationresult', editor),
    ).data;
    expect(all.length).toBeGreaterThanOrEqual(18);
    const goals = json<{ ruleKey: string }[]>(
      await send('GET', '/api/registrationresult/getbyregistrationstageid/3', editor),
    ).data;
    expect(goals.map((r) => r.ruleKey)).toContain('purpose:exam');
    const body = {
      registrationStageId: 1,
      ruleKey: 'age:60+',
      registrationResultLocalizations: [
        {
          languageId: 1,
          title: 'Hiçbir zaman geç değil',
          description: 'Kendi hızınızda ilerleyin.',
        },
        { languageId: 2, title: 'It is never too late', description: 'Go at your own pace.' },
      ],
    };
    const created = json<{ id: number; title: string; stageOrderNo: number }>(
      await send('POST', '/api/registrationresult', editor, body),
    ).data;
    expect(created).toMatchObject({ title: 'Hiçbir zaman geç değil', stageOrderNo: 1 });
    expect((await send('POST', '/api/registrationresult', editor, body)).statusCode).toBe(409);
    const changed = await send('PUT', '/api/registrationresult', editor, {
      ...body,
      id: created.id,
      ruleKey: 'age:65+',
    });
    expect(json(changed).data).toMatchObject({ ruleKey: 'age:65+' });
    expect(
      json(await send('GET', `/api/registrationresult/${created.id}`, editor)).data,
    ).toMatchObject({ ruleKey: 'age:65+' });
    expect(
      (await send('POST', '/api/registrationresult', editor, { ...body, registrationStageId: 9 }))
        .statusCode,
    ).toBe(400);
    expect(
      (await send('POST', '/api/registrationresult', editor, { ...body, ruleKey: 'Bad Key' }))
        .statusCode,
    ).toBe(400);
    expect((await send('DELETE', `/api/registrationresult/${created.id}`, editor)).statusCode).toBe(
      200,
    );
    expect((await send('GET', `/api/registrationresult/${created.id}`, editor)).statusCode).toBe(
      404,
    );
  });

  it('is for editors only', async () => {
    const { token } = await signUp(t);
    for (const [method, url] of [
      ['GET', '/api/registrationresult'],
      ['GET', '/api/registrationresult/1'],
      ['GET', '/api/registrationresult/getbyregistrationstageid/1'],
      ['DELETE', '/api/registrationresult/1'],
    ] as const) {
      expect((await send(method, url, token)).statusCode).toBe(403);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/registrationresult/getuserregistrationstageresult',
        })
      ).statusCode,
    ).toBe(401);
  });
});
