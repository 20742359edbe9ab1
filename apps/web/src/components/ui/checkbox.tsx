import { Check } from 'lucide-react';
import { Checkbox as C } from 'radix-ui';
import type * as React from 'react';
import { cn } from '../../lib/utils';

export const Checkbox = ({ className, ...p }: React.ComponentProps<typeof C.Root>) => (
  <C.Root
    className={cn(
      'peer size-4 shrink-0 rounded-sm border border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
      className,
    )}
    {...p}
  >
    <C.Indicator className="flex items-center justify-center">
      <Check className="size-3.5" />
    </C.Indicator>
  </C.Root>
);
