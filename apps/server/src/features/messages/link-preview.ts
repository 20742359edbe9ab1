import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { MESSAGING_LIMITS } from '@mb/contract/messaging';
import { isPublicAddress } from '../../platform/net-guard.ts';

/**
 * Link previews fetched by the server (README.md). A member's link must never make the
 * server reach inside its own network: only http and https; every address the name resolves to must
 * be public (no loopback, private, link-local, unique-local, CGNAT, multicast, reserved or unspecified,
 * IPv4-mapped IPv6 included), and the connection goes to the address that was checked (no second DNS
 * answer in between); each redirect is checked the same way, at most 3; the whole fetch has a time cap
 * and stops reading at a size cap. Anything else is no preview, never an error to the sender.
 */

export interface PreviewOptions {
  /** How a name becomes addresses (tests give their own). */
  resolve?: (host: string) => Promise<string[]>;
  /** Which addresses may be reached (tests allow their own loopback server). */
  allowAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface Preview {
  url: string;
  title: string | null;
  description: string | null;
  site_name: string | null;
}

const defaultResolve = async (host: string) => (await dnsLookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The first http(s) link in a message's text, if any. */
export function firstLink(text: string): string | null {
  const m = text.match(/\bhttps?:\/\/[^\s<>"']+/i);
  if (!m) return null;
  return m[0].replace(/[.,;:!?)\]]+$/, '');
}

class Refused extends Error {}

/** Fetches a page's title and description under the limits above; null when refused or unreadable. */
export async function fetchPreview(rawUrl: string, opts: PreviewOptions = {}): Promise<Preview | null> {
  const timeoutMs = opts.timeoutMs ?? MESSAGING_LIMITS.previewTimeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = new URL(rawUrl);
    for (let hop = 0; hop <= (opts.maxRedirects ?? MESSAGING_LIMITS.previewMaxRedirects); hop++) {
      const answer = await fetchOnce(url, opts, controller.signal);
      if (answer.kind === 'redirect') {
        url = new URL(answer.location, url);
        continue;
      }
      return parsePreview(url.toString(), answer.html);
    }
    return null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Checks a URL and connects to the checked address; refuses before any byte is sent otherwise. */
export async function checkedTarget(url: URL, opts: PreviewOptions): Promise<string> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Refused('scheme');
  if (url.username || url.password) throw new Refused('credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allow = opts.allowAddress ?? isPublicAddress;
  const addresses = isIP(host) ? [host] : await (opts.resolve ?? defaultResolve)(host);
  if (!addresses.length || !addresses.every(allow)) throw new Refused('address');
  return addresses[0] as string;
}

function fetchOnce(
  url: URL,
  opts: PreviewOptions,
  signal: AbortSignal,
): Promise<{ kind: 'redirect'; location: string } | { kind: 'page'; html: string }> {
  return checkedTarget(url, opts).then(
    (address) =>
      new Promise((resolve, reject) => {
        const client = url.protocol === 'https:' ? https : http;
        const req = client.request(
          url,
          {
            method: 'GET',
            signal,
            headers: { 'user-agent': 'Mozilla/5.0 (compatible; LinkPreview/1.0)', accept: 'text/html,application/xhtml+xml' },
            // Connect to the address that was checked, whatever DNS would answer now (no rebinding).
            lookup: (_host, options, cb) => {
              const family = isIP(address);
              if ((options as { all?: boolean }).all)
                (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address, family }]);
              else (cb as (e: null, a: string, f: number) => void)(null, address, family);
            },
          },
          (res) => {
            const status = res.statusCode ?? 0;
            if (status >= 300 && status < 400 && res.headers.location) {
              res.resume();
              return resolve({ kind: 'redirect', location: res.headers.location });
            }
            const type = String(res.headers['content-type'] ?? '');
            if (status !== 200 || !/text\/html|application\/xhtml/i.test(type)) {
              res.destroy();
              return reject(new Refused('not a page'));
            }
            const max = opts.maxBytes ?? MESSAGING_LIMITS.previewMaxBytes;
            const declared = Number(res.headers['content-length'] ?? 0);
            const chunks: Buffer[] = [];
            let size = 0;
            // A page bigger than the cap is read up to the cap: the head, where the title is, comes first.
            const finish = () => resolve({ kind: 'page', html: Buffer.concat(chunks).toString('utf8') });
            if (declared > max * 16) {
              res.destroy();
              return reject(new Refused('too large'));
            }
            res.on('data', (c: Buffer) => {
              size += c.length;
              chunks.push(size > max ? c.subarray(0, c.length - (size - max)) : c);
              if (size >= max) {
                res.destroy();
                finish();
              }
            });
            res.on('end', finish);
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      }),
  );
}

const decode = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

const clip = (s: string | null | undefined, max: number) => {
  if (!s) return null;
  const d = decode(s);
  if (!d) return null;
  return d.length > max ? `${d.slice(0, max - 1)}…` : d;
};

function meta(html: string, key: string): string | null {
  const re = new RegExp(`<meta[^>]+(?:property|name)=["']${key}["'][^>]*>`, 'i');
  const tag = html.match(re)?.[0];
  return tag?.match(/content=["']([^"']*)["']/i)?.[1] ?? null;
}

export function parsePreview(url: string, html: string): Preview | null {
  const title = clip(meta(html, 'og:title') ?? html.match(/<title[^>]*>([^<]*)<\/title>/i)?.[1], 200);
  const description = clip(meta(html, 'og:description') ?? meta(html, 'description'), 300);
  const site = clip(meta(html, 'og:site_name'), 100);
  if (!title && !description) return null;
  return { url, title, description, site_name: site ?? new URL(url).hostname };
}
