// The server-side entry: the build's prerender of the marketing pages (scripts/prerender.mjs), and the
// server's request-time render of the visitors' content pages (apps/server/src/http/ssr.ts, which loads
// this bundle on the first such page). Both render with the app's own route tree and providers, as a
// signed-out visitor sees the page; main.tsx hydrates the result.
import { SERVER_RENDERED_PAGES } from '@mb/contract/app-routes';
import { LIMITS } from '@mb/contract/limits';
import { type DehydratedState, dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/app';
import { routes } from './app/router';
import { setApiTransport } from './lib/api';
import { RenderQueryClient } from './lib/query';
import { inLanguage, localeOfUrl } from './server-language';

export { LOCALES } from '@mb/contract/locale';

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

/**
 * The route table as the server matches it, made once: making it flattens and ranks the whole table (one
 * handler serves every request; each query is the request's own).
 */
let handler: ReturnType<typeof createStaticHandler> | undefined;
const staticHandler = () => {
  handler ??= createStaticHandler(routes);
  return handler;
};

/**
 * The HTML inside #root for one path (`?lang=<locale>` renders it in that language), or the status when
 * the router answers with something else.
 */
export function render(path: string): Promise<{ html: string; status: number }> {
  return inLanguage(localeOfUrl(path), () => renderPath(path));
}

async function renderPath(path: string): Promise<{ html: string; status: number }> {
  const handler = staticHandler();
  const context = await handler.query(new Request(`http://prerender${path}`));
  if (context instanceof Response) return { html: '', status: context.status };
  const router = createStaticRouter(handler.dataRoutes, context);
  // No query runs while rendering to a string: data-backed sections keep their loading state, as in the
  // browser (lib/public-data.ts renders pending on the server by itself).
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  const html = renderToString(
    <AppProviders>
      <RenderQueryClient.Provider value={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </RenderQueryClient.Provider>
    </AppProviders>,
  );
  return { html, status: context.statusCode };
}

/**
 * Whether the server renders this path with its content for a visitor: its deepest matching route is one
 * of the contract's SERVER_RENDERED_PAGES (the route patterns are the same strings).
 */
export function isServerRendered(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route.path;
  return leaf !== undefined && SERVER_RENDERED_PAGES.has(leaf);
}

/** Renders, fetches the queries the render asked for, renders again: at most this many fetch rounds. */
const FETCH_ROUNDS = 3;

/** A request to the server's own API, as fetch would make it (http/ssr.ts answers it in process, anonymously). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * One visitor's page at request time: the HTML inside #root and the TanStack Query answers it was
 * rendered from (main.tsx hydrates them into the browser's cache before hydrating the HTML, so the
 * first client render is the same markup). A query whose read failed is left out and rendered in its
 * loading state, as the browser's first render will be; it then loads in the browser.
 */
export async function renderRequest(
  url: string,
  transport: ApiTransport,
): Promise<{ html: string; status: number; state: DehydratedState; locale: string } | null> {
  if (!isServerRendered(url.split('?')[0] ?? '/')) return null;
  const locale = localeOfUrl(url);
  const out = await inLanguage(locale, () => renderContent(url, transport));
  return out && { ...out, locale };
}

async function renderContent(url: string, transport: ApiTransport) {
  setApiTransport(transport);
  const handler = staticHandler();
  const context = await handler.query(new Request(`http://render${url}`));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: LIMITS.queryStaleMs, retry: false, refetchOnWindowFocus: false } },
  });
  // Rendered to completion, lazily loaded sections included (renderToString would leave them to the
  // browser, which reports that as an error while hydrating).
  const render = async () => {
    const { prelude } = await prerender(
      <AppProviders>
        <RenderQueryClient.Provider value={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RenderQueryClient.Provider>
      </AppProviders>,
      // Every boundary inline, however big: React outlines a large one (the footer behind HydrateLater)
      // into a hidden segment that an inline script moves into place, and the pages' CSP refuses inline
      // scripts (the boundary then renders on the client, a hydration error).
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };
  // useQuery does not fetch in a server render, but it leaves its query (key, function, options) in the
  // cache: the waiting ones are fetched and the page rendered again, until it asks for nothing new.
  let html = await render();
  const asked = new Set<string>();
  for (let round = 0; round < FETCH_ROUNDS; round++) {
    const waiting = client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'pending' && q.state.fetchStatus === 'idle' && !asked.has(q.queryHash) && isEnabled(q));
    if (waiting.length === 0) break;
    for (const q of waiting) asked.add(q.queryHash);
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
    // A failed read renders as loading (the browser's first render has no answer for it either).
    client.removeQueries({ predicate: (q) => q.state.status === 'error' });
    html = await render();
  }
  // Queries first asked by the last render stay out: they rendered as loading.
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status === 'success' });
  client.clear();
  return { html, status: context.statusCode, state };
}

function isEnabled(q: Query): boolean {
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(q) : enabled !== false;
}
