/**
 * The learner's side of Yekverse's A1 café orders, spoken, for the browser journeys that play a
 * scenario through a fake microphone: for each scenario, the first appropriate reply of every node
 * on its main path (the shortest way to success) as a 16 kHz mono 16-bit WAV file, with half a
 * second of silence before it and a second after (the recogniser hears the start of speech and
 * an end to it), and a path.json listing them in order.
 *
 *   npx tsx content/tools/yekverse-fixtures.ts [--voice kal] [--scenario ID ...]
 *
 * --voice     the voice of the learner (content/AUDIO.md, "Voices"; default kal, a man's voice
 *             against the café's Emma, which the server's aligner also scores best)
 * --scenario  a scenario id instead of the two café orders (may be repeated)
 *
 * Writes e2e/fixtures/yekverse/<scenario>/<node>.wav and path.json. Needs festival, sox and the
 * voice's package like the audio command; the written files are committed.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { VoiceIdSchema, YekverseScenarioSchema } from '@yek/contracts/content';
import { LEVEL_PACE, type LevelPace } from './lib/audio-pace';
import { mainPath } from './lib/check-yekverse';
import { readYekverse } from './lib/load';
import { CONTENT_DIR } from './lib/paths';
import { missingPackages, segments, speak } from './lib/synth';

const FIXTURES_DIR = join(dirname(CONTENT_DIR), 'e2e', 'fixtures', 'yekverse');

/** The orders a journey plays at A1 in the café. */
const DEFAULT_SCENARIOS = ['cafe-breakfast-to-take-away', 'cafe-tea-and-cake'];

/**
 * A learner speaking at a natural pace: C1's articulation and pauses between sentences, with the
 * silences a person leaves around a reply into a microphone.
 */
const LEARNER_PACE: LevelPace = { ...LEVEL_PACE.C1, leadIn: 0.5, tail: 1 };

const { values } = parseArgs({
  options: {
    voice: { type: 'string', default: 'kal' },
    scenario: { type: 'string', multiple: true },
  },
});
const voice = VoiceIdSchema.parse(values.voice);
const wanted = values.scenario ?? DEFAULT_SCENARIOS;

const missing = missingPackages([voice]);
if (missing.length > 0) {
  console.error(`Speaking the replies needs: ${missing.join(' ')}`);
  process.exit(1);
}

const scenarios = readYekverse().scenarios.map((f) => YekverseScenarioSchema.safeParse(f.data));
for (const id of wanted) {
  const found = scenarios.find((s) => s.success && s.data.id === id);
  if (!found?.success) {
    console.error(`${id}: no valid scenario with this id`);
    process.exitCode = 1;
    continue;
  }
  const path = mainPath(found.data);
  if (!path) {
    console.error(`${id}: no way to success by appropriate replies`);
    process.exitCode = 1;
    continue;
  }
  const out = join(FIXTURES_DIR, id);
  mkdirSync(out, { recursive: true });
  const listed: { nodeId: string; replyText: string; file: string }[] = [];
  for (const { node, reply } of path) {
    const dir = mkdtempSync(join(tmpdir(), 'yek-fixture-'));
    try {
      const script = {
        type: 'monologue' as const,
        title: reply.text,
        speakers: [{ id: 'learner', name: 'Learner', voice }],
        lines: [{ speaker: 'learner', text: reply.text }],
      };
      const seconds = await speak(segments(script, LEARNER_PACE), LEARNER_PACE.stretch, dir);
      const file = `${node.id}.wav`;
      copyFileSync(join(dir, 'script.wav'), join(out, file));
      listed.push({ nodeId: node.id, replyText: reply.text, file });
      console.log(`${id}/${file}  ${seconds.toFixed(2)} s  "${reply.text}"`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  writeFileSync(join(out, 'path.json'), `${JSON.stringify(listed, null, 2)}\n`);
}
