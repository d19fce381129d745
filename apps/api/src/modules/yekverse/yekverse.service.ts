import {
  YEKVERSE_LEVELS,
  type YekverseLevel,
  type YekverseNode,
  type YekverseScenario,
} from '@yek/contracts/content-yekverse';
import type {
  YekverseReplyBody,
  YekverseReplyResult,
  YekverseRun,
  YekverseScenarioSummary,
  YekverseSummary,
  YekverseWord,
  YekverseWorld,
} from '@yek/contracts/yekverse';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../lib/errors';
import type { RecognizedReply } from '../../lib/speech/reply-recognition';
import { AUDIO_URL_PREFIX } from '../content/content-ids';
import type { ReviewService } from '../review/review.service';
import { type YekverseTown, levelRank } from './yekverse-content';
import { noMatchHelp, understandReply, usesWord } from './yekverse-replies';
import type { RunRow, YekverseRepository } from './yekverse.repository';

type WordStatuses = Awaited<ReturnType<ReviewService['wordStatuses']>>;

export interface YekverseServiceDeps {
  deps: Pick<AppDeps, 'clock' | 'database' | 'storage' | 'log'>;
  repo: YekverseRepository;
  town: () => YekverseTown;
  /** The review module's service (registered before this module). */
  review: () => Pick<ReviewService, 'wordStatuses' | 'answer'>;
  /** Recognises a spoken reply among the wordings (the speech pool's worker threads). */
  recognize: (wav: Buffer, wordings: string[]) => Promise<RecognizedReply>;
}

/** A learner's level as one a scenario is written at (the programme's codes, C2 held as C1). */
export function yekverseLevel(code: string | null): YekverseLevel {
  const upper = (code ?? '').toUpperCase();
  const found = YEKVERSE_LEVELS.find((l) => upper.startsWith(l));
  if (found) return found;
  return upper.startsWith('C') ? 'C1' : 'A1';
}

