import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, repoRoot } from '../../src/platform/config.ts';
import type { AppContext } from '../../src/platform/context.ts';
import { closeContext, createContext } from '../../src/platform/context.ts';
import { freshDatabase } from '../helpers/test-app.ts';

// The prerendered public pages (docs/ARCHITECTURE.md "First page"): the real prerender (a server build
// of apps/web/src/entry-server.tsx, then scripts/prerender.mjs) into a temp dir beside the source
// index.html, served by the app as a browser gets it.

const root = repoRoot();
let app: FastifyInstance;
let ctx: AppContext;
let base: string;
let webDir: string;
let ssrDir: string;
let drop: () => Promise<void>;

function run(args: string[], cwd: string) {
  const r = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed:\n${r.stdout}\n${r.stderr}`);
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'mb-web-'));
  // Inside the repository: the server build imports React and the rest from its node_modules.
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  ssrDir = mkdtempSync(path.join(root, '.tmp', 'ssr-'));
  // index.html as the browser build writes it: its entry script and a modulepreload in the head.
  writeFileSync(
    path.join(webDir, 'index.html'),
    readFileSync(path.join(root, 'apps/web/index.html'), 'utf8')
      .replace(/\s*<script type="module" src="[^"]*"><\/script>/, '')
      .replace(
        '</head>',
        '<script type="module" crossorigin src="/assets/index-a1.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react-b2.js">\n<link rel="modulepreload" crossorigin href="/assets/utils-c3.js">\n</head>',
      ),
  );
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  run(
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir', '--logLevel', 'error'],
    path.join(root, 'apps/web'),
  );
  run([path.join(root, 'scripts/prerender.mjs'), ssrDir, webDir], root);
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      DATA_DIR: fresh.dataDir,
      PUBLIC_URL: 'https://models.example.org',
      PRODUCT_NAME: 'Velvet Rope',
    },
  );
  ctx = await createContext({ ...config, webDist: webDir }, { database: fresh.database, log: pino({ level: 'silent' }) });
  app = await buildApp(ctx);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});

afterAll(async () => {
  await app?.close();
  if (ctx) await closeContext(ctx);
  await drop?.();
  rmSync(webDir, { recursive: true, force: true });
  rmSync(ssrDir, { recursive: true, force: true });
});

const page = async (p: string) => {
  const r = await fetch(`${base}${p}`);
  return { status: r.status, csp: r.headers.get('content-security-policy') ?? '', html: await r.text() };
};
/** The HTML inside #root, up to the end of the body, without React's markers between text nodes. */
const rootOf = (html: string) => (/<div id="root"[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '').replaceAll('<!-- -->', '');

describe('prerendered public pages', () => {
  it("serves / with the home page's content in the HTML, the product's name written in, and its own meta", async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain('<div id="root" data-prerendered>');
    const content = rootOf(html);
    expect(content).toMatch(/<h1[^>]*>The professional network for the adult industry\.<\/h1>/);
    expect(content).toContain('Velvet Rope is where creators, studios and businesses meet');
    expect(content).toContain('>Join now');
    expect(html).not.toContain('%PRODUCT_NAME%');
    expect(html).toMatch(/<title>Velvet Rope – The professional network/);
    expect(html).toContain('<link rel="canonical" href="https://models.example.org/" />');
  });

  it('serves /pricing and /auth with their own content and titles', async () => {
    const pricing = await page('/pricing');
    expect(rootOf(pricing.html)).toContain('Free to join. Pay for what grows your business.');
    expect(pricing.html).toContain('<title>Pricing | Velvet Rope</title>');
    const auth = await page('/auth');
    expect(rootOf(auth.html)).toMatch(/<form[^>]*aria-label="Sign in"/);
  });

  it("serves a page's copy in the language its address asks for (?lang=, the hreflang alternates), marked with it", async () => {
    const de = await page('/?lang=de');
    expect(de.html).toContain('<div id="root" data-prerendered data-locale="de">');
    // (German's long compound carries a soft hyphen, so a phone can break it.)
    expect(rootOf(de.html).replaceAll('\u00ad', '')).toMatch(/<h1[^>]*>Das professionelle Netzwerk der Erwachsenenbranche\.<\/h1>/);
    expect(de.html).toContain('<html lang="de"');
    const es = await page('/auth?lang=es');
    expect(es.html).toContain('data-locale="es"');
    expect(rootOf(es.html)).toContain('Hola de nuevo');
    // An unknown language, or another parameter beside it: the shell (the app renders in the browser).
    for (const p of ['/?lang=xx', '/?lang=de&tab=join']) expect((await page(p)).html).toContain('<div id="root"><!--app--></div>');
  });

  it('serves the app shell for a path with a query string (the page may read it) and for member pages', async () => {
    for (const p of ['/auth?tab=join', '/dashboard']) {
      const { html } = await page(p);
      expect(html).toContain('<div id="root"><!--app--></div>');
    }
  });

  it('allows exactly the inline head script by its hash in the CSP, and no other inline script', async () => {
    const { html, csp } = await page('/');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('names the scripts of a prerendered page in links the head script loads after the first paint', async () => {
    const { html } = await page('/');
    expect(html).toContain('<link rel="mb-module" href="/assets/index-a1.js">');
    // React (and the router) run before the entry, each in a task of its own; the rest is preloaded.
    expect(html).toContain('<link rel="mb-module-first" href="/assets/react-b2.js">');
    expect(html).toContain('<link rel="mb-modulepreload" href="/assets/utils-c3.js">');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('rel="modulepreload"');
    // The app shell (a page that is not prerendered) loads them at once, as before.
    const shell = await page('/auth?tab=join');
    expect(shell.html).toContain('<script type="module" crossorigin src="/assets/index-a1.js"></script>');
    expect(shell.html).not.toContain('<link rel="mb-module');
  });

  it('sends the page compressed to a browser that accepts it, and plain to one that does not', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const r = await fetch(`${base}/`, { headers: { 'accept-encoding': accept } });
      expect(r.headers.get('content-encoding')).toBe(encoding);
      expect(r.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(rootOf(await r.text())).toContain('>Join now');
    }
  });

  it('never serves the prerendered files themselves', async () => {
    expect((await fetch(`${base}/prerendered/index.html`)).status).toBe(404);
    expect((await fetch(`${base}/prerendered/pages.json`)).status).toBe(404);
  });
});
