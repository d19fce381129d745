import { screen } from '@testing-library/react';
import type { TaskDetail, UserTaskPart } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { makePart, makeResult } from '../../../test/part-fixtures';
import { renderWithRouter } from '../../../test/render';
import { PartFinished, nextOpenPart } from './part-finished';

function part(orderNo: number, kind: UserTaskPart['kind'], completed: boolean): UserTaskPart {
  return {
    mainQuestionId: 40 + orderNo - 1,
    orderNo,
    skillId: orderNo,
    kind,
    questionCount: 2,
    answeredCount: completed ? 2 : 0,
    correctCount: 0,
    score: null,
    completed,
  };
}

function day(parts: UserTaskPart[]): TaskDetail {
  return { id: 9, dayNo: 12, parts } as unknown as TaskDetail;
}

describe('nextOpenPart', () => {
  it('goes on to the next open part, then back to an earlier one left open, then nowhere', () => {
    const parts = [
      part(1, 'grammar', true),
      part(2, 'vocabulary', false),
      part(3, 'reading', true),
      part(4, 'writing', false),
    ];
    expect(nextOpenPart(parts, { id: 42, orderNo: 3 })?.kind).toBe('writing');
    expect(nextOpenPart(parts, { id: 43, orderNo: 4 })?.kind).toBe('vocabulary');
    expect(nextOpenPart([part(1, 'grammar', true)], { id: 40, orderNo: 1 })).toBeNull();
  });
});

describe('PartFinished', () => {
  const finished = makePart({
    completed: true,
    questions: [
      { ...makePart().questions[0]!, result: makeResult() },
      { ...makePart().questions[1]!, result: makeResult({ isCorrect: false }) },
    ],
  });

  it('shows the result and one way on to the day’s next unfinished part', async () => {
    mockApi(() => ok(day([part(1, 'grammar', false), part(2, 'reading', false)])));
    renderWithRouter(<PartFinished part={finished} />);
    expect(screen.getByRole('status')).toHaveTextContent('Bu etkinliği bitirdin. 1 / 2 doğru');
    const next = await screen.findByRole('link', { name: 'Sıradaki etkinlik: Okuma' });
    expect(next).toHaveAttribute('href', '/task/reading/41');
  });

  it('leads back to the day when every part is done', async () => {
    mockApi(() => ok(day([part(1, 'grammar', true), part(2, 'reading', true)])));
    renderWithRouter(<PartFinished part={finished} />);
    const back = await screen.findByRole('link', { name: /Günün bütün etkinlikleri bitti/ });
    expect(back).toHaveAttribute('href', '/task/9');
  });
});
