import type { UserCache } from '../../plugins/user-cache';
import type { UserTaskRepository } from './usertask.repository';

/**
 * The learner's repository with their reads kept in the user cache (plugins/user-cache.ts): a
 * learner moving through a day reads their task, answers and saved words from memory. Every write
 * drops the learner's entries once it has committed, so a read that follows in the same request
 * sees it; other instances hear of it through the change feed. Reads inside a transaction and the
 * shared programme and vocabulary reads are not cached here.
 */
export function cacheLearnerReads(repo: UserTaskRepository, cache: UserCache): UserTaskRepository {
  const key = (name: string, ...args: unknown[]) => `usertask.${name}:${JSON.stringify(args)}`;
  async function written<T>(userId: number, write: Promise<T>): Promise<T> {
    try {
      return await write;
    } finally {
      cache.evictUser(userId);
    }
  }
  return {
    ...repo,
    latest: (userId, q) =>
      q ? repo.latest(userId, q) : cache.read(userId, key('latest'), () => repo.latest(userId)),
    byId: (userId, id) => cache.read(userId, key('byId', id), () => repo.byId(userId, id)),
    byDate: (userId, date) =>
      cache.read(userId, key('byDate', date), () => repo.byDate(userId, date)),
    list: (userId, options = {}) =>
      cache.read(userId, key('list', options), () => repo.list(userId, options)),
    answers: (userId, userTaskId, mainQuestionIds) =>
      cache.read(userId, key('answers', userTaskId, mainQuestionIds), () =>
        repo.answers(userId, userTaskId, mainQuestionIds),
      ),
    partOwner: (userId, mainQuestionId) =>
      cache.read(userId, key('partOwner', mainQuestionId), () =>
        repo.partOwner(userId, mainQuestionId),
      ),
    lectureOwner: (userId, lectureId) =>
      cache.read(userId, key('lectureOwner', lectureId), () =>
        repo.lectureOwner(userId, lectureId),
      ),
    programStartDay: (userId) =>
      cache.read(userId, key('programStartDay'), () => repo.programStartDay(userId)),
    sections: (userId) => cache.read(userId, key('sections'), () => repo.sections(userId)),
    savedWords: (userId, lowerWords) =>
      cache.read(userId, key('savedWords', lowerWords), () => repo.savedWords(userId, lowerWords)),
    wordsSavedFromPart: (userId, ...rest) =>
      cache.read(userId, key('wordsSavedFromPart', ...rest), () =>
        repo.wordsSavedFromPart(userId, ...rest),
      ),

    activity: (userId, ...rest) =>
      cache.read(userId, key('activity', ...rest), () => repo.activity(userId, ...rest)),
    wordWeeks: (userId, ...rest) =>
      cache.read(userId, key('wordWeeks', ...rest), () => repo.wordWeeks(userId, ...rest)),
    skillWeeks: (userId, ...rest) =>
      cache.read(userId, key('skillWeeks', ...rest), () => repo.skillWeeks(userId, ...rest)),

    insert: (row) => written(row.userId, repo.insert(row)),
    completeLecture: (userId, id, at) => written(userId, repo.completeLecture(userId, id, at)),
    registerAnswer: (userId, userTaskId, answer, at, maxAttempts) =>
      written(userId, repo.registerAnswer(userId, userTaskId, answer, at, maxAttempts)),
    saveWords: (userId, ...rest) => written(userId, repo.saveWords(userId, ...rest)),
    deleteWord: (userId, id) => written(userId, repo.deleteWord(userId, id)),
  };
}
