import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the rest of the server sees of tracing (platform/tracing.ts, loaded only when
 * OTEL_EXPORTER_OTLP_ENDPOINT is set): types only, so importing this file loads nothing.
 */
export type SpanAttributes = Record<string, string | number | boolean>;

export interface SpanHandle {
  end(error?: unknown): void;
}

export interface Tracing {
  /** The raw HTTP handler, each request run in its own SERVER span's context (continuing a caller's traceparent). */
  wrapRequest(handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void;
  /** Names the request's span by its route once routed: `GET /api/v1/profiles/:id`. */
  nameRequest(req: IncomingMessage, route: string | undefined): void;
  /** A leaf span (an SQL statement) under the active span; null outside traced work. */
  begin(name: string, attributes: SpanAttributes, kind?: 'client' | 'internal'): SpanHandle | null;
  /** `work` inside a child span of the active one (or a new trace with `root`: a job run); plain `work()` outside traced work. */
  span<T>(name: string, attributes: SpanAttributes, work: () => Promise<T>, opts?: { root?: boolean }): Promise<T>;
  /** trace_id and span_id of the active span, for every log line written inside it. */
  logFields(): { trace_id?: string; span_id?: string };
  /** Sends what is queued now (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

/** A span's name for an SQL statement: its verb and first table (`select profiles`), never its values. */
export function sqlSpanName(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase() ?? 'sql';
  const table = /\b(?:from|into|update|join)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}
