import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * Field messages from the shared schemas are locale keys ('validation.required', or a page's own
 * such as 'admin.validation.price'); messages put on a field from a server reply are already
 * localized text and are shown as they are.
 */
export function useFieldErrorText(): (
  error: Pick<FieldError, 'message'> | undefined,
) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (error) => {
      const message = error?.message;
      if (!message) return undefined;
      return /^([a-z]+\.)?validation\.[A-Za-z]+$/.test(message) ? t(message) : message;
    },
    [t],
  );
}
