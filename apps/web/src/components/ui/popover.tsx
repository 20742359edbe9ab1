import { Popover as P } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

export const Popover = P.Root;
export const PopoverTrigger = P.Trigger;
export const PopoverClose = P.Close;

/** A floating panel that keeps 8 px from the viewport's edges (so it fits a 390 px phone). */
export function PopoverContent({ className, sideOffset = 6, collisionPadding = 8, ...props }: React.ComponentProps<typeof P.Content>) {
  return (
    <P.Portal>
      <P.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn('z-50 rounded-md border bg-popover text-popover-foreground shadow-lg outline-none', className)}
        {...props}
      />
    </P.Portal>
  );
}
