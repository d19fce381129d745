/**
 * Item response model of the placement test: a one-parameter logistic model with a common slope,
 * P(correct | θ) = 1 / (1 + e^(−a(θ − b))), on the bank's difficulty scale (see decision 0023).
 * With a = 1 it is the Rasch model; the number of right answers stays the sufficient statistic for
 * any common slope. Ability is estimated as the posterior mean (EAP) on a fixed grid, so it is
 * defined from the first answer on (an all-right or all-wrong start has no maximum likelihood).
 */

export interface IrtItem {
  difficulty: number;
}

export interface IrtResponse {
  difficulty: number;
  correct: boolean;
}

export interface AbilityPrior {
  mean: number;
  sd: number;
}

export interface AbilityEstimate {
  /** Posterior mean of θ. */
  theta: number;
  /** Posterior standard deviation: the standard error of the estimate. */
  se: number;
}

/** Quadrature grid from −6 to 6 logits, step 0.05: wider than any item in the bank. */
export const THETA_GRID: readonly number[] = Array.from({ length: 241 }, (_, i) => -6 + i * 0.05);

export function probabilityCorrect(theta: number, difficulty: number, slope: number): number {
  return 1 / (1 + Math.exp(-slope * (theta - difficulty)));
}

/** Fisher information of one item at θ: a²·P·(1 − P). */
export function itemInformation(theta: number, difficulty: number, slope: number): number {
  const p = probabilityCorrect(theta, difficulty, slope);
  return slope * slope * p * (1 - p);
}

/** Log posterior over THETA_GRID (unnormalised) after the given responses. */
export function logPosterior(
  responses: readonly IrtResponse[],
  prior: AbilityPrior,
  slope: number,
): number[] {
  return THETA_GRID.map((theta) => {
    const z = (theta - prior.mean) / prior.sd;
    let log = -0.5 * z * z;
    for (const r of responses) {
      // log σ(x) = −log(1 + e^−x), written to stay finite far from the item.
      const x = slope * (theta - r.difficulty);
      log -= r.correct ? softplus(-x) : softplus(x);
    }
    return log;
  });
}

/** Normalised posterior weights over THETA_GRID. */
export function posteriorWeights(
  responses: readonly IrtResponse[],
  prior: AbilityPrior,
  slope: number,
): number[] {
  const log = logPosterior(responses, prior, slope);
  const max = Math.max(...log);
  const w = log.map((l) => Math.exp(l - max));
  const total = w.reduce((a, b) => a + b, 0);
  return w.map((x) => x / total);
}

export function estimateAbility(
  responses: readonly IrtResponse[],
  prior: AbilityPrior,
  slope: number,
): AbilityEstimate & { weights: number[] } {
  const weights = posteriorWeights(responses, prior, slope);
  let mean = 0;
  weights.forEach((w, i) => (mean += w * THETA_GRID[i]!));
  let variance = 0;
  weights.forEach((w, i) => (variance += w * (THETA_GRID[i]! - mean) ** 2));
  return { theta: mean, se: Math.sqrt(variance), weights };
}

function softplus(x: number): number {
  return x > 30 ? x : Math.log1p(Math.exp(x));
}
