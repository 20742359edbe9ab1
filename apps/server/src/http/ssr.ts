import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { matchAppRoute, pagePath, SERVER_RENDERED_PAGES } from '@mb/contract/app-routes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { type CachedPage, invalidatePublicPages, pageCache } from '../platform/page-cache.ts';

// The visitors' content pages rendered at request time (docs/ARCHITECTURE.md "Visitors' content pages"):
// a creator's profile, a business listing, an event, the directory, the blog. The web's server entry
// (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr) renders the page with the app's own
// components, reading through this server's anonymous API in process, and hands back the HTML and the
// query answers the browser hydrates. The bundle (React's server renderer and the app) loads on the
// first such page, not at start.

/** What the web's server entry exports (apps/web/src/entry-server.tsx). */
interface RenderBundle {
  renderRequest(
    url: string,
    transport: (path: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; status: number; state: unknown; locale?: string } | null>;
}

/** A render that takes longer is given up: the visitor gets the app's shell, which loads the page itself. */
const RENDER_TIMEOUT_MS = 6000;
const SLOT = '<div id="root"><!--app--></div>';

export interface ServerRenderer {
  /**
   * The page kept for this exact URL (path and query) and variant (the place's hidden profiles,
   * HttpWiring.pageVariant), rendered a moment ago for another visitor.
   */
  cached(key: string): CachedPage | undefined;
  /** Whether the page is one the server renders, given what the features answered about it (a profile's 200). */
  renders(url: string, pageStatus: number | undefined): boolean;
  /** The whole page (the shell with the content and its query answers) for a visitor, or null to serve the shell. */
  render(url: string, req: FastifyRequest, key?: string): Promise<{ html: string; status: number; generation: number } | null>;
  /** Keeps a page as sent (with its meta and status) for the next visitors of the same key (cached()). */
  keep(key: string, page: Omit<CachedPage, 'etag'>, generation: number): CachedPage;
}

/**
 * Sets up request-time rendering when the build has its pieces (dist/prerendered/shell.html and the
 * server bundle beside dist); without them (a test's source index.html) every page gets the shell.
 */
export function createServerRenderer(app: FastifyInstance, ctx: AppContext, dist: string): ServerRenderer | undefined {
  const shellPath = path.join(dist, 'prerendered', 'shell.html');
  const bundlePath = path.join(dist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(shellPath) || !existsSync(bundlePath)) return undefined;
  const shell = readFileSync(shellPath, 'utf8');
  if (!shell.includes(SLOT)) return undefined;
  const cache = pageCache(ctx);
  let bundle: Promise<RenderBundle> | undefined;
  let broken = false;
  const running = new Map<string, Promise<{ html: string; status: number; generation: number } | null>>();

  // Any successful write through the API may change what a visitor sees (an edit, a block, a takedown,
  // a moderation decision): the kept pages go at once, after the write has committed and answered.
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS' && reply.statusCode < 400 && cache.size > 0) {
      invalidatePublicPages(ctx);
    }
  });

  const transport =
    (req: FastifyRequest) =>
    async (apiPath: string, init: RequestInit): Promise<Response> => {
      // The render only reads, and only as a visitor: no credentials, the visitor's own address (their
      // rate limits apply) and language.
      if ((init.method ?? 'GET') !== 'GET') throw new Error('a page render only reads');
      const res = await app.inject({
        method: 'GET',
        url: apiPath,
        remoteAddress: req.ip,
        headers: {
          accept: 'application/json',
          'user-agent': req.headers['user-agent'] ?? '',
          ...(req.headers['accept-language'] ? { 'accept-language': req.headers['accept-language'] } : {}),
        },
      });
      const empty = res.statusCode === 204 || res.statusCode === 304 || res.rawPayload.length === 0;
      return new Response(empty ? null : new Uint8Array(res.rawPayload), {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
      });
    };

  async function renderNow(url: string, req: FastifyRequest) {
    const generation = cache.generation;
    bundle ??= import(pathToFileURL(bundlePath).href) as Promise<RenderBundle>;
    // The clock starts once the bundle is loaded: the first page of a busy server's life may wait longer.
    let timer: NodeJS.Timeout | undefined;
    let giveUp: (value: null) => void = () => {};
    const timeout = new Promise<null>((resolve) => {
      giveUp = resolve;
    });
    try {
      const { renderRequest } = await bundle;
      timer = setTimeout(() => giveUp(null), RENDER_TIMEOUT_MS);
      const out = await Promise.race([renderRequest(url, transport(req)), timeout]);
      if (!out) return null;
      // The product's name is written in after the render, as in the build's prerendered pages (the app
      // reads it from the page, so its HTML carries the placeholder too).
      const html = shell
        .replace(SLOT, () => `<div id="root" data-prerendered${languageMark(out.locale)}>${out.html}</div>`)
        .replaceAll('%PRODUCT_NAME%', ctx.config.PRODUCT_NAME)
        .replace('</body>', () => `  <script type="application/json" id="mb-query-state">${json(out.state)}</script>\n  </body>`);
      return { html, status: out.status, generation };
    } catch (err) {
      if (!broken) req.log.error({ err, url }, 'server render failed; the page gets the app shell');
      // A bundle that does not load stays off; a page's own failure is tried again next time.
      await bundle.catch(() => {
        broken = true;
      });
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    cached: (url) => cache.get(url),
    renders(url, pageStatus) {
      if (broken) return false;
      const row = matchAppRoute(url);
      if (row) return SERVER_RENDERED_PAGES.has(row.path);
      // A single segment no row takes is a member's profile when the profiles feature found a public one.
      return pageStatus === 200 && SERVER_RENDERED_PAGES.has('/:slug') && /^\/[^/]+$/.test(pagePath(url));
    },
    render(url, req, key = url) {
      // Visitors asking for the same page (from places that see the same profiles) at once share one render.
      let r = running.get(key);
      if (!r) {
        r = renderNow(url, req).finally(() => running.delete(key));
        running.set(key, r);
      }
      return r;
    },
    keep(key, page, generation) {
      const kept = { ...page, etag: `"${createHash('sha1').update(page.html).digest('base64url')}"` };
      cache.set(key, kept, generation);
      return kept;
    },
  };
}

/** The root's mark of a page rendered in another language than English (main.tsx hydrates it in that one). */
const languageMark = (locale: string | undefined) =>
  locale && locale !== 'en' && /^[a-zA-Z-]+$/.test(locale) ? ` data-locale="${locale}"` : '';

/** The query answers as a JSON script's text: `<` escaped so no text inside can close the script. */
function json(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
