import type { Executor } from '../db/client.ts';
import type { Jobs } from '../jobs/jobs.ts';
import { type Bucket, isBucket, type Storage } from './storage.ts';

/** The job that deletes a file the storage refused to delete when asked (it was down). */
export const STORAGE_DELETE_JOB = 'storage.delete';

/**
 * A delete the storage could not do is done later by a job, tried again with backoff until the storage
 * is back: a feature removing the files of a failed upload (stored, then the row refused) while S3 is
 * down would otherwise leave them behind for ever, with no row naming them. The caller still sees the
 * failure (it logs it, as before); the job makes it good.
 */
export function retryFailedDeletes(storage: Storage, jobs: Jobs, db: Executor): Storage {
  const deleteNow = storage.delete;
  jobs.defineJob<{ bucket: string; key: string }>(
    STORAGE_DELETE_JOB,
    async ({ bucket, key }) => {
      if (isBucket(bucket)) await deleteNow(bucket, key);
    },
    // 10 s doubling to an hour, for about a day.
    { maxAttempts: 30, backoff: (n) => Math.min(10_000 * 2 ** (n - 1), 3_600_000) },
  );
  return {
    ...storage,
    async delete(bucket: Bucket, key: string) {
      try {
        await deleteNow(bucket, key);
      } catch (e) {
        // Keyed: a file whose delete failed twice is one job. Best effort: the database may be away too.
        await jobs
          .enqueue(db, {
            kind: STORAGE_DELETE_JOB,
            payload: { bucket, key },
            key: `${STORAGE_DELETE_JOB}:${bucket}/${key}`,
            runAt: new Date(Date.now() + 10_000),
          })
          .catch(() => null);
        throw e;
      }
    },
  };
}
