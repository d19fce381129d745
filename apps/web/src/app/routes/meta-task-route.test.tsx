import type { MetaAnswerResult, MetaTaskView } from '@yek/contracts/metacourse';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi, ok } from '../../test/mock-api';
import { GAP_FILL, makeResult, SINGLE_CHOICE } from '../../test/part-fixtures';
import { renderRoutes } from '../../test/render';
import { MetaTaskRoute } from './meta-task-route';

const task = (over: Partial<MetaTaskView> = {}): MetaTaskView => ({
  courseId: 3,
  courseTitle: 'Seyahat İngilizcesi',
  taskCount: 10,
  number: 1,
  title: 'Havalimanında',
  level: 'A2',
  lecture: null,
  parts: [
    {
      orderNo: 1,
      kind: 'reading',
      instructions: 'Metni oku ve soruları cevapla.',
      body: { passage: { title: 'At the Gate', text: 'The flight leaves at nine.', names: [] } },
      reveal: null,
      questions: [SINGLE_CHOICE],
      vocabulary: [],
      completed: false,
    },
  ],
  completed: false,
  score: null,
  nextTaskNumber: 2,
  ...over,
});

function setup(view: MetaTaskView, answer?: MetaAnswerResult) {
  const calls = mockApi((config) => (config.method === 'post' && answer ? ok(answer) : ok(view)));
  const rendered = renderRoutes([{ path: '/meta/:id/task', element: <MetaTaskRoute /> }], {
    initialEntries: ['/meta/3/task'],
  });
  return { ...rendered, calls };
}

describe('a meta task', () => {
  it('opens the next task, keeps its number in the address and shows its parts with the day’s pieces', async () => {
    const { router, calls } = setup(task());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Havalimanında' }),
    ).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: 'metacourse/3/task', params: {} });
    await waitFor(() => expect(router.state.location.search).toBe('?task=1'));
    expect(screen.getByRole('heading', { level: 2, name: 'Okuma' })).toBeInTheDocument();
    expect(screen.getByText('Görev 1 / 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'flight' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Seyahat İngilizcesi' })).toHaveAttribute(
      'href',
      '/meta/3',
    );
  });

  it('sends an answer with the task’s number and shows its result', async () => {
    const result = makeResult({ isCorrect: false, answer: { optionId: 32 } });
    const { calls } = setup(task(), {
      result,
      partCompleted: true,
      taskCompleted: true,
      taskScore: 0,
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'goed' }));
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'post' && c.url === 'metacourse/3/answer')).toBe(true),
    );
    const post = calls.find((c) => c.method === 'post')!;
    expect(bodyOf(post)).toEqual({
      task: 1,
      questionId: SINGLE_CHOICE.id,
      answer: { optionId: 32 },
    });
  });

  it('once finished shows the score and the way on', async () => {
    const done = task({
      completed: true,
      score: 0.75,
      parts: task().parts.map((p) => ({
        ...p,
        completed: true,
        questions: p.questions.map((q) => ({ ...q, result: makeResult() })),
      })),
    });
    setup(done);
    const status = await screen.findByText('Görevi bitirdin!');
    expect(status).toBeInTheDocument();
    expect(screen.getByText(/Başarın: %75\. 1 sorudan 1 tanesi doğru\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sonraki görev: 2' })).toHaveAttribute(
      'href',
      '/meta/3/task?task=2',
    );
    expect(screen.getByRole('link', { name: 'Kursa dön' })).toHaveAttribute('href', '/meta/3');
  });

  it('asks one part at a time: the next part opens after the last item’s “Devam”', async () => {
    const listening = {
      orderNo: 2,
      kind: 'grammar' as const,
      instructions: 'Boşlukları doldur.',
      body: {},
      reveal: null,
      questions: [GAP_FILL],
      vocabulary: [],
      completed: false,
    };
    const first = task({
      parts: [task().parts[0]!, listening] as MetaTaskView['parts'],
    });
    const answered: MetaTaskView = {
      ...first,
      parts: [
        {
          ...first.parts[0]!,
          completed: true,
          questions: [{ ...SINGLE_CHOICE, result: makeResult() }],
        },
        first.parts[1]!,
      ] as MetaTaskView['parts'],
    };
    let sent = false;
    mockApi((config) => {
      if (config.method === 'post') {
        sent = true;
        return ok({
          result: makeResult(),
          partCompleted: true,
          taskCompleted: false,
          taskScore: null,
        });
      }
      return ok(sent ? answered : first);
    });
    renderRoutes([{ path: '/meta/:id/task', element: <MetaTaskRoute /> }], {
      initialEntries: ['/meta/3/task?task=1'],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'went' }));
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Dil bilgisi' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kontrol et' }));
    const onward = await screen.findByRole('button', { name: 'Devam' });
    // The result stays on screen alone: the next part waits for "Devam".
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Dil bilgisi' }),
    ).not.toBeInTheDocument();
    await user.click(onward);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Dil bilgisi' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Kontrol et' })).toHaveLength(1);
  });
});
