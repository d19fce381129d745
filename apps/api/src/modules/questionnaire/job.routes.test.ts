import type { Paged } from '@yek/contracts/paging';
import type { Job } from '@yek/contracts/registration';
import type { JobListItem } from '@yek/contracts/registration-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signUp, type TestApp } from '../../../test/helpers';
import { editorToken } from '../../../test/onboarding';

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
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en-US' },
    payload,
  });

describe('jobs', () => {
  it('serves the occupations publicly, as the questionnaire offers them', async () => {
    const all = json<Job[]>(await send('GET', '/api/job')).data;
    expect(all.length).toBeGreaterThan(20);
    const question = json<{ jobs: Job[] }>(await send('GET', '/api/jobquestion', learner)).data;
    expect(all.map((j) => j.id)).toEqual(question.jobs.map((j) => j.id));
    const found = json<Job[]>(await send('GET', '/api/job?searchText=yaz%C4%B1l%C4%B1m')).data;
    expect(found.length).toBeGreaterThan(0);
    const one = json<Job>(await send('GET', `/api/job/${found[0]!.id}`)).data;
    expect(one.id).toBe(found[0]!.id);
    expect((await send('GET', '/api/job/999999')).statusCode).toBe(404);
  });

  it('pages, searches and sorts them for the admin grid, with how many learners chose each', async () => {
    const first = json<Paged<JobListItem>>(
      await send('GET', '/api/job/getpagedlist?pageSize=5&orderBy=name', editor),
    ).data;
    expect(first.items).toHaveLength(5);
    expect(first.totalCount).toBeGreaterThan(20);
    const names = first.items.map((j) => j.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    const desc = json<Paged<JobListItem>>(
      await send(
        'GET',
        '/api/job/getpagedlist?pageSize=100&orderBy=id&orderDirection=desc',
        editor,
      ),
    ).data;
    const ids = desc.items.map((j) => j.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    const teacher = json<Paged<JobListItem>>(
      await send('GET', '/api/job/getpagedlist?searchText=teacher', editor),
    ).data;
    expect(teacher.totalCount).toBeGreaterThan(0);
    expect(teacher.items.every((j) => j.userCount === 0)).toBe(true);
    expect((await send('GET', '/api/job/getpagedlist', learner)).statusCode).toBe(403);
    expect((await send('GET', '/api/job/getpagedlist?orderBy=salary', editor)).statusCode).toBe(
      400,
    );
  });

  it('lets editors add, change and delete one; one a learner chose cannot be deleted', async () => {
    const body = {
      jobLocalizations: [
        { languageId: 1, name: 'Arıcı' },
        { languageId: 2, name: 'Beekeeper' },
      ],
    };
    expect((await send('POST', '/api/job', learner, body)).statusCode).toBe(403);
    expect((await send('POST', '/api/job', undefined, body)).statusCode).toBe(401);
    const created = json<Job>(await send('POST', '/api/job', editor, body)).data;
    expect(created.name).toBe('Beekeeper');
    const changed = await send('PUT', '/api/job', editor, {
      id: created.id,
      jobLocalizations: [
        { languageId: 1, name: 'Arıcı' },
        { languageId: 2, name: 'Apiarist' },
      ],
    });
    expect(json<Job>(changed).data.name).toBe('Apiarist');
    // Another question's answer is not a job.
    const interest = json<{ interests: { id: number }[] }>(
      await send('GET', '/api/interestquestion', learner),
    ).data.interests[0]!;
    expect((await send('PUT', '/api/job', editor, { ...body, id: interest.id })).statusCode).toBe(
      404,
    );

    const chooser = await signUp(t);
    const chose = await send(
      'POST',
      `/api/jobquestion/registeruserjobanswer?jobId=${created.id}`,
      chooser.token,
    );
    expect(chose.statusCode).toBe(200);
    const inUse = await send('DELETE', `/api/job/${created.id}`, editor);
    expect(inUse.statusCode).toBe(409);
    expect(json(inUse).errorCode).toBe('JOB_IN_USE');
    const counted = json<Paged<JobListItem>>(
      await send('GET', '/api/job/getpagedlist?searchText=apiarist', editor),
    ).data;
    expect(counted.items[0]).toMatchObject({ id: created.id, userCount: 1 });

    const spare = json<Job>(await send('POST', '/api/job', editor, body)).data;
    expect((await send('DELETE', `/api/job/${spare.id}`, editor)).statusCode).toBe(200);
    expect((await send('GET', `/api/job/${spare.id}`)).statusCode).toBe(404);

    const { rows } = await t.database.pool.query<{ action: string; entity_id: string }>(
      "SELECT action, entity_id FROM audit_log WHERE entity = 'job' ORDER BY id",
    );
    expect(rows.map((r) => r.action)).toEqual(['create', 'update', 'create', 'delete']);
    expect(rows[3]!.entity_id).toBe(String(spare.id));
  });
});
