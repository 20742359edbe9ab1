import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, type FileHandle, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
    writer(bucket, key) {
      const target = file(bucket, key);
      const tmp = `${target}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
      let handle: FileHandle | null = null;
      let size = 0;
      const opened = async () => {
        if (!handle) {
          await mkdir(path.dirname(target), { recursive: true });
          handle = await open(tmp, 'w');
        }
        return handle;
      };
      return {
        async write(chunk) {
          const h = await opened();
          for (let at = 0; at < chunk.length; ) at += (await h.write(chunk, at)).bytesWritten;
          size += chunk.length;
        },
        async end() {
          await (await opened()).close();
          await rename(tmp, target);
          return size;
        },
        async abort() {
          await handle?.close().catch(() => {});
          await rm(tmp, { force: true });
        },
      };
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
    async ping() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
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
