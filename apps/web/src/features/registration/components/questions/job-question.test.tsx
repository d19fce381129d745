import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_QUESTION, job, makeState } from '../../../../test/setup-data';
import { mockApi, ok } from '../../../../test/mock-api';
import { renderWithRouter } from '../../../../test/render';
import { JOB_SEARCH_DELAY_MS, JobQuestion } from './job-question';

afterEach(() => vi.useRealTimers());

describe('JobQuestion', () => {
  it('searches the occupations on the server as the learner types, once typing pauses', async () => {
    const state = makeState([1, 2, 3, 4]);
    const calls = mockApi((config) => {
      if (config.method === 'post') return ok(state);
      const text = (config.params as { searchText?: string } | undefined)?.searchText;
      return ok(
        text
          ? { ...JOB_QUESTION, jobs: JOB_QUESTION.jobs.filter((j) => j.name.startsWith('Yaz')) }
          : JOB_QUESTION,
      );
    });
    const onAnswered = vi.fn();
    // The pause is the test's to make: typing is never slow enough to search by itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    renderWithRouter(<JobQuestion onAnswered={onAnswered} onBack={vi.fn()} isLast={false} />);
    const searched = () => calls.filter((c) => c.method === 'get').map((c) => c.params);

    const box = await screen.findByRole('combobox', { name: /Meslek/ });
    await user.type(box, 'yaz');
    const listbox = await screen.findByRole('listbox');
    act(() => vi.advanceTimersByTime(JOB_SEARCH_DELAY_MS - 1));
    expect(searched()).toEqual([undefined]);
    act(() => vi.advanceTimersByTime(1));
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Yazar', 'Yazılım geliştirici']),
    );
    // One call for the list, one for the whole word: not one a keystroke.
    expect(searched()).toEqual([undefined, { searchText: 'yaz' }]);

    await user.click(within(listbox).getByRole('option', { name: 'Yazılım geliştirici' }));
    expect(box).toHaveValue('Yazılım geliştirici');
    await user.click(screen.getByRole('button', { name: 'İleri' }));
    await waitFor(() => expect(onAnswered).toHaveBeenCalledWith(state));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('jobquestion/registeruserjobanswer');
    expect(post.params).toEqual({ jobId: 280 });
  });

  it('needs a choice from the list, and shows the saved one', async () => {
    const calls = mockApi(() => ok(JOB_QUESTION));
    const { unmount } = renderWithRouter(<JobQuestion onAnswered={vi.fn()} isLast={false} />);
    await screen.findByRole('combobox', { name: /Meslek/ });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(screen.getByText('Bu alanı doldur.')).toBeVisible();
    expect(calls.some((c) => c.method === 'post')).toBe(false);
    unmount();

    const saved = job(401, 'Pilot');
    mockApi(() => ok({ ...JOB_QUESTION, userJobId: 401, userJob: saved }));
    renderWithRouter(<JobQuestion onAnswered={vi.fn()} isLast={false} />);
    expect(await screen.findByRole('combobox', { name: /Meslek/ })).toHaveValue('Pilot');
  });
});
