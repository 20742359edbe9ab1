import type { Tracing } from '../tracing-types.ts';
import type { Storage } from './storage.ts';

/** Storage whose calls are spans under the active request or job (tracing on); S3's HTTP calls nest inside. */
export function tracedStorage(storage: Storage, tracing: Tracing): Storage {
  const attrs = (bucket: string) => ({ 'storage.driver': storage.name, 'storage.bucket': bucket });
  return {
    ...storage,
    put: (bucket, key, body, type) =>
      tracing.span('storage put', { ...attrs(bucket), 'storage.bytes': body.length }, () => storage.put(bucket, key, body, type)),
    get: (bucket, key) => tracing.span('storage get', attrs(bucket), () => storage.get(bucket, key)),
    delete: (bucket, key) => tracing.span('storage delete', attrs(bucket), () => storage.delete(bucket, key)),
    list: (bucket, prefix) => tracing.span('storage list', attrs(bucket), () => storage.list(bucket, prefix)),
    ping: () => tracing.span('storage ping', { 'storage.driver': storage.name }, () => storage.ping()),
    writer(bucket, key, type) {
      const w = storage.writer(bucket, key, type);
      return { ...w, end: () => tracing.span('storage put', attrs(bucket), () => w.end()) };
    },
  };
}