export function createYekverseService({
  deps,
  repo,
  town,
  review,
  recognize,
}: YekverseServiceDeps) {
  const now = () => deps.clock.now();

  const wordsOf = (scenario: YekverseScenario, statuses: WordStatuses): YekverseWord[] =>
    scenario.words.map((word) => {
      const s = statuses.get(word.trim().toLowerCase());
      return { word, meaningTr: s?.meaningTr ?? '', status: s?.status ?? 'new' };
    });

  const nodeView = (node: YekverseNode): YekverseRun['node'] => ({
    id: node.id,
    line: node.line,
    audioUrl: node.audio ? `${AUDIO_URL_PREFIX}${node.audio.file}` : null,
    replies: node.replies ? node.replies.map((r) => ({ text: r.text })) : null,
    end: node.end ? { success: node.end.success, feedback: node.end.feedback } : null,
  });

  function scenarioOf(id: string): YekverseScenario {
    const scenario = town().byId.get(id);
    if (!scenario) throw notFound();
    return scenario;
  }

  function nodeOf(scenario: YekverseScenario, id: string): YekverseNode {
    const node = scenario.nodes.find((n) => n.id === id);
    if (!node) throw notFound();
    return node;
  }

  /** Where a run stands. A release that removed that line (or the scenario) changed it under the run. */
  function positionOf(run: RunRow): { scenario: YekverseScenario; node: YekverseNode } {
    const scenario = town().byId.get(run.scenarioId);
    const node = scenario?.nodes.find((n) => n.id === run.nodeId);
    if (!scenario || !node) throw new AppError('YEKVERSE_SCENARIO_CHANGED');
    return { scenario, node };
  }

  async function runView(run: RunRow, statuses?: WordStatuses): Promise<YekverseRun> {
    const { scenario, node } = positionOf(run);
    const place = town().places.find((p) => p.id === scenario.place)!;
    const words = statuses ?? (await review().wordStatuses(run.userId, scenario.words));
    return {
      runId: run.id,
      scenarioId: scenario.id,
      place: scenario.place,
      level: scenario.level,
      title: scenario.title,
      goal: scenario.goal,
      character: { name: place.character.name, role: place.character.role },
      words: wordsOf(scenario, words),
      node: nodeView(node),
      turns: run.turns,
      finished: run.finishedAt !== null,
    };
  }

  /**
   * The learner's level, every scenario with its words' standing and the learner's result, and
   * the one to play next: not yet succeeded and open, at their level first, then the one with
   * most due words, then most learned words (the town's order breaks ties).
   */
  async function standing(userId: number) {
    const { scenarios } = town();
    const [code, results, statuses] = await Promise.all([
      repo.levelCode(userId),
      repo.results(userId),
      review().wordStatuses(
        userId,
        scenarios.flatMap((s) => s.words),
      ),
    ]);
    const level = yekverseLevel(code);
    const resultOf = new Map(results.map((r) => [r.scenarioId, r.success]));
    const summaries = new Map<string, YekverseScenarioSummary>();
    for (const s of scenarios) {
      const played = resultOf.get(s.id);
      summaries.set(s.id, {
        id: s.id,
        place: s.place,
        level: s.level,
        title: s.title,
        goal: s.goal,
        words: wordsOf(s, statuses),
        locked: levelRank(s.level) > levelRank(level),
        result: played === undefined ? null : played ? 'success' : 'tried',
      });
    }
    const count = (s: YekverseScenarioSummary, status: YekverseWord['status']) =>
      s.words.filter((w) => w.status === status).length;
    const candidates = [...summaries.values()].filter((s) => !s.locked && s.result !== 'success');
    candidates.sort(
      (a, b) =>
        Number(b.level === level) - Number(a.level === level) ||
        count(b, 'due') - count(a, 'due') ||
        count(b, 'learned') - count(a, 'learned'),
    );
    return { level, summaries, recommended: candidates[0] ?? null };
  }

  /**
   * A run that ended in success is practice for its due words the learner used themselves: each
   * is answered right in their review, so FSRS schedules it on.
   */
  async function creditPractisedWords(run: RunRow, scenario: YekverseScenario): Promise<void> {
    const said = (await repo.said(run.id)).join('\n');
    const statuses = await review().wordStatuses(run.userId, scenario.words);
    for (const word of scenario.words) {
      const s = statuses.get(word.trim().toLowerCase());
      if (s?.status !== 'due' || s.cardId === null || !usesWord(said, word)) continue;
      await review().answer(run.userId, {
        cardId: s.cardId,
        form: 'yekverse',
        answer: word.trim().toLowerCase(),
        // Used unprompted in a conversation: a Good, neither rushed nor struggled.
        durationMs: 8_000,
      });
    }
  }

  return {
    async world(userId: number): Promise<YekverseWorld> {
      const { level, summaries, recommended } = await standing(userId);
      const { places, scenarios } = town();
      return {
        level,
        places: places.map((p) => ({
          id: p.id,
          name: p.name,
          character: { name: p.character.name, role: p.character.role },
          scenarios: scenarios.filter((s) => s.place === p.id).map((s) => summaries.get(s.id)!),
        })),
        recommended: recommended?.id ?? null,
      };
    },

    async summary(userId: number): Promise<YekverseSummary> {
      const [{ level, summaries, recommended }, last] = await Promise.all([
        standing(userId),
        repo.lastFinished(userId),
      ]);
      const all = [...summaries.values()];
      const lastScenario = last ? town().byId.get(last.scenarioId) : undefined;
      return {
        level,
        completed: all.filter((s) => s.result === 'success').length,
        open: all.filter((s) => !s.locked).length,
        total: all.length,
        recommended: recommended && {
          id: recommended.id,
          place: recommended.place,
          title: recommended.title,
        },
        last:
          last && lastScenario
            ? {
                scenarioId: last.scenarioId,
                title: lastScenario.title,
                success: last.success === true,
                finishedAt: last.finishedAt!.toISOString(),
              }
            : null,
      };
    },

    async start(userId: number, scenarioId: string): Promise<YekverseRun> {
      const scenario = scenarioOf(scenarioId);
      const level = yekverseLevel(await repo.levelCode(userId));
      if (levelRank(scenario.level) > levelRank(level))
        throw new AppError('YEKVERSE_SCENARIO_LOCKED');
      const run = await repo.insertRun(userId, scenario.id, scenario.nodes[0]!.id, now());
      return runView(run);
    },

    async reply(userId: number, body: YekverseReplyBody): Promise<YekverseReplyResult> {
      const run = await repo.run(userId, body.runId);
      if (!run) throw notFound();
      if (run.finishedAt) throw new AppError('YEKVERSE_RUN_FINISHED');
      if (run.nodeId !== body.nodeId) throw new AppError('YEKVERSE_REPLY_NOT_CURRENT');
      const { scenario, node } = positionOf(run);
      const understood = await understandReply(
        { storage: deps.storage, recognize },
        userId,
        node,
        body,
      );
      if (!understood.option) {
        return {
          outcome: 'nomatch',
          heard: understood.heard,
          reply: null,
          feedback: noMatchHelp(node, understood.mode === 'speech'),
          pronunciation: null,
          run: await runView(run),
        };
      }
      const { index, reply } = understood.option;
      const next = nodeOf(scenario, reply.next);
      const moved = await deps.database.transaction((q) =>
        repo.advance(
          q,
          { id: run.id, userId, from: run.nodeId, to: next.id },
          next.end ? { success: next.end.success } : null,
          {
            optionIndex: index,
            mode: understood.mode,
            said: understood.said,
            appropriate: reply.appropriate,
            pronunciation: understood.pronunciation?.score ?? null,
          },
          now(),
        ),
      );
      // Another reply moved the run first (a double submit, or a second tab).
      if (!moved) throw new AppError('YEKVERSE_REPLY_NOT_CURRENT');
      // The reply stands whatever happens to the review credit: a card changed meanwhile only
      // loses that one answer.
      if (moved.success)
        await creditPractisedWords(moved, scenario).catch((error: unknown) =>
          deps.log.warn({ err: error, runId: run.id }, 'yekverse: review credit failed'),
        );
      return {
        outcome: 'matched',
        heard: understood.heard,
        reply: { index, text: reply.text, appropriate: reply.appropriate },
        feedback: reply.appropriate ? null : (reply.feedback ?? null),
        pronunciation: understood.pronunciation,
        run: await runView(moved),
      };
    },
  };
}

export type YekverseService = ReturnType<typeof createYekverseService>;
