import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSettingNames } from './features/site/config.ts';
import { repoRoot, settingNames } from './platform/config.ts';

// Every setting the server reads is a row of the README's configuration table, and every row is a
// setting the server reads: an operator learns what exists from that table alone.

const root = repoRoot();

/** The variable names in the first column of the table under README's "## Configuration". */
function readmeSettings(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## /m).find((s) => s.startsWith('Configuration'));
  if (!section) throw new Error('README.md has no "## Configuration" section');
  return [...section.matchAll(/^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/gm)].map((m) => m[1]!);
}

/** Names read straight from the environment in server code (`process.env.X`, `env.X`, `env['X']`). */
function directReads(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) {
        for (const m of readFileSync(p, 'utf8').matchAll(/\benv(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])/g)) {
          names.add((m[1] ?? m[2])!);
        }
      }
    }
  };
  walk(path.join(root, 'apps/server/src'));
  return [...names];
}

describe('README "Configuration" lists every setting', () => {
  const listed = new Set(readmeSettings());
  const read = new Set([...settingNames, ...siteSettingNames, ...directReads()]);

  it('finds the table', () => {
    expect(listed.size).toBeGreaterThan(10);
  });

  it('every setting the server reads has a row', () => {
    expect([...read].filter((n) => !listed.has(n))).toEqual([]);
  });

  it('every row is a setting the server reads', () => {
    expect([...listed].filter((n) => !read.has(n))).toEqual([]);
  });
});
