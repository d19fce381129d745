import { describe, expect, it } from 'vitest';
import { estimateAbility, itemInformation } from './irt';
import {
  chooseNextItem,
  placementOutcome,
  placementProgress,
  PLACEMENT_SETTINGS,
  type AnsweredItem,
} from './placement-engine';
import {
  seededRandom,
  SIMULATION_LEVEL_CENTRES,
  simulateRun,
  simulateRuns,
  summarize,
  syntheticBank,
} from './simulation';

const bank = syntheticBank(seededRandom(1));

describe('ability estimate', () => {
  it('moves up after a right answer and down after a wrong one, and narrows as answers come in', () => {
    const prior = PLACEMENT_SETTINGS.prior;
    const start = estimateAbility([], prior, 1.7);
    const right = estimateAbility([{ difficulty: 0, correct: true }], prior, 1.7);
    const wrong = estimateAbility([{ difficulty: 0, correct: false }], prior, 1.7);
    expect(start.theta).toBeCloseTo(0, 5);
    expect(start.se).toBeCloseTo(1.5, 1);
    expect(right.theta).toBeGreaterThan(0.3);
    expect(wrong.theta).toBeLessThan(-0.3);
    expect(right.se).toBeLessThan(start.se);
  });

  it('stays finite when every answer is right', () => {
    const all = Array.from({ length: 30 }, () => ({ difficulty: 2.5, correct: true }));
    const estimate = estimateAbility(all, PLACEMENT_SETTINGS.prior, 1.7);
    expect(estimate.theta).toBeGreaterThan(3);
    expect(estimate.theta).toBeLessThan(6);
  });

  it('gives most information from an item at the learner’s ability', () => {
    expect(itemInformation(0, 0, 1)).toBeCloseTo(0.25);
    expect(itemInformation(0, 0, 1.7)).toBeCloseTo(0.7225);
    expect(itemInformation(0, 2, 1.7)).toBeLessThan(itemInformation(0, 0.5, 1.7));
  });
});

describe('item selection', () => {
  it('never repeats an item and balances the four skills', () => {
    const run = simulateRun(bank, 0.3, seededRandom(3), {
      settings: { ...PLACEMENT_SETTINGS, stopSe: 0 },
    });
    expect(run.items).toBe(30);
    expect(new Set(run.answers.map((a) => a.itemId)).size).toBe(30);
    for (const skill of ['reading', 'listening', 'grammar', 'vocabulary'] as const)
      expect(run.answers.filter((a) => a.skill === skill).length).toBeGreaterThanOrEqual(7);
  });

  it('chooses harder items after right answers', () => {
    const random = seededRandom(4);
    const answers: AnsweredItem[] = [];
    for (let i = 0; i < 6; i++) {
      const item = chooseNextItem(bank, answers, PLACEMENT_SETTINGS, random)!;
      answers.push({
        itemId: item.id,
        skill: item.skill,
        difficulty: item.difficulty,
        correct: true,
      });
    }
    expect(answers[5]!.difficulty).toBeGreaterThan(answers[0]!.difficulty + 1);
  });

  it('stops when the standard error is small enough, and at the latest after 30 items', () => {
    const runs = simulateRuns(bank, 50, 5);
    for (const run of runs) {
      expect(run.items).toBeLessThanOrEqual(PLACEMENT_SETTINGS.maxItems);
      if (run.items < PLACEMENT_SETTINGS.maxItems)
        expect(run.se).toBeLessThan(PLACEMENT_SETTINGS.stopSe);
      expect(placementProgress(run.answers).finished).toBe(true);
    }
    expect(chooseNextItem(bank, runs[0]!.answers)).toBeNull();
  });

  it('returns null when the bank has nothing left', () => {
    const tiny = bank.slice(0, 2);
    const answers = tiny.map((item) => ({
      itemId: item.id,
      skill: item.skill,
      difficulty: item.difficulty,
      correct: true,
    }));
    expect(chooseNextItem(tiny, answers)).toBeNull();
  });
});

describe('placement on 500 simulated learners', () => {
  it('recovers the simulated ability within 0.5 logits in at least 90% of runs', () => {
    const summary = summarize(simulateRuns(bank, 500, 42));
    expect(summary.within05).toBeGreaterThanOrEqual(0.9);
    expect(summary.meanItems).toBeLessThanOrEqual(PLACEMENT_SETTINGS.maxItems);
    expect(summary.adjacentAgreement).toBeGreaterThanOrEqual(0.98);
  });

  it('cannot reach 90% with a slope of 1 in 30 items, which is why the slope is 1.7 (decision 0023)', () => {
    const settings = { ...PLACEMENT_SETTINGS, slope: 1 };
    const summary = summarize(simulateRuns(bank, 500, 42, { settings }));
    expect(summary.meanItems).toBe(30);
    expect(summary.within05).toBeLessThan(0.9);
  });
});

describe('placement outcome', () => {
  it('names the level whose band holds the estimate, with the posterior mass there as confidence', () => {
    const run = simulateRun(bank, 1.4, seededRandom(8));
    const outcome = placementOutcome(run.answers, SIMULATION_LEVEL_CENTRES);
    const total = Object.values(outcome.levelProbabilities).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 6);
    expect(outcome.confidence).toBe(outcome.levelProbabilities[outcome.level]);
    expect(['B2', 'C1', 'C2']).toContain(outcome.level);
  });
});
