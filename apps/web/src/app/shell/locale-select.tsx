import { LOCALE_NAMES, LOCALES, type Locale } from '@mb/contract/locale';
import { Languages } from 'lucide-react';
import { chooseLocale, intlLocale, t, useLocale } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/**
 * The interface language (issue 36): in the header for visitors, kept in this browser. A member's is kept
 * on their account (Settings → Account). A native select: no menu library on the first page, and the
 * platform's own picker on a phone, where it shows as an icon only (the header has no room for a name:
 * German and Spanish buttons are longer).
 */
export function LocaleSelect({ className }: { className?: string }) {
  useLocale();
  return (
    <span className={cn('relative inline-flex h-8 shrink-0 items-center', className)}>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2 size-4 text-muted-foreground" />
      <select
        aria-label={t('shell.language', 'Language')}
        value={intlLocale()}
        onChange={(e) => void chooseLocale(e.target.value as Locale)}
        className="h-8 w-8 cursor-pointer appearance-none rounded-md border bg-background pl-7 text-xs text-transparent focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:w-auto sm:pr-2 sm:text-foreground"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l} className="text-foreground">
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </span>
  );
}
