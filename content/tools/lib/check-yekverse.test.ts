import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { YekverseScenarioSchema } from '@yek/contracts/content';
import { describe, expect, it } from 'vitest';
import { audioFileName, characterLineScript } from './audio';
import {
  checkYekverse,
  lineAllowance,
  mainPathTurns,
  scenarioGraphProblems,
  scenarioPathParts,
  usesWord,
} from './check-yekverse';
import { Findings } from './findings';
import { loadLexicon } from './lexicon';
import { type RawFile, type RawYekverse, readYekverse, readYamlFile } from './load';
import { AUDIO_DIR, YEKVERSE_DIR } from './paths';
import { resultStatus } from './run-checks';

// The scenarios in the tree are the fixtures: each test breaks a copy and expects the problem it
// names to be reported.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Raw = any;

const tree = readYekverse();
const teaFile = readYamlFile(join(YEKVERSE_DIR, 'scenarios', 'cafe', 'cafe-tea-and-cake.yaml'));
const tea = YekverseScenarioSchema.parse(teaFile.data);

function variant(edit: (data: Raw) => void): RawFile {
  const data = structuredClone(teaFile.data) as Raw;
  edit(data);
  return { ...teaFile, path: `yekverse/scenarios/${data.place}/${data.id}.yaml`, data };
}

function run(
  raw: RawYekverse,
  audioExists: (file: string) => boolean = (file) => existsSync(join(AUDIO_DIR, file)),
) {
  const findings = new Findings();
  checkYekverse(raw, { lexicon: loadLexicon(), days: [], audioExists }, findings);
  const errors = (id: string) =>
    findings
      .list()
      .filter((r) => r.id === id)
      .flatMap((r) => r.errors.map((e) => `${e.where}: ${e.message}`));
  return { findings, errors };
}

/** The tree with one scenario replaced by a broken copy. */
function withTea(file: RawFile): RawYekverse {
  return { ...tree, scenarios: tree.scenarios.map((s) => (s.path === teaFile.path ? file : s)) };
}

const graph = (edit: (data: Raw) => void) =>
  scenarioGraphProblems(YekverseScenarioSchema.parse(variant(edit).data));

describe('yekverse graph', () => {
  it('finds nothing wrong with a sound scenario', () => {
    expect(scenarioGraphProblems(tea)).toEqual([]);
    expect(mainPathTurns(tea)).toBe(5);
  });

  it('reports a next that does not exist', () => {
    expect(graph((d) => (d.nodes[0].replies[0].next = 'nowhere'))).toContain(
      'order reply 1: next nowhere does not exist',
    );
  });

  it('reports a node nothing leads to', () => {
    const problems = graph((d) =>
      d.nodes.push({ id: 'island', line: 'Hello?', end: { success: true, feedback: 'Bitti.' } }),
    );
    expect(problems).toContain('island: not reachable from order');
  });

  it('reports a dead end: a loop with no way out to an end', () => {
    const problems = graph((d) => {
      const pay = d.nodes.find((n: Raw) => n.id === 'pay');
      pay.replies = [
        { text: 'Can I pay by card?', appropriate: true, next: 'loop' },
        { text: 'Here you are.', appropriate: true, next: 'loop' },
      ];
      d.nodes.push({
        id: 'loop',
        line: 'Sorry, the card machine is not working. Cash or card?',
        replies: [
          { text: 'Card, please.', appropriate: true, next: 'pay' },
          { text: 'Cash, please.', appropriate: true, next: 'loop' },
        ],
      });
    });
    expect(problems).toContain('pay: a dead end (no way from here to an end)');
    expect(problems).toContain('loop: a dead end (no way from here to an end)');
    expect(problems).toContain('no way to success by appropriate replies');
  });

  it('wants a wrong reply to lead to help, not to an end or the same line', () => {
    expect(graph((d) => (d.nodes[0].replies[1].next = 'end'))).toContain(
      'order reply 2: a wrong reply ends the scenario instead of helping',
    );
    expect(graph((d) => (d.nodes[0].replies[1].next = 'order'))).toContain(
      'order reply 2: a wrong reply repeats the same line instead of helping',
    );
  });

  it('holds the main path to 4–8 turns and turns to two or three options', () => {
    expect(graph((d) => (d.nodes[0].replies[0].next = 'pay'))).toContain(
      'main path of 2 turns; a scenario has 4–8',
    );
    expect(graph((d) => d.nodes[2].replies.pop())).toContain(
      'milk: 1 reply option(s); a turn offers 2–3',
    );
  });

  it('reports replies a typed answer could not tell apart', () => {
    expect(graph((d) => (d.nodes[2].replies[1].accepted = ['yes please']))).toContain(
      'milk: replies 1 and 2 both match "Yes, please."',
    );
  });
});

