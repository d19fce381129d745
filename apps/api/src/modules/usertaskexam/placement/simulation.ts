import { probabilityCorrect } from './irt';
import {
  chooseNextItem,
  levelOfTheta,
  placementOutcome,
  PLACEMENT_SETTINGS,
  type AnsweredItem,
  type BankItem,
  type PlacementLevel,
  type PlacementSettings,
  type PlacementSkillName,
} from './placement-engine';

/**
 * Simulated learners for the placement test and its calibration: each answers every item by the
 * model with its true ability and the item's true difficulty, so what the engine recovers can be
 * compared with what was put in.
 */

/** A small seeded generator (mulberry32), so a simulation gives the same figures every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function normalDraw(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export const SIMULATION_LEVEL_CENTRES: Readonly<Record<PlacementLevel, number>> = {
  A1: -2.5,
  A2: -1.5,
  B1: -0.5,
  B2: 0.5,
  C1: 1.5,
  C2: 2.5,
};

const SKILLS: readonly PlacementSkillName[] = ['reading', 'listening', 'grammar', 'vocabulary'];

/**
 * A bank shaped like the content's: `perCell` items for every level and skill, each within
 * ±0.75 logits of its level's centre (the content's written band).
 */
export function syntheticBank(random: () => number, perCell = 10): BankItem[] {
  const bank: BankItem[] = [];
  for (const [level, centre] of Object.entries(SIMULATION_LEVEL_CENTRES))
    for (const skill of SKILLS)
      for (let i = 0; i < perCell; i++)
        bank.push({
          id: `${level}-${skill}-${i}`,
          skill,
          difficulty: centre + (random() * 2 - 1) * 0.75,
        });
  return bank;
}

export interface SimulatedRun {
  trueTheta: number;
  theta: number;
  se: number;
  items: number;
  level: PlacementLevel;
  trueLevel: PlacementLevel;
  answers: AnsweredItem[];
}

export interface SimulationOptions {
  settings?: PlacementSettings;
  /** The slope by which simulated learners really answer (defaults to the engine's). */
  trueSlope?: number;
  /** Difficulties the learners really meet, where they differ from the bank's (for calibration). */
  trueDifficulty?: ReadonlyMap<string, number>;
  centres?: Readonly<Record<PlacementLevel, number>>;
}

export function simulateRun(
  bank: readonly BankItem[],
  trueTheta: number,
  random: () => number,
  options: SimulationOptions = {},
): SimulatedRun {
  const settings = options.settings ?? PLACEMENT_SETTINGS;
  const centres = options.centres ?? SIMULATION_LEVEL_CENTRES;
  const slope = options.trueSlope ?? settings.slope;
  const answers: AnsweredItem[] = [];
  for (;;) {
    const item = chooseNextItem(bank, answers, settings, random);
    if (!item) break;
    const b = options.trueDifficulty?.get(item.id) ?? item.difficulty;
    const correct = random() < probabilityCorrect(trueTheta, b, slope);
    answers.push({ itemId: item.id, skill: item.skill, difficulty: item.difficulty, correct });
  }
  const outcome = placementOutcome(answers, centres, settings);
  return {
    trueTheta,
    theta: outcome.theta,
    se: outcome.se,
    items: answers.length,
    level: outcome.level,
    trueLevel: levelOfTheta(trueTheta, centres),
    answers,
  };
}

export interface SimulationSummary {
  runs: number;
  /** Share of runs whose estimate is within 0.5 logits of the simulated ability. */
  within05: number;
  meanItems: number;
  /** Share of runs placed at the simulated learner's own level. */
  levelAgreement: number;
  /** Share placed at most one level away. */
  adjacentAgreement: number;
  rmse: number;
}

export function summarize(runs: readonly SimulatedRun[]): SimulationSummary {
  const n = runs.length;
  const order = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
  const levelGap = (r: SimulatedRun) =>
    Math.abs(order.indexOf(r.level) - order.indexOf(r.trueLevel));
  return {
    runs: n,
    within05: runs.filter((r) => Math.abs(r.theta - r.trueTheta) <= 0.5).length / n,
    meanItems: runs.reduce((s, r) => s + r.items, 0) / n,
    levelAgreement: runs.filter((r) => levelGap(r) === 0).length / n,
    adjacentAgreement: runs.filter((r) => levelGap(r) <= 1).length / n,
    rmse: Math.sqrt(runs.reduce((s, r) => s + (r.theta - r.trueTheta) ** 2, 0) / n),
  };
}

/** `count` runs with abilities drawn from the engine's prior population. */
export function simulateRuns(
  bank: readonly BankItem[],
  count: number,
  seed: number,
  options: SimulationOptions = {},
): SimulatedRun[] {
  const random = seededRandom(seed);
  const prior = (options.settings ?? PLACEMENT_SETTINGS).prior;
  return Array.from({ length: count }, () =>
    simulateRun(bank, prior.mean + prior.sd * normalDraw(random), random, options),
  );
}
