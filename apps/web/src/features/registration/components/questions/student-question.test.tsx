import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STUDENT_QUESTION, makeState } from '../../../../test/setup-data';
import { mockApi, ok } from '../../../../test/mock-api';
import { renderWithRouter } from '../../../../test/render';
import { StudentQuestion } from './student-question';

describe('StudentQuestion', () => {
  it('offers yes, then no, and sends the choice as isStudent', async () => {
    const state = makeState([1, 2]);
    const calls = mockApi((config) => (config.method === 'get' ? ok(STUDENT_QUESTION) : ok(state)));
    const onAnswered = vi.fn();
    const onBack = vi.fn();
    renderWithRouter(<StudentQuestion onAnswered={onAnswered} onBack={onBack} isLast={false} />);

    const group = await screen.findByRole('radiogroup', { name: 'Öğrenci misin?' });
    const radios = [...group.querySelectorAll('input[type="radio"]')].map((r) =>
      r.closest('label')?.textContent?.trim(),
    );
    expect(radios).toEqual(['Evet, öğrenciyim', 'Hayır, öğrenci değilim']);

    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Devam etmek için bir seçenek seç.');
    expect(calls.some((c) => c.method === 'post')).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: 'Hayır, öğrenci değilim' }));
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith(state));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('studentquestion/registerstudentuseranswer');
    expect(post.params).toEqual({ isStudent: false });

    await userEvent.click(screen.getByRole('button', { name: 'Geri' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('shows the answer given before', async () => {
    mockApi(() => ok({ ...STUDENT_QUESTION, userIsStudent: true }));
    renderWithRouter(<StudentQuestion onAnswered={vi.fn()} isLast={false} />);
    expect(await screen.findByRole('radio', { name: 'Evet, öğrenciyim' })).toBeChecked();
  });
});
