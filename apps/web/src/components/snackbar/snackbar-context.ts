import { createContext, useContext } from 'react';
import type { OptionsObject, SnackbarMessage } from 'notistack';

export type EnqueueSnackbar = (message: SnackbarMessage, options?: OptionsObject) => void;

export interface SnackbarApi {
  enqueueSnackbar: EnqueueSnackbar;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** Shows a toast (spec §2): `enqueueSnackbar(text, { variant: 'success' })`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return api;
}
