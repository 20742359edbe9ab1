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
}

export function httpHub(cfg: HttpHubConfig): ComplianceHub {
  const base = cfg.baseUrl.replace(/\/+$/, '');
  async function call<S extends z.ZodType>(method: 'GET' | 'POST', path: string, body: unknown, schema: S): Promise<z.infer<S> | null> {
    const url = new URL(base + path);
    const text = body === undefined ? '' : JSON.stringify(body);
    let res: Response;
    try {
      res = await fetch(url, {
        method,
        headers: {
          ...(text ? { 'content-type': 'application/json' } : {}),
          ...signHubRequest(cfg.credentials, method, url.pathname + url.search, text),
        },
        body: text || undefined,
        signal: AbortSignal.timeout(cfg.timeoutMs ?? 5000),
        redirect: 'error',
      });
    } catch (e) {
      throw new HubError(`hub unreachable: ${(e as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new HubError(`hub answered ${res.status} to ${method} ${url.pathname}`, res.status);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
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
