/**
 * The cache keys of every read about the learner's days. They share one root because taking a
 * day, finishing a lecture or saving words changes what several of them show.
 */
const ROOT = ['usertask'] as const;

export const taskKeys = {
  all: ROOT,
  overview: () => [...ROOT, 'overview'] as const,
  schedule: () => [...ROOT, 'schedule'] as const,
  progress: () => [...ROOT, 'progress'] as const,
  completed: (displayCount: number) => [...ROOT, 'completed', displayCount] as const,
  completedOverview: () => [...ROOT, 'completed-overview'] as const,
  task: (taskId: number) => [...ROOT, 'task', taskId] as const,
  parts: () => [...ROOT, 'part'] as const,
  part: (taskMainQuestionId: number) => [...ROOT, 'part', taskMainQuestionId] as const,
  lectures: () => [...ROOT, 'lectures'] as const,
  lecture: (lectureId: number) => [...ROOT, 'lecture', lectureId] as const,
  dictionary: () => [...ROOT, 'dictionary'] as const,
  dictionaryPage: (searchText: string, pageNumber: number) =>
    [...ROOT, 'dictionary', searchText, pageNumber] as const,
  lookup: (word: string | null) => [...ROOT, 'lookup', word] as const,
};
