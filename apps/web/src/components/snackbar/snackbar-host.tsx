import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import type { EnqueueSnackbar } from './snackbar-context';
import { TOAST_COLORS } from './toast-colors';

/** notistack's toast in colours that pass AA (toast-colors.ts), set on the component itself. */
const Toast = styled(MaterialDesignContent)(
  Object.fromEntries(
    Object.entries(TOAST_COLORS).map(([variant, colors]) => [
      `&.notistack-MuiContent-${variant}`,
      { backgroundColor: colors.background, color: colors.color },
    ]),
  ),
);
const TOASTS = { default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast };

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
      Components={TOASTS}
    >
      <Bridge onReady={onReady} />
    </SnackbarProvider>
  );
}
