import { AlertDialog as A } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';
import { buttonVariants } from './button';

export const AlertDialog = A.Root;
export const AlertDialogTrigger = A.Trigger;

export function AlertDialogContent({ className, ...props }: React.ComponentProps<typeof A.Content>) {
  return (
    <A.Portal>
      <A.Overlay className="fixed inset-0 z-50 bg-black/70" />
      <A.Content
        className={cn(
          'fixed left-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-popover p-6 text-popover-foreground shadow-xl',
          className,
        )}
        {...props}
      />
    </A.Portal>
  );
}
export const AlertDialogTitle = ({ className, ...p }: React.ComponentProps<typeof A.Title>) => (
  <A.Title className={cn('text-lg font-semibold', className)} {...p} />
);
export const AlertDialogDescription = ({ className, ...p }: React.ComponentProps<typeof A.Description>) => (
  <A.Description className={cn('text-sm text-muted-foreground', className)} {...p} />
);
export const AlertDialogFooter = ({ className, ...p }: React.HTMLAttributes<HTMLDivElement>) => (
  <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...p} />
);
export const AlertDialogAction = ({ className, destructive, ...p }: React.ComponentProps<typeof A.Action> & { destructive?: boolean }) => (
  <A.Action className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }), className)} {...p} />
);
export const AlertDialogCancel = ({ className, ...p }: React.ComponentProps<typeof A.Cancel>) => (
  <A.Cancel className={cn(buttonVariants({ variant: 'outline' }), className)} {...p} />
);
