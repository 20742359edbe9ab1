import { Menu } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '../../components/ui/sheet';
import { t } from '../../lib/i18n';
import { withQuery } from '../../lib/query';
import { Logo } from './logo';
import { canViewAppStore } from './nav-items';
import { NavFooter, NavList } from './nav-list';
import { useSignOutAction } from './sign-out-action';
import { useShellData } from './use-shell-data';

/** Below md (spec §2): a 300 px menu sliding in from the left, the sidebar's items plus Logout. */
function MobileMenu() {
  const [open, setOpen] = useState(false);
  const { items, profile, staff } = useShellData();
  const logout = useSignOutAction('logout');
  const { pathname } = useLocation();
  // Closes on navigation, however it happened (a link here, the back button, a redirect).
  useEffect(() => {
    void pathname;
    setOpen(false);
  }, [pathname]);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('shell.menu.open', 'Open menu')}>
          <Menu />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="w-[300px] gap-3 overflow-y-auto px-3">
        <div className="flex h-10 items-center px-3">
          <Logo variant="wide" />
        </div>
        <SheetTitle className="sr-only">{t('shell.menu.title', 'Menu')}</SheetTitle>
        <SheetDescription className="sr-only">{t('shell.menu.description', 'Main navigation')}</SheetDescription>
        <nav aria-label={t('shell.nav.main', 'Main')} className="flex-1">
          <NavList items={items} expanded onNavigate={() => setOpen(false)} />
        </nav>
        <NavFooter
          showAppStore={canViewAppStore(Boolean(profile), staff.cached.is_admin)}
          expanded
          onNavigate={() => setOpen(false)}
          onLogout={() => {
            setOpen(false);
            void logout();
          }}
        />
      </SheetContent>
    </Sheet>
  );
}

// Members' chrome reads through TanStack Query, which loads with it (lib/query.tsx).
export default withQuery(MobileMenu);
