import type { ContentRepository } from './content.repository';

/** A day's content, its keys and reveals change only when content is loaded again. */
const CONTENT_CACHE_MS = 60_000;

/** Values by id, each kept a minute; only the ids not held are read, in one call. */
function byId<T>(idOf: (value: T) => number, load: (ids: number[]) => Promise<T[]>) {
  const held = new Map<number, { expires: number; value: T }>();
  return async (ids: number[]): Promise<T[]> => {
    const now = Date.now();
    const missing = ids.filter((id) => !((held.get(id)?.expires ?? 0) > now));
    if (missing.length > 0)
      for (const value of await load(missing))
        held.set(idOf(value), { expires: now + CONTENT_CACHE_MS, value });
    return ids.flatMap((id) => held.get(id)?.value ?? []);
  };
}

/**
 * The content repository with what learners read kept in memory for a minute, shared by all
 * learners: a day (by task), the keys of its items and a listening part's reveal. A content load
 * is seen within that minute.
 */
export function cacheContentReads(repo: ContentRepository): ContentRepository {
  const days = new Map<
    number,
    { expires: number; day: ReturnType<ContentRepository['loadTaskForLearner']> }
  >();
  return {
    ...repo,
    loadTaskForLearner(taskId) {
      const hit = days.get(taskId);
      if (hit && hit.expires > Date.now()) return hit.day;
      const day = repo.loadTaskForLearner(taskId);
      days.set(taskId, { expires: Date.now() + CONTENT_CACHE_MS, day });
      day.catch(() => days.delete(taskId));
      return day;
    },
    loadKeys: byId((key) => key.id, repo.loadKeys),
    loadReveals: byId((reveal) => reveal.id, repo.loadReveals),
  };
}
