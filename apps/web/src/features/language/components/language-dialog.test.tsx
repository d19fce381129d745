import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@yek/contracts/reference';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { getStoredLanguage } from '../../../lib/storage';
import { makeUser } from '../../../test/fixtures';
import { bodyOf, fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { LanguageDialog } from './language-dialog';

describe('LanguageDialog', () => {
  it('lists the languages, saves the choice with the stored user fields and switches the UI', async () => {
    const user = makeUser({ city: null, gender: 'Male', smsNotification: true });
    const updated = { ...user, languageId: 2, languageName: 'en-US' };
    const calls = mockApi((config) => (config.method === 'get' ? ok([...LANGUAGES]) : ok(updated)));
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderWithRouter(<LanguageDialog open user={user} onClose={onClose} onSaved={onSaved} />);

    expect(await screen.findByRole('radio', { name: 'Türkçe' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('user');
    expect(bodyOf(put)).toEqual({
      languageId: 2,
      gender: 'Male',
      emailNotification: false,
      twoFactorEnabled: false,
      smsNotification: true,
      cityId: 0,
    });
    expect(onSaved).toHaveBeenCalledWith(updated);
    expect(i18n.language).toBe('en');
    expect(getStoredLanguage()).toBe('en');
    // The confirmation speaks the chosen language, not the one the dialog opened in.
    expect(await screen.findByText('Your language has been saved.')).toBeInTheDocument();
  });

  it('stays open and shows the server message when saving fails', async () => {
    mockApi((config) =>
      config.method === 'get' ? ok([...LANGUAGES]) : fail(400, 'Geçersiz dil.'),
    );
    const onClose = vi.fn();
    renderWithRouter(<LanguageDialog open user={makeUser()} onClose={onClose} onSaved={vi.fn()} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz dil.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
