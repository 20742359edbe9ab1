import type * as React from 'react';
import { tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/**
 * A form's error that belongs to no single field (the server's message, a network failure); errors
 * about one field go under it (Field). Announced as an alert.
 */
export function FormError({
  message,
  children,
  className,
  ...rest
}: {
  message: string | null | undefined;
  /** Follows the message, e.g. a link to try another way. */
  children?: React.ReactNode;
  className?: string;
  'data-testid'?: string;
}) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className={cn('rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive', className)}
      {...rest}
    >
      {tm(message)}
      {children}
    </p>
  );
}
