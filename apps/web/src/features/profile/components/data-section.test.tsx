import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { dataArchiveName } from '../api/download-my-data';
import { DataSection } from './data-section';

afterEach(() => vi.restoreAllMocks());

describe('the data section of the profile', () => {
  it('downloads the archive the server makes, under the day’s name', async () => {
    const created = vi.fn(() => 'blob:archive');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = mockApi(() => ({
      status: 200,
      data: new Blob(['PK'], { type: 'application/zip' }),
    }));
    renderWithRouter(<DataSection onDeleted={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verilerimi indir' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'get', url: 'user/exportdata', responseType: 'blob' });
    expect(created).toHaveBeenCalled();
    const link = clicked.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(dataArchiveName());
    expect(dataArchiveName(new Date('2026-11-26T10:00:00Z'))).toBe('yek-verilerim-2026-11-26.zip');
  });

  it('shows the server’s refusal in its words', async () => {
    mockApi(() => ({
      status: 429,
      data: new Blob([
        JSON.stringify({
          data: null,
          isSuccess: false,
          statusCode: 429,
          message: 'Kısa sürede çok fazla deneme yapıldı. 3000 saniye sonra tekrar dene.',
          errorCode: 'RATE_LIMITED',
          errors: null,
        }),
      ]),
    }));
    renderWithRouter(<DataSection onDeleted={() => {}} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verilerimi indir' }));
    expect(
      await screen.findByText(
        'Kısa sürede çok fazla deneme yapıldı. 3000 saniye sonra tekrar dene.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verilerimi indir' })).toBeEnabled();
  });
});

describe('deleting the account from the profile', () => {
  it('asks for the password, shows the server’s refusal on it, and signs out once deleted', async () => {
    let attempt = 0;
    const calls = mockApi(() => {
      attempt += 1;
      return attempt === 1
        ? {
            status: 400,
            data: {
              data: null,
              isSuccess: false,
              statusCode: 400,
              message: 'Şu anki şifren hatalı.',
              errorCode: 'OLD_PASSWORD_INCORRECT',
              errors: { password: ['Şu anki şifren hatalı.'] },
            },
          }
        : ok(null);
    });
    const deleted = vi.fn();
    renderWithRouter(<DataSection onDeleted={deleted} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesabını sil' });
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(within(dialog).getByLabelText(/Şifren/)).toHaveAccessibleDescription('Bu alanı doldur.');
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Şifren/), 'Yanlis.Sifre1');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/Şifren/)).toHaveAccessibleDescription(
        'Şu anki şifren hatalı.',
      ),
    );
    expect(calls[0]).toMatchObject({ method: 'post', url: 'user/deleteaccount' });
    expect(JSON.parse(String(calls[0]!.data))).toEqual({ password: 'Yanlis.Sifre1' });
    expect(deleted).not.toHaveBeenCalled();
    await user.clear(within(dialog).getByLabelText(/Şifren/));
    await user.type(within(dialog).getByLabelText(/Şifren/), 'Dogru.Sifre1');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(deleted).toHaveBeenCalled());
  });

  it('deletes an account without a password by a mailed code, its refusal on the code field', async () => {
    const calls = mockApi((config) => {
      if (config.url === 'user/senddeleteaccountcode') return ok(null);
      const body = JSON.parse(String(config.data)) as { otpCode: string };
      return body.otpCode === '12345'
        ? ok(null)
        : {
            status: 400,
            data: {
              data: null,
              isSuccess: false,
              statusCode: 400,
              message: 'Doğrulama kodu hatalı.',
              errorCode: 'OTP_INVALID',
              errors: { otpCode: ['Doğrulama kodu hatalı.'] },
            },
          };
    });
    const deleted = vi.fn();
    renderWithRouter(<DataSection onDeleted={deleted} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hesabını sil' });
    await user.click(within(dialog).getByRole('button', { name: /kodla sil/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Kod gönder' }));
    expect(await within(dialog).findByText('Kodu e-posta adresine gönderdik.')).toBeInTheDocument();
    const field = within(dialog).getByLabelText(/Doğrulama kodu/);
    await user.type(field, '11111');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Doğrulama kodu hatalı.'));
    await user.clear(field);
    await user.type(field, '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    await waitFor(() => expect(deleted).toHaveBeenCalled());
    expect(calls.map((c) => c.url)).toEqual([
      'user/senddeleteaccountcode',
      'user/deleteaccount',
      'user/deleteaccount',
    ]);
  });
});
