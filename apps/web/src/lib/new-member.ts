// A member who finished onboarding in this tab is new here: the dashboard welcomes them rather than
// saying 'Welcome back'. Kept in sessionStorage (per tab, survives the completion reload), keyed by
// the member's id so another account signing in on the same tab is not taken for new.
const KEY = 'mb-new-member';

export function markNewMember(userId: string) {
  try {
    sessionStorage.setItem(KEY, userId);
  } catch {
    /* storage disabled: the dashboard says 'Welcome back' */
  }
}

export function isNewMember(userId: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userId;
  } catch {
    return false;
  }
}
