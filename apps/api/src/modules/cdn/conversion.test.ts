import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { createConversionGate } from './conversion';

function deferred() {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
}

describe('conversion gate', () => {
  it('runs up to its slots, queues up to its queue, and refuses the rest at once', async () => {
    const gate = createConversionGate(1, 1);
    const order: string[] = [];
    const first = deferred();
    const a = gate.run(async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
    });
    const b = gate.run(async () => void order.push('b runs'));
    const refused = await gate.run(async () => 'c').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ errorCode: 'FILE_CONVERSION_BUSY', statusCode: 503 });
    expect(order).toEqual(['a starts']);
    first.done();
    await Promise.all([a, b]);
    expect(order).toEqual(['a starts', 'a ends', 'b runs']);
    // Everything finished: the slot is free again, also after a failing job.
    await expect(gate.run(async () => Promise.reject(new Error('bad file')))).rejects.toThrow();
    expect(await gate.run(async () => 'free')).toBe('free');
  });
});
