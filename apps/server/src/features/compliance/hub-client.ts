import http from 'node:http';
import https from 'node:https';
import type { z } from 'zod';
import {
  HUB_API,
  type HubCredentials,
  type HubUserAnswer,
  hubCreateSessionAnswer,
  hubUrlAnswer,
  hubUserAnswer,
  signHubRequest,
} from '../../platform/hub-protocol.ts';
import { OutgoingRefused, outgoingUrlProblem, pinnedLookup, resolveOutgoing } from '../../platform/net-guard.ts';

/** The hub did not answer, or answered something we cannot use. Never shown to members as is. */
export class HubError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * What the app needs from a compliance hub (spec §7 generate-vaulth-sso-token, vaulth-sso-login,
 * sso-token-exchange, vaulth-user-info). One implementation speaks the hub protocol over HTTP
 * (platform/hub-protocol.ts); configuration points it at an external hub or at the built-in one under
 * {this server}/hub, so the built-in hub is always reached the same way an external one is.
 */
export interface ComplianceHub {
  /** 'vaulth' for an external hub, 'vaulth-builtin' for ours: stored as user_verification_status.provider. */
  readonly provider: string;
  readonly credentials: HubCredentials;
  createSsoSession(input: {
    userId: string;
    email: string;
    displayName: string | null;
    verificationType: 'identity' | 'domain';
  }): Promise<{ session_id: string; session_token: string }>;
  /** The hub page for a session, sending the member to returnUrl (absolute) when done; null: not this member's or spent. */
  verificationUrl(input: { userId: string; sessionToken: string; returnUrl: string }): Promise<string | null>;
  /** The hub's sign-in page for an e-mail, continuing at targetPath (a same-site path of the app). */
  ssoExchange(email: string, targetPath: string): Promise<string>;
  /** The member's identity status and domains (user null: the hub has never seen them). */
  userInfo(userId: string): Promise<HubUserAnswer>;
  /** A one-use link into the hub's operator console. */
  operatorLink(operatorId: string, operatorName: string): Promise<string>;
}

export interface HttpHubConfig {
  /** e.g. https://hub.example.com or http://127.0.0.1:3000/hub (no trailing slash). */
  baseUrl: string;
  credentials: HubCredentials;
  provider: string;
  timeoutMs?: number;
  /**
   * Whether the hub may be http:// or on a private, loopback or link-local address: true for the
   * built-in hub (this process's own address), the WEBHOOKS_ALLOW_PRIVATE rule for an external one.
   */
  allowPrivate: boolean;
}

/** The most of a hub's answer read (its answers are small JSON objects). */
const ANSWER_MAX = 256 * 1024;

/**
 * One request to the hub through the outgoing address check (platform/net-guard.ts): the URL as
 * written, then every address its host resolves to, the connection pinned to the checked address and
 * redirects not followed. Members' e-mails go to the hub, so a URL aimed inside is refused (issue 31).
 */
async function hubRequest(
  url: URL,
  init: { method: string; headers: Record<string, string>; body: string; timeoutMs: number; allowPrivate: boolean },
): Promise<{ status: number; text: string }> {
  const problem = outgoingUrlProblem(url.toString(), init.allowPrivate);
  if (problem) throw new HubError(`hub URL refused (${problem})`);
  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveOutgoing(url.hostname, init.allowPrivate);
  } catch (e) {
    throw new HubError(e instanceof OutgoingRefused ? e.message : `hub unreachable: ${(e as Error).message}`);
  }
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: init.method,
        headers: { ...init.headers, ...(init.body ? { 'content-length': String(Buffer.byteLength(init.body)) } : {}) },
        lookup: pinnedLookup(target) as never,
        signal: AbortSignal.timeout(init.timeoutMs),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          size += c.length;
          if (size > ANSWER_MAX) req.destroy(new Error('the answer is too large'));
          else chunks.push(c);
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', (e) => reject(new HubError(`hub unreachable: ${e.message}`)));
      },
    );
    req.on('error', (e) => reject(new HubError(`hub unreachable: ${e.message}`)));
    req.end(init.body || undefined);
  });
}

export function httpHub(cfg: HttpHubConfig): ComplianceHub {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  async function call<S extends z.ZodType>(method: 'GET' | 'POST', path: string, body: unknown, schema: S): Promise<z.infer<S> | null> {
    const url = new URL(base + path);
    const text = body === undefined ? '' : JSON.stringify(body);
    const res = await hubRequest(url, {
      method,
      headers: {
        ...(text ? { 'content-type': 'application/json' } : {}),
        ...signHubRequest(cfg.credentials, method, url.pathname + url.search, text),
      },
      body: text,
      timeoutMs: cfg.timeoutMs ?? 5000,
      allowPrivate: cfg.allowPrivate,
    });
    if (res.status === 404) return null;
    // A redirect is not followed: the hub answers where it is configured, or not at all.
    if (res.status < 200 || res.status >= 300) throw new HubError(`hub answered ${res.status} to ${method} ${url.pathname}`, res.status);
    let json: unknown;
    try {
      json = JSON.parse(res.text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new HubError(`hub answered ${method} ${url.pathname} with an unexpected body`);
    return parsed.data;
  }
  const must = <T>(v: T | null, what: string): T => {
    if (v === null) throw new HubError(`hub does not know ${what}`, 404);
    return v;
  };
  return {
    provider: cfg.provider,
    credentials: cfg.credentials,
    async createSsoSession(input) {
      const body = {
        external_user_id: input.userId,
        email: input.email,
        display_name: input.displayName,
        verification_type: input.verificationType,
      };
      const r = must(await call('POST', HUB_API.createSession, body, hubCreateSessionAnswer), 'the session route');
      return { session_id: r.session_id, session_token: r.session_token };
    },
    async verificationUrl(input) {
      const body = { external_user_id: input.userId, session_token: input.sessionToken, return_url: input.returnUrl };
      const r = await call('POST', HUB_API.verificationUrl, body, hubUrlAnswer);
      return r?.url ?? null;
    },
    async ssoExchange(email, targetPath) {
      return must(await call('POST', HUB_API.exchange, { email, target_url: targetPath }, hubUrlAnswer), 'the exchange route').url;
    },
    async userInfo(userId) {
      return (await call('GET', HUB_API.user(userId), undefined, hubUserAnswer)) ?? { user: null, verified_domains: [] };
    },
    async operatorLink(operatorId, operatorName) {
      const body = { operator_id: operatorId, operator_name: operatorName };
      return must(await call('POST', HUB_API.operatorSession, body, hubUrlAnswer), 'the operator route').url;
    },
  };
}
