import { timingSafeEqual } from 'node:crypto';
import type { Locale } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import type { PushDevice, PushRenewInput, PushSubscriptionInput } from '@mb/contract/push';
import { PUSH_LIMITS, PUSH_MESSAGES, PUSH_PREFERENCE_OF, PUSHBOX_PATH, type PushPayload } from '@mb/contract/push-types';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { mailText, translate } from '../../platform/i18n.ts';
import type { JsonValue } from '../../platform/jobs/jobs.ts';
import { allowPrivateTargets, isPrivateHost, OutgoingRefused, resolveOutgoing } from '../../platform/net-guard.ts';
import { createWebPushSender, loadVapidKeys, type PushSender, vapidSubject } from '../../platform/push/sender.ts';
import { deviceOf } from '../../platform/user-agent.ts';
import * as repo from './repository.ts';

// Web Push (issue 36): devices, the focus signal, and delivery through the jobs (one job per device).

const DELIVER = 'push.deliver';

type DeliverJob = {
  subscriptionId: string;
  /** The endpoint the job was made for: a subscription handed to another browser since gets nothing. */
  endpoint: string;
  payload: PushPayload;
  /** A notification waits for no focused tab; the test push the member asked for ignores focus. */
  respectFocus: boolean;
  topic?: string;
};

const senders = new WeakMap<AppContext, Promise<PushSender>>();
const selfUrls = new WeakMap<AppContext, () => string | null>();

/** The sender: VAPID keys from the settings or the database, loaded once per app. */
export function pushSender(ctx: AppContext): Promise<PushSender> {
  let s = senders.get(ctx);
  if (!s) {
    s = loadVapidKeys(ctx.db, ctx.config).then((keys) => createWebPushSender(keys, vapidSubject(ctx.config)));
    s.catch(() => senders.delete(ctx));
    senders.set(ctx, s);
  }
  return s;
}

/** The server's own address once it listens, where the built-in stand-in push service answers. */
export function bindBuiltinPushService(ctx: AppContext, selfUrl: () => string | null) {
  selfUrls.set(ctx, selfUrl);
}

/** The built-in stand-in's endpoints are allowed on this server's own origins only. */
function isBuiltinEndpoint(ctx: AppContext, u: URL): boolean {
  if (ctx.config.PUSHBOX_BUILTIN === 'off' || ctx.config.NODE_ENV === 'production' || !u.pathname.startsWith(`${PUSHBOX_PATH}/push/`))
    return false;
  const origins = [new URL(ctx.config.publicUrl).origin, selfUrls.get(ctx)?.() ?? null];
  return origins.includes(u.origin);
}

/** A push service must be public https (the browsers' are); private targets only where webhooks allow them. */
function endpointAllowed(ctx: AppContext, endpoint: string): URL | null {
  let u: URL;
  try {
    u = new URL(endpoint);
  } catch {
    return null;
  }
  if (u.username || u.password) return null;
  if (isBuiltinEndpoint(ctx, u)) return u;
  const allowPrivate = allowPrivateTargets(ctx.config);
  if (u.protocol !== 'https:' && !(allowPrivate && u.protocol === 'http:')) return null;
  if (!allowPrivate && isPrivateHost(u.hostname)) return null;
  return u;
}

function presentDevice(s: repo.SubscriptionRow): PushDevice {
  return {
    id: s.id,
    device_name: s.device_name,
    service: new URL(s.endpoint).host,
    created_at: s.created_at.toISOString(),
    last_push_at: s.last_push_at ? s.last_push_at.toISOString() : null,
  };
}

export async function publicKey(ctx: AppContext) {
  return { public_key: (await pushSender(ctx)).publicKey };
}

export async function listDevices(ctx: AppContext, userId: string) {
  return { items: (await repo.listSubscriptions(ctx.db, userId)).map(presentDevice) };
}

/** "Chrome 120 · Android" from the browser's user agent when the browser names no device. */
function deviceName(input: PushSubscriptionInput, userAgent: string | undefined): string {
  if (input.device_name) return input.device_name;
  return deviceOf(userAgent) ?? 'A browser';
}

