import {
  LEVEL_COVERAGE_MIN,
  YEKVERSE_LEVELS,
  YEKVERSE_MAIN_PATH_TURNS,
  YEKVERSE_MIN_LEVELS_PER_PLACE,
  YEKVERSE_MIN_PER_PLACE,
  YEKVERSE_MIN_SCENARIOS,
  YEKVERSE_PLACES,
  YEKVERSE_REPLIES,
  type YekverseNode,
  type YekversePlace,
  YekversePlacesFileSchema,
  type YekverseReply,
  type YekverseScenario,
  YekverseScenarioSchema,
  replyWordings,
  typedAnswerMatches,
} from '@yek/contracts/content';
import { audioFileName, characterLineScript } from './audio';
import { ASCII_TURKISH, newWordsOf, readsAsEnglish } from './check-text';
import { lemmaCandidates, measureCoverage, tokenize } from './coverage';
import type { Findings, ValidDay } from './findings';
import { type Lexicon, levelRank } from './lexicon';
import type { RawYekverse } from './load';

/**
 * The checks of Yekverse's scenarios (docs/decisions/0045): the files against their schema, the
 * dialogue graphs (every node reachable, every branch ending, wrong replies helped), and the
 * level of every line like the day passages.
 */

/** A scenario file that passed the schema. */
export interface ValidScenario {
  path: string;
  scenario: YekverseScenario;
}

export interface YekverseContext {
  lexicon: Lexicon;
  /** The programme's days that passed their schema: the words they teach, by level. */
  days: ValidDay[];
  /** Whether content/audio holds a file. */
  audioExists: (file: string) => boolean;
}

/** Turkish text problems of one field (the same rules as the days' Turkish fields). */
function turkishProblems(text: string): string[] {
  const problems: string[] = [];
  if (readsAsEnglish(text)) problems.push('reads as English, not Turkish');
  const ascii = text.match(ASCII_TURKISH);
  if (ascii) problems.push(`"${ascii[0]}" is missing its Turkish letters`);
  return problems;
}

/** The Turkish fields of a scenario, with where they are. */
function turkishFields(s: YekverseScenario): { at: string; text: string }[] {
  return [
    { at: 'title.tr', text: s.title.tr },
    { at: 'goal', text: s.goal },
    ...s.nodes.flatMap((n) => [
      ...(n.end ? [{ at: `${n.id} end.feedback`, text: n.end.feedback }] : []),
      ...(n.replies ?? []).flatMap((r, i) =>
        r.feedback ? [{ at: `${n.id} replies[${i}].feedback`, text: r.feedback }] : [],
      ),
    ]),
  ];
}

/** `scenarios/cafe/cafe-first-coffee.yaml` → place and id the path gives. */
export function scenarioPathParts(path: string): { place: string; id: string } | undefined {
  const m = /(?:^|\/)scenarios\/([^/]+)\/([^/]+)\.ya?ml$/.exec(path);
  return m ? { place: m[1] as string, id: m[2] as string } : undefined;
}

