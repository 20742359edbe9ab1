import { Cookie } from 'lucide-react';
import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { setCookieBannerHeight } from '../../lib/cookie-banner-height';
import { acceptAll, openPreferences, rejectAll, savePreferences, useCookieConsent } from '../../lib/cookie-consent';
import { t } from '../../lib/i18n';

// The dialog (tabs, switches) is only downloaded when someone opens it.
const CookieDialog = lazy(() => import('./cookie-dialog'));

/**
 * Publishes the banner's height while it is shown (lib/cookie-banner-height.ts), so toasts and a blocking
 * dialog keep clear of its buttons instead of covering them.
 */
function usePublishedHeight<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    // Measured by the observer alone, which reports the size once at the start and after every change,
    // each time once the browser has laid the page out: measured in this effect, it forced a layout in
    // the middle of the page's hydration (a long task on a slow phone).
    const observer = new ResizeObserver(() => setCookieBannerHeight(Math.ceil(el.getBoundingClientRect().height)));
    observer.observe(el);
    return () => {
      observer.disconnect();
      setCookieBannerHeight(0);
    };
  }, []);
  return ref;
}

function CookieBanner({ preferences }: { preferences: ReturnType<typeof useCookieConsent>['preferences'] }) {
  const ref = usePublishedHeight<HTMLElement>();
  return (
    // Above a blocking dialog (the onboarding wizard) and clickable through its page lock: a modal
    // dialog sets pointer-events none on the body, and a choice about cookies must never wait on it.
    <section
      ref={ref}
      aria-labelledby="cookie-banner-title"
      data-cookie-banner=""
      className="pointer-events-auto fixed inset-x-0 bottom-0 z-[60] border-t bg-card/95 text-card-foreground shadow-[0_-8px_24px_rgba(0,0,0,0.25)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:px-6 lg:flex-row lg:items-center">
        <div className="flex flex-1 gap-3">
          <Cookie className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          <div>
            <h2 id="cookie-banner-title" className="text-sm font-semibold">
              {t('shell.cookies.title', 'Your privacy choices')}
            </h2>
            <p className="text-sm text-muted-foreground">
              {t(
                'shell.cookies.text',
                'We use necessary cookies to keep you signed in and the site secure. With your consent we also use functional, analytics and marketing cookies. You can change this at any time under Cookie Preferences.',
              )}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap lg:flex-nowrap">
          {/* Red is for the one main action; rejecting is as easy to find, one step quieter. */}
          <Button onClick={acceptAll}>{t('shell.cookies.acceptAll', 'Accept All')}</Button>
          <Button variant="secondary" onClick={rejectAll}>
            {t('shell.cookies.rejectAll', 'Reject All')}
          </Button>
          <Button variant="outline" onClick={() => savePreferences(preferences)}>
            {t('shell.cookies.save', 'Save Preferences')}
          </Button>
          <Button variant="outline" onClick={openPreferences}>
            {t('shell.cookies.open', 'Preferences')}
          </Button>
        </div>
      </div>
    </section>
  );
}

/** Spec §2/§4 cookie banner at the page bottom, and the preferences dialog it (or the footer) opens. */
export function CookieConsent() {
  const { bannerVisible, dialogOpen, preferences } = useCookieConsent();
  return (
    <>
      {bannerVisible ? <CookieBanner preferences={preferences} /> : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CookieDialog />
        </Suspense>
      ) : null}
    </>
  );
}
