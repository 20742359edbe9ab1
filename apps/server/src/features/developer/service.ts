import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_LAST_USED_EVERY_S,
  API_KEY_PREFIX,
  API_KEY_PREFIX_CHARS,
  API_KEYS_MAX,
  API_SCOPE_AREAS,
  type ApiKey,
  type ApiKeyList,
  type ApiScopeArea,
  type ApiScopeLevel,
  type CreatedApiKey,
  type createApiKeyInput,
  DEVELOPER_MESSAGES as M,
  scopeAllows,
} from '@mb/contract/developer';
import { MB_EVENTS_APP_ID } from '@mb/contract/mini-apps';
import type { PUBLIC_APPLICATION_STATUSES } from '@mb/contract/public-api';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import * as apps from '../apps/index.ts';
import * as casting from '../casting/index.ts';
import * as enterprise from '../enterprise/index.ts';
import * as events from '../events/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import * as security from '../security/index.ts';
import { presentApplication, presentCall, presentEvent, presentKey, presentProfile, presentStudio } from './presenter.ts';
import * as repo from './repository.ts';

/**
 * Developer settings (issue 17; the rules are at the top of the contract's developer.ts): an
 * enterprise's API keys, and what a key may read or change through the public REST API (public-api.ts).
 * Other features' data is read through their services, as the studio itself would read it.
 */

const DAY_MS = 86_400_000;

/** The hex SHA-256 of a full key: the only form it is stored in. */
export const hashKey = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

async function requireEnterprise(ctx: AppContext, userId: string) {
  if ((await profiles.profileRowOf(ctx.db, userId))?.profile_type !== 'enterprise') throw new AppError('forbidden', M.enterpriseOnly);
}

/** The enterprise itself, or a sub-user acting for it as Admin (handle() already refuses Managers and Viewers). */
const mayManage = (actor: Actor) => !actor.delegatedRole || actor.delegatedRole === 'admin';

async function creatorNames(ctx: AppContext, rows: repo.ApiKeyRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.created_by).filter((id): id is string => !!id))];
  const cards = ids.length ? await profiles.memberCards(ctx.db, ids) : new Map();
  return new Map(ids.map((id) => [id, cards.get(id)?.display_name?.trim() || cards.get(id)?.username || 'A member']));
}

export async function listKeys(ctx: AppContext, actor: Actor): Promise<ApiKeyList> {
  await requireEnterprise(ctx, actor.userId);
  const rows = await repo.keysOf(ctx.db, actor.userId);
  const names = await creatorNames(ctx, rows);
  const now = new Date();
  return { keys: rows.map((r) => presentKey(r, names, now)), can_manage: mayManage(actor) };
}

