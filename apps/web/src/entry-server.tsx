// The build's prerender entry (scripts/prerender.mjs): the public pages as a signed-out visitor first
// sees them, rendered to HTML with the app's own route tree and providers. main.tsx hydrates the result.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/router';

/**
 * The pages prerendered at build time. A public page opts in by adding its path here when a signed-out
 * visitor sees the same first paint whatever the data (data-backed sections render their loading state
 * and load after hydration). The server serves it only for the bare path (no query string): a page that
 * reads its query (/auth?tab=join, /signup?type=...) gets the plain app shell then, as every other path.
 */
export const PRERENDER_PATHS = [
  '/',
  '/features',
  '/pricing',
  '/studios',
  '/about',
  '/careers',
  '/ambassadors',
  '/contact',
  '/sitemap',
  '/legal',
  '/terms',
  '/privacy',
  '/cookie-policy',
  '/2257-statement',
  '/dmca',
  '/rse-policy',
  '/auth',
  '/signup',
];

/** The HTML inside #root for one path, or the status when the router answers with something else. */
export async function render(path: string): Promise<{ html: string; status: number }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) return { html: '', status: context.status };
  const router = createStaticRouter(handler.dataRoutes, context);
  // No query runs while rendering to a string: data-backed sections keep their loading state, as in the
  // browser (lib/public-data.ts renders pending on the server by itself).
  // (Imported here, not at the top: for the browser the module is a lazy chunk, see app/router.tsx.)
  const { queryClient } = await import('./lib/query');
  queryClient.setDefaultOptions({ queries: { enabled: false, retry: false } });
  const html = renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, status: context.statusCode };
}
