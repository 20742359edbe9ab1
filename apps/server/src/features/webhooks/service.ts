import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import {
  WEBHOOK_MESSAGES as M,
  WEBHOOK_AUTO_DISABLE_AFTER,
  WEBHOOK_ID_HEADER,
  WEBHOOK_LIMITS,
  WEBHOOK_LOG_DAYS,
  WEBHOOK_LOG_PAGE,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_SNIPPET_MAX,
  WEBHOOK_TIMEOUT_SECONDS,
  type WebhookDelivery,
  type WebhookDeliveryType,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEventType,
  type webhookEndpointInput,
} from '@mb/contract/webhooks';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobInfo, JsonValue } from '../../platform/jobs/jobs.ts';
import { provision } from '../../platform/modules.ts';
import { allowPrivateTargets, outgoingUrlProblem } from '../../platform/net-guard.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import * as repo from './repository.ts';
import { type SendResult, sendWebhook, signatureHeader } from './sender.ts';

/**
 * Signed outgoing webhooks (issue 17; README.md; the rules chosen are at the top
 * of the contract's webhooks.ts). Casting, bookings and events call `emitStudioEvent` inside the
 * transaction of their write: it finds the enterprises ACTIVELY linked to the studio (through the
 * provision 'enterprise.enterprises_of_studio', which the enterprise module answers: the enterprise
 * service imports casting, bookings and events, so importing it here would close a cycle), and for each enabled endpoint subscribed to
 * the type writes a delivery row and enqueues its job in that same transaction: a rolled-back write
 * sends nothing. The job (`webhooks.deliver`, one per delivery, key `webhooks.deliver:<id>`) makes one
 * attempt; the jobs mechanism retries it with WEBHOOK_RETRY_DELAYS_SECONDS.
 */

export const DELIVER_JOB = 'webhooks.deliver';
export const PRUNE_JOB = 'webhooks.prune';
const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------------
// The enterprise links: the enterprise feature answers which enterprises a studio's events go to.

declare module '../../platform/modules.ts' {
  interface Provisions {
    /** The enterprises actively linked to a studio (read on `db`: a transaction passes its own). */
    'enterprise.enterprises_of_studio': (db: Executor, studioId: string) => Promise<string[]>;
  }
}

/** Whether private and plain-http targets are allowed: WEBHOOKS_ALLOW_PRIVATE, else on outside production. */
export const allowPrivate = (ctx: Pick<AppContext, 'config'>): boolean => allowPrivateTargets(ctx.config);

// ---------------------------------------------------------------------------------------------------
// Secrets: shown once, kept encrypted (AES-256-GCM, key derived from the server's signing secret).

function secretKey(ctx: AppContext): Buffer {
  return Buffer.from(hkdfSync('sha256', ctx.tokens.secret, Buffer.alloc(0), 'modelbase webhook secrets v1', 32));
}

function sealSecret(ctx: AppContext, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secretKey(ctx), iv);
  const ct = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
}

function openSecret(ctx: AppContext, sealed: string): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || !ct) throw new Error('webhook secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', secretKey(ctx), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

// ---------------------------------------------------------------------------------------------------
// Who may see and change (contract webhooks.ts): the enterprise itself; Admin sub-users change,
// Manager and Viewer sub-users only read; a studio session (delegated or not) is not an enterprise.

async function requireEnterprise(ctx: AppContext, actor: Actor): Promise<string> {
  if ((await profiles.profileRowOf(ctx.db, actor.userId))?.profile_type !== 'enterprise') throw new AppError('forbidden', M.enterpriseOnly);
  return actor.userId;
}

const canManage = (actor: Actor) => !actor.delegatedRole || actor.delegatedRole === 'admin';

async function requireManager(ctx: AppContext, actor: Actor): Promise<string> {
  const id = await requireEnterprise(ctx, actor);
  if (!canManage(actor)) throw new AppError('forbidden', M.adminOnly);
  return id;
}

async function ownEndpoint(ctx: AppContext, enterpriseId: string, id: string, db: Executor = ctx.db): Promise<repo.EndpointRow> {
  const row = await repo.endpointById(db, id);
  if (!row || row.enterprise_id !== enterpriseId) throw new AppError('not_found', M.notFound);
  return row;
}

// ---------------------------------------------------------------------------------------------------
// Presenting

function presentEndpoint(row: repo.EndpointRow, last?: repo.DeliveryRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.event_types as WebhookEventType[],
    enabled: row.enabled,
    disabled_reason: row.disabled_reason,
    secret_hint: row.secret_hint,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    last_delivery: last
      ? { status: last.status, at: (last.last_attempt_at ?? last.created_at).toISOString(), status_code: last.status_code }
      : null,
  };
}

