// `npm run exams:calibrate`: re-estimates the placement bank's item difficulties from the answers
// learners gave (user_exam_answers), by the EM calibration of the placement module, and prints
// what moved. `-- --write` stores the new difficulties (placement_items.calibrated_difficulty,
// used by the test from then on) for items with enough answers. `-- --simulate` needs no database:
// it runs simulated learners through the engine and calibrates from their answers, printing the
// figures behind decision 0023.
import { PlacementFileSchema } from '@yek/contracts/content';
import { loadConfig } from '../config';
import { readExams } from '@yek/content/load';
import { calibrate, compareSlopes } from '../modules/usertaskexam/placement/calibration';
import { PLACEMENT_SETTINGS } from '../modules/usertaskexam/placement/placement-engine';
import {
  normalDraw,
  seededRandom,
  simulateRuns,
  summarize,
  syntheticBank,
} from '../modules/usertaskexam/placement/simulation';
import { createUserTaskExamRepository } from '../modules/usertaskexam/usertaskexam.repository';
import { runCommand, withCommandDatabase } from './command-database';

/** An item's calibrated difficulty is stored only once this many learners have answered it. */
const MIN_RESPONSES = 30;
const SLOPES = [1, 1.4, 1.7, 2];

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

function simulate() {
  const bank = syntheticBank(seededRandom(1));
  console.log('500 simulated learners, abilities drawn from the engine prior N(0, 1.5):');
  const variants: [string, typeof PLACEMENT_SETTINGS][] = [
    ['slope 1 (Rasch), stop at SE < 0.35', { ...PLACEMENT_SETTINGS, slope: 1, stopSe: 0.35 }],
    ['slope 1.7, stop at SE < 0.35', { ...PLACEMENT_SETTINGS, stopSe: 0.35 }],
    ['slope 1.7, stop at SE < 0.30 (in use)', PLACEMENT_SETTINGS],
  ];
  for (const [name, settings] of variants) {
    const s = summarize(simulateRuns(bank, 500, 42, { settings }));
    console.log(
      `  ${name}: within 0.5 logits ${pct(s.within05)}, mean items ${s.meanItems.toFixed(1)}, ` +
        `right level ${pct(s.levelAgreement)}, within one level ${pct(s.adjacentAgreement)}`,
    );
  }
  const content = readExams().placement.flatMap((f) => {
    const parsed = PlacementFileSchema.safeParse(f.data);
    return parsed.success
      ? parsed.data.items.map((i) => ({ id: i.id, skill: i.skill, difficulty: i.difficulty }))
      : [];
  });
  if (content.length > 0) {
    const s = summarize(simulateRuns(content, 500, 42));
    console.log(
      `  the content's bank (${content.length} items), in use: within 0.5 logits ${pct(s.within05)}, ` +
        `mean items ${s.meanItems.toFixed(1)}, right level ${pct(s.levelAgreement)}`,
    );
  }
  const misfit = summarize(simulateRuns(bank, 500, 42, { trueSlope: 1 }));
  console.log(
    `  engine at slope 1.7 while learners answer at slope 1: within 0.5 logits ${pct(misfit.within05)}, ` +
      `mean items ${misfit.meanItems.toFixed(1)}`,
  );

  const random = seededRandom(7);
  const truth = new Map(bank.map((i) => [i.id, i.difficulty + 0.4 * normalDraw(random)]));
  const runs = simulateRuns(bank, 1500, 9, { trueDifficulty: truth });
  const responses = runs.flatMap((run, p) =>
    run.answers.map((a) => ({ personId: String(p), itemId: a.itemId, correct: a.correct })),
  );
  const result = calibrate(bank, responses, { slope: PLACEMENT_SETTINGS.slope });
  const used = result.items.filter((i) => i.responses >= MIN_RESPONSES);
  const rmse = (f: (i: (typeof used)[number]) => number) =>
    Math.sqrt(used.reduce((s, i) => s + f(i) ** 2, 0) / used.length).toFixed(3);
  console.log(
    `Calibration from 1500 simulated tests (${responses.length} answers), written difficulties off by 0.4 logits (SD):`,
  );
  console.log(
    `  ${used.length} items with ≥ ${MIN_RESPONSES} answers: RMSE to the true difficulty ` +
      `${rmse((i) => i.prior - truth.get(i.id)!)} written → ${rmse((i) => i.difficulty - truth.get(i.id)!)} calibrated`,
  );
  for (const s of compareSlopes(bank, responses, SLOPES))
    console.log(`  slope ${s.slope}: log-likelihood ${s.logLikelihood.toFixed(1)}`);
}

async function fromDatabase(write: boolean) {
  await withCommandDatabase(loadConfig(), 'Stop it first, or set DATABASE_URL.', async (pool) => {
    const repo = createUserTaskExamRepository(pool);
    const [items, responses] = await Promise.all([repo.allItems(), repo.placementResponses()]);
    console.log(`${items.length} bank items, ${responses.length} stored placement answers`);
    if (responses.length === 0) return;
    const result = calibrate(items, responses, { slope: PLACEMENT_SETTINGS.slope });
    console.log(
      `EM ${result.converged ? 'converged' : 'stopped'} after ${result.iterations} rounds; ` +
        `learners: mean ${result.population.mean.toFixed(2)}, SD ${result.population.sd.toFixed(2)}`,
    );
    const enough = result.items.filter((i) => i.responses >= MIN_RESPONSES);
    for (const i of [...enough]
      .sort((a, b) => Math.abs(b.difficulty - b.prior) - Math.abs(a.difficulty - a.prior))
      .slice(0, 15))
      console.log(
        `  ${i.id}: ${i.prior.toFixed(2)} → ${i.difficulty.toFixed(2)} (${i.responses} answers, ${pct(i.pValue)} right)`,
      );
    for (const s of compareSlopes(items, responses, SLOPES))
      console.log(`  slope ${s.slope}: log-likelihood ${s.logLikelihood.toFixed(1)}`);
    if (write) {
      await repo.saveCalibration(enough.map((i) => ({ id: i.id, difficulty: i.difficulty })));
      console.log(
        `${enough.length} calibrated difficulties stored (items with ≥ ${MIN_RESPONSES} answers)`,
      );
    } else console.log('Nothing stored: run with -- --write to store them.');
  });
}

const args = process.argv.slice(2);
runCommand(async () =>
  args.includes('--simulate') ? simulate() : fromDatabase(args.includes('--write')),
);
