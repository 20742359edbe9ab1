// Removal requests' public face: what other features and this feature's routes call, gathered from the
// use-case files beside it: rules.ts, requests.ts (filing and confirming), dmca.ts (counter-notice, suit,
// restoration), jobs.ts, repeat-infringers.ts, moderation.ts (the moderation kind) and presenter.ts.

export { reportSuit, restoreDue, submitCounterNotice, takedownOf, testRestoreNow } from './dmca.ts';
export { defineRemovalJobs, pruneUnconfirmed, testLatestMail } from './jobs.ts';
export { removalModerationType } from './moderation.ts';
export { strikesOf } from './repeat-infringers.ts';
export { confirmRequest, createRequest, statusOf } from './requests.ts';
export {
  canCounterNotice,
  HIDE_AT_ONCE,
  holds,
  PRUNE_UNCONFIRMED_JOB,
  REMOVAL_MODERATION_TYPE,
  RESTORE_JOB,
  SUSPEND_JOB,
} from './rules.ts';
