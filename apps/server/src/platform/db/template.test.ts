import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { currentManifest, seedFromTemplate, type TemplateManifest, templateMismatch, writeManifest } from './template.ts';

const migrations = path.join(repoRoot(), 'apps/server/migrations');
const current = currentManifest(migrations);
const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(path.join(os.tmpdir(), 'mb-template-test-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('the shipped database template', () => {
  it('fits when made from this PGlite and a prefix of these migrations (the newer ones run after the copy)', () => {
    expect(current.migrations.length).toBeGreaterThan(1);
    expect(templateMismatch(current, current)).toBeNull();
    expect(templateMismatch({ ...current, migrations: current.migrations.slice(0, -1) }, current)).toBeNull();
  });

  it('is refused when missing, made by another PGlite, ahead of this install, or from an edited migration', () => {
    expect(templateMismatch(null, current)).toMatch(/no template/);
    expect(templateMismatch({ ...current, pglite: '0.0.1' }, current)).toMatch(/PGlite 0\.0\.1/);
    const ahead: TemplateManifest = { ...current, migrations: [...current.migrations, { tag: '9999_future', when: 1, sha256: 'x' }] };
    expect(templateMismatch(ahead, current)).toMatch(/migrations this install does not/);
    const edited = current.migrations.map((m, i) => (i === 1 ? { ...m, sha256: '0'.repeat(64) } : m));
    expect(templateMismatch({ ...current, migrations: edited }, current)).toMatch(/differs/);
    expect(templateMismatch({ ...current, format: 1 as 2 }, current)).toMatch(/format/);
  });

  it('is copied whole into an empty directory, and a stale one leaves the directory untouched', async () => {
    const template = tmp();
    mkdirSync(path.join(template, 'db/base'), { recursive: true });
    writeFileSync(path.join(template, 'db/PG_VERSION'), '17\n');
    writeFileSync(path.join(template, 'db/base/1'), 'x');
    writeManifest(template, current);
    const data = tmp();
    const dir = path.join(data, 'db');
    // A leftover of a copy that crashed half-way is replaced.
    mkdirSync(`${dir}.from-template`);
    expect(await seedFromTemplate(dir, template, migrations)).toMatchObject({ seeded: true });
    expect(readdirSync(dir).sort()).toEqual(['PG_VERSION', 'base']);
    expect(readdirSync(data)).toEqual(['db']);

    writeManifest(template, { ...current, pglite: '0.0.1' });
    const other = path.join(tmp(), 'db');
    expect(await seedFromTemplate(other, template, migrations)).toMatchObject({ seeded: false, reason: expect.stringMatching(/PGlite/) });
    expect(readdirSync(path.dirname(other))).toEqual([]);
  });
});
