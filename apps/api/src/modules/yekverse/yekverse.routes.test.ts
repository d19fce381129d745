import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { YekverseNode, YekverseScenario } from '@yek/contracts/content-yekverse';
import type {
  YekverseReplyResult,
  YekverseRun,
  YekverseSummary,
  YekverseWorld,
} from '@yek/contracts/yekverse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, type TestApp } from '../../../test/helpers';
import { api, learnerWithTrial, multipart, silentWav } from '../../../test/learner';
import { closeAlignerPool } from '../../lib/speech/read-aloud-pool';
import { yekverseTown } from './yekverse-content';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitEnabled: false });
});
afterAll(async () => {
  await closeAlignerPool();
  await t.close();
});

const TEA = 'cafe-tea-and-cake';
const scenario = (id: string): YekverseScenario => yekverseTown().byId.get(id)!;
const nodeOf = (id: string, node: string): YekverseNode =>
  scenario(id).nodes.find((n) => n.id === node)!;

async function learner() {
  const l = await learnerWithTrial(t);
  return { ...l, call: api(t, l.token) };
}

type Call = ReturnType<typeof api>;
const start = (call: Call, scenarioId = TEA) =>
  call.data<YekverseRun>('POST', 'yekverse/startscenario', { scenarioId });
const reply = (call: Call, run: YekverseRun, answer: Record<string, unknown>) =>
  call.data<YekverseReplyResult>('POST', 'yekverse/registerreply', {
    runId: run.runId,
    nodeId: run.node.id,
    ...answer,
  });

/** Follows the first appropriate reply at each node until the run ends. */
async function playThrough(call: Call, run: YekverseRun): Promise<YekverseRun> {
  let current = run;
  while (!current.finished) {
    const node = nodeOf(current.scenarioId, current.node.id);
    const choice = node.replies!.findIndex((r) => r.appropriate);
    const result = await reply(call, current, { choice });
    expect(result.outcome).toBe('matched');
    current = result.run;
  }
  return current;
}

async function upload(token: string, wav: Buffer): Promise<string> {
  const form = multipart('formFiles', 'reply.wav', wav, 'audio/wav');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cdn/uploaduserfile',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode).toBe(200);
  return json<{ fileName: string }>(res).data.fileName;
}

/** Replies said by a festival voice, rendered for the journeys (content/tools/yekverse-fixtures.ts). */
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../e2e/fixtures/yekverse');
const spoken = (scenario: string, node: string): Buffer =>
  readFileSync(path.join(FIXTURES, scenario, `${node}.wav`));

/** A second of a 440 Hz tone: sound, but no speech. */
function toneWav(): Buffer {
  const base = silentWav();
  const samples = 16000;
  const buf = Buffer.alloc(44 + samples * 2);
  base.copy(buf, 0, 0, 44);
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 16000)), 44 + i * 2);
  return buf;
}

