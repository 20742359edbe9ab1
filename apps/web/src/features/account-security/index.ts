// What other parts may use from account security (issue 18): the Security tab of /settings, and the
// gate in front of staff pages for staff who must still turn on a second factor.
export { SecurityTab } from './security-tab';
export { StaffSecondFactorGate } from './staff-gate';
