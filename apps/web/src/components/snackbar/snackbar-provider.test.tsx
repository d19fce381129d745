import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

/** Moves the faked clock in steps, letting React commit between them: each exit step starts the next timer. */
function passTime(ms: number) {
  for (let passed = 0; passed < ms; passed += 50) act(() => vi.advanceTimersByTime(50));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('SnackbarProvider', () => {
  it('shows a toast asked for before the toast library has arrived, once, for three seconds', async () => {
    // The clock moves only when the test moves it, so the toast cannot hide while it is checked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <SnackbarProvider>
        <SaveButton />
      </SnackbarProvider>,
    );
    expect(screen.queryByText('Kelime kaydedildi.')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    // The library arrives: the same module the provider asked for.
    await act(() => import('./snackbar-host'));
    expect(screen.getByText('Kelime kaydedildi.')).toBeVisible();
    expect(screen.getAllByText('Kelime kaydedildi.')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(screen.getAllByText('Kelime kaydedildi.')).toHaveLength(1);

    passTime(2950);
    expect(screen.getByText('Kelime kaydedildi.')).toBeInTheDocument();
    // Three seconds in it starts to leave; its leaving animation runs on the faked clock too.
    passTime(1000);
    expect(screen.queryByText('Kelime kaydedildi.')).not.toBeInTheDocument();
  });
});
