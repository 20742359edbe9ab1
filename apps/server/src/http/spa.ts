import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { isAppRoute } from '@mb/contract/app-routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { extensions } from '../platform/modules.ts';
import type { CachedPage } from '../platform/page-cache.ts';
import { asViewer } from '../platform/viewer.ts';
import { serveAssets } from './assets.ts';
import { withPageLanguage } from './page-language.ts';
import { createServerRenderer } from './ssr.ts';
import { wiringOf } from './wiring.ts';

/** A feature's answer for a page path it recognises: the status (and headers) index.html goes out with. */
export interface PageAnswer {
  status: number;
  headers?: Record<string, string>;
}
/** Lets a feature give its pages a real HTTP status, e.g. 404 for /{slug} when no member has that username. */
export type PageHook = (ctx: AppContext, path: string) => Promise<PageAnswer | undefined>;
/** index.html with one page's meta written in, and that page's status (the seo feature's, wired by app.ts). */
type PageRenderer = (indexHtml: string, url: string) => Promise<{ html: string; status: number }>;

declare module '../platform/modules.ts' {
  interface Extensions {
    /** A page status hook; asked in module order, the first answer wins. */
    'http.page_status': PageHook;
  }
}

async function answerPage(ctx: AppContext, url: string, req: FastifyRequest): Promise<PageAnswer | undefined> {
  try {
    for (const hook of extensions(ctx, 'http.page_status')) {
      const answer = await hook(ctx, url);
      if (answer) return answer;
    }
  } catch (err) {
    // The page still loads (status 200); the app in the browser decides what to show.
    req.log.warn({ err, url }, 'page status hook failed');
  }
  return undefined;
}

/**
 * Serves the built web app; any other GET that wants HTML gets index.html (client-side routing), with
 * that path's title, description and Open Graph tags written in, because crawlers do not run JavaScript.
 */
export async function installSpa(app: FastifyInstance, ctx: AppContext, renderPage: PageRenderer) {
  const dist = ctx.config.webDist;
  const indexPath = path.join(dist, 'index.html');
  const built = existsSync(indexPath);
  // The hashed assets (over 900 files with their .br and .gz copies) behind one route (http/assets.ts).
  // A missing asset falls through to the not-found handler below (a 404).
  if (built && existsSync(path.join(dist, 'assets'))) serveAssets(app, path.join(dist, 'assets'));
  if (built) {
    // The few files at the top (favicon, logos), each its own route, revalidated.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The raw templates are never served: they would carry no per-page meta.
      globIgnore: ['assets/**', 'prerendered/**', 'index.html'],
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/prerendered/'),
      setHeaders(res) {
        res.header('cache-control', 'no-cache');
      },
    });
  }
  const indexHtml = built ? readFileSync(indexPath, 'utf8').replaceAll('%PRODUCT_NAME%', ctx.config.PRODUCT_NAME) : null;
  const prerendered = built ? loadPrerendered(dist, ctx.config.PRODUCT_NAME) : new Map<string, () => string>();
  // index.html's inline head script (theme, session and consent marks before the first paint) runs
  // under the strict CSP by its hash, added to the pages' script-src only.
  const allowInline = indexHtml ? inlineScriptSources(indexHtml) : '';
  let csp: { from: string; to: string } | undefined;
  const pageCsp = (reply: FastifyReply) => {
    const from = reply.getHeader('content-security-policy');
    if (typeof from !== 'string' || !allowInline) return;
    if (csp?.from !== from) csp = { from, to: from.replace(/script-src ([^;]*)/, (_m, v: string) => `script-src ${v} ${allowInline}`) };
    reply.header('content-security-policy', csp.to);
  };
  // The visitors' content pages rendered at request time (http/ssr.ts), when the build has them.
  const ssr = built ? createServerRenderer(app, ctx, dist) : undefined;
  // Every page request runs as its client's (platform/viewer.ts): the features' page hooks and meta
  // leave out profiles hidden from its place (geo-blocking).
  return (req: FastifyRequest, reply: FastifyReply) => asViewer(req.ip, () => servePage(req, reply));
  async function servePage(req: FastifyRequest, reply: FastifyReply) {
    const [url = '/', query] = req.url.split('?');
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !url.startsWith('/api/') && !url.startsWith('/storage/');
    // A content page rendered a moment ago for another visitor, as it was sent (meta, status and all),
    // from a place that sees the same profiles (the variant is '' while nobody hides from anywhere).
    const variant = isPage && ssr ? await pageVariant(app, req) : '';
    const key = variant ? `${req.url}\n${variant}` : req.url;
    const kept = isPage && ssr && variant !== null ? ssr.cached(key) : undefined;
    if (kept) {
      pageCsp(reply);
      return sendRendered(req, reply, kept);
    }
    // A NUL byte or a broken escape names no page: 404 before any feature looks it up (PostgreSQL
    // text cannot hold a NUL, so a lookup would fail).
    if (isPage && indexHtml && !decodablePath(url)) {
      pageCsp(reply);
      return reply.status(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    }
    const page = isPage ? await answerPage(ctx, url, req) : undefined;
    const wantsHtml = page !== undefined || (isPage && !ASSET_PATH.test(url));
    if (!wantsHtml) {
      return reply.status(404).send({ error: { code: 'not_found', message: `No route for ${req.method} ${url}` } });
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built. Run `npm run build` (npm start does this for you).');
    }
    // A prerendered public page (the visitor's first paint, hydrated in the browser) for its bare path
    // or its language's address (prerenderedPage).
    const rendered = page && page.status !== 200 ? null : ssr?.renders(req.url, page?.status) ? await ssr.render(req.url, req, key) : null;
    const template = prerenderedPage(prerendered, url, query) || rendered?.html || indexHtml;
    let html = template;
    let status = 200;
    pageCsp(reply);
    try {
      const withMeta = await renderPage(template, req.url);
      html = withPageLanguage(withMeta.html, req.url, ctx.config.publicUrl);
      status = withMeta.status;
    } catch (err) {
      // The page still works without its meta; the app fills in the title itself.
      req.log.error({ err }, 'page meta failed');
    }
    // A path that is no page of the app's table and that no feature claims is a real 404 (the app
    // shows its Not Found page).
    if (!page && !isAppRoute(url)) status = 404;
    // A feature that recognises the path (e.g. /{username}) has the last word on its status.
    if (page) {
      status = page.status;
      if (page.headers) reply.headers(page.headers);
    }
    if (rendered && status === 200) {
      const headers = (page?.headers ?? {}) as Record<string, string>;
      return sendRendered(
        req,
        reply,
        (variant !== null ? ssr?.keep(key, { html, status, headers }, rendered.generation) : undefined) ?? {
          html,
          status,
          headers,
          etag: '',
        },
      );
    }
    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return sendCompressed(req, reply, html);
  }
}

