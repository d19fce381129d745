import type { RegisterAnswerResult, MainQuestion, UserTask } from '@yek/contracts/usertask';
import type { User } from '@yek/contracts/user';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createDatabase, type Database } from '../db/client';
import { bearer, createTestApp, json, waitFor, type TestApp } from '../../test/helpers';
import { recordQueries } from '../../test/content';
import { api, learnerWithTrial } from '../../test/learner';
import type { ChangeFeed } from './change-feed';
import { createUserCache } from './user-cache';

/** A feed the test drives by hand. */
function manualFeed() {
  const handlers: ((userId: number) => void)[] = [];
  const contracts: ((userId: number) => void)[] = [];
  const resets: (() => void)[] = [];
  const feed = {
    listening: true,
    start: async () => undefined,
    close: async () => undefined,
    on: (channel: string, fn: (userId: number) => void) =>
      void (channel === 'contracts' ? contracts : handlers).push(fn),
    onReset: (fn: () => void) => void resets.push(fn),
  };
  return {
    feed: feed as unknown as ChangeFeed,
    notify: (userId: number) => handlers.forEach((fn) => fn(userId)),
    contractsChanged: () => contracts.forEach((fn) => fn(0)),
    reset: () => resets.forEach((fn) => fn()),
    setListening: (on: boolean) => void (feed.listening = on),
  };
}

describe('the user cache', () => {
  it('forgets every user when a new agreement version is published', async () => {
    const m = manualFeed();
    const cache = createUserCache({ feed: m.feed });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(1, 'k', load)).toBe(1);
    expect(await cache.read(2, 'k', load)).toBe(2);
    m.contractsChanged();
    expect(await cache.read(1, 'k', load)).toBe(3);
    expect(await cache.read(2, 'k', load)).toBe(4);
  });

  it('loads once, then serves from memory until the user changes', async () => {
    const m = manualFeed();
    const cache = createUserCache({ feed: m.feed });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(1, 'k', load)).toBe(1);
    expect(await cache.read(1, 'k', load)).toBe(1);
    expect(await cache.read(2, 'k', load)).toBe(2);
    m.notify(1);
    expect(await cache.read(1, 'k', load)).toBe(3);
    expect(await cache.read(2, 'k', load)).toBe(2);
    m.reset();
    expect(await cache.read(2, 'k', load)).toBe(4);
  });

  it('never keeps a load that raced a change, nor serves while the feed is down', async () => {
    const m = manualFeed();
    const cache = createUserCache({ feed: m.feed });
    let release!: (v: string) => void;
    const stale = cache.read(1, 'k', () => new Promise<string>((r) => (release = r)));
    m.notify(1); // committed while the first read was in flight
    release('old');
    expect(await stale).toBe('old');
    expect(await cache.read(1, 'k', async () => 'new')).toBe('new');

    m.setListening(false);
    let loads = 0;
    await cache.read(1, 'k', async () => ++loads);
    await cache.read(1, 'k', async () => ++loads);
    expect(loads).toBe(2);
  });

  it('reads again after five minutes, and forgets a failed load', async () => {
    const m = manualFeed();
    let now = 0;
    const cache = createUserCache({ feed: m.feed, now: () => now });
    let loads = 0;
    await cache.read(1, 'k', async () => ++loads);
    now += 5 * 60_000 + 1;
    expect(await cache.read(1, 'k', async () => ++loads)).toBe(2);
    await expect(
      cache.read(1, 'x', async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow();
    expect(await cache.read(1, 'x', async () => 'up')).toBe('up');
  });
});

/** Two instances of the API on one database, as behind a load balancer. */
describe('learner reads across instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: Database;

  beforeAll(async () => {
    a = await createTestApp({ rateLimitEnabled: false });
    bDatabase = createDatabase(a.config.databaseUrl!, 5);
    b = await buildApp(a.config, {
      database: bDatabase,
      clock: a.clock,
      logStream: process.stderr,
    });
    await b.ready();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const on = (app: FastifyInstance, token: string, url: string) =>
    app.inject({ url: `/api/${url}`, headers: bearer(token) });

  it('serves a warm part with no query, and shows an answer given elsewhere at once', async () => {
    const learner = await learnerWithTrial(a);
    const call = api(a, learner.token);
    const task = await call.data<UserTask>('PATCH', 'usertask/assigntasktouser');
    await call.data('PATCH', 'usertask/registerusertasklecture', {
      taskId: task.id,
      lectureId: task.lectureId,
    });
    const part = task.parts.find((p) => p.kind === 'reading')!;
    const url = `usertask/gettaskmainquestion?taskMainQuestionId=${part.mainQuestionId}`;
    await waitFor(async () => (await on(b, learner.token, url)).statusCode === 200);
    const first = json<MainQuestion>(await on(b, learner.token, url)).data;
    const reads = [
      url,
      `usertask/getusertaskbydate?taskDate=${task.taskDate}`,
      `user/${learner.user.id}`,
    ];
    for (const read of reads) expect((await on(b, learner.token, read)).statusCode).toBe(200);
    const recorded = recordQueries(bDatabase.pool);
    try {
      for (const read of reads) expect((await on(b, learner.token, read)).statusCode).toBe(200);
    } finally {
      recorded.restore();
    }
    // Session, profile, day, part, answers, keys and saved words all came from memory.
    expect(recorded.sent).toEqual([]);

    const question = first.questions[0]!;
    const answered = await call.data<RegisterAnswerResult>(
      'POST',
      'usertask/registerusertaskquestionanswer',
      {
        taskId: task.id,
        questionId: question.id,
        answer: { optionId: question.options[0]!.id },
      },
    );
    const seen = await waitFor(async () => {
      const view = json<MainQuestion>(await on(b, learner.token, url)).data;
      return view.questions[0]!.result?.score === answered.result.score;
    });
    expect(seen).toBeLessThan(250);
  });

  it('shows an operator’s change of a profile on the other instance', async () => {
    const learner = await learnerWithTrial(a);
    const url = `user/${learner.user.id}`;
    expect(json<User>(await on(b, learner.token, url)).data.name).not.toBe('Değişti');
    await a.database.pool.query(`UPDATE users SET name = 'Değişti' WHERE id = $1`, [
      learner.user.id,
    ]);
    const seen = await waitFor(
      async () => json<User>(await on(b, learner.token, url)).data.name === 'Değişti',
    );
    expect(seen).toBeLessThan(250);
  });
});
