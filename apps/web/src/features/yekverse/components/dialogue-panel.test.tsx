import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { YekverseReplyResult } from '@yek/contracts/yekverse';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { MemoryRouter } from 'react-router';
import { createTestQueryClient, renderWithRouter, TestProviders } from '../../../test/render';
import {
  MILK,
  ORDER,
  ORDER_HELP,
  SUCCESS,
  WORLD,
  matched,
  node,
  run,
} from '../../../test/yekverse-fixtures';
import { DialoguePanel } from './dialogue-panel';

const play = vi.fn(() => Promise.resolve());
beforeEach(() => {
  play.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
});

function renderRun(at = run(ORDER)) {
  const onBackToTown = vi.fn();
  renderWithRouter(<DialoguePanel run={at} onBackToTown={onBackToTown} />);
  return { onBackToTown };
}

const log = () => screen.getByRole('log', { name: 'Konuşma' });

function replyWith(result: YekverseReplyResult) {
  return mockApi((config) =>
    config.url === 'yekverse/registerreply' ? ok(result) : fail(404, 'Bulunamadı.'),
  );
}

describe('DialoguePanel', () => {
  it('plays the line as it appears, and a chosen reply brings the next line', async () => {
    const calls = replyWith(
      matched(run(MILK, { turns: 1 }), {
        index: 0,
        text: 'A cup of tea, please.',
        appropriate: true,
      }),
    );
    renderRun();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Çay ve kek' })).toBeInTheDocument();
    expect(within(log()).getByText('Hello! What would you like?')).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'A cup of tea, please.' }));
    // The practised word "milk" is marked inside the line, so the line is read as a whole.
    await waitFor(() => expect(log()).toHaveTextContent('Of course. With milk?'));
    expect(within(log()).getByText('A cup of tea, please.')).toBeInTheDocument();
    expect(bodyOf(calls[0]!)).toEqual({ runId: 7, nodeId: 'order', choice: 0 });
    expect(play).toHaveBeenCalledTimes(2);
    // The keyboard lands on the new replies, the way the learner answered last.
    expect(screen.getByRole('button', { name: 'Yes, please.' })).toHaveFocus();
    // Only the newest line keeps its "listen again".
    expect(screen.getAllByRole('button', { name: 'Tekrar dinle' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Tekrar dinle' }));
    expect(play).toHaveBeenCalledTimes(3);
  });

  it('sends a typed reply as written and shows why it does not fit, then the helping line', async () => {
    const calls = replyWith(
      matched(
        run(ORDER_HELP, { turns: 1 }),
        { index: 1, text: 'I am fine, thank you.', appropriate: false },
        { feedback: 'Emma ne istediğini sordu. Siparişini söyle: *A cup of tea, please.*' },
      ),
    );
    renderRun();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Cevabını yaz' });
    await user.type(field, "I'm fine, thanks!{Enter}");
    expect(await screen.findByText('Bu cevap burada pek uymuyor')).toBeInTheDocument();
    expect(screen.getByText(/Emma ne istediğini sordu/)).toBeInTheDocument();
    expect(screen.getByText('A cup of tea, please.', { selector: 'em' })).toBeInTheDocument();
    expect(
      within(log()).getByText('Oh, good! And what would you like to drink?'),
    ).toBeInTheDocument();
    expect(within(log()).getByText("I'm fine, thanks!")).toBeInTheDocument();
    expect(bodyOf(calls[0]!)).toEqual({ runId: 7, nodeId: 'order', text: "I'm fine, thanks!" });
    expect(screen.getByRole('textbox', { name: 'Cevabını yaz' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Cevabını yaz' })).toHaveFocus();
  });

  it('helps when a reply fits nothing and keeps the typed text to correct', async () => {
    replyWith({
      outcome: 'nomatch',
      heard: null,
      reply: null,
      feedback: 'Ne içmek istediğini söyle, örneğin *A cup of tea, please.*',
      pronunciation: null,
      run: run(ORDER),
    });
    renderRun();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Cevabını yaz' });
    await user.type(field, 'Where is the station?');
    await user.click(screen.getByRole('button', { name: 'Gönder' }));
    expect(
      await screen.findByText('Bu cevap buradaki seçeneklerin hiçbirine uymadı. Yeniden dene.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ne içmek istediğini söyle/)).toBeInTheDocument();
    expect(field).toHaveValue('Where is the station?');
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows what was heard and each word of a spoken reply', async () => {
    const { ReplyFeedback } = await import('./reply-feedback');
    renderWithRouter(
      <ReplyFeedback
        result={matched(
          run(MILK),
          { index: 0, text: 'A cup of tea, please.', appropriate: true },
          {
            heard: 'a cup of tea please',
            pronunciation: {
              score: 0.8,
              words: [
                { word: 'a', score: 0.9 },
                { word: 'cup', score: 0.2 },
                { word: 'of', score: 0.9 },
                { word: 'tea', score: 0.9 },
                { word: 'please', score: 0.9 },
              ],
            },
          },
        )}
      />,
    );
    expect(screen.getByText('Telaffuz: %80')).toBeInTheDocument();
    expect(screen.getByText('Net duyulmayan kelimeler: cup')).toBeInTheDocument();
    expect(screen.getByText('cup', { selector: 'u' })).toBeInTheDocument();
  });

  it('ends with the feedback, plays again from the start or goes back to the town', async () => {
    const calls = mockApi((config) => {
      if (config.url === 'yekverse/registerreply')
        return ok(
          matched(run(SUCCESS, { turns: 4, finished: true }), {
            index: 0,
            text: 'Yes, please.',
            appropriate: true,
          }),
        );
      return ok(run(ORDER, { runId: 8 }));
    });
    const { onBackToTown } = renderRun(run(MILK, { turns: 3 }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Yes, please.' }));
    expect(await screen.findByText('Başardın!')).toBeInTheDocument();
    expect(screen.getByText(/Çayını ve kekini aldın/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cevabını yaz' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tekrar oyna' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Kasabaya dön' }));
    expect(onBackToTown).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Tekrar oyna' }));
    expect(
      await screen.findByRole('button', { name: 'A cup of tea, please.' }),
    ).toBeInTheDocument();
    expect(within(log()).getAllByRole('listitem')).toHaveLength(1);
    expect(bodyOf(calls[1]!)).toEqual({ scenarioId: 'cafe-tea-and-cake' });
  });

  it('marks the town and the dashboard figures stale once a run has finished', async () => {
    mockApi(() =>
      ok(
        matched(run(SUCCESS, { turns: 4, finished: true }), {
          index: 0,
          text: 'Yes, please.',
          appropriate: true,
        }),
      ),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(['yekverse', 'world'], WORLD);
    queryClient.setQueryData(['yekverse', 'summary'], { completed: 0 });
    render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>
          <DialoguePanel run={run(MILK, { turns: 3 })} onBackToTown={() => undefined} />
        </MemoryRouter>
      </TestProviders>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Yes, please.' }));
    await screen.findByText('Başardın!');
    expect(queryClient.getQueryState(['yekverse', 'world'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['yekverse', 'summary'])?.isInvalidated).toBe(true);
  });

  it('hides the subtitles on request, keeps the audio, and remembers the choice', async () => {
    renderRun();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Altyazıları gizle' }));
    expect(within(log()).queryByText('Hello! What would you like?')).not.toBeInTheDocument();
    expect(
      within(log()).getByText('Altyazı gizli: dinleyerek anlamaya çalış.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar dinle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Altyazıları göster' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('opens with the subtitles hidden when the learner hid them before', () => {
    localStorage.setItem('yekverseSubtitles', 'hidden');
    renderRun();
    expect(within(log()).queryByText('Hello! What would you like?')).not.toBeInTheDocument();
  });

  it('shows no play button for a line without audio', () => {
    renderRun(
      run(node('order', 'Hello! What would you like?', ['Tea, please.'], { audioUrl: null })),
    );
    expect(screen.queryByRole('button', { name: 'Tekrar dinle' })).not.toBeInTheDocument();
  });

  it('marks the practised words in the line', () => {
    renderRun(run(node('food', 'Would you like some cake?', ['Yes, please.'])));
    const mark = within(log()).getByText('cake', { selector: 'mark' });
    expect(mark).toHaveAccessibleDescription('kek');
  });

  it('tells the learner when the run moved on elsewhere and keeps what they typed', async () => {
    mockApi(() => fail(409, 'Bu konuşma ilerledi.'));
    renderRun();
    const user = userEvent.setup();
    const field = screen.getByRole('textbox', { name: 'Cevabını yaz' });
    await user.type(field, 'Tea, please.{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Bu konuşma ilerledi.');
    expect(alert).toHaveTextContent(/başka bir yerde/);
    expect(within(alert).getByRole('button', { name: 'Yeniden başlat' })).toBeEnabled();
    expect(field).toHaveValue('Tea, please.');
    expect(within(log()).getByText('Hello! What would you like?')).toBeInTheDocument();
  });

  it('offers a restart when the scenario was updated under the run, in the server words only', async () => {
    const message =
      'Bu senaryo sen konuşurken güncellendi. Yeniden başlatıp yeni hâliyle oynayabilirsin.';
    mockApi(() => fail(409, message, { errorCode: 'YEKVERSE_SCENARIO_CHANGED' }));
    renderRun();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'A cup of tea, please.' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).not.toHaveTextContent(/başka bir yerde/);
    expect(within(alert).getByRole('button', { name: 'Yeniden başlat' })).toBeEnabled();
  });

  it('shows any other refusal in the server words', async () => {
    mockApi(() => fail(400, 'Cevap çok uzun.'));
    renderRun();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'A cup of tea, please.' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cevap çok uzun.');
  });
});
