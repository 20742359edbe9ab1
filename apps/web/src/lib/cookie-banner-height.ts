import { useSyncExternalStore } from 'react';

// The cookie banner's height while it is shown (app/shell/cookie-banner.tsx measures it), for what must
// keep clear of its buttons: toasts (components/ui/sonner-toaster.tsx) and a blocking dialog
// (features/onboarding/onboarding-gate.tsx). Handed to them rather than set as a CSS variable on the root
// element: a variable set on the root recalculates the whole document's style (on a visitor's first page,
// a long task on a slow phone as the banner appears).
let height = 0;
const listeners = new Set<() => void>();

/** Sets the banner's height in CSS pixels (0 once it is gone). */
export function setCookieBannerHeight(px: number): void {
  if (px === height) return;
  height = px;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => {
    listeners.delete(l);
  };
};

/** The banner's height in CSS pixels, 0 when it is not shown. */
export const useCookieBannerHeight = () =>
  useSyncExternalStore(
    subscribe,
    () => height,
    () => 0,
  );