describe('Yekverse', () => {
  it('opens the town at the learner level: scenarios above it are locked, one at it recommended', async () => {
    const { call } = await learner();
    const world = await call.data<YekverseWorld>('GET', 'yekverse/getworld');
    expect(world.level).toBe('A1');
    expect(world.places.map((p) => p.id)).toEqual([
      'cafe',
      'airport-checkin',
      'hotel-reception',
      'doctors-surgery',
      'shop',
      'train-station',
    ]);
    const all = world.places.flatMap((p) => p.scenarios);
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const s of all) expect(s.locked).toBe(s.level !== 'A1');
    expect(all.every((s) => s.result === null)).toBe(true);
    const tea = all.find((s) => s.id === TEA)!;
    expect(tea.words.map((w) => w.word)).toEqual(scenario(TEA).words);
    expect(tea.words.every((w) => ['new', 'learned', 'due'].includes(w.status))).toBe(true);
    expect(all.find((s) => s.id === world.recommended)?.level).toBe('A1');
    // No reply, where it leads or whether it fits reaches the client before it is played.
    expect(JSON.stringify(world)).not.toMatch(/appropriate|"next"|accepted/);
  });

  it('follows the placement before the first day, and refuses a locked scenario', async () => {
    const { call, user } = await learner();
    const locked = scenario('station-strike-day');
    const res = await call.send('POST', 'yekverse/startscenario', { scenarioId: locked.id });
    expect(res.statusCode).toBe(403);
    expect(json(res).errorCode).toBe('YEKVERSE_SCENARIO_LOCKED');
    expect(
      (await call.send('POST', 'yekverse/startscenario', { scenarioId: 'nowhere' })).statusCode,
    ).toBe(404);

    const { rows } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO user_exams (user_id, kind, started_at, finished_at, applied_at)
       VALUES ($1, 'placement', now(), now(), now()) RETURNING id`,
      [user.id],
    );
    await t.database.pool.query(
      `INSERT INTO program_placements (user_id, start_day, user_exam_id, applied_at)
       SELECT $1, s.first_day, $2, now() FROM program_sections s JOIN levels lv ON lv.id = s.level_id
        WHERE lv.code = 'B1'`,
      [user.id, rows[0]!.id],
    );
    const world = await call.data<YekverseWorld>('GET', 'yekverse/getworld');
    expect(world.level).toBe('B1');
    const all = world.places.flatMap((p) => p.scenarios);
    for (const s of all) expect(s.locked).toBe(['B2', 'C1'].includes(s.level));
    expect(all.find((s) => s.id === world.recommended)?.level).toBe('B1');
    // The words of the days the placement skipped count as learned, without a card.
    const a1Words = all.filter((s) => s.level === 'A1').flatMap((s) => s.words);
    expect(a1Words.filter((w) => w.status === 'learned').length).toBeGreaterThan(
      a1Words.length / 2,
    );
  });

  it('starts a run at the first line and plays it to success by chosen replies', async () => {
    const { call } = await learner();
    const before = await call.data<YekverseSummary>('GET', 'yekverse/getsummary');
    expect(before).toMatchObject({ level: 'A1', completed: 0, last: null });
    expect(before.open).toBeLessThan(before.total);

    const run = await start(call);
    expect(run).toMatchObject({
      scenarioId: TEA,
      place: 'cafe',
      level: 'A1',
      turns: 0,
      finished: false,
      character: { name: expect.any(String) },
      node: { id: 'order', line: 'Hello! What would you like?', end: null },
    });
    // Audio is served once rendered: its URL, else null.
    const first = scenario(TEA).nodes[0]!;
    expect(run.node.audioUrl).toBe(first.audio ? `/api/content/audio/${first.audio.file}` : null);
    expect(run.node.replies).toEqual(first.replies!.map((r) => ({ text: r.text })));

    const done = await playThrough(call, run);
    expect(done.finished).toBe(true);
    expect(done.node.end).toMatchObject({ success: true });
    expect(done.node.replies).toBeNull();

    const after = await call.data<YekverseSummary>('GET', 'yekverse/getsummary');
    expect(after).toMatchObject({
      completed: 1,
      last: { scenarioId: TEA, success: true, title: { en: 'Tea and cake' } },
    });
    expect(after.recommended?.id).not.toBe(TEA);
    const world = await call.data<YekverseWorld>('GET', 'yekverse/getworld');
    const tea = world.places.flatMap((p) => p.scenarios).find((s) => s.id === TEA)!;
    expect(tea.result).toBe('success');
    expect(world.recommended).not.toBe(TEA);

    // A finished run takes no more replies.
    const res = await call.send('POST', 'yekverse/registerreply', {
      runId: done.runId,
      nodeId: done.node.id,
      choice: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res).errorCode).toBe('YEKVERSE_RUN_FINISHED');
  });

  it('matches typed replies whatever their case, punctuation and contractions', async () => {
    const { call, user } = await learner();
    const run = await start(call);
    const typed = await reply(call, run, { text: 'i would like a cup of tea please' });
    expect(typed).toMatchObject({
      outcome: 'matched',
      heard: null,
      reply: { index: 0, text: 'A cup of tea, please.', appropriate: true },
      feedback: null,
      run: { node: { id: 'milk' }, turns: 1 },
    });
    const again = await reply(call, typed.run, { text: 'NO THANKS!!' });
    expect(again).toMatchObject({ outcome: 'matched', run: { node: { id: 'food' } } });
    // What was typed is kept as the learner's, turn by turn (their data export lists it).
    const { rows } = await t.database.pool.query(
      `SELECT user_id AS "userId", node_id AS "nodeId", mode, said FROM yekverse_turns
        WHERE run_id = $1 ORDER BY id`,
      [run.runId],
    );
    expect(rows).toEqual([
      { userId: user.id, nodeId: 'order', mode: 'text', said: 'i would like a cup of tea please' },
      { userId: user.id, nodeId: 'milk', mode: 'text', said: 'NO THANKS!!' },
    ]);
  });

  it('keeps the run where it is, with help, when a typed reply fits none', async () => {
    const { call } = await learner();
    const run = await start(call);
    const result = await reply(call, run, { text: 'Where is the station?' });
    expect(result.outcome).toBe('nomatch');
    expect(result.reply).toBeNull();
    expect(result.feedback).toContain('A cup of tea, please.');
    expect(result.run).toMatchObject({ node: { id: 'order' }, turns: 0, finished: false });
  });

  it('explains an inappropriate reply in Turkish and goes on to the helping line', async () => {
    const { call } = await learner();
    const run = await start(call);
    const wrong = await reply(call, run, { choice: 1 });
    expect(wrong).toMatchObject({
      outcome: 'matched',
      reply: { index: 1, text: 'I am fine, thank you.', appropriate: false },
      run: { node: { id: 'order-help' }, turns: 1 },
    });
    expect(wrong.feedback).toMatch(/nasıl olduğunu değil/);
    expect(wrong.run.node.replies!.length).toBeGreaterThanOrEqual(1);
    const back = await reply(call, wrong.run, { text: 'Tea, please.' });
    expect(back.run.node.id).toBe('milk');
  });

  it('refuses a reply to a line the run has left, and moves once under a double submit', async () => {
    const { call } = await learner();
    const run = await start(call);
    const body = { runId: run.runId, nodeId: run.node.id, choice: 0 };
    const both = await Promise.all([
      call.send('POST', 'yekverse/registerreply', body),
      call.send('POST', 'yekverse/registerreply', body),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const conflict = both.find((r) => r.statusCode === 409)!;
    expect(json(conflict).errorCode).toBe('YEKVERSE_REPLY_NOT_CURRENT');
    const { rows } = await t.database.pool.query(
      'SELECT turns, node_id AS "nodeId" FROM yekverse_runs WHERE id = $1',
      [run.runId],
    );
    expect(rows[0]).toEqual({ turns: 1, nodeId: 'milk' });
    // Later, the same stale reply again.
    expect((await call.send('POST', 'yekverse/registerreply', body)).statusCode).toBe(409);
  });

  it('says the scenario was updated when its file no longer has the line the run stands on', async () => {
    const { call } = await learner();
    const run = await start(call);
    // A release changed the scenario: the run's line is gone from it.
    await t.database.pool.query("UPDATE yekverse_runs SET node_id = 'gone' WHERE id = $1", [
      run.runId,
    ]);
    const res = await call.send('POST', 'yekverse/registerreply', {
      runId: run.runId,
      nodeId: 'gone',
      choice: 0,
    });
    expect(res.statusCode).toBe(409);
    expect(json(res)).toMatchObject({
      errorCode: 'YEKVERSE_SCENARIO_CHANGED',
      message:
        'Bu senaryo sen konuşurken güncellendi. Yeniden başlatıp yeni hâliyle oynayabilirsin.',
    });
    // Starting it again plays the scenario as it is now.
    expect((await start(call)).node.id).toBe(run.node.id);
  });

  it("answers 404 for another learner's run and 400 for a reply given two ways", async () => {
    const owner = await learner();
    const other = await learner();
    const run = await start(owner.call);
    const theirs = await other.call.send('POST', 'yekverse/registerreply', {
      runId: run.runId,
      nodeId: run.node.id,
      choice: 0,
    });
    expect(theirs.statusCode).toBe(404);
    const twoWays = await owner.call.send('POST', 'yekverse/registerreply', {
      runId: run.runId,
      nodeId: run.node.id,
      choice: 0,
      text: 'A cup of tea, please.',
    });
    expect(twoWays.statusCode).toBe(400);
    expect(json(twoWays).errorCode).toBe('VALIDATION_FAILED');
    const farChoice = await owner.call.send('POST', 'yekverse/registerreply', {
      runId: run.runId,
      nodeId: run.node.id,
      choice: 4,
    });
    expect(farChoice.statusCode).toBe(400);
  });

  it('counts a due word the learner used in a successful run as a review answered right', async () => {
    const { call, user } = await learner();
    await t.database.pool.query(
      `INSERT INTO review_cards (user_id, word, source, due, stability, difficulty, state, reps,
                                 last_review)
       VALUES ($1, 'chocolate', 'dictionary', now() - interval '1 day', 5, 5, 2, 3,
               now() - interval '6 days'),
              ($1, 'apple', 'dictionary', now() - interval '1 day', 5, 5, 2, 3,
               now() - interval '6 days')`,
      [user.id],
    );
    const world = await call.data<YekverseWorld>('GET', 'yekverse/getworld');
    const tea = world.places.flatMap((p) => p.scenarios).find((s) => s.id === TEA)!;
    expect(tea.words.find((w) => w.word === 'chocolate')?.status).toBe('due');
    // The scenario with the learner's due words comes first.
    expect(world.recommended).toBe(TEA);
    await playThrough(call, await start(call));
    const { rows } = await t.database.pool.query<{ word: string; form: string; correct: boolean }>(
      `SELECT c.word, l.form, l.correct FROM review_logs l JOIN review_cards c ON c.id = l.card_id
        WHERE l.user_id = $1`,
      [user.id],
    );
    // "chocolate cake" was said; "apple" was not.
    expect(rows).toEqual([{ word: 'chocolate', form: 'yekverse', correct: true }]);
  });

  it('hears nothing in a tone and leaves the run where it was', async () => {
    const { call, token } = await learner();
    const run = await start(call);
    const recording = await upload(token, toneWav());
    const result = await reply(call, run, { recording });
    expect(result).toMatchObject({
      outcome: 'nomatch',
      heard: '',
      reply: null,
      pronunciation: null,
      run: { node: { id: 'order' }, turns: 0 },
    });
    expect(result.feedback).toMatch(/söyle/);
    // A file the learner did not upload is refused.
    const res = await call.send('POST', 'yekverse/registerreply', {
      runId: run.runId,
      nodeId: run.node.id,
      recording: 'aaaaaaaaaaaaaaaaaaaaaaaa.wav',
    });
    expect(res.statusCode).toBe(400);
  }, 60_000);

  it('recognises a spoken reply among the line replies and scores it word by word', async () => {
    const { call, token } = await learner();
    const run = await start(call);
    const recording = await upload(token, spoken('cafe-tea-and-cake', 'order'));
    const result = await reply(call, run, { recording });
    expect(result).toMatchObject({
      outcome: 'matched',
      heard: 'a cup of tea please',
      reply: { index: 0, appropriate: true },
      run: { node: { id: 'milk' }, turns: 1 },
    });
    expect(result.pronunciation!.words.map((w) => w.word)).toEqual([
      'a',
      'cup',
      'of',
      'tea',
      'please',
    ]);
    expect(result.pronunciation!.score).toBeGreaterThan(0.5);
    // Something else said (a sandwich ordered) is none of this turn's replies.
    const other = await upload(token, spoken('cafe-breakfast-to-take-away', 'hello'));
    const none = await reply(call, result.run, { recording: other });
    expect(none).toMatchObject({ outcome: 'nomatch', heard: '', run: { node: { id: 'milk' } } });
  }, 60_000);
});