export async function addDevice(ctx: AppContext, userId: string, input: PushSubscriptionInput, userAgent: string | undefined) {
  if (!endpointAllowed(ctx, input.endpoint)) {
    throw new AppError('unprocessable', PUSH_MESSAGES.invalidEndpoint, { endpoint: PUSH_MESSAGES.invalidEndpoint });
  }
  return ctx.db.transaction(async (tx) => {
    const row = await repo.upsertSubscription(tx, {
      user_id: userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      device_name: deviceName(input, userAgent).slice(0, 100),
    });
    await repo.trimSubscriptions(tx, userId, PUSH_LIMITS.devicesMax);
    return presentDevice(row);
  });
}

/**
 * The service worker's renewed subscription (pushsubscriptionchange): the old one's endpoint and secret
 * name the device; its row takes the new endpoint and keys. A renewed endpoint already held by another
 * row (the browser subscribed again meanwhile) replaces that row. Anything that names no device is 404,
 * the same whether the endpoint is unknown or the secret wrong.
 */
export async function renewDevice(ctx: AppContext, input: PushRenewInput) {
  const notFound = () => new AppError('not_found', PUSH_MESSAGES.deviceNotFound);
  if (!endpointAllowed(ctx, input.endpoint)) {
    throw new AppError('unprocessable', PUSH_MESSAGES.invalidEndpoint, { endpoint: PUSH_MESSAGES.invalidEndpoint });
  }
  const row = await repo.findByEndpoint(ctx.db, input.old_endpoint);
  if (!row || !sameSecret(row.auth, input.old_auth)) throw notFound();
  await ctx.db.transaction(async (tx) => {
    if (input.endpoint !== input.old_endpoint) {
      const taken = await repo.findByEndpoint(tx, input.endpoint);
      if (taken) await repo.deleteSubscription(tx, taken.id, input.endpoint);
    }
    const next = { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
    if (!(await repo.renewSubscription(tx, row.id, input.old_endpoint, next))) throw notFound();
  });
  return { ok: true as const };
}

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export async function removeDevice(ctx: AppContext, userId: string, id: string) {
  if (!(await repo.deleteOwnSubscription(ctx.db, userId, id))) throw new AppError('not_found', PUSH_MESSAGES.deviceNotFound);
  return { ok: true as const };
}

/** A tab with focus renews this every PUSH_LIMITS.presenceBeatMs; losing focus (or closing) ends it. */
export async function setPresence(ctx: AppContext, userId: string, focused: boolean) {
  const until = focused ? new Date(Date.now() + PUSH_LIMITS.presenceTtlMs) : new Date(0);
  await repo.setPresence(ctx.db, userId, until);
  return { ok: true as const };
}

async function enqueueAll(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  job: Omit<DeliverJob, 'subscriptionId' | 'endpoint'>,
  key: string,
) {
  const subs = await repo.listSubscriptions(tx, userId);
  for (const s of subs) {
    await ctx.jobs.enqueue(tx, {
      kind: DELIVER,
      payload: { ...job, subscriptionId: s.id, endpoint: s.endpoint } satisfies DeliverJob as unknown as JsonValue,
      key: `${DELIVER}:${key}:${s.id}`,
      maxAttempts: PUSH_LIMITS.maxAttempts,
    });
  }
  return subs.length;
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/**
 * Called by notifications' notify() inside its transaction for a type the member wants pushed: one
 * `push.deliver` job per device, so nothing is pushed for a rolled-back change. With content hidden the
 * payload says only that something arrived (no sender, no text); the link is a path, never private text.
 */
export async function pushNotification(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  n: { id: string; type: string; title: string; content: string; action_url: string | null },
  opts: { hideContent: boolean; locale: Locale },
): Promise<void> {
  if (!PUSH_PREFERENCE_OF[n.type]) return;
  // The notification's own words are already in the member's language (notify() wrote them so).
  const payload: PushPayload = opts.hideContent
    ? {
        title: translate(opts.locale, PUSH_MESSAGES.hiddenTitle),
        body: mailText(opts.locale, MAIL_TEXT.push.hiddenBody, { product: ctx.config.PRODUCT_NAME }),
        url: n.action_url ?? '/dashboard',
        tag: n.id,
        type: n.type,
      }
    : {
        title: clip(n.title, PUSH_LIMITS.titleMax),
        body: clip(n.content, PUSH_LIMITS.bodyMax),
        url: n.action_url ?? '/dashboard',
        tag: n.id,
        type: n.type,
      };
  await enqueueAll(ctx, tx, userId, { payload, respectFocus: true }, n.id);
}

/** The settings tab's test push: to every device of the member, focused or not, in the language of the page that asked. */
export async function sendTest(ctx: AppContext, userId: string, locale: Locale) {
  await pushSender(ctx); // the keys exist before a job needs them: a missing database fails here, as a 503
  const payload: PushPayload = {
    title: translate(locale, PUSH_MESSAGES.testTitle),
    body: translate(locale, PUSH_MESSAGES.testBody),
    url: '/settings?tab=notifications',
    tag: 'test',
    type: 'test',
  };
  const queued = await ctx.db.transaction((tx) =>
    enqueueAll(ctx, tx, userId, { payload, respectFocus: false, topic: 'test' }, `test:${Date.now()}`),
  );
  return { queued };
}

/**
 * One device, one push. Gone (404/410) removes the subscription; refused is logged and dropped;
 * unavailable (429, 5xx, network) throws, so the jobs try again after their backoff.
 */
async function deliver(ctx: AppContext, job: DeliverJob, info: { attempt: number; maxAttempts: number }): Promise<void> {
  const sub = await repo.findSubscription(ctx.db, job.subscriptionId);
  if (!sub || sub.endpoint !== job.endpoint) return;
  if (job.respectFocus && (await repo.isFocused(ctx.db, sub.user_id, new Date()))) {
    ctx.log.debug({ subscription: sub.id }, 'push skipped: the member has the product open and focused');
    return;
  }
  const url = endpointAllowed(ctx, sub.endpoint);
  try {
    if (!url) throw new OutgoingRefused('endpoint not allowed');
    if (!isBuiltinEndpoint(ctx, url)) await resolveOutgoing(url.hostname, allowPrivateTargets(ctx.config));
  } catch (err) {
    if (!(err instanceof OutgoingRefused)) return unavailable(ctx, sub.id, err instanceof Error ? err.message : String(err), info);
    ctx.log.warn({ subscription: sub.id, host: url?.host }, 'push endpoint refused; subscription removed');
    await repo.deleteSubscription(ctx.db, sub.id, sub.endpoint);
    return;
  }
  const sender = await pushSender(ctx);
  const outcome = await sender.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, JSON.stringify(job.payload), {
    ttl: PUSH_LIMITS.ttlSeconds,
    urgency: job.payload.type === 'message' ? 'high' : 'normal',
    ...(job.topic ? { topic: job.topic } : {}),
  });
  switch (outcome.kind) {
    case 'sent':
      await repo.markPushed(ctx.db, sub.id, new Date());
      return;
    case 'gone':
      ctx.log.info({ subscription: sub.id, status: outcome.status }, 'push subscription expired; removed');
      await repo.deleteSubscription(ctx.db, sub.id, sub.endpoint);
      return;
    case 'refused':
      ctx.log.warn({ subscription: sub.id, detail: outcome.detail }, 'push refused by the push service');
      return;
    case 'unavailable':
      return unavailable(ctx, sub.id, outcome.detail, info);
  }
}

/** Tried again on the jobs' backoff; after the last try the push is dropped (a warning: it was for the moment). */
function unavailable(ctx: AppContext, subscription: string, detail: string, info: { attempt: number; maxAttempts: number }) {
  if (info.attempt < info.maxAttempts) throw new Error(`push service unavailable: ${detail}`);
  ctx.log.warn({ subscription, detail }, 'push service unavailable on the last try; push dropped');
}

export function definePushJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(DELIVER)) return;
  ctx.jobs.defineJob<DeliverJob>(DELIVER, (payload, job) => deliver(ctx, payload, job), { maxAttempts: PUSH_LIMITS.maxAttempts });
}
