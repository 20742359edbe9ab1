import type * as React from 'react';
import { useId } from 'react';
import { tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { Label } from './label';

/** A labelled form field with its error under it (DESIGN.md: errors inline, under the field). */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => React.ReactNode;
}) {
  const id = useId();
  const errId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errId} role="alert" className="text-sm text-destructive">
          {tm(error)}
        </p>
      ) : null}
    </div>
  );
}
