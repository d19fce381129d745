import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JOB_QUESTION, job, makeState } from '../../../../test/setup-data';
import { mockApi, ok } from '../../../../test/mock-api';
import { renderWithRouter } from '../../../../test/render';
import { JobQuestion } from './job-question';

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
    renderWithRouter(<JobQuestion onAnswered={onAnswered} onBack={vi.fn()} isLast={false} />);

    const box = await screen.findByRole('combobox', { name: /Meslek/ });
    await userEvent.type(box, 'yaz');
    const listbox = await screen.findByRole('listbox');
    await vi.waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Yazar', 'Yazılım geliştirici']),
    );
    const searches = calls.filter((c) => c.method === 'get').map((c) => c.params);
    // One call for the list, one for the whole word: not one a keystroke.
    expect(searches).toEqual([undefined, { searchText: 'yaz' }]);

    await userEvent.click(within(listbox).getByRole('option', { name: 'Yazılım geliştirici' }));
    expect(box).toHaveValue('Yazılım geliştirici');
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith(state));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('jobquestion/registeruserjobanswer');
    expect(post.params).toEqual({ jobId: 280 });
  });

  it('needs a choice from the list, and shows the saved one', async () => {
    const calls = mockApi(() => ok(JOB_QUESTION));
    const { unmount } = renderWithRouter(<JobQuestion onAnswered={vi.fn()} isLast={false} />);
    await screen.findByRole('combobox', { name: /Meslek/ });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(screen.getByText('Bu alan zorunludur.')).toBeVisible();
    expect(calls.some((c) => c.method === 'post')).toBe(false);
    unmount();

    const saved = job(401, 'Pilot');
    mockApi(() => ok({ ...JOB_QUESTION, userJobId: 401, userJob: saved }));
    renderWithRouter(<JobQuestion onAnswered={vi.fn()} isLast={false} />);
    expect(await screen.findByRole('combobox', { name: /Meslek/ })).toHaveValue('Pilot');
  });
});
