import { Star } from 'lucide-react';
import { cn } from '../../lib/utils';

/** A rating out of 5 as stars (half stars rounded), with the number for screen readers. */
export function Stars({ value, className, size = 'size-4' }: { value: number; className?: string; size?: string }) {
  const full = Math.round(value);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${value.toFixed(1)} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden className={cn(size, i <= full ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')} />
      ))}
    </span>
  );
}
