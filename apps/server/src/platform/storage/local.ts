import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Bucket, StorageDriver } from './storage.ts';

/** Files on local disk under DATA_DIR/storage/<bucket>/<key>. Writes are atomic (temp file + rename). */
export function createLocalDriver(root: string): StorageDriver {
  const file = (bucket: Bucket, key: string) => path.join(root, bucket, ...key.split('/'));
  return {
    name: 'local',
    async put(bucket, key, body) {
      const target = file(bucket, key);
      await mkdir(path.dirname(target), { recursive: true });
      const tmp = `${target}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, target);
    },
    async get(bucket, key) {
      try {
        const body = await readFile(file(bucket, key));
        return { body, size: body.length };
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(bucket, key) {
      await rm(file(bucket, key), { force: true });
    },
    async list(bucket, prefix) {
      const base = path.join(root, bucket);
      let names: string[];
      try {
        names = await readdir(base, { recursive: true });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw e;
      }
      const keys: string[] = [];
      for (const name of names) {
        const key = name.split(path.sep).join('/');
        // Folders and a write's temporary file are not objects.
        if (!key.startsWith(prefix) || key.endsWith('.tmp') || !/\.[a-z0-9]{2,5}$/.test(key)) continue;
        keys.push(key);
      }
      return keys.sort();
    },
  };
}
