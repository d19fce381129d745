/**
 * Re-estimates the bank's item difficulties from stored placement answers: marginal maximum
 * likelihood by EM over an ability grid (Bock–Aitkin), with the slope held at the engine's value,
 * the learners' ability distribution (mean, spread) estimated alongside, and each item drawn
 * towards its written difficulty by a normal prior so that an item few learners met stays near it.
 * Adaptive administration leaves most items unanswered by most learners; the likelihood only uses
 * what was answered, which is valid because the choice of items depends on answers already seen.
 */

export interface CalibrationItem {
  id: string;
  /** The written (prior) difficulty. */
  difficulty: number;
}

export interface CalibrationResponse {
  personId: string;
  itemId: string;
  correct: boolean;
}

export interface CalibrationOptions {
  slope: number;
  /** Spread of the prior around each written difficulty (logits). */
  priorSd?: number;
  maxIterations?: number;
  tolerance?: number;
}

export interface CalibratedItem {
  id: string;
  prior: number;
  difficulty: number;
  responses: number;
  /** Share of right answers among them. */
  pValue: number;
}

export interface CalibrationResult {
  items: CalibratedItem[];
  population: { mean: number; sd: number };
  /** Marginal log-likelihood of the answers at the estimates (for comparing slopes). */
  logLikelihood: number;
  iterations: number;
  converged: boolean;
}

const GRID = Array.from({ length: 61 }, (_, i) => -6 + i * 0.2);

export function calibrate(
  items: readonly CalibrationItem[],
  responses: readonly CalibrationResponse[],
  options: CalibrationOptions,
): CalibrationResult {
  const { slope } = options;
  const priorSd = options.priorSd ?? 1;
  const maxIterations = options.maxIterations ?? 200;
  const tolerance = options.tolerance ?? 1e-4;
  const index = new Map(items.map((item, i) => [item.id, i]));
  const people = new Map<string, { item: number; correct: boolean }[]>();
  const counts = items.map(() => ({ n: 0, right: 0 }));
  for (const r of responses) {
    const i = index.get(r.itemId);
    if (i === undefined) continue;
    const list = people.get(r.personId) ?? [];
    list.push({ item: i, correct: r.correct });
    people.set(r.personId, list);
    counts[i]!.n++;
    if (r.correct) counts[i]!.right++;
  }

  const b = items.map((item) => item.difficulty);
  const population = { mean: 0, sd: 1.5 };
  const Q = GRID.length;
  let logLikelihood = -Infinity;
  let iterations = 0;
  let converged = false;

  while (iterations < maxIterations && !converged) {
    iterations++;
    const n = items.map(() => new Float64Array(Q));
    const r = items.map(() => new Float64Array(Q));
    let sumMean = 0;
    let sumSquare = 0;
    logLikelihood = 0;
    const logPrior = GRID.map((t) => -0.5 * ((t - population.mean) / population.sd) ** 2);
    const priorNorm = Math.log(logPrior.reduce((s, l) => s + Math.exp(l), 0));
    for (const answers of people.values()) {
      const log = logPrior.slice();
      for (const { item, correct } of answers)
        for (let q = 0; q < Q; q++) {
          const x = slope * (GRID[q]! - b[item]!);
          log[q]! -= correct ? softplus(-x) : softplus(x);
        }
      const max = Math.max(...log);
      const w = log.map((l) => Math.exp(l - max));
      const total = w.reduce((s, x) => s + x, 0);
      logLikelihood += max + Math.log(total) - priorNorm;
      let mean = 0;
      let square = 0;
      for (let q = 0; q < Q; q++) {
        w[q]! /= total;
        mean += w[q]! * GRID[q]!;
        square += w[q]! * GRID[q]! ** 2;
      }
      sumMean += mean;
      sumSquare += square;
      for (const { item, correct } of answers)
        for (let q = 0; q < Q; q++) {
          n[item]![q]! += w[q]!;
          if (correct) r[item]![q]! += w[q]!;
        }
    }
    const persons = Math.max(people.size, 1);
    population.mean = sumMean / persons;
    population.sd = Math.max(
      0.3,
      Math.sqrt(Math.max(sumSquare / persons - population.mean ** 2, 0)),
    );

    let change = 0;
    items.forEach((item, i) => {
      if (counts[i]!.n === 0) return;
      for (let step = 0; step < 3; step++) {
        let gradient = -(b[i]! - item.difficulty) / priorSd ** 2;
        let hessian = -1 / priorSd ** 2;
        for (let q = 0; q < Q; q++) {
          const p = 1 / (1 + Math.exp(-slope * (GRID[q]! - b[i]!)));
          gradient += slope * (n[i]![q]! * p - r[i]![q]!);
          hessian -= slope * slope * n[i]![q]! * p * (1 - p);
        }
        const next = b[i]! - gradient / hessian;
        change = Math.max(change, Math.abs(next - b[i]!));
        b[i] = next;
      }
    });
    converged = change < tolerance;
  }

  return {
    items: items.map((item, i) => ({
      id: item.id,
      prior: item.difficulty,
      difficulty: b[i]!,
      responses: counts[i]!.n,
      pValue: counts[i]!.n ? counts[i]!.right / counts[i]!.n : 0,
    })),
    population,
    logLikelihood,
    iterations,
    converged,
  };
}

/** Calibrates at each candidate slope and names the one the answers support best. */
export function compareSlopes(
  items: readonly CalibrationItem[],
  responses: readonly CalibrationResponse[],
  slopes: readonly number[],
): { slope: number; logLikelihood: number }[] {
  return slopes.map((slope) => ({
    slope,
    logLikelihood: calibrate(items, responses, { slope }).logLikelihood,
  }));
}

function softplus(x: number): number {
  return x > 30 ? x : Math.log1p(Math.exp(x));
}
