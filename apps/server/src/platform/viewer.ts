import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is asking, for the rules that depend on where a request comes from rather than on what it names
 * (geo-blocking, features/geoblock): the client address Fastify derived under TRUST_PROXY (`req.ip`).
 * handle() and the page fallback run each request inside a scope; code outside a request (jobs, the
 * realtime fan-out) has none, and `viewerAddress()` answers undefined there.
 */
interface ViewerScope {
  ip: string | null;
  /** What a feature worked out once per request from the address (the place, the hidden profiles). */
  memo: Map<string, Promise<unknown>>;
}

const scope = new AsyncLocalStorage<ViewerScope>();

/** Runs `fn` as a request from `ip`. */
export function asViewer<T>(ip: string | null | undefined, fn: () => T): T {
  return scope.run({ ip: ip ?? null, memo: new Map() }, fn);
}

/** The current request's client address: null when it has none, undefined outside a request. */
export function viewerAddress(): string | null | undefined {
  return scope.getStore()?.ip;
}

/** `make()` once per request and key (outside a request: every time). */
export function perViewer<T>(key: string, make: () => Promise<T>): Promise<T> {
  const s = scope.getStore();
  if (!s) return make();
  let v = s.memo.get(key) as Promise<T> | undefined;
  if (!v) {
    v = make();
    s.memo.set(key, v);
  }
  return v;
}
