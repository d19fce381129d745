import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, fail, mockApi, ok } from '../../../../test/mock-api';
import { TestProviders } from '../../../../test/render';
import { LanguagesPage } from './languages-page';

const PAGE = {
  items: [{ id: 1, cultureName: 'tr-TR', displayName: 'Türkçe' }],
  totalCount: 1,
  pageNumber: 1,
  pageSize: 25,
};

function renderPage(canEdit = true) {
  return render(
    <TestProviders>
      <LanguagesPage canEdit={canEdit} />
    </TestProviders>,
  );
}

async function openForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Dil ekle' }));
  const dialog = await screen.findByRole('dialog', { name: 'Dil ekle' });
  return { user, dialog };
}

describe('the language form', () => {
  it('checks the fields in the browser before anything is sent', async () => {
    const calls = mockApi(() => ok(PAGE));
    renderPage();
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Kültür adı/ }), 'german');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(
      await screen.findByText('Kültür adı dil-ÜLKE biçiminde olmalıdır, örneğin de-DE.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Bu alanı doldur.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it("puts the server's field message on its field, in the server's words", async () => {
    const calls = mockApi((config) =>
      config.method === 'post'
        ? fail(400, 'Girdiğiniz bilgileri kontrol edin.', {
            errorCode: 'VALIDATION_FAILED',
            errors: { cultureName: ['Bu değer zaten kullanılıyor; başka bir değer seç.'] },
          })
        : ok(PAGE),
    );
    renderPage();
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Kültür adı/ }), 'de-DE');
    await user.type(screen.getByRole('textbox', { name: /Görünen ad/ }), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));

    const field = screen.getByRole('textbox', { name: /Kültür adı/ });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        'Bu değer zaten kullanılıyor; başka bir değer seç.',
      ),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('language');
    expect(bodyOf(post)).toEqual({ cultureName: 'de-DE', displayName: 'Deutsch' });
  });

  it('shows a refusal that names no field above the form, and keeps the dialog open', async () => {
    mockApi((config) =>
      config.method === 'post'
        ? fail(403, 'Bunu yapmaya yetkin yok.', { errorCode: 'FORBIDDEN' })
        : ok(PAGE),
    );
    renderPage();
    const { user, dialog } = await openForm();
    await user.type(screen.getByRole('textbox', { name: /Kültür adı/ }), 'de-DE');
    await user.type(screen.getByRole('textbox', { name: /Görünen ad/ }), 'Deutsch');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bunu yapmaya yetkin yok.');
    expect(dialog).toBeInTheDocument();
  });

  it('offers no add, edit or delete to an editor, and says why', async () => {
    mockApi(() => ok(PAGE));
    renderPage(false);
    expect(await screen.findByText('Türkçe')).toBeInTheDocument();
    expect(screen.getByText(/yalnızca yöneticiler/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dil ekle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Düzenle' })).not.toBeInTheDocument();
  });
});