/** Places and scenarios against their schemas, file names, unique ids and titles, Turkish. */
export function validateYekverse(
  raw: RawYekverse,
  findings: Findings,
): { places: YekversePlace[]; scenarios: ValidScenario[] } {
  let places: YekversePlace[] = [];
  if (!raw.places) findings.error('yekverse', 'yekverse/places.yaml', 'missing');
  else if (raw.places.parseError)
    findings.error('yekverse', raw.places.path, raw.places.parseError);
  else {
    const parsed = YekversePlacesFileSchema.safeParse(raw.places.data);
    if (parsed.success) places = parsed.data.places;
    else
      for (const issue of parsed.error.issues)
        findings.error('yekverse', `${raw.places.path} ${issue.path.join('.')}`, issue.message);
  }
  for (const p of places)
    for (const [at, text] of [
      ['name.tr', p.name.tr],
      ['character.role.tr', p.character.role.tr],
    ] as const)
      for (const problem of turkishProblems(text))
        findings.error('yekverse', `place ${p.id} ${at}`, problem);

  const scenarios: ValidScenario[] = [];
  const ids = new Map<string, string>();
  const titles = new Map<string, string>();
  for (const file of raw.scenarios) {
    if (file.parseError) {
      findings.error('yekverse', file.path, file.parseError);
      continue;
    }
    const parsed = YekverseScenarioSchema.safeParse(file.data);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        findings.error('yekverse', `${file.path} ${issue.path.join('.')}`.trim(), issue.message);
      continue;
    }
    const scenario = parsed.data;
    const fromPath = scenarioPathParts(file.path);
    if (fromPath?.id !== scenario.id)
      findings.error('yekverse', file.path, `id ${scenario.id} differs from the file's name`);
    if (fromPath?.place !== scenario.place)
      findings.error('yekverse', file.path, `place ${scenario.place} differs from its folder`);
    const sameId = ids.get(scenario.id);
    if (sameId) findings.error('yekverse', file.path, `id ${scenario.id} also in ${sameId}`);
    ids.set(scenario.id, file.path);
    const title = scenario.title.en.toLowerCase();
    const sameTitle = titles.get(title);
    if (sameTitle)
      findings.error('yekverse', scenario.id, `title "${scenario.title.en}" also in ${sameTitle}`);
    titles.set(title, scenario.id);
    for (const { at, text } of turkishFields(scenario))
      for (const problem of turkishProblems(text))
        findings.error('yekverse', `${scenario.id} ${at}`, problem);
    scenarios.push({ path: file.path, scenario });
  }
  return { places, scenarios };
}

/** Scenarios by place and level, and the town's minimums. */
export function checkYekverseCounts(scenarios: ValidScenario[], findings: Findings): void {
  const all = scenarios.map((s) => s.scenario);
  findings.note(
    'yekverse',
    `${all.length} scenarios; by level: ${YEKVERSE_LEVELS.map((l) => `${l} ${all.filter((s) => s.level === l).length}`).join(', ')}`,
  );
  if (all.length < YEKVERSE_MIN_SCENARIOS)
    findings.error(
      'yekverse',
      'scenarios',
      `${all.length} scenarios; the town has at least ${YEKVERSE_MIN_SCENARIOS}`,
    );
  for (const place of YEKVERSE_PLACES) {
    const own = all.filter((s) => s.place === place);
    const levels = YEKVERSE_LEVELS.filter((l) => own.some((s) => s.level === l));
    findings.note(
      'yekverse',
      `${place.padEnd(16)} ${own.length}: ${YEKVERSE_LEVELS.map((l) => `${l} ${own.filter((s) => s.level === l).length}`).join(', ')}`,
    );
    if (own.length < YEKVERSE_MIN_PER_PLACE)
      findings.error(
        'yekverse',
        place,
        `${own.length} scenarios; every place has at least ${YEKVERSE_MIN_PER_PLACE}`,
      );
    if (levels.length < YEKVERSE_MIN_LEVELS_PER_PLACE)
      findings.error(
        'yekverse',
        place,
        `scenarios at ${levels.length} levels; every place has ${YEKVERSE_MIN_LEVELS_PER_PLACE} or more`,
      );
  }
}

/**
 * The main path: the fewest replies, all appropriate, from the first node to an end that
 * succeeds, as each node on the way and the reply said there (the first that leads on); undefined
 * when no such path exists.
 */
