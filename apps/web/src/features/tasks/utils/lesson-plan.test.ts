import type { UserTaskPart } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { nextStep, partMinutes, pathStates, taskMinutes } from './lesson-plan';

function part(orderNo: number, completed: boolean, score: number | null = null): UserTaskPart {
  return {
    mainQuestionId: 40 + orderNo,
    orderNo,
    skillId: orderNo,
    kind: 'grammar',
    questionCount: 5,
    answeredCount: completed ? 5 : 0,
    correctCount: 0,
    score,
    completed,
  };
}

const day = (parts: UserTaskPart[], lectureDone = true) => ({
  id: 9,
  lectureId: 3,
  lectureCompletedAt: lectureDone ? '2026-03-10T09:00:00Z' : null,
  parts,
});

describe('nextStep', () => {
  it('is the lecture first, then the first unfinished part, then nothing', () => {
    expect(nextStep(day([part(1, false)], false))).toEqual({
      kind: 'lecture',
      to: '/task/9/lecture/3',
    });
    expect(nextStep(day([part(2, false), part(1, true)]))).toMatchObject({
      kind: 'part',
      to: '/task/grammer/42',
    });
    expect(nextStep(day([part(1, true)]))).toBeNull();
  });
});

describe('pathStates', () => {
  it('highlights only the next part, keeps finished ones open and locks the rest', () => {
    const states = pathStates(
      day([part(1, true, 1), part(2, true, 0.4), part(3, false), part(4, false)]),
      0.7,
    );
    expect([...states.values()]).toEqual(['done', 'low', 'next', 'locked']);
  });

  it('locks every part until the lecture is done', () => {
    const states = pathStates(day([part(1, false), part(2, false)], false), 0.7);
    expect([...states.values()]).toEqual(['locked', 'locked']);
  });
});

describe('estimated minutes', () => {
  it('adds the lecture and each part by its kind and items', () => {
    expect(partMinutes({ kind: 'grammar', questionCount: 5 })).toBe(5);
    expect(partMinutes({ kind: 'writing', questionCount: 1 })).toBe(8);
    expect(taskMinutes(day([part(1, false), part(2, false)]))).toBe(14);
  });
});
