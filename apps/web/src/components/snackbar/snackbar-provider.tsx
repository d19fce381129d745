import { Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../lib/lazy-named';
import { SnackbarContext, type EnqueueSnackbar, type SnackbarApi } from './snackbar-context';

// Loaded with the first toast: the sign-in page shows none, and should not download the library.
const SnackbarHost = lazyNamed(() => import('./snackbar-host'), 'SnackbarHost');

/** Toasts for the whole app; a toast asked for before the library arrives shows once it has. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [used, setUsed] = useState(false);
  const show = useRef<EnqueueSnackbar | null>(null);
  const waiting = useRef<Parameters<EnqueueSnackbar>[]>([]);

  const enqueueSnackbar = useCallback<EnqueueSnackbar>((message, options) => {
    if (show.current) {
      show.current(message, options);
      return;
    }
    waiting.current.push([message, options]);
    setUsed(true);
  }, []);

  const onReady = useCallback((enqueue: EnqueueSnackbar | null) => {
    show.current = enqueue;
    if (enqueue) for (const toast of waiting.current.splice(0)) enqueue(...toast);
  }, []);

  const api = useMemo<SnackbarApi>(() => ({ enqueueSnackbar }), [enqueueSnackbar]);
  return (
    <SnackbarContext.Provider value={api}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <SnackbarHost onReady={onReady} />
        </Suspense>
      )}
    </SnackbarContext.Provider>
  );
}
