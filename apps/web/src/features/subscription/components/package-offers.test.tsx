import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { PLANS, STORE_LINKS } from '../../../test/setup-data';
import { PackageOffers, type PackageOffersProps } from './package-offers';

function renderOffers(props: Partial<PackageOffersProps>) {
  const handlers = {
    onBuy: vi.fn(),
    onChoosePackage: vi.fn(),
    onBack: vi.fn(),
    onTrialStarted: vi.fn(),
  };
  renderWithRouter(
    <PackageOffers offerTrial isBuy={false} buyedPackage={null} {...handlers} {...props} />,
  );
  return handlers;
}

const TRIAL = {
  trialStartedAt: '2026-03-10T07:00:00.000Z',
  trialEndsAt: '2026-03-17T21:00:00.000Z',
  trialDays: 7,
  user: makeUser({ subscriptionStatus: 'Trial' }),
};

describe('PackageOffers', () => {
  it('starts the free trial and hands on the user with the welcome message', async () => {
    const calls = mockApi(() => ok(TRIAL, '7 günlük ücretsiz deneme süreniz başladı.'));
    const { onTrialStarted, onBuy } = renderOffers({});
    expect(
      screen.getByRole('heading', { name: 'Öğrenmeye nasıl başlamak istersin?' }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Ücretsiz denemeyi başlat' }));
    await vi.waitFor(() =>
      expect(onTrialStarted).toHaveBeenCalledWith(
        TRIAL,
        '7 günlük ücretsiz deneme süreniz başladı.',
      ),
    );
    expect(calls[0]!.url).toBe('payment/registerfreesubscriptionplan');
    expect(calls[0]!.method).toBe('post');
    expect(calls[0]!.data).toBe('{}');

    await userEvent.click(screen.getByRole('button', { name: 'Paketleri gör' }));
    expect(onBuy).toHaveBeenCalled();
  });

  it("shows the server's refusal of a second trial", async () => {
    mockApi(() =>
      fail(409, 'Ücretsiz deneme hakkınızı kullandınız.', { errorCode: 'TRIAL_ALREADY_USED' }),
    );
    const { onTrialStarted } = renderOffers({});
    await userEvent.click(screen.getByRole('button', { name: 'Ücretsiz denemeyi başlat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ücretsiz deneme hakkınızı kullandınız.',
    );
    expect(onTrialStarted).not.toHaveBeenCalled();
  });

  it('does not offer a trial the account cannot have', () => {
    renderOffers({ offerTrial: false });
    expect(
      screen.queryByRole('button', { name: 'Ücretsiz denemeyi başlat' }),
    ).not.toBeInTheDocument();
  });

  it('lists the active plans, with promo code prices, and leads to the stores for the one chosen', async () => {
    const promo = {
      promoCode: 'HOSGELDIN25',
      discountPercent: 25,
      validFrom: '2026-01-01T00:00:00.000Z',
      validUntil: '2027-01-01T00:00:00.000Z',
      subscriptionPlans: PLANS.map((p) => ({
        ...p,
        discountedPrice: 0,
        discountedPriceText: p.id === 3 ? '₺1.349,99' : '₺187,49',
      })),
    };
    const calls = mockApi((config) => {
      if (config.url === 'subscriptionplan') return ok(PLANS);
      if (config.url === 'mobileapppayment') return ok(STORE_LINKS);
      const code = (config.params as { promoCode: string }).promoCode;
      return code === 'HOSGELDIN25'
        ? ok(promo)
        : fail(404, 'Bu promosyon kodu geçerli değil ya da süresi dolmuş.', {
            errorCode: 'PROMO_CODE_INVALID',
          });
    });
    const { onChoosePackage } = renderOffers({ isBuy: true });
    expect(screen.getByRole('heading', { name: 'Paketini seç' })).toBeVisible();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Aylık Premium',
      'Yıllık Premium',
    ]);
    const yearly = screen.getByRole('article', { name: 'Yıllık Premium' });
    expect(within(yearly).getByText('%40 tasarruf')).toBeVisible();
    expect(within(yearly).getByText('Aylık ortalama ₺150,00')).toBeVisible();

    const code = screen.getByLabelText('Promosyon kodu', { selector: 'input' });
    await userEvent.type(code, 'yanlis');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bu promosyon kodu geçerli değil ya da süresi dolmuş.',
    );

    await userEvent.clear(code);
    await userEvent.type(code, 'hosgeldin25');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(
      await screen.findByText('HOSGELDIN25 kodu uygulandı: fiyatlarda %25 indirim.'),
    ).toBeVisible();
    expect(within(yearly).getByText('₺1.349,99')).toBeVisible();
    expect(within(yearly).getByLabelText('Eski fiyat ₺1.799,99')).toBeVisible();
    expect(
      calls.filter((c) => c.url === 'subscriptionplan/getbypromocode').map((c) => c.params),
    ).toEqual([{ promoCode: 'YANLIS' }, { promoCode: 'HOSGELDIN25' }]);

    await userEvent.click(
      within(yearly).getByRole('button', { name: 'Mobil uygulamada satın al' }),
    );
    expect(onChoosePackage).toHaveBeenCalledWith(PLANS[0]);
  });

  it('shows the store links from the server for the chosen plan', async () => {
    const calls = mockApi((config) =>
      config.url === 'mobileapppayment' ? ok(STORE_LINKS) : ok(PLANS),
    );
    const onCheckPurchase = vi.fn();
    renderOffers({ isBuy: true, buyedPackage: PLANS[0]!, onCheckPurchase });
    expect(
      await screen.findByRole('heading', {
        name: 'Yıllık Premium paketini mobil uygulamadan satın al',
      }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      STORE_LINKS.storeLinks.appStore,
    );
    expect(screen.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      STORE_LINKS.storeLinks.playStore,
    );
    const payment = calls.find((c) => c.url === 'mobileapppayment')!;
    expect(payment.method).toBe('post');
    expect(payment.data).toBeUndefined();
    expect(
      screen.getByRole('button', { name: 'Mobil uygulamada satın al', pressed: true }),
    ).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Satın aldım, hesabımı yenile' }));
    expect(onCheckPurchase).toHaveBeenCalled();
  });
});
