import { Tooltip as T } from 'radix-ui';
import type * as React from 'react';

/** Tooltip; the provider in app.tsx sets the spec's 700 ms delay and 300 ms skip-delay. */
export function Tooltip({
  label,
  children,
  side = 'bottom',
}: {
  label: React.ReactNode;
  children: React.ReactNode;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <T.Root>
      <T.Trigger asChild>{children}</T.Trigger>
      <T.Portal>
        <T.Content side={side} sideOffset={6} className="z-50 rounded-md bg-foreground px-2 py-1 text-xs text-background shadow">
          {label}
        </T.Content>
      </T.Portal>
    </T.Root>
  );
}
