import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@yek/contracts/storage-keys';
import { describe, expect, it } from 'vitest';
import { request } from '../lib/api-client';
import { getStoredUser, saveSession } from '../lib/storage';
import { makeAuthUser, makeUser } from '../test/fixtures';
import { fail, ok } from '../test/mock-api';
import { renderApp } from '../test/render-app';
import { PLANS, STAGE_RESULT, STORE_LINKS, INTEREST_QUESTION, makeState } from '../test/setup-data';

const PURCHASE = {
  id: 1,
  invoiceNumber: 'YEK-2026-000042',
  purchaseDate: '2026-01-10T09:00:00.000Z',
  endDate: '2026-02-10T09:00:00.000Z',
  subscriptionPlanId: 1,
  planName: 'Aylık Premium',
  planType: 'Monthly',
  amount: 249.99,
  currency: 'TRY',
  amountText: '₺249,99',
  store: 'AppStore',
  status: 'Expired',
  refundedAt: null,
};

describe('setup', () => {
  it('resumes at the current question and, after the result, starts the trial and opens the dashboard', async () => {
    saveSession(
      makeAuthUser({ registrationComplete: false, subscriptionStatus: 'NoSubscription' }),
    );
    let state = makeState([1, 2, 3, 4, 5]);
    const trialUser = makeUser({ registrationComplete: true, subscriptionStatus: 'Trial' });
    const { router } = renderApp('/setup', (config) => {
      switch (config.url) {
        case 'userregistration/getuserregistrationmainstate':
          return ok(state);
        case 'interestquestion/getuserinterestquestion':
          return ok(INTEREST_QUESTION);
        case 'interestquestion/registerinterestuseranswer':
          state = makeState([1, 2, 3, 4, 5, 6]);
          return ok(state);
        case 'registrationresult/getuserregistrationstageresult':
          return ok(STAGE_RESULT);
        case 'payment/registerfreesubscriptionplan':
          return ok(
            { trialStartedAt: '', trialEndsAt: '', trialDays: 7, user: trialUser },
            '7 günlük ücretsiz deneme süren başladı. İyi çalışmalar!',
          );
        default:
          return fail(404, null);
      }
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesap kurulumu' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Nelerle ilgileniyorsun?' })).toBeVisible();
    expect(router.state.location.search).toBe('?question=6');
    expect(sessionStorage.getItem(STORAGE_KEYS.questionList)).not.toBeNull();

    await userEvent.click(screen.getByRole('checkbox', { name: 'İlgi 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonuçları gör' }));
    expect(await screen.findByRole('heading', { name: 'Sonuçların hazır' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Devam et' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Ücretsiz denemeyi başlat' }));

    expect(await screen.findByRole('heading', { name: 'Merhaba, Ayşe!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(
      await screen.findByText('7 günlük ücretsiz deneme süren başladı. İyi çalışmalar!'),
    ).toBeVisible();
    expect(getStoredUser()).toMatchObject({
      registrationComplete: true,
      subscriptionStatus: 'Trial',
    });
    expect(sessionStorage.getItem(STORAGE_KEYS.questionList)).toBeNull();
  });

  it("sends the learner to '/' when the result page cannot load (spec §8)", async () => {
    saveSession(
      makeAuthUser({ registrationComplete: false, subscriptionStatus: 'NoSubscription' }),
    );
    let resultCalls = 0;
    const { router } = renderApp('/setup', (config) => {
      if (config.url === 'userregistration/getuserregistrationmainstate')
        return ok(makeState([1, 2, 3, 4, 5, 6]));
      if (config.url === 'registrationresult/getuserregistrationstageresult') {
        resultCalls += 1;
        return fail(500, null);
      }
      return fail(404, null);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(resultCalls).toBeGreaterThan(0);
  });
});

describe('an ended trial', () => {
  it('turns a refused learning call into the purchase message, and leaves profile and packages open', async () => {
    saveSession(makeAuthUser());
    // The trial ends while the learner is on the dashboard: the server knows, the tab does not.
    let ended = false;
    const { router } = renderApp('/', (config) => {
      switch (config.url) {
        case 'usertask/getusertaskoverview':
          ended = true;
          return fail(403, 'Deneme süreniz doldu.', { errorCode: 'TRIAL_EXPIRED' });
        case 'user/7':
          return ok(makeUser({ subscriptionStatus: ended ? 'TrialExpired' : 'Trial' }));
        case 'mobileapppayment':
          return ok(STORE_LINKS);
        case 'userregistration/getuserregistrationmainstate':
          return ok(
            makeState([1, 2, 3, 4, 5, 6], {
              registrationComplete: true,
              subscriptionStatus: 'TrialExpired',
              trialAvailable: false,
              trialEndsAt: '2026-03-17T21:00:00.000Z',
            }),
          );
        case 'subscriptionplan':
          return ok(PLANS);
        case 'userpurchase':
          return ok([PURCHASE]);
        case 'user/getreminder':
          return ok({
            enabled: false,
            time: '19:00',
            email: true,
            sms: false,
            timeZone: 'Europe/Istanbul',
          });
        default:
          return fail(404, null);
      }
    });
    await screen.findByRole('heading', { name: 'Merhaba, Ayşe!' });

    await expect(request({ url: 'usertask/getusertaskoverview' })).rejects.toBeTruthy();
    expect(
      await screen.findByRole('heading', { name: 'Ücretsiz deneme süren sona erdi' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Merhaba, Ayşe!' })).not.toBeInTheDocument();
    expect(getStoredUser()?.subscriptionStatus).toBe('TrialExpired');
    expect(
      await screen.findByRole('link', { name: "Yek English'i App Store'da aç (yeni sekmede)" }),
    ).toHaveAttribute('href', STORE_LINKS.storeLinks.appStore);

    for (const path of ['/library', '/task/reading/8', '/webgl']) {
      await act(() => router.navigate(path));
      expect(
        await screen.findByRole('heading', { name: 'Ücretsiz deneme süren sona erdi' }),
        path,
      ).toBeVisible();
    }

    await act(() => router.navigate('/purchase'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paketler' })).toBeVisible();
    const current = screen.getByRole('region', { name: 'Mevcut paketin' });
    expect(await within(current).findByText('Deneme süresi doldu')).toBeVisible();
    expect(await within(current).findByText('18 Mart 2026 00:00')).toBeVisible();
    const history = screen.getByRole('region', { name: 'Satın alımlar ve faturalar' });
    expect(await within(history).findByText('YEK-2026-000042')).toBeVisible();
    expect(await screen.findByRole('article', { name: 'Yıllık Premium' })).toBeVisible();

    await act(() => router.navigate('/profile'));
    expect(await screen.findByRole('heading', { name: 'Profil bilgileri' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hesap menüsü' })).toBeVisible();
  });

  it('reads a restored session again, so a trial that ended while the tab was closed shows', async () => {
    saveSession(makeAuthUser());
    renderApp('/library', (config) => {
      if (config.url === 'user/7') return ok(makeUser({ subscriptionStatus: 'TrialExpired' }));
      if (config.url === 'mobileapppayment') return ok(STORE_LINKS);
      return fail(404, null);
    });
    expect(
      await screen.findByRole('heading', { name: 'Ücretsiz deneme süren sona erdi' }),
    ).toBeVisible();
    expect(getStoredUser()?.subscriptionStatus).toBe('TrialExpired');
  });

  it('opens the learning pages again once a purchase made in the app shows up', async () => {
    saveSession(makeAuthUser({ subscriptionStatus: 'TrialExpired' }));
    let bought = false;
    renderApp('/', (config) => {
      if (config.url === 'mobileapppayment') return ok(STORE_LINKS);
      if (config.url === 'user/7')
        return ok(makeUser({ subscriptionStatus: bought ? 'ActiveSubscriber' : 'TrialExpired' }));
      return fail(404, null);
    });
    await screen.findByRole('heading', { name: 'Ücretsiz deneme süren sona erdi' });
    await userEvent.click(screen.getByRole('button', { name: 'Satın aldım, hesabımı yenile' }));
    expect(await screen.findByText(/Henüz etkin bir paket görünmüyor/)).toBeVisible();
    bought = true;
    await userEvent.click(
      await screen.findByRole('button', { name: 'Satın aldım, hesabımı yenile' }),
    );
    expect(await screen.findByRole('heading', { name: 'Merhaba, Ayşe!' })).toBeVisible();
    expect(await screen.findByText('Paketin etkin. İyi çalışmalar!')).toBeVisible();
  });
});

describe('the purchase page', () => {
  it("says 'No plan found.' and lists no invoices for a learner without a package", async () => {
    saveSession(makeAuthUser({ subscriptionStatus: 'NoSubscription' }));
    renderApp('/purchase', (config) => {
      if (config.url === 'userregistration/getuserregistrationmainstate')
        return ok(makeState([1, 2, 3, 4, 5, 6], { registrationComplete: true }));
      if (config.url === 'userpurchase') return ok([]);
      if (config.url === 'subscriptionplan') return ok(PLANS);
      if (config.url === 'mobileapppayment') return ok(STORE_LINKS);
      return fail(404, null);
    });
    expect(await screen.findByText('Paket bulunamadı.')).toBeVisible();
    expect(await screen.findByText('Henüz bir satın alımın yok.')).toBeVisible();
  });
});
