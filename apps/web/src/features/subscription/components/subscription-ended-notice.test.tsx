import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithRouter } from '../../../test/render';
import { STORE_LINKS } from '../../../test/setup-data';
import { SubscriptionEndedNotice } from './subscription-ended-notice';

describe('SubscriptionEndedNotice', () => {
  it('tells the learner the trial has ended and shows the way to the stores', async () => {
    mockApi(() => ok(STORE_LINKS));
    const onCheckPurchase = vi.fn();
    renderWithRouter(
      <SubscriptionEndedNotice
        status="TrialExpired"
        onCheckPurchase={onCheckPurchase}
        checking={false}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Ücretsiz deneme süren sona erdi' }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      STORE_LINKS.storeLinks.appStore,
    );
    expect(screen.getByRole('link', { name: 'Paketleri ve faturaları gör' })).toHaveAttribute(
      'href',
      '/purchase',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Satın aldım, hesabımı yenile' }));
    expect(onCheckPurchase).toHaveBeenCalled();
  });

  it('names an ended subscription, and no subscription at all', () => {
    mockApi(() => ok(STORE_LINKS));
    const { unmount } = renderWithRouter(
      <SubscriptionEndedNotice
        status="SubscriptionExpired"
        onCheckPurchase={vi.fn()}
        checking={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Paketin sona erdi' })).toBeVisible();
    unmount();
    renderWithRouter(
      <SubscriptionEndedNotice
        status="NoSubscription"
        onCheckPurchase={vi.fn()}
        checking={false}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Paket bulunamadı' })).toBeVisible();
  });
});
