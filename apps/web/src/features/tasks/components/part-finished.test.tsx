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
    timeSpentSeconds: 200,
    wordsSaved: 2,
    questions: [
      { ...makePart().questions[0]!, result: makeResult() },
      { ...makePart().questions[1]!, result: makeResult({ isCorrect: false, score: 0 }) },
    ],
  });

  it('shows the score, stars, time and words, and one way on to the next unfinished part', async () => {
    mockApi(() => ok(day([part(1, 'grammar', false), part(2, 'reading', false)])));
    renderWithRouter(<PartFinished part={finished} />);
    expect(screen.getByRole('heading', { name: 'Etkinlik sonucu: Dil bilgisi' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Bu etkinliği bitirdin. 1 / 2 doğru');
    expect(screen.getByRole('img', { name: 'Puanın yüzde 50' })).toBeVisible();
    expect(screen.getByRole('img', { name: '3 yıldızdan 1' })).toBeVisible();
    expect(screen.getByText('3 dk 20 sn')).toBeVisible();
    expect(screen.getByText('Kaydedilen kelime').nextSibling).toHaveTextContent('2');
    // Half right is not a success: the low verdict, not the praise.
    expect(screen.getByText(/Bu etkinlik seni zorladı/)).toBeVisible();
    const next = await screen.findByRole('link', { name: 'Sıradaki etkinlik: Okuma' });
    expect(next).toHaveAttribute('href', '/task/reading/41');
  });

  it('offers to go over the mistakes under the retry mark, only when the flow can', async () => {
    mockApi(() => ok(day([part(1, 'grammar', false), part(2, 'reading', false)])));
    const retries: number[] = [];
    const { unmount } = renderWithRouter(
      <PartFinished part={finished} onRetryMistakes={() => retries.push(1)} />,
    );
    (await screen.findByRole('button', { name: 'Hatalarını tekrar et' })).click();
    expect(retries).toEqual([1]);
    unmount();
    renderWithRouter(<PartFinished part={finished} />);
    expect(screen.queryByRole('button', { name: 'Hatalarını tekrar et' })).toBeNull();
  });

  it('praises a full score with three stars and no retry', () => {
    mockApi(() => ok(day([part(1, 'grammar', true)])));
    const perfect = makePart({
      completed: true,
      questions: makePart().questions.map((q) => ({ ...q, result: makeResult() })),
    });
    renderWithRouter(<PartFinished part={perfect} onRetryMistakes={() => {}} />);
    expect(screen.getByRole('img', { name: '3 yıldızdan 3' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Hatalarını tekrar et' })).toBeNull();
  });

  it('leads to the day’s celebration after the last part of a finished day', async () => {
    mockApi(() =>
      ok({ ...day([part(1, 'grammar', true), part(2, 'reading', true)]), state: 'completed' }),
    );
    renderWithRouter(<PartFinished part={finished} />);
    const on = await screen.findByRole('link', { name: 'Günün sonucunu gör' });
    expect(on).toHaveAttribute('href', '/task/9?done=1');
  });
});
