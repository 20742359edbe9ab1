import { MESSAGES } from '@mb/contract/messages';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/** Puts the server's field errors under their fields; returns the message for anything else (or null). */
export function applyServerError<T extends FieldValues>(e: unknown, setError: UseFormSetError<T>, known: readonly string[]): string | null {
  if (!(e instanceof ApiError)) return MESSAGES.unexpected;
  let placed = false;
  for (const [field, message] of Object.entries(e.fields)) {
    if (known.includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      placed = true;
    }
  }
  return placed ? null : e.message;
}