export async function createKey(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof createApiKeyInput>,
  client: { ip: string },
): Promise<CreatedApiKey> {
  await requireEnterprise(ctx, actor.userId);
  if (!mayManage(actor)) throw new AppError('forbidden', M.adminOnly);
  // One entry per area: write includes read.
  const has = (s: string) => (input.scopes as string[]).includes(s);
  const scopes = API_SCOPE_AREAS.flatMap((a) => (has(`${a}:write`) ? [`${a}:write`] : has(`${a}:read`) ? [`${a}:read`] : []));
  const secret = `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  const prefix = secret.slice(0, API_KEY_PREFIX.length + API_KEY_PREFIX_CHARS);
  const by = actor.delegatedBy ?? actor.userId;
  const row = await ctx.db.transaction(async (tx) => {
    await repo.lockEnterprise(tx, actor.userId);
    if ((await repo.unrevokedCount(tx, actor.userId)) >= API_KEYS_MAX) throw new AppError('conflict', M.tooMany);
    const key = await repo.insertKey(tx, {
      enterprise_id: actor.userId,
      name: input.name,
      prefix,
      secret_hash: hashKey(secret),
      scopes,
      expires_at: input.expires_in === 'never' ? null : new Date(Date.now() + Number(input.expires_in) * DAY_MS),
      created_by: by,
    });
    await security.recordSecurityEvent(tx, {
      type: 'security_api_key_created',
      userId: actor.userId,
      ip: client.ip,
      data: { by, ...(actor.delegatedRole ? { role: actor.delegatedRole } : {}), key_id: key.id, prefix, name: input.name, scopes },
    });
    return key;
  });
  const names = await creatorNames(ctx, [row]);
  return { key: presentKey(row, names, new Date()), secret };
}

export async function revokeKey(ctx: AppContext, actor: Actor, id: string, client: { ip: string }): Promise<ApiKey> {
  await requireEnterprise(ctx, actor.userId);
  if (!mayManage(actor)) throw new AppError('forbidden', M.adminOnly);
  const by = actor.delegatedBy ?? actor.userId;
  const row = await ctx.db.transaction(async (tx) => {
    const existing = await repo.keyOf(tx, actor.userId, id);
    if (!existing) throw new AppError('not_found', M.notFound);
    if (existing.revoked_at) throw new AppError('conflict', M.alreadyRevoked);
    const revoked = await repo.revokeKey(tx, actor.userId, id);
    if (!revoked) throw new AppError('conflict', M.alreadyRevoked);
    await security.recordSecurityEvent(tx, {
      type: 'security_api_key_revoked',
      userId: actor.userId,
      ip: client.ip,
      data: { by, ...(actor.delegatedRole ? { role: actor.delegatedRole } : {}), key_id: id, prefix: revoked.prefix, name: revoked.name },
    });
    return revoked;
  });
  return presentKey(row, await creatorNames(ctx, [row]), new Date());
}

// ---------------------------------------------------------------------------------------------------
// The public API (public-api.ts): the key, its scope, the enterprise's linked studios.

export interface KeyActor {
  keyId: string;
  enterpriseId: string;
  scopes: readonly string[];
}

/**
 * The key an `Authorization: Bearer …` header names: 401 when missing, unknown, revoked or expired.
 * Marks it used (at most once a minute).
 */
export async function authenticateKey(ctx: AppContext, header: string | undefined): Promise<KeyActor> {
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!m?.[1]) throw new AppError('unauthenticated', M.keyMissing);
  const secret = m[1];
  const row = secret.startsWith(API_KEY_PREFIX) ? await repo.keyByHash(ctx.db, hashKey(secret)) : undefined;
  if (!row) throw new AppError('unauthenticated', M.keyUnknown);
  if (row.revoked_at) throw new AppError('unauthenticated', M.keyRevoked);
  if (row.expires_at && row.expires_at.getTime() <= Date.now()) throw new AppError('unauthenticated', M.keyExpired);
  if (!row.last_used_at || Date.now() - row.last_used_at.getTime() >= API_KEY_LAST_USED_EVERY_S * 1000) {
    await repo.touchKey(ctx.db, row.id, API_KEY_LAST_USED_EVERY_S);
  }
  return { keyId: row.id, enterpriseId: row.enterprise_id, scopes: row.scopes };
}

/** 403 when the key's scopes do not grant `level` on `area`. */
export function requireScope(key: KeyActor, scope: { area: ApiScopeArea; level: ApiScopeLevel } | null): void {
  if (scope && !scopeAllows(key.scopes, scope.area, scope.level))
    throw new AppError('forbidden', words(M.scopeMissing, { scope: `${scope.area}:${scope.level}` }));
}

/** A studio actively linked to the key's enterprise, read now; anything else is 404. */
async function linkedStudio(ctx: AppContext, key: KeyActor, studioId: string): Promise<string> {
  if (!(await enterprise.isActivelyLinked(ctx.db, key.enterpriseId, studioId))) throw new AppError('not_found', M.studioNotFound);
  return studioId;
}

export async function apiStudios(ctx: AppContext, key: KeyActor) {
  const links = await enterprise.activeLinksOf(ctx.db, key.enterpriseId);
  const cards = links.length
    ? await profiles.memberCards(
        ctx.db,
        links.map((l) => l.studio_id),
      )
    : new Map();
  return { studios: links.map((l) => presentStudio(l.studio_id, cards.get(l.studio_id), l.accepted_at)) };
}

export async function apiStudioProfile(ctx: AppContext, key: KeyActor, studioId: string) {
  await linkedStudio(ctx, key, studioId);
  const row = await profiles.profileRowOf(ctx.db, studioId);
  if (!row) throw new AppError('not_found', M.studioNotFound);
  return { studio: presentProfile(row) };
}

export async function apiPortfolioStats(ctx: AppContext, key: KeyActor, studioId: string) {
  await linkedStudio(ctx, key, studioId);
  return { stats: { studio_id: studioId, ...(await portfolio.portfolioStatsOf(ctx, studioId)) } };
}

export async function apiCastingCalls(ctx: AppContext, key: KeyActor, studioId: string) {
  await linkedStudio(ctx, key, studioId);
  const { items } = await casting.myCalls(ctx, studioId);
  return { calls: items.map(presentCall) };
}

export async function apiApplications(ctx: AppContext, key: KeyActor, studioId: string, callId: string) {
  await linkedStudio(ctx, key, studioId);
  const { items } = await casting.applicants(ctx, studioId, callId);
  return { applications: items.map(presentApplication) };
}

const REVIEW_ACTION = { shortlisted: 'shortlist', submitted: 'unshortlist', rejected: 'reject' } as const;

/** Changes an application's status as the studio would (the casting service's rules: only open ones change). */
export async function apiSetApplicationStatus(
  ctx: AppContext,
  key: KeyActor,
  studioId: string,
  applicationId: string,
  status: (typeof PUBLIC_APPLICATION_STATUSES)[number],
) {
  await linkedStudio(ctx, key, studioId);
  const updated = await casting.review(ctx, studioId, applicationId, { action: REVIEW_ACTION[status] });
  return { application: presentApplication(updated) };
}

export async function apiEvents(ctx: AppContext, key: KeyActor, studioId: string) {
  await linkedStudio(ctx, key, studioId);
  if (!(await apps.hasActiveInstallation(ctx, studioId, MB_EVENTS_APP_ID))) return { events: [] };
  const { events: list } = await events.myEvents(ctx, studioId);
  return { events: list.map(presentEvent) };
}
