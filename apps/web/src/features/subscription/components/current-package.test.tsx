import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, TestProviders } from '../../../test/render';
import { CurrentPackage, type CurrentPackageProps } from './current-package';

const show = (props: CurrentPackageProps) =>
  render(
    <TestProviders>
      <CurrentPackage {...props} />
    </TestProviders>,
  );

describe('CurrentPackage', () => {
  it("says 'No plan found.' to a learner who has none", () => {
    show({ status: 'NoSubscription', trialEndsAt: null, subscriptionEndsAt: null });
    expect(screen.getByText('Paket bulunamadı.')).toBeVisible();
  });

  it('shows a running trial and when it ends', () => {
    show({ status: 'Trial', trialEndsAt: '2026-03-17T21:00:00.000Z', subscriptionEndsAt: null });
    expect(screen.getAllByText('Ücretsiz deneme')).toHaveLength(2);
    expect(screen.getByText('Bitiş')).toBeVisible();
    expect(screen.getByText('18 Mart 2026 00:00')).toBeVisible();
  });

  it('shows a plan that has ended, by name and end date', () => {
    show({
      status: 'SubscriptionExpired',
      trialEndsAt: '2026-01-01T00:00:00.000Z',
      subscriptionEndsAt: '2026-02-10T10:00:00.000Z',
      planName: 'Aylık Premium',
    });
    expect(screen.getByText('Paketin sona erdi')).toBeVisible();
    expect(screen.getByText('Aylık Premium')).toBeVisible();
    expect(screen.getByText('Sona erdiği tarih')).toBeVisible();
    expect(screen.getByText('10 Şubat 2026 13:00')).toBeVisible();
  });

  describe('with what happens at the end', () => {
    afterEach(() => vi.useRealTimers());

    it('counts the days left of a trial and says it ends without a charge', () => {
      vi.useFakeTimers({ now: new Date('2026-03-15T09:00:00.000Z'), toFake: ['Date'] });
      renderWithRouter(
        <CurrentPackage
          status="Trial"
          trialEndsAt="2026-03-17T21:00:00.000Z"
          subscriptionEndsAt={null}
          startedAt="2026-03-10T07:00:00.000Z"
          explain
        />,
      );
      expect(screen.getByText('Başlangıç')).toBeVisible();
      expect(screen.getByText('10 Mart 2026 10:00')).toBeVisible();
      expect(screen.getByText('3 gün')).toBeVisible();
      expect(screen.getByText(/ücretli bir pakete dönüşmez/)).toBeVisible();
      expect(screen.queryByRole('link', { name: 'Paketleri gör' })).not.toBeInTheDocument();
    });

    it('explains renewal in the store for a paid plan', () => {
      renderWithRouter(
        <CurrentPackage
          status="ActiveSubscriber"
          trialEndsAt={null}
          subscriptionEndsAt="2099-02-10T10:00:00.000Z"
          planName="Yıllık Premium"
          explain
        />,
      );
      expect(screen.getByText(/mağazada \(App Store ya da Google Play\) yenilenir/)).toBeVisible();
    });

    it('links a lapsed learner to the packages', () => {
      renderWithRouter(
        <CurrentPackage
          status="TrialExpired"
          trialEndsAt="2026-01-01T00:00:00.000Z"
          subscriptionEndsAt={null}
          explain
        />,
      );
      expect(screen.queryByText('Kalan süre')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Paketleri gör' })).toHaveAttribute(
        'href',
        '/purchase',
      );
    });
  });
});
