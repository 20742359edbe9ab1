// What other parts may use from enterprise accounts (issue 17): the header's account switcher slot
// reads linked accounts from here.
export { enterpriseKeys } from './queries';
