import { Bell, LayoutGrid } from 'lucide-react';

// Places in the header that later issues fill (spec §2): the notification dropdown, the installed
// apps launcher ('My Apps') and the 'Use Platform as' account switcher. Until then the first two hold
// their place as disabled buttons that say what they are, so the header does not shift later.

const slotClass =
  'inline-flex size-10 items-center justify-center rounded-md text-muted-foreground/70 [&_svg]:size-5 disabled:cursor-not-allowed';

export function NotificationsSlot() {
  return (
    <button type="button" disabled aria-label="Notifications (coming soon)" title="Notifications are coming soon" className={slotClass}>
      <Bell aria-hidden="true" />
    </button>
  );
}

export function AppsLauncherSlot() {
  return (
    <button
      type="button"
      disabled
      aria-label="My Apps (coming soon)"
      title="My Apps is coming soon"
      className={`${slotClass} hidden sm:inline-flex`}
    >
      <LayoutGrid aria-hidden="true" />
    </button>
  );
}

/**
 * 'Use Platform as' (spec §2) renders only when more than one account is linked. Linking accounts
 * arrives with enterprise accounts (a later issue), so no one has a second account yet: nothing shows.
 */
export function AccountSwitcherSlot() {
  return null;
}
