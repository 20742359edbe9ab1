import { RadioGroup as R } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

export const RadioGroup = ({ className, ...p }: React.ComponentProps<typeof R.Root>) => (
  <R.Root className={cn('grid gap-2', className)} {...p} />
);

export const RadioGroupItem = ({ className, ...p }: React.ComponentProps<typeof R.Item>) => (
  <R.Item
    className={cn(
      'aspect-square size-4 rounded-full border border-primary text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50',
      className,
    )}
    {...p}
  >
    <R.Indicator className="flex items-center justify-center">
      <span className="block size-2 rounded-full bg-primary" />
    </R.Indicator>
  </R.Item>
);
