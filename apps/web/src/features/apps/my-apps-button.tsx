import { LayoutGrid } from 'lucide-react';
import type * as React from 'react';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/**
 * The header's 'My Apps' button: the launcher's trigger, before and after the menu's chunk loads. Its
 * name is written here, not read from the store's messages: every member page carries this button.
 */
export function MyAppsButton({
  className,
  ref,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { ref?: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={t('apps.myApps', 'My Apps')}
      data-testid="my-apps-button"
      className={cn(
        'inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-5',
        className,
      )}
      {...props}
    >
      <LayoutGrid aria-hidden="true" />
    </button>
  );
}
