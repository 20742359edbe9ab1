import { Bell } from 'lucide-react';
import type * as React from 'react';
import { t } from '../../lib/i18n';
import { badgeText } from './format';

/** The bell with its unread badge (spec §2); the same button before and after the panel has loaded. */
export function BellButton({ count, ...props }: { count: number } & React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-label={
        count > 0 ? t('notifications.bellUnread', 'Notifications ({count} unread)', { count }) : t('notifications.bell', 'Notifications')
      }
      data-testid="notification-bell"
      className="relative inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-5"
      {...props}
    >
      <Bell aria-hidden="true" />
      {count > 0 ? (
        <span
          data-testid="notification-badge"
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-none font-semibold text-primary-foreground ring-2 ring-background"
        >
          {badgeText(count)}
        </span>
      ) : null}
    </button>
  );
}
