import { X } from 'lucide-react';
import { Dialog as D } from 'radix-ui';
import type * as React from 'react';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';

export const Sheet = D.Root;
export const SheetTrigger = D.Trigger;
export const SheetTitle = ({ className, ...p }: React.ComponentProps<typeof D.Title>) => (
  <D.Title className={cn('text-base font-semibold', className)} {...p} />
);
export const SheetDescription = D.Description;

/** A slide-in panel: the mobile menu (left, 300 px) and the apps bottom sheet (70vh). */
export function SheetContent({
  side = 'left',
  className,
  children,
  ...props
}: React.ComponentProps<typeof D.Content> & { side?: 'left' | 'right' | 'bottom' }) {
  const sides = {
    left: 'inset-y-0 left-0 h-full w-[300px] border-r',
    right: 'inset-y-0 right-0 h-full w-[300px] border-l',
    bottom: 'inset-x-0 bottom-0 h-[70vh] rounded-t-xl border-t',
  };
  return (
    <D.Portal>
      <D.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <D.Content className={cn('fixed z-50 flex flex-col gap-4 bg-background p-4 shadow-xl', sides[side], className)} {...props}>
        {children}
        <D.Close className="absolute right-3 top-3 rounded-sm p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring">
          <X className="size-5" />
          <span className="sr-only">{t('ui.close', 'Close')}</span>
        </D.Close>
      </D.Content>
    </D.Portal>
  );
}
