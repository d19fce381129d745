import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResetPasswordBodySchema, type ResetPasswordBody } from '@yek/contracts/auth';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../test/render';
import { NewPasswordFields } from './new-password-fields';

function ResetForm() {
  const form = useForm<ResetPasswordBody>({
    resolver: zodResolver(ResetPasswordBodySchema),
    defaultValues: { resetToken: 'token', password: '', confirmPassword: '' },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <NewPasswordFields
        form={form}
        names={{ password: 'password', confirm: 'confirmPassword' }}
        labels={{ password: 'Yeni şifre', confirm: 'Şifre tekrarı' }}
      />
      <button type="submit">Kaydet</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('shows the rules, reveals what was typed and says when the two differ', async () => {
    render(
      <TestProviders>
        <ResetForm />
      </TestProviders>,
    );
    const password = screen.getByLabelText(/^Yeni şifre/);
    expect(password).toHaveAccessibleDescription(/En az 8 karakter/);
    expect(password).toHaveAttribute('type', 'password');

    await userEvent.type(password, 'Guclu1234');
    await userEvent.click(screen.getAllByRole('button', { name: 'Şifreyi göster' })[0]!);
    expect(password).toHaveAttribute('type', 'text');

    await userEvent.type(screen.getByLabelText(/^Şifre tekrarı/), 'Baska1234');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Şifreler eşleşmiyor.')).toBeVisible();
    expect(password).toHaveAccessibleDescription(/En az 8 karakter/);
  });
});
