import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';

/**
 * Spec §2: the logo links to /; the wide image from md up, the small mark below ('responsive').
 * The sidebar picks 'mark' or 'wide' itself, by whether it is expanded.
 */
export function Logo({ className, variant = 'responsive' }: { className?: string; variant?: 'responsive' | 'mark' | 'wide' }) {
  return (
    <Link
      to="/"
      className={cn('inline-flex shrink-0 items-center rounded-md', className)}
      aria-label={t('shell.logo', '{product} home', { product: PRODUCT_NAME })}
    >
      {variant !== 'wide' ? (
        <img src="/logo-mark.svg" alt="" width={32} height={32} className={cn('size-8', variant === 'responsive' && 'md:hidden')} />
      ) : null}
      {variant !== 'mark' ? (
        // The wordmark has a light and a dark drawing; the theme class picks one (the mark suits both).
        <>
          <img
            src="/logo-wide.svg"
            alt=""
            width={144}
            height={32}
            className={cn('h-8 w-auto', variant === 'responsive' ? 'hidden md:dark:block' : 'hidden dark:block')}
          />
          <img
            src="/logo-wide-light.svg"
            alt=""
            width={144}
            height={32}
            className={cn('h-8 w-auto', variant === 'responsive' ? 'hidden md:block md:dark:hidden' : 'block dark:hidden')}
          />
        </>
      ) : null}
    </Link>
  );
}
