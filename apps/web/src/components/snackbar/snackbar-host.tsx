import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import type { EnqueueSnackbar } from './snackbar-context';

interface SnackbarHostProps {
  /** Receives notistack's enqueue once mounted, and null when unmounted. */
  onReady: (enqueue: EnqueueSnackbar | null) => void;
}

function Bridge({ onReady }: SnackbarHostProps) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    onReady(enqueueSnackbar);
    return () => onReady(null);
  }, [enqueueSnackbar, onReady]);
  return null;
}

/** notistack with the limits of spec §9: at most 5 toasts, no duplicates, 3000 ms, top right. */
export function SnackbarHost({ onReady }: SnackbarHostProps) {
  return (
    <SnackbarProvider
      maxSnack={5}
      autoHideDuration={3000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // Below the header rather than over its bell and avatar (index.html).
      classes={{ containerAnchorOriginTopRight: 'toasts-below-header' }}
      preventDuplicate
    >
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
