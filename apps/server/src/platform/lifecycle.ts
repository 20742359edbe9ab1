/**
 * Where this instance is in its life (ARCHITECTURE "Graceful stop"). Serving until `beginStop()`
 * (SIGTERM): from then on the readiness check answers 503 and every response closes its connection,
 * so balancers move to the other instances while the requests in flight finish here.
 */
export interface Lifecycle {
  readonly stopping: boolean;
  /** Aborted when the stop begins. */
  readonly signal: AbortSignal;
  beginStop(): void;
}

export function createLifecycle(): Lifecycle {
  const stop = new AbortController();
  return {
    get stopping() {
      return stop.signal.aborted;
    },
    signal: stop.signal,
    beginStop: () => stop.abort(),
  };
}
