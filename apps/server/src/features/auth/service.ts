// Auth's public face: what other features and this feature's routes call, gathered from the use-case files
// beside it: access.ts (the events auth tells, the access check), sessions.ts (sign-up, sign-in,
// refresh, sign-out), delegated.ts, devices.ts, password-reset.ts, account.ts (the member's password and
// e-mail) and staff-accounts.ts.

export { checkAccess, type SecondFactorGate, type SignInFailure } from './access.ts';
export {
  accountKey,
  changeEmail,
  changePassword,
  confirmPassword,
  emailOf,
  localeOfEmail,
  recipientOf,
  signOutEverywhere,
  verifyCurrentPassword,
} from './account.ts';
export { endDelegated, refuseDelegated, resumeOwnSession, startDelegatedSession } from './delegated.ts';
export { DEVICE_COOKIE, deviceCookie, deviceTokenOf, listDevices, signOutDevice, signOutOtherDevices } from './devices.ts';
export { confirmPasswordReset, defineAuthJobs, requestPasswordReset } from './password-reset.ts';
export {
  completeSignIn,
  PASSWORD_RESET_JOB,
  refresh,
  type SignedIn,
  SignInThrottled,
  signIn,
  signOut,
  signUp,
} from './sessions.ts';
export {
  type AccountRow,
  accountHidden,
  accountIdByEmail,
  accountIdsByEmail,
  accountsByIds,
  countSuspendedAccounts,
  createInvitedAccount,
  hiddenAccountIds,
  sendSetPasswordLink,
  suspendAccount,
  suspendedAccountIds,
  unsuspendAccount,
  unsuspendedAccountIds,
} from './staff-accounts.ts';
