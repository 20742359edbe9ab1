import { LIMITS } from '@mb/contract/limits';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../lib/i18n';
import { withQuery } from '../../lib/query';
import { cn } from '../../lib/utils';
import { Logo } from './logo';
import { canViewAppStore } from './nav-items';
import { NavFooter, NavList } from './nav-list';
import { useSignOutAction } from './sign-out-action';
import { useShellData } from './use-shell-data';

/** Keeps the sidebar's bottom edge above the footer once the footer scrolls into view (spec §2). */
function useFooterClamp() {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const footer = document.getElementById('site-footer');
      const top = footer ? footer.getBoundingClientRect().top : Number.POSITIVE_INFINITY;
      setBottom(Math.max(0, Math.round(window.innerHeight - top)));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Page content loading in changes where the footer is without any scroll.
    const observer = new ResizeObserver(schedule);
    observer.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
    };
  }, []);
  return bottom;
}

/**
 * Desktop sidebar (spec §2): fixed left, 5rem collapsed, 16rem while hovered or focused (labels then
 * appear), bottom clamped above the footer. Hidden below md, where the mobile menu takes over.
 */
function Sidebar({ expanded, onExpandedChange }: { expanded: boolean; onExpandedChange: (v: boolean) => void }) {
  const { items, profile, staff } = useShellData();
  const logout = useSignOutAction('logout');
  const bottom = useFooterClamp();
  const ref = useRef<HTMLElement>(null);
  return (
    <nav
      ref={ref}
      aria-label={t('shell.nav.main', 'Main')}
      data-expanded={expanded}
      onMouseEnter={() => onExpandedChange(true)}
      onMouseLeave={() => onExpandedChange(ref.current?.contains(document.activeElement) ?? false)}
      onFocus={() => onExpandedChange(true)}
      onBlur={(e) => {
        if (!ref.current?.contains(e.relatedTarget as Node | null)) onExpandedChange(false);
      }}
      style={{ bottom, width: `${expanded ? LIMITS.sidebarExpandedRem : LIMITS.sidebarCollapsedRem}rem` }}
      className={cn(
        'fixed top-0 left-0 z-40 hidden flex-col gap-2 overflow-hidden border-r bg-background px-3 pb-3 transition-[width,box-shadow] duration-200 ease-out md:flex',
        expanded && 'shadow-xl',
      )}
    >
      <div className="flex h-16 shrink-0 items-center px-3">
        <Logo variant={expanded ? 'wide' : 'mark'} />
      </div>
      <div className="min-h-0 flex-1 overflow-x-hidden overflow-y-auto">
        <NavList items={items} expanded={expanded} />
      </div>
      <NavFooter showAppStore={canViewAppStore(Boolean(profile), staff.cached.is_admin)} expanded={expanded} onLogout={logout} />
    </nav>
  );
}

// Members' chrome reads through TanStack Query, which loads with it (lib/query.tsx).
export default withQuery(Sidebar);
