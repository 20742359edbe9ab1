// What other parts of the app may use from the public site: the site facts (contact addresses, legal names).
export { useSiteInfo } from './queries';
