// The bench's seeders run the product's own TypeScript (a feature's seeding SQL, the database client):
// an entry module is bundled with esbuild (npm packages stay external; the workspace's @mb/* packages
// are bundled) into node_modules/.cache/bench and imported.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { root } from './freshness.mjs';

/** Bundles `entry` (TypeScript source resolved from the repository root) as `name` and imports it. */
export async function importProductSource(name, entry) {
  const out = await bundleProductSource(name, entry);
  return import(`${pathToFileURL(out).href}?t=${Date.now()}`);
}

/** Bundles `entry` as `name`; the bundle's path, e.g. for a child process to run. */
export async function bundleProductSource(name, entry) {
  const out = path.join(root, `node_modules/.cache/bench/${name}.mjs`);
  await build({
    stdin: { contents: entry, resolveDir: root, loader: 'ts' },
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    plugins: [
      {
        name: 'external-npm',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@mb/') ? undefined : { path: a.path, external: true }));
        },
      },
    ],
    logLevel: 'warning',
  });
  return out;
}
