import { lazy, Suspense, useState } from 'react';
import { BellButton } from './bell-button';
import { useUnreadCount } from './live';

// The panel (Radix popover, list, states) is its own chunk, fetched when the pointer or focus reaches
// the bell, so every member page does not pay for it up front (bundle budget).
const NotificationPopover = lazy(() => import('./notification-popover'));
const preload = () => void import('./notification-popover');

/** Spec §2 notification dropdown: the bell with the unread badge, and the panel it opens. */
export function NotificationBell() {
  const count = useUnreadCount().data ?? 0;
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <BellButton count={count} onPointerEnter={preload} onFocus={preload} onClick={() => setWanted(true)} />;
  return (
    <Suspense fallback={<BellButton count={count} aria-busy="true" />}>
      <NotificationPopover count={count} />
    </Suspense>
  );
}