function presentDelivery(row: repo.DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpoint_id: row.endpoint_id,
    event_id: row.event_id,
    event_type: row.event_type,
    status: row.status,
    attempts: row.attempts,
    status_code: row.status_code,
    duration_ms: row.duration_ms,
    error: row.error,
    response_snippet: row.response_snippet,
    created_at: row.created_at.toISOString(),
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    next_attempt_at: row.status === 'pending' ? (row.next_attempt_at?.toISOString() ?? null) : null,
    redelivery_of: row.redelivery_of,
  };
}

// ---------------------------------------------------------------------------------------------------
// Endpoints

/** The URL rules the schema cannot know: https (unless private targets are allowed), no credentials, no private host. */
function checkUrl(ctx: AppContext, raw: string): string {
  const problem = outgoingUrlProblem(raw, allowPrivate(ctx));
  const message = { invalid: M.urlHttps, https: M.urlHttps, credentials: M.urlCredentials, private: M.urlPrivate };
  if (problem) throw new AppError('validation_failed', message[problem], { url: message[problem] });
  return new URL(raw).toString();
}

export async function listEndpoints(ctx: AppContext, actor: Actor): Promise<{ endpoints: WebhookEndpoint[]; can_manage: boolean }> {
  const enterpriseId = await requireEnterprise(ctx, actor);
  const rows = await repo.endpointsOf(ctx.db, enterpriseId);
  const last = await repo.lastDeliveries(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { endpoints: rows.map((r) => presentEndpoint(r, last.get(r.id))), can_manage: canManage(actor) };
}

type EndpointInput = z.output<typeof webhookEndpointInput>;

export async function createEndpoint(
  ctx: AppContext,
  actor: Actor,
  input: EndpointInput,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const enterpriseId = await requireManager(ctx, actor);
  const url = checkUrl(ctx, input.url);
  if ((await repo.endpointCountOf(ctx.db, enterpriseId)) >= WEBHOOK_LIMITS.endpointsMax) throw new AppError('conflict', M.tooMany);
  const secret = newSecret();
  const row = await repo.insertEndpoint(ctx.db, {
    enterprise_id: enterpriseId,
    url,
    description: input.description,
    event_types: input.event_types,
    enabled: input.enabled,
    secret_enc: sealSecret(ctx, secret),
    secret_hint: secret.slice(-4),
  });
  return { endpoint: presentEndpoint(row), secret };
}

export async function updateEndpoint(
  ctx: AppContext,
  actor: Actor,
  id: string,
  input: EndpointInput,
): Promise<{ endpoint: WebhookEndpoint }> {
  const enterpriseId = await requireManager(ctx, actor);
  const current = await ownEndpoint(ctx, enterpriseId, id);
  const url = checkUrl(ctx, input.url);
  const reenabled = input.enabled && !current.enabled;
  const row = await repo.updateEndpoint(ctx.db, id, {
    url,
    description: input.description,
    event_types: input.event_types,
    enabled: input.enabled,
    // Enabled again by hand: the server's reason goes, and the failure count starts afresh.
    ...(reenabled ? { disabled_reason: null, consecutive_failures: 0 } : {}),
  });
  const last = await repo.lastDeliveries(ctx.db, [id]);
  return { endpoint: presentEndpoint(row, last.get(id)) };
}

export async function deleteEndpoint(ctx: AppContext, actor: Actor, id: string): Promise<{ ok: true }> {
  const enterpriseId = await requireManager(ctx, actor);
  await ownEndpoint(ctx, enterpriseId, id);
  // Its deliveries go with it (foreign key); a queued job finds no delivery and ends.
  await repo.deleteEndpoint(ctx.db, id);
  return { ok: true };
}

export async function rotateSecret(ctx: AppContext, actor: Actor, id: string): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const enterpriseId = await requireManager(ctx, actor);
  await ownEndpoint(ctx, enterpriseId, id);
  const secret = newSecret();
  const row = await repo.updateEndpoint(ctx.db, id, { secret_enc: sealSecret(ctx, secret), secret_hint: secret.slice(-4) });
  const last = await repo.lastDeliveries(ctx.db, [id]);
  return { endpoint: presentEndpoint(row, last.get(id)), secret };
}

export async function deliveries(ctx: AppContext, actor: Actor, id: string): Promise<{ deliveries: WebhookDelivery[] }> {
  const enterpriseId = await requireEnterprise(ctx, actor);
  await ownEndpoint(ctx, enterpriseId, id);
  return { deliveries: (await repo.deliveriesOf(ctx.db, id, WEBHOOK_LOG_PAGE)).map(presentDelivery) };
}

// ---------------------------------------------------------------------------------------------------
// Events and deliveries

interface WebhookBody {
  id: string;
  type: WebhookDeliveryType;
  created_at: string;
  studio: { id: string; username: string | null } | null;
  data: Record<string, JsonValue>;
  [k: string]: JsonValue;
}

