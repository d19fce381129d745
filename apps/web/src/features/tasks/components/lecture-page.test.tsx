import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lecture } from '@yek/contracts/usertask';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { LecturePage } from './lecture-page';

const LECTURE: Lecture = {
  id: 5,
  taskId: 9,
  dayNo: 1,
  point: 'be fiili: I am, you are',
  explanation: 'İngilizcede **be** fiili ayrı bir kelimedir.',
  examples: [
    { en: 'I am Elif.', tr: "Ben Elif'im.", audioUrl: '/api/content/audio/025efa646d7dfb2b.mp3' },
    { en: 'You are my teacher.', tr: 'Siz benim öğretmenimsiniz.' },
  ],
  mistakes: [{ wrong: 'I student.', right: 'I am a student.', explanation: 'am atlanamaz.' }],
  completedAt: null,
};

afterEach(() => vi.restoreAllMocks());

describe('LecturePage', () => {
  it('plays an example that has a reading, and offers none for one without', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    mockApi(() => ok(LECTURE));
    renderWithRouter(<LecturePage taskId={9} lectureId={5} />);
    const examples = within(await screen.findByRole('region', { name: 'Örnekler' }));
    const listen = examples.getByRole('button', { name: 'Örneği dinle: I am Elif.' });
    expect(examples.getAllByRole('button')).toEqual([listen]);
    await userEvent.click(listen);
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).getAttribute('src')).toBe(
      '/api/content/audio/025efa646d7dfb2b.mp3',
    );
    expect(listen).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps its action in a bar that sticks to the bottom of the screen', async () => {
    mockApi(() => ok(LECTURE));
    renderWithRouter(<LecturePage taskId={9} lectureId={5} />);
    const action = await screen.findByRole('button', { name: 'Dersi tamamladım' });
    expect(screen.getByTestId('lecture-actions')).toContainElement(action);
    expect(getComputedStyle(screen.getByTestId('lecture-actions')).position).toBe('sticky');
  });
});
