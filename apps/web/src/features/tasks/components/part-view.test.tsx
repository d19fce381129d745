import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MainQuestion, RegisterAnswerResult } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { SINGLE_CHOICE, WRITING, makePart, makeResult } from '../../../test/part-fixtures';
import { renderWithRouter } from '../../../test/render';
import { useMainQuestion } from '../api/get-main-question';
import { PartView } from './part-view';

/** The part as its page holds it: read from the query cache that an answer updates. */
function CachedPart({ id, questionsPage = false }: { id: number; questionsPage?: boolean }) {
  const part = useMainQuestion(id);
  return part.data ? <PartView part={part.data} showBody={!questionsPage} /> : null;
}

const REFUSAL =
  'Metnin 4 kelime; bu görev 20 ile 80 kelime arası istiyor. Metnin duruyor: değiştirip yeniden gönder.';

describe('PartView', () => {
  it('shows the items of a part one at a time, with the progress', async () => {
    mockApi(() => ok(makePart()));
    renderWithRouter(<CachedPart id={40} />);
    const items = within(await screen.findByRole('region', { name: 'Sorular' }));
    expect(items.getAllByRole('form')).toHaveLength(1);
    expect(items.getByText('1 / 2')).toBeInTheDocument();
    expect(items.getByRole('radiogroup', { name: /She ___ to school/ })).toBeInTheDocument();
    expect(items.queryByRole('textbox', { name: 'Cevabını yaz' })).not.toBeInTheDocument();
  });

  it('shows the part’s end once the last item is checked and "Devam" pressed', async () => {
    let part = makePart({ questions: [SINGLE_CHOICE] });
    mockApi((config) => {
      if (config.url === 'usertask/registerusertaskquestionanswer') {
        // The part is fetched again once completed: the server has the result by then.
        part = makePart({
          completed: true,
          questions: [{ ...SINGLE_CHOICE, result: makeResult() }],
        });
        return ok({ result: makeResult(), partCompleted: true, taskCompleted: false });
      }
      return config.url === 'usertask/gettaskmainquestion' ? ok(part) : fail(404, 'yok');
    });
    renderWithRouter(<CachedPart id={40} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'went' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Devam' }));
    expect(await screen.findByText(/Bu etkinliği bitirdin\./)).toBeInTheDocument();
  });

  it('sends an answer and shows its result from the reply, without fetching the part again', async () => {
    const answered: RegisterAnswerResult = {
      result: makeResult(),
      partCompleted: false,
      taskCompleted: false,
    };
    const calls = mockApi((config) =>
      config.url === 'usertask/registerusertaskquestionanswer' ? ok(answered) : ok(makePart()),
    );
    renderWithRouter(<CachedPart id={40} />);
    const item = await screen.findByRole('form', { name: /She ___ to school yesterday/ });
    await userEvent.click(within(item).getByRole('radio', { name: 'went' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kontrol et' }));

    expect(await within(item).findByRole('status')).toHaveTextContent('Doğru');
    expect(within(item).getByRole('radio', { name: 'went Doğru' })).toBeDisabled();
    const post = calls.find((c) => c.url === 'usertask/registerusertaskquestionanswer');
    expect(bodyOf(post!)).toEqual({
      taskId: 9,
      questionId: SINGLE_CHOICE.id,
      answer: { optionId: 31 },
    });
    expect(calls.filter((c) => c.url === 'usertask/gettaskmainquestion')).toHaveLength(1);
  });

  it('keeps a refused writing text in its field with the server’s words on it, and sends the revised text', async () => {
    const writing = makePart({ questions: [WRITING] }) as unknown as MainQuestion;
    let tries = 0;
    const calls = mockApi((config) => {
      if (config.url !== 'usertask/registerusertaskquestionanswer') return ok(writing);
      tries += 1;
      return tries === 1
        ? fail(400, REFUSAL, {
            errorCode: 'TASK_WRITING_LENGTH',
            errors: { text: ['Metin, görevin kelime sınırları içinde olmalı.'] },
          })
        : ok({
            result: makeResult({ questionId: WRITING.id, isCorrect: null }),
            partCompleted: false,
            taskCompleted: false,
          });
    });
    renderWithRouter(<CachedPart id={40} />);
    const box = await screen.findByRole('textbox', { name: 'Cevabın' });
    await userEvent.click(box);
    await userEvent.paste('My friend is Anna.');
    await userEvent.click(screen.getByRole('button', { name: 'Metni gönder' }));

    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(box).toHaveValue('My friend is Anna.');
    expect(box).toHaveAccessibleDescription(REFUSAL);
    expect(box).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.click(box);
    await userEvent.paste(' She is kind.');
    expect(screen.queryByText(REFUSAL)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Metni gönder' }));
    await waitFor(() => expect(tries).toBe(2));
    const last = calls.filter((c) => c.url === 'usertask/registerusertaskquestionanswer').at(-1)!;
    expect(bodyOf(last)).toMatchObject({ answer: { text: 'My friend is Anna. She is kind.' } });
  });

  it('shows the reading passage on the questions page, to open on a phone', async () => {
    const reading = makePart({
      kind: 'reading',
      body: {
        passage: { title: 'A Day in Izmir', text: 'Ayşe lives in Izmir. She works at a bank.' },
      },
    } as never) as unknown as MainQuestion;
    mockApi(() => ok(reading));
    renderWithRouter(<CachedPart id={40} questionsPage />);
    const toggle = await screen.findByRole('button', { name: 'Okuma metni: A Day in Izmir' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'bank' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Sorular' })).toBeInTheDocument();
  });
});
