import { PRODUCT_NAME } from '../../lib/product';

// Completing onboarding reloads the page (spec §4); the welcome toast is shown after the reload.
const KEY = 'mb-onboarding-welcome';

export function queueWelcomeToast() {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    /* storage disabled: no toast */
  }
}

/** The queued welcome, once. */
export function takeWelcomeToast(): { title: string; description: string } | null {
  try {
    if (sessionStorage.getItem(KEY) !== '1') return null;
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  return { title: `Welcome to ${PRODUCT_NAME}!`, description: 'Your profile is set up. This is your dashboard.' };
}
