/**
 * The cache keys of the meta courses' reads. One root: an answer changes what the list, the
 * course and the profile's section show.
 */
const ROOT = ['metacourse'] as const;

export const metaKeys = {
  all: ROOT,
  list: () => [...ROOT, 'list'] as const,
  course: (id: number) => [...ROOT, 'course', id] as const,
  tasks: () => [...ROOT, 'task'] as const,
  task: (id: number, number: number | null) => [...ROOT, 'task', id, number] as const,
};
