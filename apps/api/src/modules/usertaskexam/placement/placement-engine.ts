import { estimateAbility, itemInformation, THETA_GRID, type AbilityPrior } from './irt';

/**
 * The adaptive placement test as pure functions over the answers so far: the server keeps only the
 * answers (and the item it showed), so a reload, a second device or another instance always arrives
 * at the same estimate. See decision 0023 for the figures behind the settings.
 */

export type PlacementSkillName = 'reading' | 'listening' | 'grammar' | 'vocabulary';
export type PlacementLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2';

export interface BankItem {
  id: string;
  skill: PlacementSkillName;
  difficulty: number;
}

export interface AnsweredItem {
  itemId: string;
  skill: PlacementSkillName;
  difficulty: number;
  correct: boolean;
}

export interface PlacementSettings {
  /** Common slope of the item curves on the bank's scale. */
  slope: number;
  prior: AbilityPrior;
  /** The test ends once the standard error is below this… */
  stopSe: number;
  /** …but not before this many answers… */
  minItems: number;
  /** …and at the latest after this many. */
  maxItems: number;
  /** The next item is drawn from this many most informative ones, so the bank is not used up by its few best items. */
  topK: number;
}

export const PLACEMENT_SETTINGS: PlacementSettings = {
  slope: 1.7,
  prior: { mean: 0, sd: 1.5 },
  stopSe: 0.3,
  minItems: 10,
  maxItems: 30,
  topK: 3,
};

export interface PlacementProgress {
  theta: number;
  se: number;
  answered: number;
  finished: boolean;
}

export function placementProgress(
  answers: readonly AnsweredItem[],
  settings: PlacementSettings = PLACEMENT_SETTINGS,
): PlacementProgress {
  const { theta, se } = estimateAbility(answers, settings.prior, settings.slope);
  const finished =
    answers.length >= settings.maxItems ||
    (answers.length >= settings.minItems && se < settings.stopSe);
  return { theta, se, answered: answers.length, finished };
}

/**
 * The next item: from the skill given least so far (content balance across the skills that still
 * have items), one of the `topK` unseen items most informative at the current estimate.
 * Null when the test is over or the bank has nothing left to ask.
 */
export function chooseNextItem(
  bank: readonly BankItem[],
  answers: readonly AnsweredItem[],
  settings: PlacementSettings = PLACEMENT_SETTINGS,
  random: () => number = Math.random,
): BankItem | null {
  const progress = placementProgress(answers, settings);
  if (progress.finished) return null;
  const seen = new Set(answers.map((a) => a.itemId));
  const unseen = bank.filter((item) => !seen.has(item.id));
  if (unseen.length === 0) return null;

  const given = new Map<PlacementSkillName, number>();
  for (const a of answers) given.set(a.skill, (given.get(a.skill) ?? 0) + 1);
  const info = (item: BankItem) => itemInformation(progress.theta, item.difficulty, settings.slope);
  const best = new Map<PlacementSkillName, number>();
  for (const item of unseen) best.set(item.skill, Math.max(best.get(item.skill) ?? 0, info(item)));
  const skill = [...best.keys()].sort(
    (x, y) => (given.get(x) ?? 0) - (given.get(y) ?? 0) || best.get(y)! - best.get(x)!,
  )[0]!;

  const candidates = unseen
    .filter((item) => item.skill === skill)
    .sort((x, y) => info(y) - info(x))
    .slice(0, settings.topK);
  return candidates[Math.min(candidates.length - 1, Math.floor(random() * candidates.length))]!;
}

export interface PlacementOutcome {
  level: PlacementLevel;
  theta: number;
  se: number;
  /** Posterior probability that the learner's ability lies within the given level's band. */
  confidence: number;
  /** The same probability for every level, A1 first. */
  levelProbabilities: Record<PlacementLevel, number>;
}

const LEVELS: readonly PlacementLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];

/** A level's band is bounded by the midpoints between neighbouring level centres. */
export function levelOfTheta(
  theta: number,
  centres: Readonly<Record<PlacementLevel, number>>,
): PlacementLevel {
  const index = LEVELS.findIndex(
    (level, i) => i === LEVELS.length - 1 || theta < (centres[level] + centres[LEVELS[i + 1]!]) / 2,
  );
  return LEVELS[index]!;
}

export function placementOutcome(
  answers: readonly AnsweredItem[],
  centres: Readonly<Record<PlacementLevel, number>>,
  settings: PlacementSettings = PLACEMENT_SETTINGS,
): PlacementOutcome {
  const { theta, se, weights } = estimateAbility(answers, settings.prior, settings.slope);
  const levelProbabilities = Object.fromEntries(LEVELS.map((l) => [l, 0])) as Record<
    PlacementLevel,
    number
  >;
  weights.forEach((w, i) => (levelProbabilities[levelOfTheta(THETA_GRID[i]!, centres)] += w));
  const level = levelOfTheta(theta, centres);
  return { level, theta, se, confidence: levelProbabilities[level], levelProbabilities };
}
