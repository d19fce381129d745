/** The cache keys of the learner's exams; one root, since finishing an exam changes several. */
const ROOT = ['usertaskexam'] as const;

export const examKeys = {
  all: ROOT,
  placement: (taskExamId: number) => [...ROOT, 'placement', taskExamId] as const,
  level: (levelId: number) => [...ROOT, 'level', levelId] as const,
  exam: (taskExamId: number) => [...ROOT, 'exam', taskExamId] as const,
  answers: (taskExamId: number, pageNumber: number, pageSize: number) =>
    [...ROOT, 'answers', taskExamId, pageNumber, pageSize] as const,
  completed: (displayCount: number) => [...ROOT, 'completed', displayCount] as const,
  sections: [...ROOT, 'sections'] as const,
  /** Public and not the learner's own: kept apart from the root the learner's changes clear. */
  certificate: (code: string) => ['certificate', code] as const,
};
