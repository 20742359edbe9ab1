// Spec §9: a toast is dismissed by a swipe of 20 px (LIMITS.toastSwipeThresholdPx). sonner 2 has no
// setting for it: its own distance is 45 px, fixed. It reads how far the toast was moved from the
// toast's `--swipe-amount-x/-y` at pointerup; this listener runs before sonner's (capture phase on the
// window, sonner's handler is React's, at the root) and raises a distance between ours and sonner's to
// sonner's, so sonner dismisses the toast with its own animation. The direction is kept: sonner still
// refuses a swipe the wrong way (it moves only a dampened, opposite-signed distance then).

/** sonner 2's fixed distance (SWIPE_THRESHOLD in its source). */
export const SONNER_SWIPE_PX = 45;

/** The distance sonner is to see for a moved distance: ours passed on as sonner's, the rest as is. */
export function swipeAmountFor(px: number, thresholdPx: number): number {
  const size = Math.abs(px);
  return size >= thresholdPx && size < SONNER_SWIPE_PX ? Math.sign(px) * SONNER_SWIPE_PX : px;
}

/** Installs the listener; answers the function that removes it. */
export function installSwipeThreshold(thresholdPx: number, target: Window = window): () => void {
  const onPointerUp = (event: PointerEvent) => {
    const toast = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-sonner-toast]') : null;
    if (!toast) return;
    for (const axis of ['x', 'y'] as const) {
      const name = `--swipe-amount-${axis}`;
      const px = Number(toast.style.getPropertyValue(name).replace('px', '')) || 0;
      const next = swipeAmountFor(px, thresholdPx);
      if (next !== px) toast.style.setProperty(name, `${next}px`);
    }
  };
  target.addEventListener('pointerup', onPointerUp, true);
  return () => target.removeEventListener('pointerup', onPointerUp, true);
}
