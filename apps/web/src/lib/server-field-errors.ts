import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorCode, isEnvelope, serverMessage } from './api-error';

/** Which field a field-less server error belongs to. */
const CODE_FIELDS: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  PHONE_TAKEN: 'phoneNumber',
  PASSWORD_TOO_COMMON: 'password',
};

/**
 * Puts the server's field messages on the matching inputs. Answers true when at least one field
 * took a message, so the caller can skip the message above the form.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isEnvelope(error)) return false;
  let applied = false;
  for (const [field, messages] of Object.entries(error.errors ?? {})) {
    const name = fields.find((f) => f === field);
    if (name && messages[0]) {
      setError(name, { type: 'server', message: messages[0] });
      applied = true;
    }
  }
  const code = errorCode(error);
  const codeField = code ? fields.find((f) => f === CODE_FIELDS[code]) : undefined;
  const message = serverMessage(error);
  if (!applied && codeField && message) {
    setError(codeField, { type: 'server', message });
    applied = true;
  }
  return applied;
}
