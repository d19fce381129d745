import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { NotificationDialogProvider } from '../components/notification-dialog/notification-provider';
import { SnackbarProvider } from '../components/snackbar/snackbar-provider';
import { initI18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from './auth/auth-provider';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client so each starts with an empty cache. */
  queryClient?: QueryClient;
}

const i18n = initI18n();

export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useEffect(() => {
    // The server answers in the request's language (level names, day and lecture titles): what
    // it answered before a language change is read again, the open page's queries at once.
    const refresh = () => void client.invalidateQueries();
    i18n.on('languageChanged', refresh);
    return () => i18n.off('languageChanged', refresh);
  }, [client]);
  return (
    // Material's ThemeProvider hands a theme without CSS variables (ours) to this one, and also
    // carries the CSS-variables provider, its colour-scheme storage and init script: some 5 KB of
    // the sign-in page's budget for code this theme never runs.
    <ThemeProvider theme={theme}>
      {/* Dark native controls (date picker, lists) to match the dark theme. */}
      <CssBaseline enableColorScheme />
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <SnackbarProvider>
            <NotificationDialogProvider>
              <AuthProvider>{children}</AuthProvider>
            </NotificationDialogProvider>
          </SnackbarProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ThemeProvider>
  );
}
