import { isDeepStrictEqual } from 'node:util';
import { isMap, isPair, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { wordSlug } from '@yek/contracts/content';
import { britishSpelling, spellingChanges } from './british';
import { englishFields, formatPath, typedAnswerLists } from './check-british';

/**
 * Rewrites a hand-formatted content file to British spelling in place: only the words change,
 * inside the source text of each English scalar (plain, quoted or block), so quoting, wrapping and
 * comments stay as written. A vocabulary entry whose headword changes gets the slug of its new
 * headword (`wordSlug`), as the schema asks.
 */

export interface FileChange {
  path: string;
  keys: (string | number)[];
  from: string;
  to: string;
  /** A Turkish field, changed where it quotes English. */
  turkish: boolean;
}

export interface RewriteResult {
  text: string;
  changes: FileChange[];
  /** Slugs renamed with their headword (`color-noun` → `colour-noun`). */
  slugs: { from: string; to: string }[];
  /** Fields whose source could not be matched word for word (escapes): edit by hand. */
  manual: string[];
}

const WORD = /\p{L}+/gu;

interface Edit {
  start: number;
  end: number;
  text: string;
}

type Ranged = Node & { range?: [number, number, number]; flow?: boolean; items?: unknown[] };

/** The scalar and list nodes of a document by their path (`parts[1].words[0].headword`). */
function scalarNodes(root: Node | null): Map<string, Ranged> {
  const out = new Map<string, Ranged>();
  const visit = (node: unknown, path: (string | number)[]) => {
    if (isScalar(node)) out.set(formatPath(path), node as never);
    else if (isSeq(node)) out.set(formatPath(path), node as never);
    if (isScalar(node)) return;
    if (isMap(node))
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        visit(pair.value, [...path, key]);
      }
    else if (isSeq(node)) node.items.forEach((item, i) => visit(item, [...path, i]));
  };
  visit(root, []);
  return out;
}

