import { describe, expect, it } from 'vitest';
import { appSettingsInput } from './app-store.ts';
import { appStoreAccess, canViewAppStore, APP_STORE_MESSAGES as M } from './app-store-access.ts';
import { appLaunchPath, appSettingsWithDefaults, MB_EVENTS_APP_ID, MINI_APPS } from './mini-apps.ts';

const subject = (o: Partial<Parameters<typeof appStoreAccess>[0]> = {}) => ({
  profileType: 'creator' as const,
  hasProfile: true,
  isAdmin: false,
  isPro: false,
  businessPlanType: null,
  ...o,
});

describe('spec §4 app store access', () => {
  it('admins view and install whatever their profile, even without one', () => {
    expect(appStoreAccess(subject({ isAdmin: true }))).toMatchObject({ can_view: true, can_install: true });
    expect(appStoreAccess(subject({ isAdmin: true, hasProfile: false, profileType: null }))).toMatchObject({ can_install: true });
  });
  it('no profile, no access', () => {
    expect(appStoreAccess(subject({ hasProfile: false, profileType: null }))).toMatchObject({
      can_view: false,
      can_install: false,
      reason: M.noProfile,
    });
  });
  it('creators view only, Pro or not; a Pro member is shown plan pro', () => {
    expect(appStoreAccess(subject())).toMatchObject({ can_view: true, can_install: false, plan: 'free', upgrade_path: null });
    expect(appStoreAccess(subject({ isPro: true }))).toMatchObject({ can_install: false, plan: 'pro', reason: M.viewOnly });
  });
  it('businesses install with Pro or plan_type pro, and are sent to the business plans otherwise', () => {
    const b = (o: Partial<Parameters<typeof appStoreAccess>[0]>) => appStoreAccess(subject({ profileType: 'business', ...o }));
    expect(b({ businessPlanType: 'free' })).toMatchObject({
      can_install: false,
      upgrade_path: '/business-pricing',
      reason: M.businessNeedsPro,
    });
    expect(b({ businessPlanType: 'pro' })).toMatchObject({ can_install: true, plan: 'pro' });
    expect(b({ isPro: true })).toMatchObject({ can_install: true, plan: 'pro' });
  });
  it('studios install only with Pro (a business plan does not do), and are sent to the Pro subscription', () => {
    const s = (o: Partial<Parameters<typeof appStoreAccess>[0]>) => appStoreAccess(subject({ profileType: 'studio', ...o }));
    expect(s({ businessPlanType: 'pro' })).toMatchObject({ can_install: false, upgrade_path: '/settings?tab=pro-subscription' });
    expect(s({ isPro: true })).toMatchObject({ can_install: true });
  });
  it('enterprises always install', () => {
    expect(appStoreAccess(subject({ profileType: 'enterprise' }))).toMatchObject({ can_install: true, plan: 'free' });
  });
  it('the App Store button follows the view rule', () => {
    expect([canViewAppStore(true, false), canViewAppStore(false, true), canViewAppStore(false, false)]).toEqual([true, true, false]);
  });
});

describe('the mini apps and their settings', () => {
  it('each app launches to its own route or /apps/{id}', () => {
    expect(appLaunchPath(MB_EVENTS_APP_ID, '/app/mb-events')).toBe('/app/mb-events');
    expect(appLaunchPath('mb-visio', null)).toBe('/apps/mb-visio');
  });
  it("every app's defaults pass its own settings check, and a stored value out of range falls back to the default", () => {
    for (const app of MINI_APPS) {
      expect(appSettingsInput(app.id).safeParse(appSettingsWithDefaults(app.id, {})).success, app.id).toBe(true);
    }
    expect(appSettingsWithDefaults('mb-bookings', { min_notice_hours: 9999, default_visibility: 'connections', stray: 1 })).toEqual({
      email_notifications: true,
      default_visibility: 'connections',
      min_notice_hours: 24,
    });
  });
});
