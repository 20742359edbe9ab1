import { createReadStream, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

// The web build's hashed assets (`/assets/<name>`), with the .br and .gz copies the build writes. The
// folder is listed once at start: a request is served only when its name is one of the files, so no
// other path (`..`, another spelling of a name, a folder) can reach the disk. @fastify/static's wildcard
// route listed the folder (about a thousand files) twice on every request to check the spelling of the
// path, the server's costliest work while the browser tests load pages (scripts/bench.md "Test time").

const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  wasm: 'application/wasm',
  txt: 'text/plain; charset=utf-8',
};

/** Whether an Accept-Encoding header takes the coding (and does not refuse it with q=0). */
function accepts(header: string, coding: string): boolean {
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name !== coding) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export function serveAssets(app: FastifyInstance, dir: string) {
  const sizes = new Map<string, number>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isFile()) sizes.set(entry.name, statSync(path.join(dir, entry.name)).size);
  }
  app.route({
    method: ['GET', 'HEAD'],
    url: '/assets/*',
    handler(req, reply) {
      const name = (req.params as { '*': string })['*'];
      if (!sizes.has(name) || name.endsWith('.br') || name.endsWith('.gz')) return reply.callNotFound();
      const accept = String(req.headers['accept-encoding'] ?? '');
      const br = sizes.has(`${name}.br`);
      const gz = sizes.has(`${name}.gz`);
      const coding = br && accepts(accept, 'br') ? 'br' : gz && accepts(accept, 'gzip') ? 'gzip' : null;
      const file = coding === 'br' ? `${name}.br` : coding === 'gzip' ? `${name}.gz` : name;
      reply
        .header('content-type', TYPES[name.split('.').at(-1) ?? ''] ?? 'application/octet-stream')
        .header('content-length', String(sizes.get(file)))
        // Hashed names never change.
        .header('cache-control', 'public, max-age=31536000, immutable');
      if (br || gz) reply.header('vary', 'accept-encoding');
      if (coding) reply.header('content-encoding', coding);
      if (req.method === 'HEAD') return reply.send();
      return reply.send(createReadStream(path.join(dir, file)));
    },
  });
}