export function mainPath(
  scenario: YekverseScenario,
): { node: YekverseNode; reply: YekverseReply }[] | undefined {
  const byId = new Map(scenario.nodes.map((n) => [n.id, n]));
  const start = scenario.nodes[0];
  if (!start) return undefined;
  // How each node was first reached: the node before it and the reply said there.
  const cameFrom = new Map<string, { node: YekverseNode; reply: YekverseReply } | null>([
    [start.id, null],
  ]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() as YekverseNode;
    if (node.end?.success) {
      const path: { node: YekverseNode; reply: YekverseReply }[] = [];
      for (let step = cameFrom.get(node.id); step; step = cameFrom.get(step.node.id))
        path.unshift(step);
      return path;
    }
    for (const reply of node.replies ?? []) {
      const next = byId.get(reply.next);
      if (reply.appropriate && next && !cameFrom.has(next.id)) {
        cameFrom.set(next.id, { node, reply });
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Learner turns on the main path; undefined when there is none. */
export const mainPathTurns = (scenario: YekverseScenario): number | undefined =>
  mainPath(scenario)?.length;

/** What is wrong with a scenario's dialogue as a graph; empty when it is sound. */
export function scenarioGraphProblems(scenario: YekverseScenario): string[] {
  const problems: string[] = [];
  const byId = new Map<string, YekverseScenario['nodes'][number]>();
  for (const node of scenario.nodes) {
    if (byId.has(node.id)) problems.push(`node id ${node.id} repeats`);
    else byId.set(node.id, node);
  }
  for (const node of scenario.nodes)
    (node.replies ?? []).forEach((r, i) => {
      const at = `${node.id} reply ${i + 1}`;
      const target = byId.get(r.next);
      if (!target) problems.push(`${at}: next ${r.next} does not exist`);
      else if (!r.appropriate) {
        if (target.end) problems.push(`${at}: a wrong reply ends the scenario instead of helping`);
        if (r.next === node.id)
          problems.push(`${at}: a wrong reply repeats the same line instead of helping`);
      }
    });

  // Reachable from the start.
  const start = scenario.nodes[0];
  const reached = new Set<string>();
  const stack = start ? [start.id] : [];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const r of byId.get(id)?.replies ?? []) if (byId.has(r.next)) stack.push(r.next);
  }
  for (const id of byId.keys())
    if (!reached.has(id)) problems.push(`${id}: not reachable from ${start?.id}`);

  // Every node leads to an end: walk backwards from the ends.
  const leadsToEnd = new Set([...byId.values()].filter((n) => n.end).map((n) => n.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of byId.values())
      if (!leadsToEnd.has(node.id) && (node.replies ?? []).some((r) => leadsToEnd.has(r.next))) {
        leadsToEnd.add(node.id);
        grew = true;
      }
  }
  for (const id of byId.keys())
    if (reached.has(id) && !leadsToEnd.has(id))
      problems.push(`${id}: a dead end (no way from here to an end)`);

  // Turns: two or three options, except a helping turn (reached only by a wrong reply).
  const byRightReply = new Set(
    scenario.nodes.flatMap((n) =>
      (n.replies ?? []).filter((r) => r.appropriate).map((r) => r.next),
    ),
  );
  for (const node of scenario.nodes) {
    const replies = node.replies ?? [];
    const helping = node !== start && !byRightReply.has(node.id);
    if (node.replies && !helping && replies.length < YEKVERSE_REPLIES.min)
      problems.push(
        `${node.id}: ${replies.length} reply option(s); a turn offers ${YEKVERSE_REPLIES.min}–${YEKVERSE_REPLIES.max}`,
      );
    // A typed or spoken reply must point at one option.
    replies.forEach((a, i) =>
      replies.slice(i + 1).forEach((b, k) => {
        const clash = replyWordings(a).find((x) =>
          replyWordings(b).some((y) => typedAnswerMatches(x, y)),
        );
        if (clash)
          problems.push(`${node.id}: replies ${i + 1} and ${i + k + 2} both match "${clash}"`);
      }),
    );
  }

  const turns = mainPathTurns(scenario);
  if (turns === undefined) problems.push('no way to success by appropriate replies');
  else if (turns < YEKVERSE_MAIN_PATH_TURNS.min || turns > YEKVERSE_MAIN_PATH_TURNS.max)
    problems.push(
      `main path of ${turns} turns; a scenario has ${YEKVERSE_MAIN_PATH_TURNS.min}–${YEKVERSE_MAIN_PATH_TURNS.max}`,
    );
  return problems;
}

/** Every English text of a scenario: the character's lines, the replies and their variants. */
export function scenarioText(scenario: YekverseScenario): string {
  return scenario.nodes
    .flatMap((n) => [n.line, ...(n.replies ?? []).flatMap(replyWordings)])
    .join('\n');
}

/** Headwords the programme's days teach, with the lowest level of a day that teaches each. */
export function taughtWords(days: ValidDay[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const { day } of days) {
    const rank = levelRank(day.level);
    for (const word of newWordsOf(day)) {
      const key = word.toLowerCase();
      if ((out.get(key) ?? Infinity) > rank) out.set(key, rank);
    }
  }
  return out;
}

/** Whether a headword (one word or several) occurs in the text, inflected or not. */
export function usesWord(text: string, headword: string): boolean {
  const want = tokenize(headword).map((t) => t.word);
  const have = tokenize(text).map((t) => lemmaCandidates(t.word));
  if (want.length === 0) return false;
  for (let i = 0; i + want.length <= have.length; i++)
    if (want.every((w, k) => have[i + k]?.includes(w))) return true;
  return false;
}

/**
 * Words above the level one line may hold: the passages' share (10%) of its words, and one word
 * in a line too short for that share to allow any.
 */
export function lineAllowance(counted: number): number {
  return Math.max(1, Math.floor(counted * (1 - LEVEL_COVERAGE_MIN) + 1e-9));
}

/**
 * Level coverage of each scenario like a day passage (at least 90% of its words at its level or
 * below; names and practised words the programme teaches by that level left out) and of each
 * line (at most `lineAllowance` words above the level), Turkish letters
 * kept out of the lines, and every practised word used and known by the level.
 */
export function checkYekverseLevel(
  scenarios: ValidScenario[],
  places: YekversePlace[],
  ctx: YekverseContext,
  findings: Findings,
): void {
  const taught = taughtWords(ctx.days);
  const byLevel = new Map<string, number[]>();
  let practised = 0;
  let practisedTaught = 0;
  for (const { scenario } of scenarios) {
    const level = levelRank(scenario.level);
    const character = places.find((p) => p.id === scenario.place)?.character.name;
    const names = [...scenario.names, ...(character ? [character] : [])];
    const known = scenario.words.filter((w) => (taught.get(w.toLowerCase()) ?? Infinity) <= level);
    const text = scenarioText(scenario);
    const cov = measureCoverage(text, { level, lexicon: ctx.lexicon, names, newWords: known });
    const pct = (cov.ratio * 100).toFixed(1);
    const above = [...new Set(cov.above.map((w) => w.toLowerCase()))];
    byLevel.set(scenario.level, [...(byLevel.get(scenario.level) ?? []), cov.ratio]);
    if (cov.ratio < LEVEL_COVERAGE_MIN)
      findings.error(
        'yekverse-level',
        scenario.id,
        `${pct}% of words at ${scenario.level} or below (min ${LEVEL_COVERAGE_MIN * 100}%); above: ${above.join(', ')}`,
      );
    const untaught = scenario.words.filter((w) => !known.includes(w));
    findings.detail(
      'yekverse-level',
      `${scenario.id} (${scenario.level}): ${cov.counted} words, ${pct}% at the level${above.length ? `; above: ${above.join(', ')}` : ''}${untaught.length ? `; practised but not taught by then: ${untaught.join(', ')}` : ''}`,
    );
    for (const node of scenario.nodes)
      for (const [at, line] of [
        [`${node.id} line`, node.line],
        ...(node.replies ?? []).map((r, i) => [`${node.id} reply ${i + 1}`, r.text] as const),
      ] as const) {
        const own = measureCoverage(line, { level, lexicon: ctx.lexicon, names, newWords: known });
        if (own.above.length > lineAllowance(own.counted))
          findings.error(
            'yekverse-level',
            `${scenario.id} ${at}`,
            `${own.above.length} words above ${scenario.level} in one line (at most ${lineAllowance(own.counted)}): ${own.above.join(', ')}`,
          );
      }
    for (const node of scenario.nodes)
      for (const [at, line] of [
        [`${node.id} line`, node.line],
        ...(node.replies ?? []).map((r, i) => [`${node.id} reply ${i + 1}`, r.text] as const),
      ] as const)
        if (/[çğıöşüÇĞİÖŞÜ]/.test(line))
          findings.error(
            'yekverse-level',
            `${scenario.id} ${at}`,
            'Turkish letters in an English line',
          );
    for (const word of scenario.words) {
      practised++;
      const taughtAt = taught.get(word.toLowerCase());
      if (taughtAt !== undefined && taughtAt <= level) practisedTaught++;
      if (!usesWord(text, word))
        findings.error(
          'yekverse-level',
          scenario.id,
          `practises "${word}" but no line or reply uses it`,
        );
      const listed = Math.min(
        ...lemmaCandidates(word).map((l) => ctx.lexicon.levelOf(l) ?? Infinity),
      );
      const multi = tokenize(word).length > 1;
      if (!multi && listed > level && !(taughtAt !== undefined && taughtAt <= level))
        findings.error(
          'yekverse-level',
          scenario.id,
          `practises "${word}", which is above ${scenario.level} and not taught by then`,
        );
    }
  }
  for (const level of YEKVERSE_LEVELS) {
    const ratios = byLevel.get(level) ?? [];
    if (ratios.length)
      findings.note(
        'yekverse-level',
        `${level}: ${ratios.length} scenarios, lowest coverage ${(Math.min(...ratios) * 100).toFixed(1)}%`,
      );
  }
  findings.note(
    'yekverse-level',
    `practised words: ${practised}, taught by the programme at or below the scenario's level: ${practisedTaught}`,
  );
}

/**
 * Every character line rendered in the voice of its place's character, like a listening part: a
 * line without audio, or whose line or voice changed since rendering, waits to be rendered (and
 * fails without --allow-missing); a recorded file missing from content/audio is an error.
 */
export function checkYekverseAudio(
  scenarios: ValidScenario[],
  places: YekversePlace[],
  audioExists: (file: string) => boolean,
  findings: Findings,
): void {
  const characters = new Map(places.map((p) => [p.id, p.character]));
  let lines = 0;
  let rendered = 0;
  for (const { scenario } of scenarios) {
    const character = characters.get(scenario.place);
    if (!character) continue;
    for (const node of scenario.nodes) {
      lines++;
      const at = `${scenario.id} ${node.id}`;
      const expected = audioFileName(characterLineScript(node.line, character));
      if (!node.audio) findings.pending('yekverse-audio', at, `not rendered yet (${expected})`);
      else if (node.audio.file !== expected)
        findings.pending(
          'yekverse-audio',
          at,
          `line or voice changed since rendering; render ${expected}`,
        );
      else if (!audioExists(node.audio.file))
        findings.error('yekverse-audio', at, `content/audio/${node.audio.file} is missing`);
      else rendered++;
    }
  }
  findings.note('yekverse-audio', `${rendered} of ${lines} character lines rendered`);
}

/** Every Yekverse check, as the content check runs them. */
export function checkYekverse(
  raw: RawYekverse,
  ctx: YekverseContext,
  findings: Findings,
): { places: YekversePlace[]; scenarios: ValidScenario[] } {
  const valid = validateYekverse(raw, findings);
  checkYekverseCounts(valid.scenarios, findings);
  for (const { scenario } of valid.scenarios)
    for (const problem of scenarioGraphProblems(scenario))
      findings.error('yekverse-graph', scenario.id, problem);
  findings.note(
    'yekverse-graph',
    `${valid.scenarios.reduce((n, s) => n + s.scenario.nodes.length, 0)} nodes in ${valid.scenarios.length} scenarios; main paths of ${YEKVERSE_MAIN_PATH_TURNS.min}–${YEKVERSE_MAIN_PATH_TURNS.max} turns`,
  );
  checkYekverseLevel(valid.scenarios, valid.places, ctx, findings);
  checkYekverseAudio(valid.scenarios, valid.places, ctx.audioExists, findings);
  return valid;
}
