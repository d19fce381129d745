import { describe, expect, it } from 'vitest';
import { calibrate } from './calibration';
import { normalDraw, seededRandom, simulateRuns, syntheticBank } from './simulation';

describe('calibration from stored answers', () => {
  it('moves the written difficulties towards the ones simulated learners really met', () => {
    const random = seededRandom(7);
    const bank = syntheticBank(random);
    const truth = new Map(
      bank.map((item) => [item.id, item.difficulty + 0.4 * normalDraw(random)]),
    );
    const runs = simulateRuns(bank, 800, 9, { trueDifficulty: truth });
    const responses = runs.flatMap((run, person) =>
      run.answers.map((a) => ({ personId: String(person), itemId: a.itemId, correct: a.correct })),
    );
    const result = calibrate(bank, responses, { slope: 1.7 });
    expect(result.converged).toBe(true);
    const used = result.items.filter((item) => item.responses >= 20);
    expect(used.length).toBeGreaterThan(100);
    const rmse = (error: (item: (typeof used)[number]) => number) =>
      Math.sqrt(used.reduce((sum, item) => sum + error(item) ** 2, 0) / used.length);
    const before = rmse((item) => item.prior - truth.get(item.id)!);
    const after = rmse((item) => item.difficulty - truth.get(item.id)!);
    expect(after).toBeLessThan(before * 0.6);
    expect(result.population.sd).toBeGreaterThan(1.2);
    expect(result.population.sd).toBeLessThan(1.8);
  });

  it('leaves an item nobody answered at its written difficulty', () => {
    const result = calibrate(
      [
        { id: 'seen', difficulty: 0 },
        { id: 'unseen', difficulty: 1.2 },
      ],
      [
        { personId: 'p1', itemId: 'seen', correct: true },
        { personId: 'p2', itemId: 'seen', correct: false },
        { personId: 'p3', itemId: 'ghost', correct: true },
      ],
      { slope: 1.7 },
    );
    expect(result.items.find((i) => i.id === 'unseen')?.difficulty).toBe(1.2);
    expect(result.items.find((i) => i.id === 'seen')?.responses).toBe(2);
  });
});