/** Writes a delivery row and queues its job, on `tx` (the caller's transaction). */
async function queueDelivery(
  ctx: AppContext,
  tx: Executor,
  endpointId: string,
  body: WebhookBody,
  redeliveryOf: string | null = null,
): Promise<repo.DeliveryRow> {
  const row = await repo.insertDelivery(tx, {
    endpoint_id: endpointId,
    event_id: body.id,
    event_type: body.type,
    payload: body,
    redelivery_of: redeliveryOf,
    next_attempt_at: new Date(),
  });
  await ctx.jobs.enqueue(tx, { kind: DELIVER_JOB, payload: { delivery_id: row.id }, key: `${DELIVER_JOB}:${row.id}` });
  return row;
}

export interface StudioEvent {
  type: WebhookEventType;
  studioId: string;
  /** What happened, as the studio sees it in the app (no e-mail addresses, codes or private answers). */
  data: Record<string, JsonValue>;
  /** Members named in the event, by role ("applicant", "booker", "attendee"): sent as { id, username, display_name }. */
  members?: Record<string, string>;
}

/**
 * Called by casting, bookings and events inside the transaction of their write: one delivery per
 * enabled, subscribed endpoint of every enterprise actively linked to the studio. Nothing is read
 * beyond the links when no enterprise is linked.
 */
export async function emitStudioEvent(ctx: AppContext, tx: Executor, event: StudioEvent): Promise<number> {
  const enterpriseIds = await provision(ctx, 'enterprise.enterprises_of_studio')(tx, event.studioId);
  if (!enterpriseIds.length) return 0;
  const endpoints = await repo.subscribedEndpoints(tx, enterpriseIds, event.type);
  if (!endpoints.length) return 0;
  const memberIds = Object.values(event.members ?? {});
  const cards = await profiles.memberCards(tx, [event.studioId, ...memberIds]);
  const named: Record<string, JsonValue> = {};
  for (const [role, id] of Object.entries(event.members ?? {})) {
    const c = cards.get(id);
    named[role] = { id, username: c?.username ?? null, display_name: c?.display_name ?? null };
  }
  const body: WebhookBody = {
    id: randomUUID(),
    type: event.type,
    created_at: new Date().toISOString(),
    studio: { id: event.studioId, username: cards.get(event.studioId)?.username ?? null },
    data: { ...event.data, ...named },
  };
  for (const e of endpoints) await queueDelivery(ctx, tx, e.id, body);
  return endpoints.length;
}

/** "Send test event": a `ping` to one endpoint (enabled or not: testing a disabled one is how it is fixed). */
export async function sendTest(ctx: AppContext, actor: Actor, id: string): Promise<{ delivery: WebhookDelivery }> {
  const enterpriseId = await requireManager(ctx, actor);
  await ownEndpoint(ctx, enterpriseId, id);
  const body: WebhookBody = {
    id: randomUUID(),
    type: 'ping',
    created_at: new Date().toISOString(),
    studio: null,
    data: { message: `A test event from ${ctx.config.PRODUCT_NAME}: your endpoint is reachable and the signature can be checked.` },
  };
  const row = await ctx.db.transaction((tx) => queueDelivery(ctx, tx, id, body));
  return { delivery: presentDelivery(row) };
}

/** "Redeliver": the same event (same id and body) as a new delivery with its own attempts. */
export async function redeliver(ctx: AppContext, actor: Actor, deliveryId: string): Promise<{ delivery: WebhookDelivery }> {
  const enterpriseId = await requireManager(ctx, actor);
  const original = await repo.deliveryById(ctx.db, deliveryId);
  const endpoint = original ? await repo.endpointById(ctx.db, original.endpoint_id) : undefined;
  if (!original || !endpoint || endpoint.enterprise_id !== enterpriseId) throw new AppError('not_found', M.deliveryNotFound);
  const row = await ctx.db.transaction((tx) => queueDelivery(ctx, tx, endpoint.id, original.payload as WebhookBody, original.id));
  return { delivery: presentDelivery(row) };
}

/** Delay before attempt n+1 after attempt n failed. */
export const retryDelayMs = (attempt: number) =>
  (WEBHOOK_RETRY_DELAYS_SECONDS[Math.min(attempt, WEBHOOK_RETRY_DELAYS_SECONDS.length) - 1] ?? 60) * 1000;

class AttemptFailed extends Error {}

/**
 * The `webhooks.deliver` job: one attempt. A 2xx answer marks the delivery delivered; a failure
 * records itself and throws so the jobs mechanism retries with the backoff, except on the last attempt,
 * which marks it failed (and may disable the endpoint) and ends the job quietly.
 */
