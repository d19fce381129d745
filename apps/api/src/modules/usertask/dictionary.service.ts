import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DictionaryPage, SaveWordsBody, WordLookup } from '@yek/contracts/usertask';
import { lemmaCandidates } from '@yek/content/coverage';
import { CONTENT_DIR } from '@yek/content/paths';
import { AppError, notFound } from '../../lib/errors';
import type { UserTaskRepository, VocabularyRow } from './usertask.repository';
import { wordAudioUrl } from '../content/word-audio';

interface GeneralEntry {
  ipa: string | null;
  /** At most three senses joined with `; `, the curated meaning when there is one. */
  tr: string;
  curated?: true;
  /** The written form when it is not the key (contractions: `I'm`). */
  form?: string;
}
let general: Map<string, GeneralEntry> | null = null;
/**
 * The general dictionary for words the programme does not teach (content/dictionary, built by
 * content/tools/dictionary.ts): curated meanings or FreeDict's cleaned glosses, IPA from the CMU
 * pronouncing dictionary, and contractions. Read once on first use.
 */
function generalDictionary(): Map<string, GeneralEntry> {
  general ??= new Map(
    Object.entries(
      JSON.parse(
        readFileSync(join(CONTENT_DIR, 'dictionary', 'freedict-en-tr.json'), 'utf8'),
      ) as Record<string, GeneralEntry>,
    ),
  );
  return general;
}

/** A tapped word as looked up: lower case, straight apostrophes, no surrounding space. */
export function normalizeWord(raw: string): string {
  return raw.normalize('NFC').replace(/[’‘]/g, "'").trim().toLowerCase();
}

/**
 * The forms to look a tapped word up by, best first: the word as written, its base forms
 * (comes → come, went → go, children → child), and for a possessive (`teacher's`) its noun.
 */
export function lookupCandidates(raw: string): string[] {
  const word = normalizeWord(raw);
  const out = [word, ...lemmaCandidates(word)];
  const possessive = /^(.+?)'s?$/.exec(word)?.[1];
  if (possessive && word.includes("'")) out.push(possessive, ...lemmaCandidates(possessive));
  return [...new Set(out)];
}

/** A word the programme does not teach, from the general dictionary, by its base forms. */
function generalEntry(raw: string): VocabularyRow | null {
  for (const c of lookupCandidates(raw)) {
    const hit = generalDictionary().get(c);
    if (hit)
      return {
        id: 0,
        headword: hit.form ?? c,
        pos: hit.form ? 'contraction' : '',
        ipa: hit.ipa ?? '',
        meaningTr: hit.tr,
        exampleEn: '',
      };
  }
  return null;
}

/**
 * The personal dictionary: words saved from a vocabulary part or tapped in a passage. A tapped
 * word is looked up as written and by its base forms (went → go, cities → city, I'm) in the
 * programme's vocabulary, whose Turkish meanings are written and checked by the project, then in
 * the general dictionary (curated meanings first, then FreeDict's cleaned glosses).
 */
export function createDictionaryService(
  repo: UserTaskRepository,
  lookedUp: (userId: number, word: string) => Promise<void> = () => Promise.resolve(),
) {
  async function findWord(raw: string): Promise<VocabularyRow | null> {
    const word = normalizeWord(raw);
    // A contraction is never a taught headword: it is shown as its own entry.
    if (generalDictionary().get(word)?.form) return generalEntry(word);
    const candidates = lookupCandidates(word);
    const rows = await repo.vocabularyByHeadwords(candidates);
    const taught = (c: string) => rows.find((r) => r.headword.toLowerCase() === c);
    // The written form as taught, or with a curated meaning of its own (better, not good), then
    // base forms in the order lemmaCandidates proposes them.
    const asWritten = taught(word);
    if (asWritten) return asWritten;
    if (generalDictionary().get(word)?.curated) return generalEntry(word);
    for (const c of candidates) {
      const hit = taught(c);
      if (hit) return hit;
    }
    return generalEntry(word);
  }

  return {
    async lookup(userId: number, word: string): Promise<WordLookup> {
      const hit = await findWord(word);
      if (!hit) throw new AppError('WORD_NOT_FOUND');
      const [saved] = await Promise.all([
        repo.savedWords(userId, [hit.headword.toLowerCase()]),
        lookedUp(userId, hit.headword),
      ]);
      return {
        word,
        headword: hit.headword,
        pos: hit.pos || null,
        meaning: hit.meaningTr,
        ipa: hit.ipa || null,
        example: hit.exampleEn || null,
        vocabularyId: hit.id || null,
        saved: saved.has(hit.headword.toLowerCase()),
        audioUrl: wordAudioUrl(hit.headword),
      };
    },

    /** Saves words by programme id or by written form; words already saved are left as they are. */
    async save(userId: number, body: SaveWordsBody): Promise<number> {
      const mainQuestionId = body.taskMainQuestionId ?? null;
      if (mainQuestionId) {
        const owner = await repo.partOwner(userId, mainQuestionId);
        if (!owner?.userTaskId) throw notFound();
      }
      const ids = body.words.flatMap((w) => (w.vocabularyId ? [w.vocabularyId] : []));
      const byId = ids.length ? await repo.vocabularyByIds(ids) : [];
      const rows: VocabularyRow[] = [];
      for (const w of body.words) {
        const row = w.vocabularyId
          ? byId.find((r) => r.id === w.vocabularyId)
          : w.word
            ? await findWord(w.word)
            : undefined;
        if (!row) throw new AppError('WORD_NOT_FOUND');
        rows.push(row);
      }
      await repo.saveWords(
        userId,
        rows.map((r) => ({
          vocabularyId: r.id || null,
          mainQuestionId,
          word: r.headword,
          meaning: r.meaningTr,
          ipa: r.ipa || null,
          example: r.exampleEn || null,
        })),
      );
      return rows.length;
    },

    async list(
      userId: number,
      q: { searchText?: string; pageNumber: number; pageSize: number },
    ): Promise<DictionaryPage> {
      const { rows, total } = await repo.dictionary(
        userId,
        q.searchText || undefined,
        q.pageSize,
        (q.pageNumber - 1) * q.pageSize,
      );
      return {
        items: rows.map((r) => ({
          id: r.id,
          key: r.word,
          value: r.meaning,
          ipa: r.ipa,
          example: r.example,
          createdDate: r.createdAt.toISOString(),
        })),
        totalCount: total,
        pageNumber: q.pageNumber,
        pageSize: q.pageSize,
      };
    },

    async remove(userId: number, id: number): Promise<void> {
      if (!(await repo.deleteWord(userId, id))) throw notFound();
    },
  };
}
export type DictionaryService = ReturnType<typeof createDictionaryService>;
