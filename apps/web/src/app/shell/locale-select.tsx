import { LOCALE_NAMES, LOCALES, type Locale } from '@mb/contract/locale';
import { chooseLocale, intlLocale, t, useLocale } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/**
 * The interface language (issue 36): in the header for visitors, kept in this browser. A member's is kept
 * on their account (Settings → Account); the profile menu offers the same list. A native select: no menu
 * library on the first page, and every platform's own picker on a phone.
 */
export function LocaleSelect({ className, onChoose }: { className?: string; onChoose?: (locale: Locale) => void }) {
  useLocale();
  const value = intlLocale();
  return (
    <select
      aria-label={t('shell.language', 'Language')}
      value={value}
      onChange={(e) => {
        const next = e.target.value as Locale;
        void chooseLocale(next);
        onChoose?.(next);
      }}
      className={cn(
        'h-8 max-w-[5.5rem] cursor-pointer rounded-md border bg-background px-1.5 text-xs text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring sm:max-w-none',
        className,
      )}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </select>
  );
}
