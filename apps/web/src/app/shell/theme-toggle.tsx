import { Monitor, Moon, Sun } from 'lucide-react';
import { t } from '../../lib/i18n';
import { setTheme, type Theme, useTheme } from '../../lib/theme';
import { cn } from '../../lib/utils';

// Light, dark or system (default), stored under ui-theme (spec §1). public/theme-init.js applies the
// stored choice before the first paint, so a reload never flashes the other theme.

export const themeOptions = (): { value: Theme; label: string; icon: typeof Sun }[] => [
  { value: 'light', label: t('shell.theme.light', 'Light'), icon: Sun },
  { value: 'dark', label: t('shell.theme.dark', 'Dark'), icon: Moon },
  { value: 'system', label: t('shell.theme.system', 'System'), icon: Monitor },
];

/**
 * The header's theme switch for visitors: three toggle buttons, no menu library (it ships in the first
 * page's JavaScript). Signed-in members find the same choice in the profile menu.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  return (
    <fieldset className={cn('inline-flex items-center gap-0.5 rounded-md border p-0.5', className)}>
      <legend className="sr-only">{t('shell.theme.legend', 'Theme')}</legend>
      {themeOptions().map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          aria-label={t('shell.theme.option', '{label} theme', { label })}
          title={t('shell.theme.option', '{label} theme', { label })}
          onClick={() => setTheme(value)}
          className={cn(
            'inline-flex size-7 items-center justify-center rounded-sm transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring [&_svg]:size-4',
            theme === value ? 'bg-accent text-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          <Icon aria-hidden="true" />
        </button>
      ))}
    </fieldset>
  );
}
