import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

/**
 * /enterprise/developer-settings (issue 17, spec §2; enterprise accounts only): API keys for the public
 * REST API under /api/public/v1 (public-api.ts). The spec names only the page; the rules, chosen here:
 * - A key is `mbk_live_` + 32 random characters (24 random bytes, base64url). Only its SHA-256 is
 *   stored (with 192 random bits a plain hash cannot be guessed back; lookups are by hash, one index),
 *   plus its first characters as a prefix for lists (`mbk_live_ab12`). The full key is answered once, by
 *   the create call, and never again.
 * - Scopes: per area (profiles, portfolio, casting, events) none, read or write; write includes read.
 *   Stored as a text array of `area:level`, one entry per area at most. Every valid key may list the
 *   enterprise's linked studios (ids and names), since every area is addressed by studio.
 * - Expiry: 30, 90 or 365 days, or never. An expired or revoked key answers 401 at once.
 * - Who manages keys: the enterprise account itself and its Admin sub-users. Managers and Viewers see
 *   the list (names and prefixes, never secrets) but cannot create or revoke (the sub-user role rule
 *   refuses Managers here; Viewers are read-only everywhere). A studio session made by 'Use Platform
 *   as' is the studio, not an enterprise: refused.
 * - `last_used_at` is written at most once a minute per key (API_KEY_LAST_USED_EVERY_S), so a busy key
 *   costs no write per request.
 * - Every creation and revocation is recorded as a security event (security_api_key_created /
 *   security_api_key_revoked: the enterprise, the member who did it, the key's id, prefix and scopes).
 * - At most API_KEYS_MAX unrevoked keys per enterprise; revoked keys stay listed (status Revoked).
 */

export const API_KEY_PREFIX = 'mbk_live_';
/** Characters of the secret shown after API_KEY_PREFIX in lists. */
export const API_KEY_PREFIX_CHARS = 4;
export const API_KEYS_MAX = 50;
export const API_KEY_NAME_MAX = 60;
export const API_KEY_LAST_USED_EVERY_S = 60;

export const API_SCOPE_AREAS = ['profiles', 'portfolio', 'casting', 'events'] as const;
export type ApiScopeArea = (typeof API_SCOPE_AREAS)[number];
export const API_SCOPE_LEVELS = ['read', 'write'] as const;
export type ApiScopeLevel = (typeof API_SCOPE_LEVELS)[number];
export type ApiScope = `${ApiScopeArea}:${ApiScopeLevel}`;
export const API_SCOPES = API_SCOPE_AREAS.flatMap((a) => API_SCOPE_LEVELS.map((l) => `${a}:${l}` as ApiScope));

export const API_SCOPE_LABELS: Record<ApiScopeArea, { label: string; hint: string }> = {
  profiles: { label: 'Profiles', hint: 'The studios’ public profiles.' },
  portfolio: { label: 'Portfolio', hint: 'Portfolio statistics: items, views, likes.' },
  casting: { label: 'Casting', hint: 'Casting calls and their applications; write changes an application’s status.' },
  events: { label: 'Events', hint: 'MB Events the studios organize.' },
};

/** Whether `scopes` grant `level` on `area` (write includes read). */
export function scopeAllows(scopes: readonly string[], area: ApiScopeArea, level: ApiScopeLevel): boolean {
  return scopes.includes(`${area}:write`) || (level === 'read' && scopes.includes(`${area}:read`));
}

export const API_KEY_EXPIRY_CHOICES = ['30', '90', '365', 'never'] as const;
export type ApiKeyExpiry = (typeof API_KEY_EXPIRY_CHOICES)[number];
export const API_KEY_EXPIRY_LABELS: Record<ApiKeyExpiry, string> = {
  '30': '30 days',
  '90': '90 days',
  '365': '1 year',
  never: 'Never',
};

/** Per key: API_RATE_LIMIT.max requests per API_RATE_LIMIT.windowSeconds (the spec names no figure). */
export const API_RATE_LIMIT = { max: 600, windowSeconds: 60 } as const;