export async function deliver(ctx: AppContext, payload: { delivery_id: string }, job: Pick<JobInfo, 'attempt' | 'maxAttempts' | 'signal'>) {
  const delivery = await repo.deliveryById(ctx.db, payload.delivery_id);
  if (!delivery || delivery.status !== 'pending') return;
  const endpoint = await repo.endpointById(ctx.db, delivery.endpoint_id);
  if (!endpoint) return;
  const last = job.attempt >= job.maxAttempts;
  let result: SendResult;
  // A ping and a redelivery are sent to a disabled endpoint too (asked for by hand); events are not.
  if (!endpoint.enabled && delivery.event_type !== 'ping' && !delivery.redelivery_of) {
    result = { ok: false, statusCode: null, durationMs: 0, error: 'The endpoint is disabled.', snippet: null };
  } else {
    const body = JSON.stringify(delivery.payload);
    let secret: string;
    try {
      secret = openSecret(ctx, endpoint.secret_enc);
    } catch {
      result = { ok: false, statusCode: null, durationMs: 0, error: 'The signing secret cannot be read; rotate it.', snippet: null };
      return record(ctx, delivery, endpoint, result, true);
    }
    result = await sendWebhook({
      url: endpoint.url,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': `${ctx.config.PRODUCT_NAME}-Webhooks/1`,
        [WEBHOOK_SIGNATURE_HEADER]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
        [WEBHOOK_ID_HEADER]: delivery.event_id,
        'MB-Delivery-Id': delivery.id,
        'MB-Event-Type': delivery.event_type,
      },
      timeoutMs: WEBHOOK_TIMEOUT_SECONDS * 1000,
      allowPrivate: allowPrivate(ctx),
      snippetMax: WEBHOOK_SNIPPET_MAX,
      signal: job.signal,
    });
  }
  // A disabled endpoint will not be fixed by waiting: the event is failed at once.
  const final = last || result.ok || (!endpoint.enabled && delivery.event_type !== 'ping' && !delivery.redelivery_of);
  await record(ctx, delivery, endpoint, result, final, job.attempt);
  if (!final) throw new AttemptFailed(result.error ?? 'webhook attempt failed');
}

async function record(
  ctx: AppContext,
  delivery: repo.DeliveryRow,
  endpoint: repo.EndpointRow,
  result: SendResult,
  final: boolean,
  attempt = delivery.attempts + 1,
) {
  const now = new Date();
  const status = result.ok ? 'delivered' : final ? 'failed' : 'pending';
  ctx.metrics.webhook(status === 'pending' ? 'retry' : status);
  await ctx.db.transaction(async (tx) => {
    await repo.updateDelivery(tx, delivery.id, {
      status,
      attempts: Math.max(attempt, delivery.attempts + 1),
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error: result.error?.slice(0, 500) ?? null,
      response_snippet: result.snippet,
      last_attempt_at: now,
      next_attempt_at: status === 'pending' ? new Date(now.getTime() + retryDelayMs(attempt)) : null,
    });
    // Only deliveries of real events count towards auto-disabling (a ping or redelivery is asked for by hand).
    if (delivery.event_type === 'ping' || delivery.redelivery_of) return;
    if (result.ok) await repo.resetFailures(tx, endpoint.id);
    else if (status === 'failed' && endpoint.enabled) {
      const n = await repo.countFailure(tx, endpoint.id);
      if (n >= WEBHOOK_AUTO_DISABLE_AFTER) {
        await repo.updateEndpoint(tx, endpoint.id, {
          enabled: false,
          disabled_reason: `Disabled after ${n} failed deliveries in a row.`,
        });
        await notifications.notify(ctx, tx, endpoint.enterprise_id, {
          type: 'system_update',
          title: M.disabledTitle,
          content: M.disabledContent(endpoint.url, n),
          action_url: '/enterprise/developer-settings/webhooks',
        });
      }
    }
  });
}

/** The daily `webhooks.prune` job: log rows older than WEBHOOK_LOG_DAYS days go. */
export async function pruneLog(ctx: AppContext): Promise<number> {
  return repo.pruneDeliveries(ctx.db, new Date(Date.now() - WEBHOOK_LOG_DAYS * DAY_MS));
}

/** Defines the jobs (the webhooks module's `jobs`). */
export function registerWebhookJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(DELIVER_JOB)) return;
  ctx.jobs.defineJob<{ delivery_id: string }>(DELIVER_JOB, (payload, job) => deliver(ctx, payload, job), {
    maxAttempts: WEBHOOK_MAX_ATTEMPTS,
    backoff: retryDelayMs,
    lockMs: (WEBHOOK_TIMEOUT_SECONDS + 20) * 1000,
  });
  ctx.jobs.defineJob(PRUNE_JOB, async () => {
    await pruneLog(ctx);
  });
  ctx.jobs.dailyAt(PRUNE_JOB, 4);
}

export type { WebhookEndpointInput };
