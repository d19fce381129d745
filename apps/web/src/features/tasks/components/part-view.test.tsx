import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RegisterAnswerResult } from '@yek/contracts/usertask';
import { describe, expect, it } from 'vitest';
import { bodyOf, mockApi, ok } from '../../../test/mock-api';
import { SINGLE_CHOICE, makePart, makeResult } from '../../../test/part-fixtures';
import { renderWithRouter } from '../../../test/render';
import { useMainQuestion } from '../api/get-main-question';
import { PartView } from './part-view';

/** The part as its page holds it: read from the query cache that an answer updates. */
function CachedPart({ id }: { id: number }) {
  const part = useMainQuestion(id);
  return part.data ? <PartView part={part.data} /> : null;
}

describe('PartView', () => {
  it('shows the items of a part, each with its own control', async () => {
    mockApi(() => ok(makePart()));
    renderWithRouter(<CachedPart id={40} />);
    const items = within(await screen.findByRole('region', { name: 'Sorular' }));
    expect(items.getAllByRole('form')).toHaveLength(2);
    expect(items.getByRole('radiogroup', { name: /She ___ to school/ })).toBeInTheDocument();
    expect(items.getByRole('textbox', { name: 'Cevabını yaz' })).toBeInTheDocument();
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
    await userEvent.click(within(item).getByRole('button', { name: 'Cevapla' }));

    expect(await within(item).findByRole('status')).toHaveTextContent('Doğru');
    expect(within(item).getByRole('radio', { name: 'went' })).toBeDisabled();
    const post = calls.find((c) => c.url === 'usertask/registerusertaskquestionanswer');
    expect(bodyOf(post!)).toEqual({
      taskId: 9,
      questionId: SINGLE_CHOICE.id,
      answer: { optionId: 31 },
    });
    expect(calls.filter((c) => c.url === 'usertask/gettaskmainquestion')).toHaveLength(1);
  });
});
