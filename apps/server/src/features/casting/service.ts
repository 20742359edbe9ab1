// Casting (README.md): studios' forms and calls, creators' applications, the studio's
// review, proposals straight to a creator with counters, and studio news through the feed. Every
// read and write names its actor; what belongs to someone else is the same 404 as what does not exist.

// What other features and this feature's routes call, gathered from the use-case files beside it:
// collab-opener.ts, actors.ts, forms.ts, calls.ts, applications.ts, proposals.ts, news.ts, and the
// casting alerts: alerts.ts (saved searches) and alert-match.ts (matching a new call, the daily digest).

export { defineAlertJobs, matchCall, sendAlertDigests } from './alert-match.ts';
export { alertUnsubscribe, describeAlertUnsubscribe, testLatestAlertMail } from './alert-unsubscribe.ts';
export { createAlert, deleteAlert, listAlerts, updateAlert } from './alerts.ts';
export { answerOffer, applicants, apply, myApplications, review } from './applications.ts';
export { applicationCountsOf, browseCalls, callCountsOf, callDetail, createCall, myCalls, updateCall } from './calls.ts';
export type { CollaborationOpener } from './collab-opener.ts';
export { createForm, deleteForm, myForms, updateForm } from './forms.ts';
export { createImageNews, createNews, deleteNews, myNews } from './news.ts';
export { answerProposal, myProposals, sendProposal } from './proposals.ts';
