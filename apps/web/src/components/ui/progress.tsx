import { Progress as P } from 'radix-ui';
import { cn } from '../../lib/utils';

export const Progress = ({ value, className, label }: { value: number; className?: string; label: string }) => (
  <P.Root value={value} aria-label={label} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}>
    <P.Indicator className="h-full bg-primary transition-transform" style={{ transform: `translateX(-${100 - value}%)` }} />
  </P.Root>
);