export const DEVELOPER_MESSAGES = {
  enterpriseOnly: 'Developer settings are for enterprise accounts.',
  adminOnly: 'Only the enterprise or its Admin sub-users can create or revoke API keys.',
  nameRequired: 'Give the key a name.',
  nameTooLong: `Use at most ${API_KEY_NAME_MAX} characters.`,
  scopesRequired: 'Choose at least one area the key may read.',
  scopeInvalid: 'Unknown scope.',
  expiryInvalid: 'Choose when the key expires.',
  tooMany: `An enterprise can have at most ${API_KEYS_MAX} active API keys. Revoke one first.`,
  notFound: 'No such API key.',
  alreadyRevoked: 'This key is already revoked.',
  created: 'API key created',
  revoked: 'API key revoked',
  shownOnce: 'Copy this key now. It is shown only once: we keep only a hash of it and cannot show it again.',
  empty: 'Create a key to let your own systems read your linked studios’ data.',
  // Public API answers (401/403/404/429).
  keyMissing: 'Send your API key as "Authorization: Bearer <key>".',
  keyUnknown: 'This API key is not valid.',
  keyRevoked: 'This API key has been revoked.',
  keyExpired: 'This API key has expired.',
  /** {scope}: area:level, e.g. casting:write. */
  scopeMissing: 'This API key lacks the scope {scope}.',
  studioNotFound: 'No such studio linked to your enterprise.',
  rateLimited: `Too many requests: at most ${API_RATE_LIMIT.max} a minute per key.`,
} as const;

const M = DEVELOPER_MESSAGES;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `mbk_live_ab12`: enough to tell keys apart, useless to call with. */
  prefix: z.string(),
  scopes: z.array(z.string()),
  created_at: z.string(),
  /** Who made it: the enterprise itself or a sub-user (their name). */
  created_by: z.string().nullable(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  status: z.enum(['active', 'expired', 'revoked']),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({
  keys: z.array(apiKeySchema),
  /** Whether the caller may create and revoke (the enterprise or an Admin sub-user). */
  can_manage: z.boolean(),
});
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeyInput = z.object({
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(API_KEY_NAME_MAX, M.nameTooLong),
  scopes: z
    .array(z.enum(API_SCOPES as [ApiScope, ...ApiScope[]], { error: M.scopeInvalid }), { error: M.scopesRequired })
    .min(1, M.scopesRequired)
    .max(API_SCOPES.length),
  expires_in: z.enum(API_KEY_EXPIRY_CHOICES, { error: M.expiryInvalid }),
});
export type CreateApiKeyInput = z.input<typeof createApiKeyInput>;

export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The full key: in this answer only. */
  secret: z.string(),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyParams = z.object({ id: idParam() });

export const developerRoutes = {
  listApiKeys: {
    method: 'GET',
    path: '/api/v1/enterprise/developer/keys',
    summary: 'Enterprise: its API keys (never the secrets); whether the caller may manage them',
    tag: 'developer',
    access: 'user',
    delegated: 'viewer',
    response: apiKeyListSchema,
  },
  createApiKey: {
    method: 'POST',
    path: '/api/v1/enterprise/developer/keys',
    summary: 'Enterprise (or Admin sub-user): create an API key; the full key is in this answer only',
    tag: 'developer',
    access: 'user',
    delegated: 'admin',
    status: 201,
    body: createApiKeyInput,
    response: createdApiKeySchema,
  },
  revokeApiKey: {
    method: 'DELETE',
    path: '/api/v1/enterprise/developer/keys/:id',
    summary: 'Enterprise (or Admin sub-user): revoke an API key; it is refused at once',
    tag: 'developer',
    access: 'user',
    delegated: 'admin',
    params: apiKeyParams,
    response: apiKeySchema,
  },
  publicApiDocument: {
    method: 'GET',
    path: '/api/public/v1/openapi.json',
    summary: 'The public REST API (API keys) as an OpenAPI 3.1 document',
    tag: 'developer',
    access: 'public',
    delegated: 'viewer',
    response: z.record(z.string(), z.unknown()),
  },
} as const satisfies Record<string, RouteDef>;
