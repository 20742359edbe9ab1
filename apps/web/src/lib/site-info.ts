import { usePublicData } from './public-data';

// The site's facts from server configuration (GET /api/v1/site): company details and contact addresses
// for the public pages, the footer's outside links and the compliance hub in use for the shell and the
// compliance pages. One read a tab, shared by all (usePublicData: no query library on the first page).

// The API client loads with this first read, not with the first page: the footer that asks is below
// the fold and hydrates late, and the client was 6 kB of the first page's budget (issue 33).
const fetchSiteInfo = () => import('./api').then(({ api }) => api('siteInfo'));

/** Company details, contact addresses, the footer's links and the hub in use (fixed while the server runs, but for the hub). */
export const useSiteInfo = () => usePublicData('public:site', fetchSiteInfo, Number.POSITIVE_INFINITY);

/** The compliance hub members open in their browser (its address, or '/hub/' for the built-in one); null while unknown or when there is none. */
export const useHubUrl = (): string | null => useSiteInfo().data?.links.compliance_hub ?? null;
