import { LayoutGrid, LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
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
          <Label visible={expanded}>App Store</Label>
        </NavLink>
      ) : null}
      <button type="button" onClick={onLogout} className={itemClass(false)}>
        <LogOut className="size-5 shrink-0" aria-hidden="true" />
        <Label visible={expanded}>Logout</Label>
      </button>
    </div>
  );
}
