import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';
import { cn } from '../../lib/utils';

/**
 * Spec §2: the logo links to /; the wordmark from md up, the small mark alone below ('responsive').
 * The sidebar picks 'mark' or 'wide' itself, by whether it is expanded.
 *
 * Drawn in the page rather than as pictures: an SVG picture is a document of its own for the browser
 * (five of them on every page, their words shaped in whatever font the machine had), and the
 * wordmark's words are the page's own text in the page's font, coloured by the theme.
 */
// The wordmark is the brand's drawing, as the pictures it replaces had it: not words to translate.
const WORDMARK = ['Model', 'Base'] as const;

export function Logo({ className, variant = 'responsive' }: { className?: string; variant?: 'responsive' | 'mark' | 'wide' }) {
  return (
    <Link
      to="/"
      className={cn('inline-flex shrink-0 items-center gap-2 rounded-md', className)}
      aria-label={t('shell.logo', '{product} home', { product: PRODUCT_NAME })}
    >
      <svg viewBox="0 0 32 32" width={32} height={32} aria-hidden="true" focusable="false" className="size-8 shrink-0">
        <rect width="32" height="32" rx="7" fill="#151111" />
        <rect x="0.5" y="0.5" width="31" height="31" rx="6.5" fill="none" stroke="#3a3132" />
        <path d="M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.4v-8.6L16 22l-5.6-7.6V23z" fill="#e5484d" />
      </svg>
      {variant !== 'mark' ? (
        <span
          aria-hidden="true"
          className={cn(
            'text-[17px] leading-none font-bold tracking-[-0.3px] text-[#1c1617] dark:text-[#f4efef]',
            variant === 'responsive' && 'hidden md:inline',
          )}
        >
          {WORDMARK[0]}
          <span className="text-[#c8102e] dark:text-[#e5484d]">{WORDMARK[1]}</span>
        </span>
      ) : null}
    </Link>
  );
}
