import { LIMITS } from '@mb/contract/limits';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../../lib/toast';
import { installSwipeThreshold, SONNER_SWIPE_PX, swipeAmountFor } from './toast-swipe';
import { Toaster } from './toaster';

afterEach(cleanup);

describe('toast swipe threshold (spec §9: 20 px)', () => {
  it('passes a swipe of 20 px or more on to sonner as its own 45 px, in the same direction', () => {
    expect(LIMITS.toastSwipeThresholdPx).toBe(20);
    expect(swipeAmountFor(20, 20)).toBe(SONNER_SWIPE_PX);
    expect(swipeAmountFor(-31, 20)).toBe(-SONNER_SWIPE_PX);
    expect(swipeAmountFor(19, 20)).toBe(19);
    expect(swipeAmountFor(80, 20)).toBe(80);
    expect(swipeAmountFor(0, 20)).toBe(0);
  });

  it('raises the moved distance on the toast before sonner reads it at pointerup', () => {
    const el = document.createElement('li');
    el.setAttribute('data-sonner-toast', '');
    el.style.setProperty('--swipe-amount-y', '24px');
    el.style.setProperty('--swipe-amount-x', '0px');
    const inner = document.createElement('div');
    el.append(inner);
    document.body.append(el);
    const remove = installSwipeThreshold(20);
    inner.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(el.style.getPropertyValue('--swipe-amount-y')).toBe('45px');
    expect(el.style.getPropertyValue('--swipe-amount-x')).toBe('0px');
    el.style.setProperty('--swipe-amount-y', '12px');
    inner.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(el.style.getPropertyValue('--swipe-amount-y')).toBe('12px');
    remove();
    el.style.setProperty('--swipe-amount-y', '24px');
    inner.dispatchEvent(new Event('pointerup', { bubbles: true }));
    expect(el.style.getPropertyValue('--swipe-amount-y')).toBe('24px');
    el.remove();
  });

  it('dismisses a real toast swiped down by 25 px, and keeps one swiped by 10 px', async () => {
    render(<Toaster />);
    act(() => toast.info('Swipe me', { id: 'swipe-test', duration: Number.POSITIVE_INFINITY }));
    const title = await screen.findByText('Swipe me', {}, { timeout: 5000 });
    const item = title.closest('[data-sonner-toast]') as HTMLElement;
    const swipe = async (dy: number) => {
      fireEvent.pointerDown(item, { clientX: 100, clientY: 100, pointerId: 1, button: 0 });
      fireEvent.pointerMove(item, { clientX: 100, clientY: 100 + dy, pointerId: 1 });
      // sonner locks the direction on the first move and applies the distance on the next.
      fireEvent.pointerMove(item, { clientX: 100, clientY: 100 + dy, pointerId: 1 });
      await new Promise((r) => setTimeout(r, 250)); // slower than sonner's velocity rule (0.11 px/ms)
      fireEvent.pointerUp(item, { clientX: 100, clientY: 100 + dy, pointerId: 1 });
    };
    await swipe(10);
    // sonner decides at pointerup (fireEvent flushes React's updates): a short swipe springs back.
    expect(item.getAttribute('data-removed')).toBe('false');
    await swipe(25);
    await waitFor(() => expect(item.getAttribute('data-removed')).toBe('true'));
  });
});
