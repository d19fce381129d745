import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ALERT_TYPES } from '@yek/contracts/reference';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render';
import { useNotificationDialog } from './notification-context';
import { NotificationDialogProvider } from './notification-provider';

function Trigger() {
  const { showNotification } = useNotificationDialog();
  return (
    <button
      onClick={() =>
        showNotification({
          title: 'Deneme süren bitiyor',
          body: 'Üç gün kaldı.',
          imageUrl: '/uploads/trial.png',
          alertType: ALERT_TYPES.warning,
        })
      }
    >
      Göster
    </button>
  );
}

describe('NotificationDialogProvider', () => {
  it('opens the root dialog with a title, body, image and the icon of its type', async () => {
    renderWithRouter(
      <NotificationDialogProvider>
        <Trigger />
      </NotificationDialogProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Göster' }));
    const dialog = await screen.findByRole('dialog', { name: /Deneme süren bitiyor/ });
    expect(dialog).toHaveAccessibleDescription('Üç gün kaldı.');
    expect(screen.getByRole('img', { name: 'Uyarı' })).toBeInTheDocument();
    expect(dialog.querySelector('img[src="/uploads/trial.png"]')).not.toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
