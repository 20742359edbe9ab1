import { APP_STORE_MESSAGES as M } from '@mb/contract/app-store-access';
import { LayoutGrid } from 'lucide-react';
import type * as React from 'react';
import { cn } from '../../lib/utils';

/** The header's 'My Apps' button: the launcher's trigger, before and after the menu's chunk loads. */
export function MyAppsButton({
  className,
  ref,
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { ref?: React.Ref<HTMLButtonElement> }) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={M.myApps}
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
