import { beforeEach, describe, expect, it } from 'vitest';
import {
  acceptAll,
  closePreferences,
  getConsentState,
  isAllowed,
  openPreferences,
  readPreferences,
  rejectAll,
  reloadConsent,
  savePreferences,
} from './cookie-consent';

const KEY = 'cookiePreferences';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null');

describe('cookie consent (spec §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    reloadConsent();
  });

  it('shows the banner when nothing is stored, with only necessary cookies allowed', () => {
    expect(getConsentState().bannerVisible).toBe(true);
    expect(readPreferences()).toBeNull();
    expect(isAllowed('necessary')).toBe(true);
    expect(isAllowed('analytics')).toBe(false);
  });

  it('Accept All stores every category true and hides the banner', () => {
    acceptAll();
    expect(stored()).toEqual({ necessary: true, functional: true, analytics: true, marketing: true, hasConsented: true });
    expect(getConsentState().bannerVisible).toBe(false);
    expect(isAllowed('marketing')).toBe(true);
  });

  it('Reject All stores every optional category false and hides the banner', () => {
    acceptAll();
    rejectAll();
    expect(stored()).toEqual({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true });
    expect(getConsentState().bannerVisible).toBe(false);
    expect(isAllowed('functional')).toBe(false);
  });

  it('Save Preferences keeps the toggles as chosen', () => {
    savePreferences({ functional: true, analytics: false, marketing: true });
    expect(stored()).toEqual({ necessary: true, functional: true, analytics: false, marketing: true, hasConsented: true });
    reloadConsent();
    expect(getConsentState().bannerVisible).toBe(false);
    expect(getConsentState().preferences.marketing).toBe(true);
  });

  it('never stores necessary as false, even if storage was tampered with', () => {
    localStorage.setItem(KEY, JSON.stringify({ necessary: false, functional: 'yes', hasConsented: true }));
    expect(readPreferences()).toEqual({ necessary: true, functional: false, analytics: false, marketing: false, hasConsented: true });
  });

  it('shows the banner again when the stored choice has hasConsented false', () => {
    localStorage.setItem(KEY, JSON.stringify({ necessary: true, functional: true, analytics: true, marketing: true, hasConsented: false }));
    reloadConsent();
    expect(getConsentState().bannerVisible).toBe(true);
    expect(isAllowed('analytics')).toBe(false);
  });

  it('treats unreadable storage as no choice', () => {
    localStorage.setItem(KEY, '{not json');
    reloadConsent();
    expect(getConsentState().bannerVisible).toBe(true);
  });

  it('Preferences closes the banner and opens the dialog; closing without saving brings the banner back', () => {
    openPreferences();
    expect(getConsentState()).toMatchObject({ bannerVisible: false, dialogOpen: true });
    closePreferences();
    expect(getConsentState()).toMatchObject({ bannerVisible: true, dialogOpen: false });
  });

  it('closing the dialog after an earlier choice keeps the banner hidden', () => {
    rejectAll();
    openPreferences();
    closePreferences();
    expect(getConsentState().bannerVisible).toBe(false);
  });
});
