import { STORAGE_KEYS } from '@mb/contract/limits';
import { useSyncExternalStore } from 'react';

// Spec §2/§4/§5 cookie consent, stored under `cookiePreferences`. No stored choice, or one with
// hasConsented false, shows the banner. The necessary category can never be turned off.

interface CookiePreferences {
  necessary: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  hasConsented: boolean;
}

export type OptionalCategory = 'functional' | 'analytics' | 'marketing';

const DEFAULT_PREFERENCES: CookiePreferences = {
  necessary: true,
  functional: false,
  analytics: false,
  marketing: false,
  hasConsented: false,
};

/** Reads the stored choice; anything malformed counts as no choice. */
export function readPreferences(): CookiePreferences | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.cookiePreferences);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<Record<keyof CookiePreferences, unknown>> | null;
    if (!v || typeof v !== 'object') return null;
    return {
      necessary: true,
      functional: v.functional === true,
      analytics: v.analytics === true,
      marketing: v.marketing === true,
      hasConsented: v.hasConsented === true,
    };
  } catch {
    return null;
  }
}

interface ConsentState {
  preferences: CookiePreferences;
  bannerVisible: boolean;
  dialogOpen: boolean;
}

const listeners = new Set<() => void>();
// What a prerendered page shows (no storage on the server): the banner. index.html's head script hides
// it before the first paint when a choice is stored; hydration starts from this, then drops it. A
// visitor without a choice keeps this very object: a different one, however equal, makes React render
// every reader again, at once, as the page hydrates.
const PRERENDERED: ConsentState = { preferences: DEFAULT_PREFERENCES, bannerVisible: true, dialogOpen: false };
let state: ConsentState = load();

function load(): ConsentState {
  const stored = typeof localStorage === 'undefined' ? null : readPreferences();
  if (!stored) return PRERENDERED;
  return { preferences: stored, bannerVisible: !stored.hasConsented, dialogOpen: false };
}

function update(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  // From here on the banner follows the state alone (index.html's mark only hides the prerendered one).
  if (typeof document !== 'undefined') document.documentElement.removeAttribute('data-consented');
  for (const l of listeners) l();
}

/** Stores a choice (necessary forced on, hasConsented true), hides the banner and closes the dialog. */
export function savePreferences(choice: Pick<CookiePreferences, OptionalCategory>) {
  const preferences: CookiePreferences = {
    necessary: true,
    functional: choice.functional === true,
    analytics: choice.analytics === true,
    marketing: choice.marketing === true,
    hasConsented: true,
  };
  try {
    localStorage.setItem(STORAGE_KEYS.cookiePreferences, JSON.stringify(preferences));
  } catch {
    /* storage blocked: the choice still applies to this visit */
  }
  update({ preferences, bannerVisible: false, dialogOpen: false });
}

export const acceptAll = () => savePreferences({ functional: true, analytics: true, marketing: true });
export const rejectAll = () => savePreferences({ functional: false, analytics: false, marketing: false });

/** 'Preferences' on the banner, or the footer's 'Cookie Preferences' link. */
export function openPreferences() {
  update({ dialogOpen: true, bannerVisible: false });
}

/** Closing the dialog without saving: the banner comes back until a choice is stored. */
export function closePreferences() {
  update({ dialogOpen: false, bannerVisible: !readPreferences()?.hasConsented });
}

/** Whether a category may be used now (for later analytics/marketing code). */
export const isAllowed = (category: OptionalCategory | 'necessary') =>
  category === 'necessary' || (state.preferences.hasConsented && state.preferences[category]);

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
export const getConsentState = () => state;

export const useCookieConsent = () => useSyncExternalStore(subscribe, getConsentState, () => PRERENDERED);

if (typeof window !== 'undefined') {
  // Another tab made a choice: follow it.
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.cookiePreferences && e.key !== null) return;
    update({ ...load(), dialogOpen: state.dialogOpen });
  });
}

/** Re-reads storage as a fresh page load would (used by tests). */
export function reloadConsent() {
  state = load();
  for (const l of listeners) l();
}
