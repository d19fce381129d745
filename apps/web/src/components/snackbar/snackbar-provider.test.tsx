import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useSnackbar } from './snackbar-context';
import { SnackbarProvider } from './snackbar-provider';

function SaveButton() {
  const { enqueueSnackbar } = useSnackbar();
  return (
    <button
      onClick={() => {
        enqueueSnackbar('Kelime kaydedildi.', { variant: 'success' });
        enqueueSnackbar('Kelime kaydedildi.', { variant: 'success' });
      }}
    >
      Kaydet
    </button>
  );
}

describe('SnackbarProvider', () => {
  it('shows a toast asked for before the toast library has arrived, once', async () => {
    render(
      <SnackbarProvider>
        <SaveButton />
      </SnackbarProvider>,
    );
    expect(screen.queryByText('Kelime kaydedildi.')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Kelime kaydedildi.')).toBeVisible();
    expect(screen.getAllByText('Kelime kaydedildi.')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getAllByText('Kelime kaydedildi.')).toHaveLength(1);
  });
});
