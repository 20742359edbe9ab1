// The public website (issue 3): the catalogue of public pages that the server (titles for crawlers,
// sitemap.xml) and the browser (document.title, the /sitemap page) both read, so they cannot drift
// apart. The pages themselves are rows of the one page table (app-routes.ts). No zod here: the browser
// loads this on the first page.
import { APP_ROUTES, type SitePage, type SiteSection } from './app-routes.ts';

export type { SiteSection };

export interface PublicPage extends SitePage {
  path: string;
}

/** The public website's pages, from the rows of the page table (app-routes.ts) that describe one. */
export const PUBLIC_PAGES: readonly PublicPage[] = APP_ROUTES.flatMap((r) => (r.site ? [{ path: r.path, ...r.site }] : []));

/** Used for any path the catalogue does not describe (app pages, profiles). */
export const SITE_DEFAULT_DESCRIPTION =
  'The professional network, directory and career platform for the adult entertainment industry. 18+ only.';

export const fillProduct = (text: string, product: string) => text.replaceAll('{product}', product);

/** The browser-tab / search-result title of a page, e.g. "Pricing | ModelBase". */
export const pageTitle = (name: string, product: string) => `${fillProduct(name, product)} | ${product}`;

export function findPublicPage(path: string): PublicPage | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((p) => p.path === clean);
}
