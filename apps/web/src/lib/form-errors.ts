import { MESSAGES } from '@mb/contract/ui-text';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** What a failed call says when it is not about one field: the server's message, or the generic one. */
export const errorMessage = (e: unknown): string => (e instanceof ApiError ? e.message : MESSAGES.unexpected);

/**
 * Puts the server's field errors under their fields; returns the message for anything else (or null).
 * `message` words an error no field took (default: the server's message); `focus` moves focus to the
 * first field that got one.
 */
export function applyServerError<T extends FieldValues>(
  e: unknown,
  setError: UseFormSetError<T>,
  known: readonly string[],
  { message = errorMessage, focus = false }: { message?: (e: unknown) => string; focus?: boolean } = {},
): string | null {
  if (!(e instanceof ApiError)) return message(e);
  let placed = false;
  for (const [field, text] of Object.entries(e.fields)) {
    if (known.includes(field)) {
      setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: focus && !placed });
      placed = true;
    }
  }
  return placed ? null : message(e);
}
