import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/**
 * Puts the server's field messages of a wrapped body (`wrapper.field`, e.g. 'emailChange.password' or
 * 'account.password'; a wrong current password is a 403 that still names its field) on the form's
 * fields; answers the message to show beside the form for anything else, or null when every message
 * found its field.
 */
export const applyServerError = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  wrapper: string,
  fields: readonly Path<T>[],
): string | null => {
  if (error instanceof ApiError && error.additionalData) {
    let placed = false;
    for (const field of fields) {
      const message = error.additionalData[`${wrapper}.${field}`];
      if (typeof message === 'string') {
        setError(field, { type: 'server', message });
        placed = true;
      }
    }
    if (placed) return null;
  }
  return getErrorMessage(error);
};
