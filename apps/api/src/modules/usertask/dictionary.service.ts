import type { DictionaryPage, SaveWordsBody, WordLookup } from '@yek/contracts/usertask';
import { lemmaCandidates } from '../../../../../content/tools/lib/coverage';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { UserTaskRepository, VocabularyRow } from './usertask.repository';

/**
 * The personal dictionary: words saved from a vocabulary part or tapped in a passage. A tapped
 * word is looked up by its base forms (went → go, cities → city) in the programme's vocabulary,
 * whose Turkish meanings are written and checked by the project.
 */
export function createDictionaryService(repo: UserTaskRepository) {
  async function findWord(raw: string): Promise<VocabularyRow | null> {
    const word = raw.replace(/[’]/g, "'").trim().toLowerCase();
    const candidates = [...new Set([word, ...lemmaCandidates(word)])];
    const rows = await repo.vocabularyByHeadwords(candidates);
    // The written form first, then base forms in the order lemmaCandidates proposes them.
    for (const c of candidates) {
      const hit = rows.find((r) => r.headword.toLowerCase() === c);
      if (hit) return hit;
    }
    return null;
  }

  return {
    async lookup(userId: number, word: string): Promise<WordLookup> {
      const hit = await findWord(word);
      if (!hit) throw new AppError('WORD_NOT_FOUND', 404);
      const saved = await repo.savedWords(userId, [hit.headword.toLowerCase()]);
      return {
        word,
        headword: hit.headword,
        pos: hit.pos,
        meaning: hit.meaningTr,
        ipa: hit.ipa,
        example: hit.exampleEn,
        vocabularyId: hit.id,
        saved: saved.has(hit.headword.toLowerCase()),
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
        if (!row) throw badRequest('WORD_NOT_FOUND');
        rows.push(row);
      }
      await repo.saveWords(
        userId,
        rows.map((r) => ({
          vocabularyId: r.id,
          mainQuestionId,
          word: r.headword,
          meaning: r.meaningTr,
          ipa: r.ipa,
          example: r.exampleEn,
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
