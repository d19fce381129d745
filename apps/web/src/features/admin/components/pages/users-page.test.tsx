import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '@yek/contracts/user';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../../test/fixtures';
import { bodyOf, fail, mockApi, ok, type MockReply } from '../../../../test/mock-api';
import { TestProviders } from '../../../../test/render';
import { UsersPage } from './users-page';

const ADMIN_ID = 1;
const ELIF: AdminUser = {
  ...makeUser({
    id: 7,
    name: 'Elif',
    surname: 'Şahin',
    email: 'elif@example.com',
    birthday: '1994-02-11',
    town: { id: 450, name: 'Kadıköy' },
  }),
  status: 'active',
  jobId: null,
  jobName: null,
  contractApproved: true,
};
const ME: AdminUser = {
  ...ELIF,
  id: ADMIN_ID,
  name: 'Deniz',
  surname: 'Hesap',
  email: 'admin@example.com',
  role: 'admin',
};
const page = (items: AdminUser[]) => ({
  items,
  totalCount: items.length,
  pageNumber: 1,
  pageSize: 25,
});

/** The reference lists the form reads, and the user list; `other` answers the rest. */
function server(other: (config: InternalAxiosRequestConfig) => MockReply | null = () => null) {
  return mockApi((config) => {
    const answer = other(config);
    if (answer) return answer;
    if (config.url === 'user/getcitylist')
      return ok([
        { id: 6, code: 6, name: 'Ankara' },
        { id: 34, code: 34, name: 'İstanbul' },
      ]);
    if (config.url === 'user/getdistrictlist/34')
      return ok([{ id: 450, cityId: 34, name: 'Kadıköy' }]);
    if (config.url === 'user/getdistrictlist/6')
      return ok([{ id: 60, cityId: 6, name: 'Çankaya' }]);
    if (config.url === 'job')
      return ok([{ id: 3, alias: null, name: 'Öğretmen', jobLocalizations: [] }]);
    if (config.url === 'user' && config.method === 'get') return ok(page([ME, ELIF]));
    return fail(404, null);
  });
}

function renderPage() {
  return render(
    <TestProviders>
      <UsersPage selfId={ADMIN_ID} />
    </TestProviders>,
  );
}

const rowOf = async (name: string) =>
  (await screen.findByRole('gridcell', { name })).closest('[role="row"]') as HTMLElement;

describe('the users page', { timeout: 45_000 }, () => {
  it('asks the server for the role type and status chosen, from the first page', async () => {
    const calls = server();
    renderPage();
    await screen.findByRole('gridcell', { name: 'Elif' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Rol türü' }));
    await user.click(await screen.findByRole('option', { name: 'Editör' }));
    await user.click(screen.getByRole('combobox', { name: 'Durum' }));
    await user.click(await screen.findByRole('option', { name: 'Devre dışı' }));
    await waitFor(() =>
      expect(calls.at(-1)?.params).toMatchObject({
        roleType: 'editor',
        status: 'passive',
        pageNumber: 1,
        orderBy: 'createdAt',
        orderDirection: 'desc',
      }),
    );
    expect(calls.at(-1)?.url).toBe('user');
  });

  it('checks every required field in the browser before anything is sent', async () => {
    const calls = server();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kullanıcı ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcı ekle' });
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(within(dialog).getAllByText('Bu alanı doldur.').length).toBeGreaterThanOrEqual(8),
    );
    expect(
      within(dialog).getByRole('checkbox', { name: /sözleşmeleri onayladı/ }),
    ).toHaveAccessibleDescription('Devam etmek için sözleşmeyi onayla.');
    // The district waits for its province.
    expect(within(dialog).getByRole('combobox', { name: /İlçe/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(calls.filter((c) => c.method === 'post')).toHaveLength(0);
  });

  it('offers the districts of the province chosen, and forgets a district of another', async () => {
    server();
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Elif')).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı düzenle' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /İlçe/ })).toHaveTextContent('Kadıköy'),
    );
    await user.click(within(dialog).getByRole('combobox', { name: /^İl\s*\*?$/ }));
    await user.click(await screen.findByRole('option', { name: 'Ankara' }));
    const town = within(dialog).getByRole('combobox', { name: /İlçe/ });
    expect(town).not.toHaveTextContent('Kadıköy');
    await user.click(town);
    expect(await screen.findByRole('option', { name: 'Çankaya' })).toBeInTheDocument();
  });

  it("sends a change as PUT user/{id} and puts the server's field message on its field", async () => {
    const calls = server((config) =>
      config.method === 'put'
        ? fail(409, 'Bu e-posta adresiyle açılmış bir hesap zaten var.', {
            errorCode: 'EMAIL_TAKEN',
            errors: { email: ['Bu e-posta adresiyle açılmış bir hesap zaten var.'] },
          })
        : null,
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Elif')).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı düzenle' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: /İlçe/ })).toHaveTextContent('Kadıköy'),
    );
    const email = within(dialog).getByRole('textbox', { name: /E-posta/ });
    await user.clear(email);
    await user.type(email, 'ayse@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Bu e-posta adresiyle açılmış bir hesap zaten var.',
      ),
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    const put = calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('user/7');
    expect(bodyOf(put)).toEqual({
      name: 'Elif',
      surname: 'Şahin',
      email: 'ayse@example.com',
      phoneNumber: '905551112233',
      birthday: '1994-02-11',
      gender: 'Female',
      cityId: 34,
      townId: 450,
      jobId: null,
      roleType: 'learner',
      status: 'active',
      languageId: 1,
      emailNotification: false,
      smsNotification: false,
      twoFactorEnabled: false,
    });
  });

  it("keeps an admin's own role and status fixed and offers no delete of their own account", async () => {
    server();
    renderPage();
    const user = userEvent.setup();
    const mine = await rowOf('Deniz');
    expect(within(mine).queryByRole('button', { name: 'Sil' })).not.toBeInTheDocument();
    expect(within(await rowOf('Elif')).getByRole('button', { name: 'Sil' })).toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kullanıcıyı düzenle' });
    expect(within(dialog).getByRole('combobox', { name: /Rol türü/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).getByRole('combobox', { name: /Durum/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      within(dialog).getByText('Kendi rolünü ve durumunu değiştiremezsin.'),
    ).toBeInTheDocument();
  });

  it('shows a user read-only, with the registration date and the agreement approval', async () => {
    server();
    renderPage();
    const user = userEvent.setup();
    await user.click(within(await rowOf('Elif')).getByRole('button', { name: 'Görüntüle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elif Şahin' });
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Kadıköy')).toBeInTheDocument();
    expect(within(dialog).getByText('5 Ocak 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Güncel sözleşmeler onaylı')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Düzenle' }));
    expect(await screen.findByRole('dialog', { name: 'Kullanıcıyı düzenle' })).toBeInTheDocument();
  });
});
