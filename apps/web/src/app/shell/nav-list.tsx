import { LayoutGrid, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { useMessagingUnread } from '../../features/messages';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import type { NavItem } from './nav-items';

const itemClass = (active: boolean) =>
  cn(
    'group relative flex h-10 items-center gap-3 rounded-md px-[18px] text-sm font-medium outline-none transition-colors duration-150',
    'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
    active ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
  );

/** Label next to an icon; in the collapsed rail it is transparent but still names the link. */
function Label({ visible, children }: { visible: boolean; children: React.ReactNode }) {
  return (
    <span className={cn('truncate whitespace-nowrap transition-opacity duration-150', visible ? 'opacity-100' : 'opacity-0')}>
      {children}
    </span>
  );
}

export function NavList({ items, expanded, onNavigate }: { items: NavItem[]; expanded: boolean; onNavigate?: () => void }) {
  // The DMs item carries the member's unread messages (spec §2 sidebar; issue 13).
  const unread = useMessagingUnread().data?.total ?? 0;
  return (
    <ul className="grid gap-1">
      {items.map(({ to, label, icon: Icon }) => (
        <li key={to}>
          <NavLink to={to} onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
            {({ isActive }) => (
              <>
                {isActive ? <span aria-hidden="true" className="absolute inset-y-2 left-0 w-0.5 rounded-full bg-primary" /> : null}
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <Label visible={expanded}>{label}</Label>
                {to === '/messages' && unread > 0 ? (
                  <span
                    data-testid="dm-unread"
                    className={cn(
                      'inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[11px] font-semibold text-primary-foreground tabular-nums',
                      expanded ? 'ml-auto' : 'absolute top-1 left-8',
                    )}
                  >
                    {unread > 99 ? '99+' : unread}
                    <span className="sr-only">
                      {' '}
                      {t('nav.unread', '{count, plural, one {unread message} other {unread messages}}', { count: unread })}
                    </span>
                  </span>
                ) : null}
              </>
            )}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

export function NavFooter({
  showAppStore,
  expanded,
  onNavigate,
  onLogout,
}: {
  showAppStore: boolean;
  expanded: boolean;
  onNavigate?: () => void;
  onLogout: () => void;
}) {
  return (
    <div className="grid gap-1 border-t pt-2">
      {showAppStore ? (
        <NavLink to="/app-store" onClick={onNavigate} className={({ isActive }) => itemClass(isActive)}>
          <LayoutGrid className="size-5 shrink-0" aria-hidden="true" />
          <Label visible={expanded}>{t('nav.appStore', 'App Store')}</Label>
        </NavLink>
      ) : null}
      <button type="button" onClick={onLogout} className={itemClass(false)}>
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        <Label visible={expanded}>{t('nav.logout', 'Logout')}</Label>
      </button>
    </div>
  );
}
