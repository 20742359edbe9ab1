// What other parts may use from MB Licensing (issue 16): the licensee's home (on /apps/mb-licensing once
// installed), the creator's entry shown there to everyone, and 'Offer for licensing' for the portfolio's item dialog.
export { LicensingEntry, OfferForLicensing } from './entry';
export { LicensingHome } from './licensing-home';