/** The page variant of this request (HttpWiring.pageVariant); null (a failure): the page is neither read from the cache nor kept. */
async function pageVariant(app: FastifyInstance, req: FastifyRequest): Promise<string | null> {
  const ask = wiringOf(app).pageVariant;
  if (!ask) return '';
  try {
    return await ask();
  } catch (err) {
    req.log.warn({ err }, 'page variant failed; the page is rendered for this request alone');
    return null;
  }
}

/**
 * A server-rendered content page: revalidated on every visit (no-cache, so a takedown or an edit is
 * never served from a browser's or a proxy's copy), answered with 304 when the visitor has this one.
 */
function sendRendered(req: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.status(page.status).headers(page.headers).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  if (page.etag) {
    reply.header('etag', page.etag);
    if (req.headers['if-none-match'] === page.etag) return reply.status(304).send();
  }
  return sendCompressed(req, reply, page.html);
}

/**
 * A page's HTML, compressed when the browser accepts it (brotli, else gzip): a prerendered page is
 * 20-50 kB of markup that compresses to a fifth, and the first paint waits for all of it (issue 11).
 * The same page's HTML is the same for every visitor, so the last few compressed copies are kept.
 */
const compressedPages = new Map<string, Buffer>();
function sendCompressed(req: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
  if (!encoding || html.length < 1024) return reply.send(html);
  const key = encoding + html;
  let body = compressedPages.get(key);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
        : gzipSync(html);
    if (compressedPages.size >= 64) compressedPages.delete(compressedPages.keys().next().value as string);
    compressedPages.set(key, body);
  }
  return reply.header('content-encoding', encoding).send(body);
}

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name && (q === undefined || Number(q) > 0)) out.add(name.trim());
  }
  return out;
}

/**
 * A request for a file the build would have (a script, a style, a picture, a font): a missing one is a
 * plain 404. Any other path is a page, dots and all ('/jane.doe' is a username), and gets the app's
 * Not Found page when nothing claims it.
 */
const ASSET_PATH = /\.(?:m?js|css|map|json|txt|xml|webmanifest|wasm|png|jpe?g|gif|webp|avif|svg|ico|woff2?|ttf|otf|br|gz|mp4|webm|pdf)$/i;

/** Whether a raw path decodes to text without NUL bytes. */
function decodablePath(url: string): boolean {
  try {
    return !decodeURIComponent(url).includes('\u0000');
  } catch {
    return false;
  }
}

/**
 * dist/prerendered (scripts/prerender.mjs): a page's key (its path, `?lang=<locale>` for another language)
 * to its HTML, with the product's name written in. English pages are read at start; the other languages'
 * copies when first asked for (most servers never serve most of them).
 */
function loadPrerendered(dist: string, productName: string): Map<string, () => string> {
  const dir = path.join(dist, 'prerendered');
  const manifest = path.join(dir, 'pages.json');
  if (!existsSync(manifest)) return new Map();
  const pages = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>;
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8').replaceAll('%PRODUCT_NAME%', productName);
  return new Map(
    Object.entries(pages).map(([page, file]) => {
      if (!page.includes('?')) {
        const html = read(file);
        return [page, () => html];
      }
      let html: string | undefined;
      return [page, () => (html ??= read(file))];
    }),
  );
}

/**
 * The prerendered copy of a page for its bare path, or for `?lang=<locale>` alone (hreflang's addresses);
 * with any other query string the page may read it, so the app renders it in the browser.
 */
function prerenderedPage(pages: Map<string, () => string>, url: string, query: string | undefined): string | undefined {
  if (query === undefined) return pages.get(url)?.();
  if (!/^lang=[A-Za-z-]+$/.test(query)) return undefined;
  return pages.get(`${url}?${query}`)?.();
}

/** The CSP sources ('sha256-…') of a page's inline scripts. */
export function inlineScriptSources(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    )
    .join(' ');
}
