import type { ProfileType } from './profile-types.ts';

// Spec §4 'App store access', written once for the server (which enforces it) and the browser (the
// sidebar's App Store button, the store's refusal notes). No zod: the members' chrome reads it.
//
//   admin                        views and installs (whatever the profile type)
//   no user, or no profile       no access
//   business                     installs if Pro or its business plan_type is 'pro'
//   studio                       installs if Pro
//   enterprise                   always installs
//   any other type (creator)     views only
//   a Pro member is always shown plan 'pro'

export interface AppStoreSubject {
  /** Null: not signed in. */
  profileType: ProfileType | null;
  hasProfile: boolean;
  isAdmin: boolean;
  isPro: boolean;
  /** The business listing's plan_type, null without a business profile. */
  businessPlanType: 'free' | 'pro' | null;
}

export type AppStoreRefusal = 'no_profile' | 'view_only_type' | 'business_needs_pro' | 'studio_needs_pro';

export interface AppStoreAccess {
  can_view: boolean;
  can_install: boolean;
  plan: 'free' | 'pro';
  /** Why installing is refused (null when it is allowed). */
  refusal: AppStoreRefusal | null;
  /** The refusal in words, shown on the store and in the server's 403. */
  reason: string | null;
  /** The page of the plan that allows installing, when one does. */
  upgrade_path: string | null;
  upgrade_label: string | null;
}

export const APP_STORE_MESSAGES = {
  title: 'App Store',
  subtitle: 'Mini apps for the industry: bookings, video calls, awards, events and licensing.',
  accessFailed: 'Failed to check app store access',
  loadFailed: 'Could not load the App Store.',
  installedFailed: 'Could not load your apps.',
  noProfile: 'You need a profile to use the App Store.',
  viewOnly: 'Installing apps is for business, studio and enterprise accounts. Your account can browse the App Store.',
  businessNeedsPro: 'Business accounts install apps with Pro or the Pro business plan.',
  studioNeedsPro: 'Studio accounts install apps with Pro.',
  noSuchApp: 'This app does not exist.',
  notInstalled: (name: string) => `Install ${name} from the App Store to use it.`,
  installed: (name: string) => `${name} installed`,
  uninstalled: (name: string) => `${name} uninstalled`,
  installFailed: 'Could not install the app.',
  uninstallFailed: 'Could not uninstall the app.',
  settingsSaved: 'Settings saved',
  settingsFailed: 'Could not save the settings.',
  settingsLoadFailed: 'Could not load the settings.',
  launching: { title: 'Launching app', description: (name: string) => `Opening ${name}...` },
  myApps: 'My Apps',
  noApps: 'No apps installed',
  noAppsHint: 'Install mini apps from the App Store and open them from here.',
  browseAppStore: 'Browse App Store',
  browseStore: 'Browse Store',
  manage: 'Manage',
  neverUsed: 'Never used',
  lastUsed: (date: string) => `Last used ${date}`,
} as const;

const PRO_SUBSCRIPTION_PATH = '/settings?tab=pro-subscription';
const BUSINESS_PRICING_PATH = '/business-pricing';

export function appStoreAccess(s: AppStoreSubject): AppStoreAccess {
  const plan: 'free' | 'pro' = s.isPro || s.businessPlanType === 'pro' ? 'pro' : 'free';
  const allow = { can_view: true, can_install: true, plan, refusal: null, reason: null, upgrade_path: null, upgrade_label: null };
  if (s.isAdmin) return allow;
  if (!s.hasProfile || !s.profileType) {
    return { ...allow, can_view: false, can_install: false, refusal: 'no_profile', reason: APP_STORE_MESSAGES.noProfile };
  }
  const refuse = (refusal: AppStoreRefusal, reason: string, upgrade_path: string | null, upgrade_label: string | null): AppStoreAccess => ({
    ...allow,
    can_install: false,
    refusal,
    reason,
    upgrade_path,
    upgrade_label,
  });
  switch (s.profileType) {
    case 'enterprise':
      return allow;
    case 'business':
      return s.isPro || s.businessPlanType === 'pro'
        ? allow
        : refuse('business_needs_pro', APP_STORE_MESSAGES.businessNeedsPro, BUSINESS_PRICING_PATH, 'See business plans');
    case 'studio':
      return s.isPro ? allow : refuse('studio_needs_pro', APP_STORE_MESSAGES.studioNeedsPro, PRO_SUBSCRIPTION_PATH, 'Get Pro');
    default:
      // No plan lets these types install: the note says so, with no upgrade to sell.
      return refuse('view_only_type', APP_STORE_MESSAGES.viewOnly, null, null);
  }
}

export { canViewAppStore } from './app-store-view.ts';
