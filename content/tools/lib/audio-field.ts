/**
 * Writing a listening script's `audio: { file, durationSeconds }` into a day or exam file's text.
 *
 * The yaml package's Document API finds the part and the exact source range of its `script` (or
 * of an older `audio`); the new field is spliced into the text at that range. Stringifying the
 * whole document again would keep comments and order but not every layout choice of prettier (it
 * wraps long flow sequences onto a second line, which yaml writes back on one), so only the one
 * line of the field changes. The result is parsed again and compared with the intended data.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  ScriptSchema,
  VoiceIdSchema,
  type AudioRef,
  type Script,
  type VoiceId,
} from '@yek/contracts/content';
import {
  type Document,
  type Pair,
  type YAMLMap,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
} from 'yaml';
import { audioFileName, characterLineScript, dictationScript, readAloudScript } from './audio';

/** Seconds as recorded in a day file: one decimal place. */
export const roundSeconds = (seconds: number): number =>
  Math.max(0.1, Math.round(seconds * 10) / 10);

/** The field as one line of YAML (flow map, the style prettier keeps). */
export function audioFieldText(audio: AudioRef): string {
  return `audio: { file: ${audio.file}, durationSeconds: ${audio.durationSeconds} }`;
}

function parse(source: string): Document.Parsed {
  const doc = parseDocument(source, { uniqueKeys: true });
  if (doc.errors.length > 0) throw new Error(doc.errors.map((e) => e.message).join('; '));
  return doc;
}

/**
 * The map that holds a listening script, found by its key: a day's part (`parts[].slug`), a
 * placement item's `listening` (`items[].id`) or a level exam's recording
 * (`sections.listening.recordings[].slug`); with its path in the document's data.
 */
function findHolder(
  doc: Document.Parsed,
  key: string,
): { holder: YAMLMap; path: (string | number)[] } {
  const parts = doc.get('parts');
  if (isSeq(parts)) {
    const i = parts.items.findIndex((item) => isMap(item) && item.get('slug') === key);
    if (i >= 0) return { holder: parts.items[i] as YAMLMap, path: ['parts', i] };
  }
  const items = doc.get('items');
  if (isSeq(items)) {
    const i = items.items.findIndex((item) => isMap(item) && item.get('id') === key);
    const listening = i >= 0 ? (items.items[i] as YAMLMap).get('listening') : undefined;
    if (isMap(listening)) return { holder: listening, path: ['items', i, 'listening'] };
  }
  const recordings = doc.getIn(['sections', 'listening', 'recordings']);
  if (isSeq(recordings)) {
    const i = recordings.items.findIndex((item) => isMap(item) && item.get('slug') === key);
    if (i >= 0)
      return {
        holder: recordings.items[i] as YAMLMap,
        path: ['sections', 'listening', 'recordings', i],
      };
  }
  throw new Error(`no part ${key}`);
}

function pairOf(map: YAMLMap, key: string): Pair | undefined {
  return map.items.find((p) => isScalar(p.key) && p.key.value === key) as Pair | undefined;
}

/** End of a node's own text: its range's value end with trailing whitespace and newlines left out. */
function contentEnd(source: string, end: number): number {
  let at = end;
  while (at > 0 && /\s/.test(source[at - 1]!)) at--;
  return at;
}

/** The listening script of a part as the file now holds it, or null when it is not a valid script. */
export function scriptOf(source: string, slug: string): Script | null {
  const doc = parse(source);
  const parsed = ScriptSchema.safeParse(findHolder(doc, slug).holder.toJS(doc).script);
  return parsed.success ? parsed.data : null;
}

/**
 * The day's text with the `audio` field of one map (a part or an item) set: an existing field
 * replaced in place, a new one on the line after the map's `after` key. Throws when that key is
 * missing or when the result would not read back as the same day with only this audio changed.
 */
function writeAudioField(
  source: string,
  slug: string,
  holder: { map: YAMLMap; path: (string | number)[]; after: string },
  audio: AudioRef,
): string {
  const field = audioFieldText(audio);
  const existing = pairOf(holder.map, 'audio');
  let result: string;
  if (existing && existing.value) {
    const start = (existing.key as { range: [number, number, number] }).range[0];
    const end = contentEnd(
      source,
      (existing.value as { range: [number, number, number] }).range[1],
    );
    result = source.slice(0, start) + field + source.slice(end);
  } else {
    const afterPair = pairOf(holder.map, holder.after);
    const keyRange = (afterPair?.key as { range?: [number, number, number] } | undefined)?.range;
    const valueRange = (afterPair?.value as { range?: [number, number, number] } | undefined)
      ?.range;
    if (!keyRange || !valueRange)
      throw new Error(`${slug}: no ${holder.after} to put the audio after`);
    const lineStart = source.lastIndexOf('\n', keyRange[0] - 1) + 1;
    const indent = ' '.repeat(keyRange[0] - lineStart);
    const lastLineEnd = source.indexOf('\n', contentEnd(source, valueRange[1]));
    const at = lastLineEnd === -1 ? source.length : lastLineEnd + 1;
    const newline = lastLineEnd === -1 ? '\n' : '';
    result = `${source.slice(0, at)}${newline}${indent}${field}\n${source.slice(at)}`;
  }

  // The result must read back as the same day with only this audio changed.
  const before = parse(source).toJS() as Record<string | number, unknown>;
  let target = before;
  for (const step of holder.path) target = target[step] as Record<string | number, unknown>;
  target.audio = { file: audio.file, durationSeconds: audio.durationSeconds };
  if (!isDeepStrictEqual(parse(result).toJS() as unknown, before))
    throw new Error(`${slug}: writing the audio field would change other data`);
  return result;
}

