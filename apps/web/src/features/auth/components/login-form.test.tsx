import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthUser } from '../../../test/fixtures';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { LoginForm } from './login-form';

function setup() {
  const onSuccess = vi.fn();
  renderWithRouter(<LoginForm onSuccess={onSuccess} />, { initialEntries: ['/login'] });
  return {
    onSuccess,
    identity: screen.getByLabelText(/E-posta veya telefon numarası/),
    password: screen.getByLabelText(/^Şifre/, { selector: 'input' }),
    submit: screen.getByRole('button', { name: 'Giriş yap' }),
  };
}

describe('LoginForm', () => {
  it('says which fields are required and sends nothing', async () => {
    const calls = mockApi(() => ok(null));
    const { submit } = setup();
    await userEvent.click(submit);
    expect(await screen.findAllByText('Bu alanı doldur.')).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it('focuses the first field in error, and checks again as the learner types', async () => {
    mockApi(() => ok(null));
    const { identity, password, submit } = setup();
    await userEvent.click(submit);
    expect(await screen.findAllByText('Bu alanı doldur.')).toHaveLength(2);
    expect(identity).toHaveFocus();

    await userEvent.type(identity, 'ayse@example.com');
    expect(screen.getAllByText('Bu alanı doldur.')).toHaveLength(1);
    expect(password).toHaveAccessibleDescription('Bu alanı doldur.');

    await userEvent.click(submit);
    expect(password).toHaveFocus();
  });

  it("shows the server's localized message when sign-in fails", async () => {
    mockApi(() =>
      fail(401, 'E-posta/telefon veya şifre hatalı.', { errorCode: 'AUTH_INVALID_CREDENTIALS' }),
    );
    const { identity, password, submit, onSuccess } = setup();
    await userEvent.type(identity, 'ayse@example.com');
    await userEvent.type(password, 'Yanlis123');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-posta/telefon veya şifre hatalı.',
    );
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('shows a generic message when the server cannot be reached', async () => {
    mockApi(() => ({ status: 503 }));
    const { identity, password, submit } = setup();
    await userEvent.type(identity, 'ayse@example.com');
    await userEvent.type(password, 'Dogru123');
    await userEvent.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bir hata oluştu. Biraz sonra tekrar dene.',
    );
  });

  it('posts the credentials and hands over the signed-in user', async () => {
    const user = makeAuthUser();
    const calls = mockApi(() => ok(user));
    const { identity, password, submit, onSuccess } = setup();
    await userEvent.type(identity, ' 905551112233 ');
    await userEvent.type(password, 'Dogru123');
    await userEvent.click(submit);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(onSuccess.mock.calls[0]![0]).toEqual(user);
    expect(calls[0]!.url).toBe('auth/login');
    expect(bodyOf(calls[0]!)).toEqual({
      emailOrPhoneNumber: ' 905551112233 ',
      password: 'Dogru123',
    });
  });

  it('links to password recovery and sign-up', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Kayıt ol' })).toHaveAttribute('href', '/register');
  });
});
