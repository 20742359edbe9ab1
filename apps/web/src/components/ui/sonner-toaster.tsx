import { LIMITS } from '@mb/contract/limits';
import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { useCookieBannerHeight } from '../../lib/cookie-banner-height';
import { useT } from '../../lib/i18n';
import { useResolvedTheme } from '../../lib/theme';
import { installSwipeThreshold } from './toast-swipe';

/** sonner with the spec's geometry (§9): bottom-right, 3 visible, 4000 ms, Alt+T, 356 px wide, gap 14, swipe 20 px. */
export default function SonnerToaster() {
  const theme = useResolvedTheme();
  const t = useT();
  // sonner's own distances from the bottom edge, raised by the cookie banner's height while it is shown
  // (lib/cookie-banner-height.ts), so a toast never covers the banner's buttons.
  const banner = useCookieBannerHeight();
  useEffect(() => installSwipeThreshold(LIMITS.toastSwipeThresholdPx), []);
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      visibleToasts={LIMITS.toastVisible}
      duration={LIMITS.toastDefaultMs}
      gap={LIMITS.toastGapPx}
      hotkey={['altKey', 'KeyT']}
      richColors
      closeButton
      offset={{ bottom: banner + 24 }}
      mobileOffset={{ bottom: banner + 16 }}
      containerAriaLabel={t('ui.toast.region', 'Notifications')}
      toastOptions={{ style: { width: LIMITS.toastWidthPx }, closeButtonAriaLabel: t('ui.toast.close', 'Close') }}
    />
  );
}
