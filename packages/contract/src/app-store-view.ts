// Spec §4 'App store access', the part the members' chrome needs on every page (the sidebar's App
// Store button), in a module of its own so the chrome does not carry the rest of the rule and its words
// (app-store-access.ts, which re-exports this).

/**
 * The sidebar's App Store button (spec §2: 'shown only if the user may view the store'): an admin, or
 * anyone with a profile. Every profile type may at least view, so the profile type is not needed here.
 */
export const canViewAppStore = (hasProfile: boolean, isAdmin: boolean) => isAdmin || hasProfile;
