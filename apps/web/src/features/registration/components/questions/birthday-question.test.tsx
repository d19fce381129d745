import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BIRTHDAY_QUESTION, makeState } from '../../../../test/setup-data';
import { fail, mockApi, ok } from '../../../../test/mock-api';
import { renderWithRouter } from '../../../../test/render';
import { BirthdayQuestion } from './birthday-question';

function setup(handler: Parameters<typeof mockApi>[0]) {
  const calls = mockApi(handler);
  const onAnswered = vi.fn();
  renderWithRouter(<BirthdayQuestion onAnswered={onAnswered} isLast={false} />);
  return { calls, onAnswered };
}

describe('BirthdayQuestion', () => {
  it('sends the chosen day and hands on the state the server answers', async () => {
    const state = makeState([1]);
    const { calls, onAnswered } = setup((config) =>
      config.method === 'get' ? ok(BIRTHDAY_QUESTION) : ok(state),
    );
    expect(await screen.findByRole('heading', { name: 'Doğum tarihin nedir?' })).toBeVisible();
    const input = screen.getByLabelText(/^Doğum tarihi/, { selector: 'input' });
    // Typed as gg.aa.yyyy whatever the browser's language; the dots come by themselves.
    expect(input).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    // The first question has no way back.
    expect(screen.queryByRole('button', { name: 'Geri' })).not.toBeInTheDocument();

    await userEvent.type(input, '15061990');
    expect(input).toHaveValue('15.06.1990');
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));

    await vi.waitFor(() => expect(onAnswered).toHaveBeenCalledWith(state));
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('birthdayquestion/registerbirthdayanswer');
    expect(post.params).toEqual({ birthday: '1990-06-15' });
  });

  it('shows the saved answer, and refuses an empty or too recent day before sending', async () => {
    const { calls } = setup(() => ok({ ...BIRTHDAY_QUESTION, userBirthDay: '2001-04-23' }));
    const input = await screen.findByLabelText(/^Doğum tarihi/, { selector: 'input' });
    expect(input).toHaveValue('23.04.2001');

    fireEvent.change(input, { target: { value: '' } });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByText('Doğum tarihini gir.')).toBeVisible();

    // A half-typed day is not a day.
    fireEvent.change(input, { target: { value: '15.06' } });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByText('Geçerli bir tarih gir.')).toBeVisible();

    fireEvent.change(input, { target: { value: `01.01.${new Date().getFullYear() - 1}` } });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(
      await screen.findByText("Yek English'i kullanmak için en az 13 yaşında olmalısın."),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'post')).toBe(false);
  });

  it("shows the server's message for the field", async () => {
    setup((config) =>
      config.method === 'get'
        ? ok(BIRTHDAY_QUESTION)
        : fail(400, 'Gönderilen bilgilerde hata var.', {
            errorCode: 'VALIDATION_FAILED',
            errors: { birthday: ['En az 13 yaşında olmalısınız.'] },
          }),
    );
    fireEvent.change(await screen.findByLabelText(/^Doğum tarihi/, { selector: 'input' }), {
      target: { value: '15.06.1990' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'İleri' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('En az 13 yaşında olmalısınız.');
  });
});
