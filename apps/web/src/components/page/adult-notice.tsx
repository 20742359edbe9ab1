import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';

/** The slim 18+ line every public page carries (the footer carries one too). */
export function AdultNotice({ className }: { className?: string }) {
  return (
    <aside
      aria-label={t('ui.adultNotice.label', 'Age notice')}
      data-testid="adult-notice"
      className={cn('mx-auto flex max-w-6xl items-start gap-3 px-4 py-6 text-sm text-muted-foreground sm:items-center', className)}
    >
      <span className="inline-flex h-6 shrink-0 items-center rounded-md border border-primary/50 px-1.5 text-xs font-bold text-foreground">
        18+
      </span>
      <p>
        <strong className="font-semibold text-foreground">{t('ui.adultNotice.title', 'Adults only.')}</strong>{' '}
        {t(
          'ui.adultNotice.text',
          '{product} is a professional platform for people aged 18 and over who work in the adult entertainment industry. Public pages contain no explicit content.',
          { product: PRODUCT_NAME },
        )}
      </p>
    </aside>
  );
}
