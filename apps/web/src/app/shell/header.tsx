import { LIMITS } from '@mb/contract/limits';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { cn } from '../../lib/utils';
import { HeaderActionsSkeleton } from './header-actions-skeleton';
import { LocaleSelect } from './locale-select';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';

// Members' chrome is its own chunk: visitors never download it (bundle budget for /).
const HeaderActions = lazy(() => import('./header-actions'));
const MobileMenu = lazy(() => import('./mobile-menu'));

function useScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 4);
    // The first reading waits for the next frame: read inside the effect, scrollY made the browser lay
    // out the whole page in the middle of hydration's task (10-20 ms of issue 11's blocking time).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return scrolled;
}

/**
 * Spec §2 header: fixed, more opaque once the page scrolls, and beside the sidebar it shifts right as
 * the sidebar expands. Signed out: logo, theme, Sign in, Join now.
 */
export function Header({ signedIn, sidebarExpanded }: { signedIn: boolean; sidebarExpanded: boolean }) {
  const scrolled = useScrolled();
  const offset = signedIn ? (sidebarExpanded ? LIMITS.sidebarExpandedRem : LIMITS.sidebarCollapsedRem) : 0;
  return (
    <header
      data-scrolled={scrolled}
      style={{ '--sidebar-offset': `${offset}rem` } as React.CSSProperties}
      className={cn(
        'fixed top-0 right-0 left-0 z-40 h-16 border-b backdrop-blur transition-[left,background-color,border-color,box-shadow] duration-200 ease-out md:left-(--sidebar-offset)',
        scrolled ? 'border-border bg-background/95 shadow-sm' : 'border-transparent bg-background/60',
      )}
    >
      <div className="flex h-full items-center gap-2 px-3 sm:px-4">
        {signedIn ? (
          <Suspense fallback={<span className="size-10 md:hidden" />}>
            <MobileMenu />
          </Suspense>
        ) : null}
        <Logo className={cn(signedIn && 'md:hidden')} />
        <nav aria-label={t('shell.header.accountNav', 'Account')} className="ml-auto flex items-center gap-1 sm:gap-2">
          {signedIn ? (
            <Suspense fallback={<HeaderActionsSkeleton />}>
              <HeaderActions />
            </Suspense>
          ) : (
            <>
              <LocaleSelect />
              <ThemeToggle className="mr-1" />
              {/* Narrow padding on phones: the German 'Registrieren' still fits at 390 px. */}
              <Button variant="ghost" className="px-2 sm:px-4" asChild>
                <Link to="/auth">{t('shell.header.signIn', 'Sign in')}</Link>
              </Button>
              <Button className="px-3 sm:px-4" asChild>
                <Link to="/signup">{t('shell.header.join', 'Join now')}</Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

/** Starts downloading the members' chrome early (a stored session at start, or right after sign-in). */
export function preloadMemberChrome() {
  void import('./header-actions');
  void import('./mobile-menu');
  void import('./sidebar');
}
