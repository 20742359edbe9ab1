// Renders the web app's public pages into copies of index.html (called by scripts/build.mjs after the
// server build of apps/web/src/entry-server.tsx): node scripts/prerender.mjs <ssr dist> <web dist>.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [ssrDist, webDist] = process.argv.slice(2);
const { render, PRERENDER_PATHS } = await import(pathToFileURL(path.join(ssrDist, 'entry-server.js')).href);
const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const slot = '<div id="root"><!--app--></div>';
if (!template.includes(slot)) throw new Error(`index.html has no ${slot}`);

const dir = path.join(webDist, 'prerendered');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const pages = {};
for (const pagePath of PRERENDER_PATHS) {
  const { html, status } = await render(pagePath);
  if (status !== 200 || !html) throw new Error(`prerender ${pagePath}: status ${status}`);
  const file = `${pagePath === '/' ? 'index' : pagePath.slice(1).replaceAll('/', '--')}.html`;
  writeFileSync(
    path.join(dir, file),
    template.replace(slot, () => `<div id="root" data-prerendered>${html}</div>`),
  );
  pages[pagePath] = file;
}
writeFileSync(path.join(dir, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
console.error(`prerendered ${Object.keys(pages).length} pages`);
