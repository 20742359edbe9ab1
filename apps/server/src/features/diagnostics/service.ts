import { createHash } from 'node:crypto';
import { DIAGNOSTICS_MESSAGES, type DiagnosticsEcho, PROXY_HEADERS, type StorageProbe } from '@mb/contract/diagnostics';
import type { Locale } from '@mb/contract/locale';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { countryOf } from '../../platform/geoip.ts';
import { translate } from '../../platform/i18n.ts';
import { randomKey } from '../../platform/storage/storage.ts';

// The connection check (issue 31; contract diagnostics.ts): what the server sees of a request, and a
// storage round trip. Nothing is kept: the probe file is deleted before the answer goes out.

/** What the HTTP layer knows of a request, handed over by the route (so this file knows no Fastify). */
export interface SeenRequest {
  ip: string;
  peerIp: string | null;
  protocol: string;
  headers: Record<string, string | string[] | undefined>;
  /** The request's language: the reason a country is unknown is shown as it comes (issue 36). */
  locale: Locale;
}

const MAX_HEADER_VALUE = 500;

export async function echo(ctx: AppContext, seen: SeenRequest): Promise<DiagnosticsEcho> {
  const proxyHeaders = PROXY_HEADERS.flatMap((name) => {
    const raw = seen.headers[name];
    if (raw === undefined) return [];
    const value = Array.isArray(raw) ? raw.join(', ') : raw;
    return [{ name, value: value.slice(0, MAX_HEADER_VALUE) }];
  });
  const code = await countryOf(ctx.config, seen.ip, ctx.log);
  const reason = code
    ? null
    : translate(seen.locale, ctx.config.GEOIP_DB ? DIAGNOSTICS_MESSAGES.geoipUnknown : DIAGNOSTICS_MESSAGES.geoipUnset);
  return {
    server_time_ms: Date.now(),
    client_ip: seen.ip,
    peer_ip: seen.peerIp,
    trusts_proxy: ctx.config.TRUST_PROXY !== false,
    protocol: seen.protocol,
    country: { code, reason },
    proxy_headers: proxyHeaders,
  };
}

const since = (start: number) => Math.round((performance.now() - start) * 10) / 10;

/**
 * Stores the member's probe file, reads it back and deletes it, timing each step. A storage failure is
 * a 503 with a plain sentence for the page (the driver's error goes to the log, not to the member). The
 * file is under the private uploads bucket with a random key; it is deleted whatever happens after it
 * was written (a process that dies in between leaves one file of at most 64 KiB).
 */
export async function storageRoundTrip(ctx: AppContext, userId: string, body: Buffer): Promise<StorageProbe> {
  const key = randomKey('diagnostics', 'bin');
  const storage = ctx.storage;
  let start = performance.now();
  try {
    await storage.put('uploads', key, body, 'application/octet-stream');
  } catch (err) {
    ctx.log.warn({ err, userId }, 'connection check: storage write failed');
    throw new AppError('unavailable', DIAGNOSTICS_MESSAGES.storageWriteFailed);
  }
  const writeMs = since(start);
  let readMs = 0;
  let back: Buffer | null = null;
  try {
    start = performance.now();
    back = (await storage.get('uploads', key))?.body ?? null;
    readMs = since(start);
  } catch (err) {
    ctx.log.warn({ err, userId }, 'connection check: storage read failed');
  } finally {
    start = performance.now();
    await storage.delete('uploads', key).catch((err: unknown) => ctx.log.warn({ err, key }, 'connection check: probe file not deleted'));
  }
  const deleteMs = since(start);
  if (!back) throw new AppError('unavailable', DIAGNOSTICS_MESSAGES.storageReadFailed);
  const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  if (digest(back) !== digest(body)) throw new AppError('unavailable', DIAGNOSTICS_MESSAGES.storageMismatch);
  return {
    data: back.toString('base64'),
    bytes: back.length,
    driver: storage.name,
    write_ms: writeMs,
    read_ms: readMs,
    delete_ms: deleteMs,
  };
}
