export const reviewKeys = {
  all: ['review'] as const,
  session: (words?: string) => ['review', 'session', words ?? ''] as const,
};
