export const reviewKeys = {
  all: ['review'] as const,
  session: (words?: string) => ['review', 'session', words ?? ''] as const,
  lesson: (exclude: string) => ['review', 'lesson', exclude] as const,
};
