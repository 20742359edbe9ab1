// What other parts may use from account security (issue 18): the Security tab of /settings.
export { SecurityTab } from './security-tab';
