import { LIMITS } from '@mb/contract/limits';
import { Tooltip as T } from 'radix-ui';
import type * as React from 'react';

/**
 * Spec §9: 700 ms delay, 300 ms skip-delay. Mounted by the (lazily loaded) parts that show tooltips,
 * not at the root: Radix's positioning code would otherwise weigh on every first page.
 */
export function TooltipProvider({ children }: { children: React.ReactNode }) {
  return (
    <T.Provider delayDuration={LIMITS.tooltipDelayMs} skipDelayDuration={LIMITS.tooltipSkipDelayMs}>
      {children}
    </T.Provider>
  );
}

/** A tooltip; needs a TooltipProvider above it. */
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
