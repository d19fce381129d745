/**
 * The cache keys of the questionnaire. A saved answer changes the questions and the result page
 * but arrives with the new state itself, so questions and result sit apart from the state.
 */
const ROOT = ['registration'] as const;

export type QuestionKind = 'birthday' | 'education' | 'interest' | 'job' | 'purpose' | 'student';

export const registrationKeys = {
  all: ROOT,
  state: () => [...ROOT, 'state'] as const,
  questions: () => [...ROOT, 'question'] as const,
  question: (kind: QuestionKind) => [...ROOT, 'question', kind] as const,
  jobSearch: (searchText: string) => [...ROOT, 'question', 'job', searchText] as const,
  result: () => [...ROOT, 'result'] as const,
};
