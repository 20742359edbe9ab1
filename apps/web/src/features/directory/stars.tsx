import { Star, StarHalf } from 'lucide-react';
import { intlLocale, t } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/** A rating out of 5 as stars, to the nearest half, with the number for screen readers. */
export function Stars({ value, className, size = 'size-4' }: { value: number; className?: string; size?: string }) {
  const halves = Math.round(value * 2);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={t('directory.stars.label', '{value} out of 5 stars', {
        value: value.toLocaleString(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      })}
    >
      {[1, 2, 3, 4, 5].map((i) => {
        const full = halves >= i * 2;
        const half = !full && halves === i * 2 - 1;
        return (
          <span key={i} className={cn('relative inline-flex', size)}>
            <Star aria-hidden className={cn(size, full ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40')} />
            {half ? <StarHalf aria-hidden className={cn(size, 'absolute inset-0 fill-amber-400 text-amber-400')} /> : null}
          </span>
        );
      })}
    </span>
  );
}
