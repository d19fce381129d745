import type { Skill } from '@yek/contracts/content-common';
import type { UserTask, UserTaskPart } from '@yek/contracts/usertask';
import { partPath } from './part-path';

/**
 * Estimated minutes of a step: what a learner at a steady pace takes, a base for reading or
 * listening to the part's text and minutes per item. Shown as an estimate ("~12 dk").
 */
const ESTIMATE: Record<Skill, { base: number; perItem: number }> = {
  grammar: { base: 0, perItem: 1 },
  vocabulary: { base: 1, perItem: 0.75 },
  reading: { base: 3, perItem: 1 },
  listening: { base: 2, perItem: 1 },
  writing: { base: 2, perItem: 6 },
  speaking: { base: 1, perItem: 1.5 },
};
export const LECTURE_MINUTES = 4;

export function partMinutes(part: Pick<UserTaskPart, 'kind' | 'questionCount'>): number {
  const e = ESTIMATE[part.kind];
  return Math.max(1, Math.round(e.base + e.perItem * part.questionCount));
}

export function taskMinutes(task: Pick<UserTask, 'lectureId' | 'parts'>): number {
  return (
    (task.lectureId === null ? 0 : LECTURE_MINUTES) +
    task.parts.reduce((n, p) => n + partMinutes(p), 0)
  );
}

/** The one step to take next in a day: its lecture, then its first unfinished part; null when done. */
export type NextStep =
  { kind: 'lecture'; to: string } | { kind: 'part'; part: UserTaskPart; to: string } | null;

export function nextStep(
  task: Pick<UserTask, 'id' | 'lectureId' | 'lectureCompletedAt' | 'parts'>,
): NextStep {
  if (task.lectureId !== null && !task.lectureCompletedAt)
    return { kind: 'lecture', to: `/task/${task.id}/lecture/${task.lectureId}` };
  const part = [...task.parts].sort((a, b) => a.orderNo - b.orderNo).find((p) => !p.completed);
  return part ? { kind: 'part', part, to: partPath(part.kind, part.mainQuestionId) } : null;
}

/**
 * Each part's place on the day's path: finished parts are done (or low, under the pass mark) and
 * stay open to review; the first unfinished one is next; the ones after it are locked until it is
 * done, and all of them until the lecture is.
 */
export function pathStates(
  task: Pick<UserTask, 'id' | 'lectureId' | 'lectureCompletedAt' | 'parts'>,
  passScore: number,
): Map<number, 'done' | 'low' | 'next' | 'locked'> {
  const step = nextStep(task);
  const states = new Map<number, 'done' | 'low' | 'next' | 'locked'>();
  for (const p of task.parts) {
    if (p.completed) states.set(p.mainQuestionId, (p.score ?? 1) >= passScore ? 'done' : 'low');
    else if (step?.kind === 'part' && step.part.mainQuestionId === p.mainQuestionId)
      states.set(p.mainQuestionId, 'next');
    else states.set(p.mainQuestionId, 'locked');
  }
  return states;
}
