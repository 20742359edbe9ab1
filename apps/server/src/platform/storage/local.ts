import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
  };
}
