import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { isPublicAddress, OutgoingRefused, pinnedLookup, resolveOutgoing } from '../../platform/net-guard.ts';

/**
 * Sending one signed webhook over HTTP(S) (README.md). The host is resolved
 * here, every address checked against the private ranges (unless allowed: dev and test), and the
 * connection made to the checked address itself (a pinned lookup), so a name that resolves to a public
 * address at the check and a private one at the connect (DNS rebinding) cannot reach inside.
 * Redirects are not followed (a 3xx is a failed attempt).
 */

/** Whether an IP address is one webhooks must not reach in production (platform/net-guard.ts). */
export const isPrivateAddress = (address: string): boolean => !isPublicAddress(address);

/** `MB-Signature`'s value: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`. */
export function signatureHeader(secret: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

export interface SendInput {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
  snippetMax: number;
  signal?: AbortSignal;
}

export interface SendResult {
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  snippet: string | null;
}

/** One attempt: POSTs the body and answers what happened (never throws). */
export async function sendWebhook(input: SendInput): Promise<SendResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return { ok: false, statusCode: null, durationMs: 0, error: 'The endpoint URL is not valid.', snippet: null };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && input.allowPrivate))
    return { ok: false, statusCode: null, durationMs: 0, error: 'Only https:// endpoints are allowed.', snippet: null };
  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveOutgoing(url.hostname, input.allowPrivate);
  } catch (e) {
    return {
      ok: false,
      statusCode: null,
      durationMs: elapsed(),
      error: e instanceof OutgoingRefused ? e.message : `DNS: ${(e as Error).message}`,
      snippet: null,
    };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (r: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...r, durationMs: elapsed() });
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...input.headers, 'content-length': Buffer.byteLength(input.body) },
        // The connection goes to the address checked above, never to a second resolution of the name.
        lookup: pinnedLookup(target) as never,
        signal: input.signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < input.snippetMax * 4) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const code = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8');
          const snippet = text ? text.slice(0, input.snippetMax) : null;
          const ok = code >= 200 && code < 300;
          done({ ok, statusCode: code, error: ok ? null : `The endpoint answered ${code}.`, snippet });
        });
        res.on('error', (e) => done({ ok: false, statusCode: res.statusCode ?? null, error: e.message, snippet: null }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`No answer within ${Math.round(input.timeoutMs / 1000)} s.`));
    }, input.timeoutMs);
    req.on('error', (e) => done({ ok: false, statusCode: null, error: e.message, snippet: null }));
    req.end(input.body);
  });
}