/**
 * The day file's text with the part's `audio` set: an existing field is replaced in place, a new
 * one goes on the line after the script. Throws when the part is missing, when its script no longer
 * names `audio.file` (it was edited while rendering) or when the result would not read back as the
 * same day with the new field.
 */
export function setAudioField(source: string, slug: string, audio: AudioRef): string {
  const doc = parse(source);
  const { holder: part, path } = findHolder(doc, slug);
  const script = scriptOf(source, slug);
  if (!script) throw new Error(`${slug}: the script is not valid`);
  const expected = audioFileName(script);
  if (expected !== audio.file)
    throw new Error(`${slug}: the script changed; it now names ${expected}, not ${audio.file}`);

  return writeAudioField(source, slug, { map: part, path, after: 'script' }, audio);
}

/** The map of a part's item, found by its slug (`parts[].questions[].slug`), with its data path. */
function findItem(
  doc: Document.Parsed,
  slug: string,
): { item: YAMLMap; path: (string | number)[] } {
  const parts = doc.get('parts');
  if (isSeq(parts))
    for (const [i, part] of parts.items.entries()) {
      const questions = isMap(part) ? part.get('questions') : undefined;
      if (!isSeq(questions)) continue;
      const j = questions.items.findIndex((q) => isMap(q) && q.get('slug') === slug);
      if (j >= 0)
        return { item: questions.items[j] as YAMLMap, path: ['parts', i, 'questions', j] };
    }
  throw new Error(`no item ${slug}`);
}

/**
 * A read-aloud item's text with its model reading's `audio` set, the same way as a script's: an
 * existing field replaced in place, a new one on the line after the item's `prompt`. Throws when
 * the item is gone, its sentence no longer names the file, or other data would change.
 */
export function setItemAudioField(source: string, slug: string, audio: AudioRef): string {
  const doc = parse(source);
  const { item, path } = findItem(doc, slug);
  const prompt = item.get('prompt');
  if (typeof prompt !== 'string') throw new Error(`${slug}: no sentence`);
  const expected = audioFileName(readAloudScript(prompt));
  if (expected !== audio.file)
    throw new Error(`${slug}: the sentence changed; it now names ${expected}, not ${audio.file}`);

  return writeAudioField(source, slug, { map: item, path, after: 'prompt' }, audio);
}

/**
 * A dictation item's text with its sentence's `audio` set, the same way as a read-aloud item's: an
 * existing field replaced in place, a new one on the line after the item's `sentence` (or `voice`).
 * Throws when the item is gone, its sentence or voice no longer names the file, or other data
 * would change.
 */
export function setDictationAudioField(source: string, slug: string, audio: AudioRef): string {
  const doc = parse(source);
  const { item, path } = findItem(doc, slug);
  const sentence = item.get('sentence');
  if (typeof sentence !== 'string') throw new Error(`${slug}: no sentence`);
  const voice = VoiceIdSchema.optional().parse(item.get('voice'));
  const expected = audioFileName(dictationScript({ sentence, voice }));
  if (expected !== audio.file)
    throw new Error(`${slug}: the sentence changed; it now names ${expected}, not ${audio.file}`);
  const after = pairOf(item, 'voice') ? 'voice' : 'sentence';
  return writeAudioField(source, slug, { map: item, path, after }, audio);
}

/**
 * A lecture example's text with its reading's `audio` set, the same way as a read-aloud item's:
 * an existing field replaced in place, a new one on the line after the example's `tr`. The example
 * is found by its place in `lecture.examples` (0-based); throws when it is gone, its sentence no
 * longer names the file, or other data would change.
 */
export function setLectureExampleAudioField(
  source: string,
  index: number,
  audio: AudioRef,
): string {
  const doc = parse(source);
  const examples = doc.getIn(['lecture', 'examples']);
  const example = isSeq(examples) ? examples.items[index] : undefined;
  const at = `lecture example ${index + 1}`;
  if (!isMap(example)) throw new Error(`no ${at}`);
  const sentence = example.get('en');
  if (typeof sentence !== 'string') throw new Error(`${at}: no sentence`);
  const expected = audioFileName(readAloudScript(sentence));
  if (expected !== audio.file)
    throw new Error(`${at}: the sentence changed; it now names ${expected}, not ${audio.file}`);

  return writeAudioField(
    source,
    at,
    { map: example, path: ['lecture', 'examples', index], after: 'tr' },
    audio,
  );
}

/**
 * A Yekverse scenario's text with one node's line's `audio` set, the same way as a dictation's: an
 * existing field replaced in place, a new one on the line after the node's `line`. The node is
 * found by its id; throws when it is gone, its line or the character's voice no longer names the
 * file, or other data would change.
 */
export function setNodeAudioField(
  source: string,
  nodeId: string,
  character: { name: string; voice: VoiceId },
  audio: AudioRef,
): string {
  const doc = parse(source);
  const nodes = doc.get('nodes');
  const index = isSeq(nodes)
    ? nodes.items.findIndex((n) => isMap(n) && n.get('id') === nodeId)
    : -1;
  const node = isSeq(nodes) ? nodes.items[index] : undefined;
  if (!isMap(node)) throw new Error(`no node ${nodeId}`);
  const line = node.get('line');
  if (typeof line !== 'string') throw new Error(`${nodeId}: no line`);
  const expected = audioFileName(characterLineScript(line, character));
  if (expected !== audio.file)
    throw new Error(`${nodeId}: the line changed; it now names ${expected}, not ${audio.file}`);
  return writeAudioField(
    source,
    nodeId,
    { map: node, path: ['nodes', index], after: 'line' },
    audio,
  );
}
