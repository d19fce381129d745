import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeAuthUser } from '../../../test/fixtures';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { RegisterForm, type ContractApprovalFieldProps } from './register-form';

/** Stands in for the contracts feature: the required terms and one optional agreement. */
function Contracts({ value, onChange, error }: ContractApprovalFieldProps) {
  const toggle = (alias: string) =>
    onChange(
      value.some((a) => a.alias === alias)
        ? value.filter((a) => a.alias !== alias)
        : [...value, { alias, version: 1 }],
    );
  return (
    <fieldset>
      {['terms-of-use', 'marketing'].map((alias) => (
        <label key={alias}>
          <input
            type="checkbox"
            checked={value.some((a) => a.alias === alias)}
            onChange={() => toggle(alias)}
          />
          {alias}
        </label>
      ))}
      {error && <p role="status">{error}</p>}
    </fieldset>
  );
}

function setup() {
  const onRegistered = vi.fn();
  renderWithRouter(
    <RegisterForm
      renderContracts={(field) => <Contracts {...field} />}
      onRegistered={onRegistered}
    />,
  );
  const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
  return {
    onRegistered,
    name: field(/^Ad/),
    surname: field(/^Soyad/),
    email: field(/^E-posta/),
    phone: field(/^Telefon numarası/),
    password: field(/^Şifre(?! tekrarı)/),
    confirm: field(/^Şifre tekrarı/),
    submit: screen.getByRole('button', { name: 'Hesap oluştur' }),
  };
}

async function fillValid(f: ReturnType<typeof setup>) {
  await userEvent.type(f.name, 'Ayşe');
  await userEvent.type(f.surname, 'Yılmaz');
  await userEvent.type(f.email, 'Ayse@Example.com');
  await userEvent.type(f.phone, '905551112233');
  await userEvent.type(f.password, 'Guclu123');
  await userEvent.type(f.confirm, 'Guclu123');
}

describe('RegisterForm validation', () => {
  it('requires every field and the required contracts', async () => {
    const calls = mockApi(() => ok(null));
    const f = setup();
    await userEvent.click(f.submit);
    expect(await screen.findAllByText('Bu alanı doldur.')).toHaveLength(5);
    expect(screen.getByRole('status')).toHaveTextContent('Devam etmek için sözleşmeyi onayla.');
    expect(calls).toHaveLength(0);
  });

  it('checks the e-mail, phone and password rules', async () => {
    const f = setup();
    await userEvent.type(f.email, 'not-an-email');
    await userEvent.type(f.phone, '12345');
    await userEvent.type(f.password, 'alllower1');
    await userEvent.type(f.confirm, 'different');
    await userEvent.click(f.submit);
    expect(await screen.findByText('Geçerli bir e-posta adresi gir.')).toBeInTheDocument();
    expect(
      screen.getByText('Telefon numarası 8 ile 15 rakam arasında olmalı.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Şifrede en az bir büyük harf olmalı.')).toBeInTheDocument();
    expect(screen.getByText('Şifreler eşleşmiyor.')).toBeInTheDocument();
  });

  it('asks for at least 8 characters and a lower-case letter', async () => {
    const f = setup();
    await userEvent.type(f.password, 'ABC');
    await userEvent.click(f.submit);
    expect(await screen.findByText('Şifre en az 8 karakter olmalı.')).toBeInTheDocument();
    await userEvent.clear(f.password);
    await userEvent.type(f.password, 'ABCDEFGH1');
    await userEvent.click(f.submit);
    expect(await screen.findByText('Şifrede en az bir küçük harf olmalı.')).toBeInTheDocument();
  });

  it('asks for the required contracts even when the optional one is approved', async () => {
    const calls = mockApi(() => ok(null));
    const f = setup();
    await fillValid(f);
    await userEvent.click(screen.getByLabelText('marketing'));
    await userEvent.click(f.submit);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Devam etmek için sözleşmeyi onayla.',
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the approvals with their versions and hands over the new account', async () => {
    const user = makeAuthUser({ accountVerified: false });
    const calls = mockApi(() => ok(user));
    const f = setup();
    await fillValid(f);
    await userEvent.click(screen.getByLabelText('terms-of-use'));
    await userEvent.click(f.submit);
    await waitFor(() => expect(f.onRegistered).toHaveBeenCalledWith(user));
    expect(calls[0]!.url).toBe('userregistration');
    expect(bodyOf(calls[0]!)).toEqual({
      name: 'Ayşe',
      surname: 'Yılmaz',
      email: 'ayse@example.com',
      phoneNumber: '905551112233',
      password: 'Guclu123',
      confirmPassword: 'Guclu123',
      contractApprovals: [{ alias: 'terms-of-use', version: 1 }],
      emailNotification: false,
      smsNotification: false,
      languageId: 1,
    });
  });

  it('puts a taken e-mail on the e-mail field', async () => {
    mockApi(() => fail(409, 'Bu e-posta adresi zaten kayıtlı.', { errorCode: 'EMAIL_TAKEN' }));
    const f = setup();
    await fillValid(f);
    await userEvent.click(screen.getByLabelText('terms-of-use'));
    await userEvent.click(f.submit);
    const message = await screen.findByText('Bu e-posta adresi zaten kayıtlı.');
    expect(f.email).toHaveAccessibleDescription('Bu e-posta adresi zaten kayıtlı.');
    expect(within(message.parentElement!).queryByRole('alert')).toBeNull();
  });
});
