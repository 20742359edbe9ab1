import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio-text';
import { Eye } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { confirmAdult } from '../../lib/adult-consent';
import { t, tm } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/**
 * The 18+ confirmation in front of NSFW portfolio items (issue 10). Confirming is remembered in this
 * browser (lib/adult-consent.ts); every gallery then asks the server again with adult=1.
 * `overlay`: drawn over a blurred picture (the lightbox); otherwise a banner above a grid.
 */
export function AdultGate({ count, overlay = false, className }: { count?: number; overlay?: boolean; className?: string }) {
  return (
    <section
      aria-label={tm(PORTFOLIO_MESSAGES.adultGateTitle)}
      data-testid="adult-gate"
      className={cn(
        'flex gap-3',
        overlay
          ? 'max-w-sm flex-col items-center rounded-lg bg-background/90 p-6 text-center text-foreground shadow-xl backdrop-blur'
          : 'flex-col rounded-lg border border-warning/40 bg-warning/10 p-4 sm:flex-row sm:items-center sm:justify-between',
        className,
      )}
    >
      <div className={cn('flex gap-3', overlay ? 'flex-col items-center' : 'items-start')}>
        <span className="inline-flex h-7 shrink-0 items-center rounded-md border border-primary/60 px-1.5 text-xs font-bold">18+</span>
        <div className="grid gap-1">
          <h3 className="font-semibold">{tm(PORTFOLIO_MESSAGES.adultGateTitle)}</h3>
          <p className="text-sm text-muted-foreground">
            {tm(PORTFOLIO_MESSAGES.adultGateText)}
            {count && !overlay
              ? ` ${t('portfolio.gate.blurred', '{count, plural, one {One item is blurred.} other {# items are blurred.}}', { count })}`
              : null}
          </p>
        </div>
      </div>
      <Button onClick={confirmAdult} className="shrink-0" variant={overlay ? 'default' : 'outline'}>
        <Eye aria-hidden="true" />
        {tm(PORTFOLIO_MESSAGES.adultGateConfirm)}
      </Button>
    </section>
  );
}
