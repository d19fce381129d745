import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../lib/api-error';

/** The server's localized message for a failed call, or the generic one. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error: unknown) => serverMessage(error) ?? t('errors.generic'), [t]);
}
