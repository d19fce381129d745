import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUp, type TestApp } from '../../../test/helpers';
import { scoreReadAloud } from './read-aloud';
import { alignInWorker, closeAlignerPool, warmAlignerPool } from './read-aloud-pool';

const wav = readFileSync(
  path.join(import.meta.dirname, '../../../test/fixtures/she-is-from-japan.wav'),
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await warmAlignerPool();
}, 60_000);
afterAll(async () => {
  await closeAlignerPool();
  await t.close();
});

const p99 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)]!;

describe('read-aloud alignment in worker threads', () => {
  it('scores as the aligner does on the main thread', async () => {
    const inWorker = await alignInWorker(wav, 'She is from Japan.');
    expect(inWorker).toEqual(await scoreReadAloud(wav, 'She is from Japan.'));
    expect(inWorker!.aligned).toBe(true);
  });

  it('keeps light requests fast while 20 recordings are scored at once', async () => {
    const { token, user } = await signUp(t);
    const read = async () => {
      const started = performance.now();
      const res = await t.app.inject({ url: `/api/user/${user.id}`, headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return performance.now() - started;
    };
    const scoring = Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        alignInWorker(wav, i % 2 ? 'She is from Japan.' : 'Yesterday I bought a red car.'),
      ),
    );
    let done = false;
    void scoring.finally(() => (done = true));
    const latencies: number[] = [];
    // A learner's light reads arrive every few milliseconds meanwhile (one after another they
    // would only measure how fast a warm cache answers, and flood the log).
    while (!done) {
      latencies.push(await read());
      await new Promise((r) => setTimeout(r, 5));
    }
    const results = await scoring;
    expect(results.filter((r) => r?.aligned)).toHaveLength(10);
    expect(latencies.length).toBeGreaterThan(20);
    expect(p99(latencies)).toBeLessThan(50);
  }, 60_000);
});
