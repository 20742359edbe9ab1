import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../platform/context.ts';
import { escapeHtml } from '../../platform/html.ts';
import { loadSharp } from '../../platform/sharp.ts';
import { serviceWorkerSource } from './service-worker.ts';

// What makes the web app installable (issue 36): the manifest (the name follows PRODUCT_NAME, so it is
// the server's, not a static file), the icons drawn from the logo mark, the service worker (its text
// carries the release, so a new build is a new worker) and the offline page it keeps.

export const THEME = { dark: '#151111', light: '#fcfcfc' } as const;

const MARK = 'M7 23V9h3.2l5.8 8 5.8-8H25v14h-3.4v-8.6L16 22l-5.6-7.6V23z';
/** The logo mark on its own background: rounded for "any", full-bleed with the mark inside the safe zone for "maskable". */
const iconSvg = (size: number, maskable: boolean) =>
  maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" fill="${THEME.dark}"/><g transform="translate(6.4 6.4) scale(0.6)"><path d="${MARK}" fill="#e5484d"/></g></svg>`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}"><rect width="32" height="32" rx="7" fill="${THEME.dark}"/><path d="${MARK}" fill="#e5484d"/></svg>`;

export const ICONS = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
  'apple-touch-icon.png': { size: 180, maskable: true },
} as const;
export type IconName = keyof typeof ICONS;

const icons = new WeakMap<AppContext, Map<IconName, Promise<Buffer>>>();

export function iconPng(ctx: AppContext, name: IconName): Promise<Buffer> {
  let m = icons.get(ctx);
  if (!m) {
    m = new Map();
    icons.set(ctx, m);
  }
  let p = m.get(name);
  if (!p) {
    const { size, maskable } = ICONS[name];
    p = loadSharp().then((sharp) =>
      sharp(Buffer.from(iconSvg(size, maskable)))
        .png()
        .toBuffer(),
    );
    p.catch(() => m.delete(name));
    m.set(name, p);
  }
  return p;
}

export function manifest(ctx: AppContext) {
  const name = ctx.config.PRODUCT_NAME;
  return {
    id: '/dashboard',
    name,
    short_name: name.length > 12 ? name.slice(0, 12) : name,
    description: 'The professional network for the adult entertainment industry. 18+ only.',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME.dark,
    theme_color: THEME.dark,
    categories: ['business', 'social'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The release the worker belongs to: the app's version and the built index.html (its asset hashes). */
function release(ctx: AppContext): string {
  const index = path.join(ctx.config.webDist, 'index.html');
  const built = existsSync(index) ? readFileSync(index) : Buffer.alloc(0);
  return createHash('sha256').update(ctx.config.PRODUCT_NAME).update(built).digest('base64url').slice(0, 16);
}

const workers = new WeakMap<AppContext, string>();
export function serviceWorker(ctx: AppContext): string {
  let s = workers.get(ctx);
  if (!s) {
    s = serviceWorkerSource(release(ctx), ctx.config.PRODUCT_NAME);
    workers.set(ctx, s);
  }
  return s;
}

/** Shown by the worker for a page asked for while offline. No script (the site's CSP): "Try again" is a link to the same address. */
export function offlinePage(ctx: AppContext): string {
  const name = escapeHtml(ctx.config.PRODUCT_NAME);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark light">
<meta name="theme-color" content="${THEME.dark}">
<title>You are offline | ${name}</title>
<style>
  :root { color-scheme: dark light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${THEME.dark}; color: #f4f1f1; }
  @media (prefers-color-scheme: light) { body { background: ${THEME.light}; color: #1a1414; } p { color: #5b5152; } }
  main { max-width: 28rem; padding: 2rem; text-align: center; }
  h1 { font-size: 1.5rem; margin: 1rem 0 .5rem; }
  p { color: #b8adae; line-height: 1.5; }
  a.button { display: inline-block; margin-top: 1rem; padding: .625rem 1.25rem; border-radius: .5rem; background: #c9383e; color: #fff; text-decoration: none; font-weight: 600; }
  a.button:focus-visible { outline: 2px solid #fff; outline-offset: 2px; }
</style>
</head>
<body>
<main>
  <img src="/icons/icon-192.png" width="64" height="64" alt="">
  <h1>You are offline</h1>
  <p>${name} needs a connection for this page. Check your connection, then try again.</p>
  <a class="button" href="">Try again</a>
</main>
</body>
</html>
`;
}
