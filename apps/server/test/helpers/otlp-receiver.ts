import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/**
 * A small OTLP/HTTP trace receiver, as a collector is one (POST /v1/traces, protobuf): the test points
 * OTEL_EXPORTER_OTLP_ENDPOINT at it and reads what arrived over the wire. The protobuf is decoded here
 * by its wire format (field numbers from opentelemetry-proto's trace.proto), so nothing of the
 * exporter's own code checks the exporter.
 */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** 1 internal, 2 server, 3 client, 4 producer, 5 consumer */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  /** 0 unset, 1 ok, 2 error */
  status: number;
  service: string;
}

type Field = { no: number; wire: number; value: bigint | Buffer };

function* fields(buf: Buffer): Generator<Field> {
  let at = 0;
  const varint = () => {
    let result = 0n;
    let shift = 0n;
    for (;;) {
      const b = buf[at++];
      if (b === undefined) throw new Error('truncated varint');
      result |= BigInt(b & 0x7f) << shift;
      if (!(b & 0x80)) return result;
      shift += 7n;
    }
  };
  while (at < buf.length) {
    const key = Number(varint());
    const no = key >> 3;
    const wire = key & 7;
    if (wire === 0) yield { no, wire, value: varint() };
    else if (wire === 1) {
      yield { no, wire, value: buf.subarray(at, at + 8) };
      at += 8;
    } else if (wire === 2) {
      const len = Number(varint());
      yield { no, wire, value: buf.subarray(at, at + len) };
      at += len;
    } else if (wire === 5) {
      yield { no, wire, value: buf.subarray(at, at + 4) };
      at += 4;
    } else throw new Error(`unsupported wire type ${wire}`);
  }
}

const bytes = (f: Field) => f.value as Buffer;

function anyValue(buf: Buffer): string | number | boolean {
  for (const f of fields(buf)) {
    if (f.no === 1) return bytes(f).toString('utf8');
    if (f.no === 2) return (f.value as bigint) !== 0n;
    if (f.no === 3) return Number(BigInt.asIntN(64, f.value as bigint));
    if (f.no === 4) return bytes(f).readDoubleLE(0);
  }
  return '';
}

function keyValues(list: Buffer[]): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const kv of list) {
    let key = '';
    let value: string | number | boolean = '';
    for (const f of fields(kv)) {
      if (f.no === 1) key = bytes(f).toString('utf8');
      if (f.no === 2) value = anyValue(bytes(f));
    }
    out[key] = value;
  }
  return out;
}

function span(buf: Buffer, service: string): ReceivedSpan {
  const s: ReceivedSpan = { traceId: '', spanId: '', parentSpanId: '', name: '', kind: 0, attributes: {}, status: 0, service };
  const attrs: Buffer[] = [];
  for (const f of fields(buf)) {
    if (f.no === 1) s.traceId = bytes(f).toString('hex');
    else if (f.no === 2) s.spanId = bytes(f).toString('hex');
    else if (f.no === 4) s.parentSpanId = bytes(f).toString('hex');
    else if (f.no === 5) s.name = bytes(f).toString('utf8');
    else if (f.no === 6) s.kind = Number(f.value);
    else if (f.no === 9) attrs.push(bytes(f));
    else if (f.no === 15) for (const g of fields(bytes(f))) if (g.no === 3) s.status = Number(g.value);
  }
  s.attributes = keyValues(attrs);
  return s;
}

/** ExportTraceServiceRequest -> its spans. */
export function decodeTraces(body: Buffer): ReceivedSpan[] {
  const out: ReceivedSpan[] = [];
  for (const rs of fields(body)) {
    if (rs.no !== 1) continue;
    let service = '';
    const scopes: Buffer[] = [];
    for (const f of fields(bytes(rs))) {
      if (f.no === 1) {
        const attrs = [...fields(bytes(f))].filter((g) => g.no === 1).map(bytes);
        service = String(keyValues(attrs)['service.name'] ?? '');
      } else if (f.no === 2) scopes.push(bytes(f));
    }
    for (const scope of scopes) for (const f of fields(scope)) if (f.no === 2) out.push(span(bytes(f), service));
  }
  return out;
}

export interface OtlpReceiver {
  url: string;
  spans: ReceivedSpan[];
  /** Requests that were not a protobuf POST to /v1/traces. */
  rejected: string[];
  close(): Promise<void>;
}

export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const rejected: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces' || req.headers['content-type'] !== 'application/x-protobuf') {
        rejected.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
        res.writeHead(415).end();
        return;
      }
      let body = Buffer.concat(chunks);
      if (req.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      spans.push(...decodeTraces(body));
      // ExportTraceServiceResponse with nothing rejected: an empty message.
      res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    rejected,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
