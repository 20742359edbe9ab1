import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAssets } from './assets.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'mb-assets-'));
const js = 'export const answer = 42;\n'.repeat(50);
const app = Fastify();

beforeAll(async () => {
  writeFileSync(path.join(dir, 'index-AbC123.js'), js);
  writeFileSync(path.join(dir, 'index-AbC123.js.br'), brotliCompressSync(js));
  writeFileSync(path.join(dir, 'index-AbC123.js.gz'), gzipSync(js));
  writeFileSync(path.join(dir, 'font-Xy9.woff2'), Buffer.from([1, 2, 3]));
  mkdirSync(path.join(dir, 'nested'));
  writeFileSync(path.join(dir, 'nested', 'secret.js'), 'no');
  serveAssets(app, dir);
  app.setNotFoundHandler((_req, reply) => reply.status(404).send({ error: { code: 'not_found' } }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the hashed assets', () => {
  it('serves the smallest copy the browser takes, immutable, with its length', async () => {
    const br = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(js).length);

    const gz = await app.inject({ url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/index-AbC123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    const head = await app.inject({ method: 'HEAD', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');

    const font = await app.inject({ url: '/assets/font-Xy9.woff2', headers: { 'accept-encoding': 'br' } });
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.headers.vary).toBeUndefined();
  });

  it('answers only the names in the folder: another spelling, a copy, a folder or a way out is a 404', async () => {
    for (const url of [
      '/assets/index-abc123.js',
      '/assets/index-AbC123.js.br',
      '/assets/nested/secret.js',
      '/assets/nested',
      '/assets/../assets.test.ts',
      '/assets/%2e%2e/assets.test.ts',
      '/assets/',
      '/assets/missing-abc.js',
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
