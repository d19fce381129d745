import Alert, { type AlertColor } from '@mui/material/Alert';

interface FormAlertProps {
  message: string | null | undefined;
  severity?: AlertColor;
}

/** A message above a form: the server's answer or a failure, read out when it appears. */
export function FormAlert({ message, severity = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}
