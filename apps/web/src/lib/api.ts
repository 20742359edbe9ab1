import type { ErrorCode } from '@mb/contract/errors';
import { decodeRoute } from '@mb/contract/route-code';
import { ROUTE_TABLE } from '@mb/contract/route-table';
import type { RouteBody, RouteName, RouteResponse } from '@mb/contract/routes';
import { MESSAGES } from '@mb/contract/ui-text';
import { intlLocale, tm } from './i18n';
import { ensureFreshSession, getSession, setSession } from './session';

// Only methods and paths are needed here: the generated table carries no zod, so calling the API does
// not pull zod into the first page (types still come from routes.ts).

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode | 'network',
    message: string,
    public readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface CallOptions<N extends RouteName> {
  body?: RouteBody<N> | FormData;
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Upload progress (0-1), for multipart bodies. */
  onProgress?: (fraction: number) => void;
}

let memberTable: Promise<Record<string, string>> | undefined;
/**
 * A route's method and path. The first page carries the public routes; the ones that need a token come
 * from their own table, loaded on the first call of one (a visitor's first page never needs it).
 */
async function routeCode(name: string): Promise<string> {
  const code = ROUTE_TABLE[name];
  if (code) return code;
  memberTable ??= import('@mb/contract/route-table-member').then((m) => m.MEMBER_ROUTE_TABLE);
  const member = (await memberTable)[name];
  if (!member) throw new Error(`unknown route ${name}`);
  return member;
}

/**
 * How a request reaches the server: the browser's fetch; the server's own render of a visitor's page
 * (entry-server.tsx) hands in an in-process one, so its reads are the anonymous API's own answers.
 */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);
export function setApiTransport(next: typeof transport) {
  transport = next;
}

/** Typed call of one contract route. Adds the (fresh) access token; errors become ApiError. */
export async function api<N extends RouteName>(name: N, opts: CallOptions<N> = {}): Promise<RouteResponse<N>> {
  const [method, template] = decodeRoute(await routeCode(name));
  let path: string = template.replace(/:([A-Za-z_]+)/g, (_, p: string) => encodeURIComponent(opts.params?.[p] ?? ''));
  if (opts.query) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(opts.query)) if (v !== undefined) q.set(k, String(v));
    const qs = q.toString();
    if (qs) path += `?${qs}`;
  }
  // The server answers its messages in the interface's language (issue 36).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': intlLocale() };
  const session = await ensureFreshSession();
  if (session) headers.authorization = `Bearer ${session.access_token}`;
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const body = opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body);

  if (isForm && opts.onProgress) {
    return xhr(method, path, headers, body as FormData, opts.onProgress, opts.signal) as Promise<RouteResponse<N>>;
  }

  let res: Response;
  try {
    res = await transport(path, { method, headers, body, signal: opts.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network', tm(MESSAGES.networkFailed));
  }
  return parse(res.status, await res.text(), session?.access_token) as RouteResponse<N>;
}

function parse(status: number, text: string, token: string | undefined): unknown {
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (status >= 200 && status < 300) return data;
  const err = (data as { error?: { code: ErrorCode; message: string; fields?: Record<string, string> } })?.error;
  // The server ended this session (signed out elsewhere, revoked): drop it locally too, unless the tab
  // moved to another session meanwhile (switching accounts revokes the one an answer was asked with).
  if (status === 401 && token && getSession()?.access_token === token) setSession(null);
  throw new ApiError(status, err?.code ?? 'internal', err?.message ?? MESSAGES.requestFailed, err?.fields ?? {});
}

function xhr(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: FormData,
  onProgress: (f: number) => void,
  signal?: AbortSignal,
) {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const x = new XMLHttpRequest();
    signal?.addEventListener('abort', () => x.abort(), { once: true });
    x.onabort = () => reject(aborted());
    x.open(method, path);
    for (const [k, v] of Object.entries(headers)) x.setRequestHeader(k, v);
    x.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    x.onerror = () => reject(new ApiError(0, 'network', tm(MESSAGES.networkFailed)));
    x.onload = () => {
      try {
        resolve(parse(x.status, x.responseText, headers.authorization?.slice(7)));
      } catch (e) {
        reject(e);
      }
    };
    x.send(body);
  });
}
