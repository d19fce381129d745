import os from 'node:os';
import { hash as hashInThisThread } from '@node-rs/argon2';
import { afterAll, describe, expect, it } from 'vitest';
import { closePasswordPool, dummyVerify, hashPassword, verifyPassword } from './password';

afterAll(closePasswordPool);

describe('password hashes in their own pool', () => {
  it('hashes with argon2id at the baseline and verifies the right password only', async () => {
    const hashed = await hashPassword('Learner123!');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'Learner123!')).toBe(true);
    expect(await verifyPassword(hashed, 'learner123!')).toBe(false);
    // Hashes stored before the pool (made in the main thread's library) still verify.
    const earlier = await hashInThisThread('Learner123!', {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
    });
    expect(await verifyPassword(earlier, 'Learner123!')).toBe(true);
    expect(await verifyPassword('not a hash', 'Learner123!')).toBe(false);
    expect(await dummyVerify('Learner123!')).toBe(false);
  });

  it('drops a check still waiting when its client has gone, and keeps the others', async () => {
    const hashed = await hashPassword('Learner123!');
    // Every thread busy, then one more waiting, whose client leaves.
    const busy = Array.from({ length: os.availableParallelism() + 1 }, () =>
      verifyPassword(hashed, 'Learner123!'),
    );
    const gone = new AbortController();
    const dropped = verifyPassword(hashed, 'Learner123!', gone.signal);
    const after = verifyPassword(hashed, 'Learner123!');
    gone.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    expect(await Promise.all([...busy, after])).toEqual(busy.map(() => true).concat(true));
    // A client already gone is refused at once.
    await expect(verifyPassword(hashed, 'x', gone.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('answers in the order asked when more are asked than there are threads', async () => {
    const hashed = await hashPassword('Learner123!');
    const finished: number[] = [];
    const count = os.availableParallelism() * 3;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        verifyPassword(hashed, 'Learner123!').then(() => finished.push(i)),
      ),
    );
    // Threads finish their hashes in any order, but no check overtakes one asked a round earlier.
    const threads = Math.min(8, os.availableParallelism());
    finished.forEach((asked, place) => expect(Math.abs(asked - place)).toBeLessThan(threads * 2));
  });
});
