// Licensing's public face: what other features and this feature's routes call, gathered from the
// use-case files beside it: parties.ts (its names, who the parties are, what they are told), offers.ts
// (what may be licensed, the licensor's offers), lists.ts (dashboards and the catalogue), requests.ts
// (requests and answers), payment.ts (paying, the license as billing sells it, refunds, the refund job) and
// licenses.ts (detail, certificate, revocation, verification).

export { certificate, licenseDetail, revoke, verify } from './licenses.ts';
export { catalogue, licenseeDashboard, licensorDashboard } from './lists.ts';
export { createOffer, updateOffer, withdrawOffer } from './offers.ts';
export { REFUND_JOB } from './parties.ts';
export { defineLicensingJobs, licensePurchase, newLicenseCode, pay } from './payment.ts';
export { accept, counter, decline, requestLicense, withdraw } from './requests.ts';
