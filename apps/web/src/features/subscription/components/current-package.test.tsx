import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../test/render';
import { CurrentPackage, type CurrentPackageProps } from './current-package';

const show = (props: CurrentPackageProps) =>
  render(
    <TestProviders>
      <CurrentPackage {...props} />
    </TestProviders>,
  );

describe('CurrentPackage', () => {
  it("says 'No subscription found.' to a learner who has none", () => {
    show({ status: 'NoSubscription', trialEndsAt: null, subscriptionEndsAt: null });
    expect(screen.getByText('Abonelik bulunamadı.')).toBeVisible();
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
    expect(screen.getByText('Abonelik sona erdi')).toBeVisible();
    expect(screen.getByText('Aylık Premium')).toBeVisible();
    expect(screen.getByText('Sona erdiği tarih')).toBeVisible();
    expect(screen.getByText('10 Şubat 2026 13:00')).toBeVisible();
  });
});