describe('yekverse content check', () => {
  it('passes the scenarios in the tree', () => {
    const { findings } = run(tree);
    const failing = findings.list().filter((r) => r.errors.length > 0 || r.pending.length > 0);
    expect(failing.map((r) => [r.id, [...r.errors, ...r.pending].slice(0, 3)])).toEqual([]);
  });

  it('wants every line rendered in the voice of its character, its file present', () => {
    const emma = { name: 'Emma', voice: 'slt' } as const;
    const rendered = audioFileName(characterLineScript(tea.nodes[0]!.line, emma));
    const audio = (file: string) => (d: Raw) => (d.nodes[0].audio = { file, durationSeconds: 2 });
    const result = (r: ReturnType<typeof run>) =>
      r.findings.list().find((x) => x.id === 'yekverse-audio')!;
    const issues = (r: ReturnType<typeof run>) =>
      [...result(r).errors, ...result(r).pending].map((e) => `${e.where}: ${e.message}`);

    const unrendered = run(withTea(variant((d) => delete d.nodes[0].audio)));
    expect(issues(unrendered)).toContain(`cafe-tea-and-cake order: not rendered yet (${rendered})`);
    // Like a listening part: waiting for audio fails the check unless --allow-missing.
    expect(resultStatus(result(unrendered), false)).toBe('FAIL');
    expect(resultStatus(result(unrendered), true)).toBe('PENDING');

    const otherVoice = audioFileName(
      characterLineScript(tea.nodes[0]!.line, { ...emma, voice: 'kal' }),
    );
    expect(issues(run(withTea(variant(audio(otherVoice)))))).toContain(
      `cafe-tea-and-cake order: line or voice changed since rendering; render ${rendered}`,
    );

    const gone = run(withTea(variant(audio(rendered))), (file) => file !== rendered);
    expect(result(gone).errors.map((e) => `${e.where}: ${e.message}`)).toEqual([
      `cafe-tea-and-cake order: content/audio/${rendered} is missing`,
    ]);
    expect(resultStatus(result(gone), true)).toBe('FAIL');
  });

  it('reports graph problems under yekverse-graph', () => {
    const { errors } = run(withTea(variant((d) => (d.nodes[0].replies[0].next = 'nowhere'))));
    expect(errors('yekverse-graph')).toContain(
      'cafe-tea-and-cake: order reply 1: next nowhere does not exist',
    );
  });

  it('holds every line to the level, and the whole scenario like a passage', () => {
    const hard = 'Notwithstanding our meticulous curation, the patisserie is regrettably depleted.';
    const one = run(withTea(variant((d) => (d.nodes[0].line = hard)))).errors('yekverse-level');
    expect(one.some((e) => /^cafe-tea-and-cake order line: \d+ words above A1/.test(e))).toBe(true);
    expect(one.some((e) => /^cafe-tea-and-cake: .*% of words at A1/.test(e))).toBe(false);
    const all = run(withTea(variant((d) => d.nodes.forEach((n: Raw) => (n.line = hard)))));
    expect(
      all.errors('yekverse-level').some((e) => /^cafe-tea-and-cake: .*% of words at A1/.test(e)),
    ).toBe(true);
  });

  it('wants every practised word used, and known by the level', () => {
    const { errors } = run(withTea(variant((d) => d.words.push('umbrella', 'notwithstanding'))));
    expect(errors('yekverse-level')).toContain(
      'cafe-tea-and-cake: practises "umbrella" but no line or reply uses it',
    );
    expect(errors('yekverse-level')).toContain(
      'cafe-tea-and-cake: practises "notwithstanding", which is above A1 and not taught by then',
    );
  });

  it('wants the file name to match the id and the folder the place', () => {
    const file = { ...variant(() => {}), path: 'yekverse/scenarios/shop/tea.yaml' };
    const { errors } = run(withTea(file));
    expect(errors('yekverse')).toEqual([
      "yekverse/scenarios/shop/tea.yaml: id cafe-tea-and-cake differs from the file's name",
      'yekverse/scenarios/shop/tea.yaml: place cafe differs from its folder',
    ]);
  });

  it('counts scenarios by place and level and holds the town to its minimums', () => {
    const { findings, errors } = run({ ...tree, scenarios: tree.scenarios.slice(0, 12) });
    expect(errors('yekverse')).toContain('scenarios: 12 scenarios; the town has at least 30');
    expect(errors('yekverse').some((e) => /^shop: 0 scenarios/.test(e))).toBe(true);
    const notes = findings.list().find((r) => r.id === 'yekverse')?.notes ?? [];
    expect(notes.some((n) => n.startsWith('12 scenarios; by level: A1'))).toBe(true);
  });

  it('reports Turkish fields written in English', () => {
    const { errors } = run(
      withTea(variant((d) => (d.goal = 'Order a cup of tea and a piece of cake and pay for it.'))),
    );
    expect(errors('yekverse')).toContain('cafe-tea-and-cake goal: reads as English, not Turkish');
  });
});

describe('helpers', () => {
  it('reads place and id from a scenario path', () => {
    expect(scenarioPathParts('yekverse/scenarios/cafe/cafe-tea.yaml')).toEqual({
      place: 'cafe',
      id: 'cafe-tea',
    });
  });

  it('allows one word above the level in a short line and a tenth in a long one', () => {
    expect(lineAllowance(4)).toBe(1);
    expect(lineAllowance(19)).toBe(1);
    expect(lineAllowance(20)).toBe(2);
  });

  it('finds a practised word in its inflected forms and a phrase in order', () => {
    expect(usesWord('She cancelled two flights.', 'flight')).toBe(true);
    expect(usesWord('How much is it?', 'how much')).toBe(true);
    expect(usesWord('Much, but how?', 'how much')).toBe(false);
  });
});
