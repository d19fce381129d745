export const yekverseKeys = {
  all: ['yekverse'] as const,
  world: () => ['yekverse', 'world'] as const,
  summary: () => ['yekverse', 'summary'] as const,
};
