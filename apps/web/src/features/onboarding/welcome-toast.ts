import { t } from '../../lib/i18n';
import { PRODUCT_NAME } from '../../lib/product';

// Completing onboarding reloads the page (spec §4); the welcome toast is shown after the reload. A
// member the wizard takes straight to the page they asked for (no reload) is welcomed at once.
const KEY = 'mb-onboarding-welcome';

export const welcomeText = (where: 'dashboard' | 'page') => ({
  title: t('onboarding.welcome', 'Welcome to {product}!', { product: PRODUCT_NAME }),
  description:
    where === 'dashboard'
      ? t('onboarding.welcomeDashboard', 'Your profile is set up. This is your dashboard.')
      : t('onboarding.welcomePage', 'Your profile is set up.'),
});

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
  return welcomeText('dashboard');
}
