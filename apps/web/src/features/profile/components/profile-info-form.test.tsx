import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@yek/contracts/user';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok, type MockHandler } from '../../../test/mock-api';
import { TestProviders } from '../../../test/render';
import { ProfileInfoForm } from './profile-info-form';

const CITIES = [
  { id: 6, code: 6, name: 'Ankara' },
  { id: 34, code: 34, name: 'İstanbul' },
];
const ANKARA = [
  { id: 601, cityId: 6, name: 'Çankaya' },
  { id: 602, cityId: 6, name: 'Keçiören' },
];

/** The place lists, and whatever the test says PUT user answers. */
function api(put: MockHandler = (config) => ok({ ...makeUser(), ...JSON.parse(config.data) })) {
  return mockApi((config) => {
    if (config.url === 'user/getcitylist') return ok(CITIES);
    if (config.url === 'user/getdistrictlist/6') return ok(ANKARA);
    if (config.url === 'user/getdistrictlist/34') return ok([]);
    if (config.url === 'user' && config.method === 'put') return put(config);
    return fail(404, null);
  });
}

function show(user: User) {
  const onSaved = vi.fn();
  render(
    <TestProviders>
      <ProfileInfoForm user={user} onSaved={onSaved} />
    </TestProviders>,
  );
  return onSaved;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const choice = (name: RegExp) => screen.getByRole('combobox', { name });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

async function choose(name: RegExp, option: string) {
  await userEvent.click(choice(name));
  await userEvent.click(
    within(await screen.findByRole('listbox')).getByRole('option', { name: option }),
  );
}

describe('ProfileInfoForm', () => {
  it('shows a gender never chosen as "prefer not to say", never as a guess', () => {
    api();
    show(makeUser({ gender: 'Unspecified' }));
    expect(choice(/^Cinsiyet/)).toHaveTextContent('Belirtmek istemiyorum');
    expect(screen.queryByText('Kadın')).not.toBeInTheDocument();
  });

  it('offers all four genders and sends the one chosen', async () => {
    const calls = api();
    const onSaved = show(makeUser({ gender: 'Unspecified' }));
    await userEvent.click(choice(/^Cinsiyet/));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Erkek',
      'Kadın',
      'Diğer',
      'Belirtmek istemiyorum',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Diğer' }));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = calls.find((c) => c.method === 'put')!;
    expect(JSON.parse(put.data)).toMatchObject({ id: 7, languageId: 1, gender: 'Other' });
  });

  it('checks the fields before sending anything', async () => {
    const calls = api();
    show(makeUser());
    await userEvent.clear(field(/^Ad/));
    await userEvent.type(field(/^Soyad/), 'x'.repeat(60));
    await save();
    expect(field(/^Ad/)).toHaveAccessibleDescription('Bu alanı doldur.');
    expect(field(/^Ad/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Soyad/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'put')).toBe(false);
  });

  it("puts the server's message on its field", async () => {
    api(() =>
      fail(400, 'Bazı alanlar geçersiz.', {
        errorCode: 'VALIDATION_FAILED',
        errors: { townId: ['Bu ilçe seçilen şehirde değil.'] },
      }),
    );
    const onSaved = show(makeUser({ city: null }));
    await choose(/^Şehir/, 'Ankara');
    await waitFor(() => expect(choice(/^İlçe/)).not.toHaveAttribute('aria-disabled'));
    await choose(/^İlçe/, 'Çankaya');
    await save();
    await waitFor(() =>
      expect(choice(/^İlçe/)).toHaveAccessibleDescription('Bu ilçe seçilen şehirde değil.'),
    );
    expect(screen.queryByText('Bazı alanlar geçersiz.')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves name, city, district and consents, and hands on the saved user', async () => {
    const saved = makeUser({
      name: 'Elif',
      city: { id: 6, name: 'Ankara' },
      town: { id: 601, name: 'Çankaya' },
      emailNotification: true,
      smsNotification: true,
    });
    const calls = api(() => ok(saved));
    const onSaved = show(makeUser({ town: null }));
    await userEvent.clear(field(/^Ad/));
    await userEvent.type(field(/^Ad/), 'Elif');
    await choose(/^Şehir/, 'Ankara');
    expect(choice(/^İlçe/)).toHaveTextContent('Seçilmedi');
    await waitFor(() => expect(choice(/^İlçe/)).not.toHaveAttribute('aria-disabled'));
    await choose(/^İlçe/, 'Çankaya');
    await userEvent.click(screen.getByRole('checkbox', { name: /e-posta/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /SMS/ }));
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(JSON.parse(calls.find((c) => c.method === 'put')!.data)).toEqual({
      id: 7,
      languageId: 1,
      name: 'Elif',
      surname: 'Yılmaz',
      gender: 'Female',
      cityId: 6,
      townId: 601,
      emailNotification: true,
      smsNotification: true,
      twoFactorEnabled: false,
    });
  });
});
