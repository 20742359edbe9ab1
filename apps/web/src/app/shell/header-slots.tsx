import { LayoutGrid } from 'lucide-react';

// Places in the header that later issues fill (spec §2): the installed apps launcher ('My Apps') and
// the 'Use Platform as' account switcher. Until then the launcher holds its place as a disabled button
// that says what it is, so the header does not shift later. (The bell is features/notifications.)

const slotClass =
  'inline-flex size-10 items-center justify-center rounded-md text-muted-foreground/70 [&_svg]:size-5 disabled:cursor-not-allowed';

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
