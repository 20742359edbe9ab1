import { api } from '../../lib/api';
import { usePublicData } from '../../lib/public-data';

// The public site's reads go through usePublicData, not TanStack Query: these pages are the first a
// visitor opens, and the query library is not part of the first page (docs/ARCHITECTURE.md "First page").

const fetchPricing = () => api('pricing');

/** Company details and contact addresses (server configuration), shared with the shell's footer. */
export { useSiteInfo } from '../../lib/site-info';

/** Plans and prices (server configuration). */
export const usePricing = () => usePublicData('public:pricing', fetchPricing);
