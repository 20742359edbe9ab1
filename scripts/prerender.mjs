// Renders the web app's public pages into copies of index.html (called by scripts/build.mjs after the
// server build of apps/web/src/entry-server.tsx): node scripts/prerender.mjs <ssr dist> <web dist>.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [ssrDist, webDist] = process.argv.slice(2);
const { render, PRERENDER_PATHS, LOCALES } = await import(pathToFileURL(path.join(ssrDist, 'entry-server.js')).href);
const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const slot = '<div id="root"><!--app--></div>';
if (!template.includes(slot)) throw new Error(`index.html has no ${slot}`);

// The page paints from its HTML and CSS alone: its scripts (the entry and its modulepreloads) become
// <link rel="mb-module"> / <link rel="mb-modulepreload"> tags, which the browser does not fetch, and
// index.html's head script loads them after the first paint. Requested with the HTML, they shared the
// connection with the CSS the paint waits for (Lighthouse's first paint counted them; issue 11).
// The two large libraries the entry imports (React and the router, chunks of their own: vite.config.ts)
// run as modules of their own first (mb-module-first): each is evaluated in a task of its own, and the
// entry, run once they have (index.html's head script), finds them done. Preloaded only, they were
// evaluated in the entry's one task, the longest of the page's start (one module map, keyed by URL).
const deferred = template
  .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, '<link rel="mb-module" href="$1">')
  .replace(/<link rel="modulepreload" crossorigin href="(\/assets\/(?:react|router)-[^"]+)">/g, '<link rel="mb-module-first" href="$1">')
  .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, '<link rel="mb-modulepreload" href="$1">');

// The text's font (Inter, latin) requested with the stylesheet rather than after it is parsed: the
// browser holds the first contentful paint briefly for a loading web font, so the font is on the paint's
// path. Found in the built stylesheet; a template without one (the tests' source index.html) is left as is.
const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/.exec(template)?.[1];
const font = stylesheet
  ? /url\((\/assets\/inter-latin-wght-normal-[^)]+\.woff2)\)/.exec(readFileSync(path.join(webDist, stylesheet), 'utf8'))?.[1]
  : undefined;
const withFont = (html) =>
  font
    ? html.replace(
        '<link rel="stylesheet"',
        `<link rel="preload" href="${font}" as="font" type="font/woff2" crossorigin>\n    <link rel="stylesheet"`,
      )
    : html;

const dir = path.join(webDist, 'prerendered');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const pages = {};
// Each page in every language (issue 36): English at the bare path, another language for `?lang=<locale>`
// (what the hreflang alternates link to), marked with its language so the browser hydrates it in that one.
for (const pagePath of PRERENDER_PATHS) {
  const name = pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '--');
  for (const locale of LOCALES) {
    const english = locale === 'en';
    const key = english ? pagePath : `${pagePath}?lang=${locale}`;
    const { html, status } = await render(key);
    if (status !== 200 || !html) throw new Error(`prerender ${key}: status ${status}`);
    const file = english ? `${name}.html` : `${name}.${locale}.html`;
    const rootTag = english ? '<div id="root" data-prerendered>' : `<div id="root" data-prerendered data-locale="${locale}">`;
    writeFileSync(
      path.join(dir, file),
      withFont(deferred).replace(slot, () => `${rootTag}${html}</div>`),
    );
    pages[key] = file;
  }
}
writeFileSync(path.join(dir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
// The page the server renders at request time (apps/server/src/http/ssr.ts) goes into the same template,
// scripts deferred and font preloaded as above; its content replaces the slot.
writeFileSync(path.join(dir, 'shell.html'), withFont(deferred));
console.error(`prerendered ${Object.keys(pages).length} pages`);
