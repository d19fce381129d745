import type { AlertColor } from '@mui/material/Alert';
import { lazy, Suspense } from 'react';

// Most visits to a form never show a message: MUI's Alert and its icons arrive with the first one.
const Alert = lazy(() => import('@mui/material/Alert'));

interface FormAlertProps {
  message: string | null | undefined;
  severity?: AlertColor;
}

/** A message above a form: the server's answer or a failure, read out when it appears. */
export function FormAlert({ message, severity = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Suspense fallback={null}>
      <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
        {message}
      </Alert>
    </Suspense>
  );
}
