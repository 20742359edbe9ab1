import { randomUUID } from 'node:crypto';
import diagnostics from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { type Attributes, ROOT_CONTEXT, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { type Config, repoRoot } from './config.ts';
import type { Tracing } from './tracing-types.ts';

/**
 * OpenTelemetry traces (README "Traces"), loaded only when OTEL_EXPORTER_OTLP_ENDPOINT is set: main.ts
 * imports this file dynamically, so a server without it never loads any OpenTelemetry code.
 *
 * Instrumented by hand, not by the auto-instrumentations (they patch modules as they load, which the
 * bundled server does not do): one SERVER span per request (http/server.ts wraps the raw handler and
 * names the span by its contract route once routed), CLIENT spans for SQL (platform/db/client.ts),
 * storage (platform/traced.ts), outgoing HTTP (Node's http client and fetch, through their diagnostics
 * channels: hub, payments, webhooks, link previews, S3) and a span per job run (platform/jobs). Nothing is
 * registered globally: the context manager, propagator and provider are this instance's.
 */
export function startTracing(
  config: Pick<Config, 'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_HEADERS' | 'OTEL_SERVICE_NAME' | 'OTEL_TRACES_SAMPLER_ARG'>,
): Tracing {
  const version = packageVersion();
  const endpoint = (config.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').replace(/\/$/, '');
  if (!endpoint) throw new Error('startTracing needs OTEL_EXPORTER_OTLP_ENDPOINT');
  const exportUrl = `${endpoint}/v1/traces`;
  const collector = new URL(exportUrl);
  const contexts = new AsyncLocalStorageContextManager().enable();
  const propagator = new W3CTraceContextPropagator();
  const provider = new TracerProvider({
    resource: resourceFromAttributes({
      'service.name': config.OTEL_SERVICE_NAME,
      'service.version': version,
      'service.instance.id': randomUUID(),
    }),
    sampler: new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(config.OTEL_TRACES_SAMPLER_ARG) }),
    // Bounded queue: a collector that is down costs dropped spans, never the server's memory.
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: exportUrl, headers: parseHeaders(config.OTEL_EXPORTER_OTLP_HEADERS) }),
        maxQueueSize: 4096,
        scheduledDelayMillis: 2000,
      }),
    ],
  });
  const tracer = provider.getTracer('modelbase', version);
  const active = () => trace.getSpan(contexts.active());

  /** A child of the active span, or null outside any traced work (the job poller, start-up). */
  function child(name: string, kind: SpanKind, attributes: Attributes): Span | null {
    const parent = contexts.active();
    if (!trace.getSpan(parent)) return null;
    return tracer.startSpan(name, { kind, attributes }, parent);
  }
  const fail = (span: Span, error: unknown) => {
    if (error instanceof Error) span.recordException(error);
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message.slice(0, 200) : String(error) });
  };

  // Outgoing HTTP, both of Node's clients. The collector's own exports are never traced.
  const requests = new WeakMap<object, Span>();
  const ours = (host: string | undefined) => host === collector.host || host === collector.hostname;
  const onHttpStart = (msg: unknown) => {
    const request = (msg as { request: ClientRequest }).request;
    const host = request.getHeader('host')?.toString() ?? request.host;
    if (ours(host) || ours(request.host)) return;
    const span = child(`${request.method} ${request.host}`, SpanKind.CLIENT, {
      'http.request.method': request.method,
      'server.address': request.host,
      'url.path': request.path.split('?')[0] ?? '',
    });
    if (!span) return;
    requests.set(request, span);
    if (!request.headersSent) propagator.inject(trace.setSpan(contexts.active(), span), request, { set: (r, k, v) => r.setHeader(k, v) });
    const end = (error?: unknown) => {
      if (!requests.delete(request)) return;
      if (error) fail(span, error);
      span.end();
    };
    request.once('error', end);
    request.once('close', () => end());
  };
  const onHttpResponse = (msg: unknown) => {
    const { request, response } = msg as { request: ClientRequest; response: IncomingMessage };
    const span = requests.get(request);
    if (!span) return;
    requests.delete(request);
    span.setAttribute('http.response.status_code', response.statusCode ?? 0);
    if ((response.statusCode ?? 0) >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  interface UndiciRequest {
    method: string;
    origin: string;
    path: string;
    addHeader(name: string, value: string): void;
  }
  const onFetchStart = (msg: unknown) => {
    const request = (msg as { request: UndiciRequest }).request;
    let origin: URL;
    try {
      origin = new URL(request.origin);
    } catch {
      return;
    }
    if (ours(origin.host)) return;
    const span = child(`${request.method} ${origin.hostname}`, SpanKind.CLIENT, {
      'http.request.method': request.method,
      'server.address': origin.hostname,
      'url.path': request.path.split('?')[0] ?? '',
    });
    if (!span) return;
    requests.set(request, span);
    propagator.inject(trace.setSpan(contexts.active(), span), request, { set: (r, k, v) => r.addHeader(k, v) });
  };
  const onFetchHeaders = (msg: unknown) => {
    const { request, response } = msg as { request: object; response: { statusCode: number } };
    const span = requests.get(request);
    if (!span) return;
    requests.delete(request);
    span.setAttribute('http.response.status_code', response.statusCode);
    if (response.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  const onFetchError = (msg: unknown) => {
    const { request, error } = msg as { request: object; error: unknown };
    const span = requests.get(request);
    if (!span) return;
    requests.delete(request);
    fail(span, error);
    span.end();
  };
  const channels: [string, (msg: unknown) => void][] = [
    ['http.client.request.start', onHttpStart],
    ['http.client.response.finish', onHttpResponse],
    ['undici:request:create', onFetchStart],
    ['undici:request:headers', onFetchHeaders],
    ['undici:request:error', onFetchError],
  ];
  for (const [name, fn] of channels) diagnostics.subscribe(name, fn);

  const serverSpans = new WeakMap<IncomingMessage, Span>();

  return {
    wrapRequest(handler) {
      return (req, res) => {
        const parent = propagator.extract(ROOT_CONTEXT, req.headers, {
          get: (h, k) => h[k],
          keys: (h) => Object.keys(h),
        });
        const span = tracer.startSpan(
          req.method ?? 'HTTP',
          {
            kind: SpanKind.SERVER,
            attributes: { 'http.request.method': req.method ?? '', 'url.path': (req.url ?? '').split('?')[0] ?? '' },
          },
          parent,
        );
        serverSpans.set(req, span);
        const ctx = trace.setSpan(parent, span);
        res.once('close', () => {
          span.setAttribute('http.response.status_code', res.statusCode);
          if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          if (!res.writableFinished) span.setAttribute('http.aborted', true);
          span.end();
        });
        // Listeners of the request and response streams (the body's 'data' and 'end') run in the span's
        // context too, so the work after a body is read belongs to this request.
        contexts.bind(ctx, req);
        contexts.bind(ctx, res as ServerResponse);
        contexts.with(ctx, () => handler(req, res));
      };
    },
    nameRequest(req, route) {
      const span = serverSpans.get(req);
      if (!span || !route) return;
      span.updateName(`${req.method} ${route}`);
      span.setAttribute('http.route', route);
    },
    begin(name, attributes, kind = 'client') {
      const span = child(name, kind === 'client' ? SpanKind.CLIENT : SpanKind.INTERNAL, attributes);
      if (!span) return null;
      return {
        end(error) {
          if (error) fail(span, error);
          span.end();
        },
      };
    },
    async span(name, attributes, work, opts = {}) {
      const parent = contexts.active();
      if (!opts.root && !trace.getSpan(parent)) return work();
      const span = tracer.startSpan(
        name,
        { kind: opts.root ? SpanKind.CONSUMER : SpanKind.INTERNAL, attributes },
        opts.root ? ROOT_CONTEXT : parent,
      );
      try {
        return await contexts.with(trace.setSpan(opts.root ? ROOT_CONTEXT : parent, span), work);
      } catch (e) {
        fail(span, e);
        throw e;
      } finally {
        span.end();
      }
    },
    logFields() {
      const span = active();
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    flush: () => provider.forceFlush(),
    async shutdown() {
      for (const [name, fn] of channels) diagnostics.unsubscribe(name, fn);
      await provider.shutdown().catch(() => {});
      contexts.disable();
    },
  };
}

function packageVersion(): string {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** OTEL_EXPORTER_OTLP_HEADERS: `key=value,key2=value2` (values may be percent-encoded, as the spec says). */
function parseHeaders(raw: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const pair of raw?.split(',') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0) headers[pair.slice(0, at).trim()] = decodeURIComponent(pair.slice(at + 1).trim());
  }
  return headers;
}
