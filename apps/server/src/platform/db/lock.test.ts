import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock } from './lock.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'mb-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the data directory lock', () => {
  it('refuses a second holder, naming the directory and the holder pid; free again once released', async () => {
    const dir = path.join(root, 'a', 'db');
    const release = await acquireDataDirLock(dir);
    const refused = await acquireDataDirLock(dir).catch((e: Error) => e);
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toContain(dir);
    expect((refused as Error).message).toContain(`in use by another process (pid ${process.pid})`);
    // The same directory by another spelling is the same lock.
    const viaDots = path.join(root, 'a', '..', 'a', 'db');
    await expect(acquireDataDirLock(viaDots)).rejects.toThrow(/in use/);
    release();
    release();
    const again = await acquireDataDirLock(dir);
    again();
  });

  it('is not fooled by a pid file of an older version naming a live process', async () => {
    const dir = path.join(root, 'b', 'db');
    await acquireDataDirLock(path.join(root, 'b', 'other')).then((r) => r());
    // The old lock format: `<dir>.lock` with a pid; this very process is alive.
    writeFileSync(`${dir}.lock`, String(process.pid));
    const release = await acquireDataDirLock(dir);
    release();
  });

  it('locks different directories independently', async () => {
    const a = await acquireDataDirLock(path.join(root, 'c', 'db'));
    const b = await acquireDataDirLock(path.join(root, 'd', 'db'));
    a();
    b();
  });
});
