import { DropdownMenu as M } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

export const DropdownMenu = M.Root;
export const DropdownMenuTrigger = M.Trigger;
export const DropdownMenuGroup = M.Group;
export const DropdownMenuRadioGroup = M.RadioGroup;

export function DropdownMenuContent({ className, sideOffset = 6, ...props }: React.ComponentProps<typeof M.Content>) {
  return (
    <M.Portal>
      <M.Content
        sideOffset={sideOffset}
        className={cn('z-50 min-w-48 overflow-hidden rounded-md border bg-popover p-1 text-popover-foreground shadow-lg', className)}
        {...props}
      />
    </M.Portal>
  );
}

const item =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none transition-colors focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export const DropdownMenuItem = ({ className, ...p }: React.ComponentProps<typeof M.Item>) => (
  <M.Item className={cn(item, className)} {...p} />
);
export const DropdownMenuRadioItem = ({ className, children, ...p }: React.ComponentProps<typeof M.RadioItem>) => (
  <M.RadioItem className={cn(item, 'pl-8', className)} {...p}>
    <span className="absolute left-2 flex size-3.5 items-center justify-center">
      <M.ItemIndicator>
        <span className="block size-2 rounded-full bg-primary" />
      </M.ItemIndicator>
    </span>
    {children}
  </M.RadioItem>
);
export const DropdownMenuLabel = ({ className, ...p }: React.ComponentProps<typeof M.Label>) => (
  <M.Label className={cn('px-2 py-1.5 text-sm font-semibold', className)} {...p} />
);
export const DropdownMenuSeparator = ({ className, ...p }: React.ComponentProps<typeof M.Separator>) => (
  <M.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...p} />
);