export function rewriteBritish(source: string): RewriteResult {
  const doc = parseDocument(source, { keepSourceTokens: false });
  const result: RewriteResult = { text: source, changes: [], slugs: [], manual: [] };
  if (doc.errors.length > 0) return result;
  const data: unknown = doc.toJS();
  const nodes = scalarNodes(doc.contents as Node | null);
  const edits: Edit[] = [];
  const expected = structuredClone(data) as unknown;
  const setList = (keys: (string | number)[], value: string[]) => {
    let at = expected as Record<string | number, unknown>;
    for (const k of keys.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
    at[keys.at(-1)!] = value;
  };
  const setAt = (keys: (string | number)[], value: string) => {
    let at = expected as Record<string | number, unknown>;
    for (const k of keys.slice(0, -1)) at = at[k] as Record<string | number, unknown>;
    at[keys.at(-1)!] = value;
  };

  // Typed answers: the British form takes the American one's place and the American one is
  // still accepted after it (appended, or moved after a British form already listed).
  const typed = typedAnswerLists(data);
  for (const [path, keys] of typed) {
    const list = nodes.get(path);
    const answers = keys.reduce<unknown>(
      (at, k) => (at as Record<string | number, unknown>)[k],
      data,
    ) as string[];
    const items = answers.map((_, i) => nodes.get(`${path}[${i}]`));
    if (!list?.range || items.some((n) => !n?.range)) {
      if (answers.some((a) => britishSpelling(a) !== a)) result.manual.push(path);
      continue;
    }
    const src = items.map((n) => source.slice(n!.range![0], n!.range![1]));
    const next = [...answers];
    const nextSrc = [...src];
    const appended: string[] = [];
    for (let i = 0; i < answers.length; i++) {
      const british = britishSpelling(answers[i]!);
      if (british === answers[i]) continue;
      const j = next.indexOf(british);
      if (j >= 0 && j < i) continue; // the British form is accepted first already
      const changes = spellingChanges(answers[i]!);
      for (const c of changes)
        result.changes.push({
          path: `${path}[${i}]`,
          keys: [...keys, i],
          from: c.from,
          to: c.to,
          turkish: false,
        });
      if (j > i) {
        // Listed later: swap the two so the British form comes first.
        [next[i], next[j]] = [next[j]!, next[i]!];
        [nextSrc[i], nextSrc[j]] = [nextSrc[j]!, nextSrc[i]!];
        continue;
      }
      let rewritten = src[i]!;
      for (const c of [...changes].reverse()) {
        const at = rewritten.lastIndexOf(c.from);
        if (at < 0) break;
        rewritten = rewritten.slice(0, at) + c.to + rewritten.slice(at + c.from.length);
      }
      next[i] = british;
      nextSrc[i] = rewritten;
      next.push(answers[i]!);
      appended.push(src[i]!);
    }
    if (next.every((a, i) => a === answers[i]) && appended.length === 0) continue;
    items.forEach((n, i) => {
      if (nextSrc[i] !== src[i])
        edits.push({ start: n!.range![0], end: n!.range![1], text: nextSrc[i]! });
    });
    if (appended.length) {
      const last = items.at(-1)!.range!;
      let insert: string;
      if (list.flow) insert = appended.map((a) => `, ${a}`).join('');
      else {
        const lineStart = source.lastIndexOf('\n', last[0]) + 1;
        const dash = source.slice(lineStart, last[0]);
        if (!/^\s*-\s+$/.test(dash)) {
          result.manual.push(path);
          continue;
        }
        insert = appended.map((a) => `\n${dash}${a}`).join('');
      }
      edits.push({ start: last[1], end: last[1], text: insert });
    }
    setList(keys, next);
  }

  for (const field of englishFields(data)) {
    if (typed.has(field.path.replace(/\[\d+\]$/, ''))) continue;
    const changes = spellingChanges(field.value, field.turkish);
    if (changes.length === 0) continue;
    const node = nodes.get(field.path);
    const range = node?.range;
    if (!range) {
      result.manual.push(field.path);
      continue;
    }
    const raw = source.slice(range[0], range[1]);
    const rawWords = [...raw.matchAll(WORD)];
    const valueWords = [...field.value.matchAll(WORD)];
    const aligned =
      rawWords.length === valueWords.length && rawWords.every((w, i) => w[0] === valueWords[i]![0]);
    const wordAt = new Map(valueWords.map((w, i) => [w.index, i]));
    const found: Edit[] = [];
    let from = 0;
    for (const change of changes) {
      let start: number | undefined;
      if (aligned) start = rawWords[wordAt.get(change.index)!]?.index;
      else {
        // Escapes (`\n` in a double-quoted scalar) shift the words: find each in order instead.
        const re = new RegExp(`(?<=^|[^\\p{L}]|\\\\[nt])${change.from}(?!\\p{L})`, 'gu');
        re.lastIndex = from;
        start = re.exec(raw)?.index;
      }
      if (start === undefined) break;
      from = start + change.from.length;
      found.push({ start: range[0] + start, end: range[0] + from, text: change.to });
    }
    if (found.length !== changes.length) {
      result.manual.push(field.path);
      continue;
    }
    edits.push(...found);
    for (const change of changes)
      result.changes.push({
        path: field.path,
        keys: field.keys,
        from: change.from,
        to: change.to,
        turkish: field.turkish,
      });
    const converted = britishSpelling(field.value, field.turkish);
    setAt(field.keys, converted);

    // A taught word is keyed by wordSlug(headword, pos): the slug follows its headword.
    if (field.keys.at(-1) === 'headword') {
      const entryKeys = field.keys.slice(0, -1);
      let entry = data as Record<string | number, unknown>;
      for (const k of entryKeys) entry = entry[k] as Record<string | number, unknown>;
      const slugNode = nodes.get(formatPath([...entryKeys, 'slug']));
      if (typeof entry.pos === 'string' && typeof entry.slug === 'string' && slugNode?.range) {
        const slug = wordSlug(converted, entry.pos);
        if (
          slug !== entry.slug &&
          source.slice(slugNode.range[0], slugNode.range[1]) === entry.slug
        ) {
          edits.push({ start: slugNode.range[0], end: slugNode.range[1], text: slug });
          result.slugs.push({ from: entry.slug, to: slug });
          setAt([...entryKeys, 'slug'], slug);
        }
      }
    }
  }

  edits.sort((a, b) => b.start - a.start);
  let text = source;
  for (const edit of edits) text = text.slice(0, edit.start) + edit.text + text.slice(edit.end);
  // The edit is right only if the file now reads as the converted data, and nothing else moved.
  const reread = parseDocument(text);
  if (reread.errors.length > 0 || !isDeepStrictEqual(reread.toJS(), expected))
    throw new Error('the rewritten file does not parse to the converted content');
  result.text = text;
  return result;
}
