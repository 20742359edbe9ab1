// A place in the header that a later issue fills (spec §2): the 'Use Platform as' account switcher.
// (The bell is features/notifications; the 'My Apps' launcher features/apps.)

/**
 * 'Use Platform as' (spec §2) renders only when more than one account is linked. Linking accounts
 * arrives with enterprise accounts (a later issue), so no one has a second account yet: nothing shows.
 */
export function AccountSwitcherSlot() {
  return null;
}
