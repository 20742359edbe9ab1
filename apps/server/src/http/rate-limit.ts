import { RATE_LIMITS, type RateLimitName } from '@mb/contract/rate-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor, AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { type LimitResult, rateLimitHeaders } from '../platform/rate-limit.ts';
import { wiringOf } from './wiring.ts';

/**
 * Counts every throttle a contract route declares, before its handler. Each is counted on every
 * attempt; the first one spent refuses (429 with its message and Retry-After), and the tightest is
 * reported in the RateLimit-* headers whatever the handler then answers.
 */
export async function applyRateLimits(
  app: FastifyInstance,
  ctx: AppContext,
  names: readonly RateLimitName[],
  input: { req: FastifyRequest; reply: FastifyReply; body: unknown; actor: Actor | null },
): Promise<void> {
  const counted = await Promise.all(
    names.map(async (name) => {
      const rule = RATE_LIMITS[name];
      const who = await subject(app, rule.per, input);
      if (who === undefined) return undefined;
      // `email` and `account` share one counter (the account, keyed by e-mail); `user` is keyed by id.
      const scope = rule.per === 'ip' ? 'ip' : rule.per === 'user' ? 'user' : 'account';
      return { name, rule, result: await ctx.limiter.hit(`${rule.bucket}:${scope}:${who}`, rule.max, rule.windowSeconds) };
    }),
  );
  const results = counted.filter(
    (c): c is { name: RateLimitName; rule: (typeof RATE_LIMITS)[RateLimitName]; result: LimitResult } => c !== undefined,
  );
  const refused = results.find((c) => !c.result.allowed);
  const shown =
    refused ??
    results.reduce<(typeof results)[number] | undefined>((a, c) => (a && a.result.remaining <= c.result.remaining ? a : c), undefined);
  if (!shown) return;
  input.reply.headers(rateLimitHeaders(shown.result));
  if (refused) {
    // Every refusal is a security event (spec §7); enough of them from one subject raise an alert.
    await wiringOf(app).onSecurityEvent({
      type: 'security_rate_limited',
      userId: input.actor?.userId ?? null,
      ip: input.req.ip,
      data: { limit: refused.name, bucket: refused.rule.bucket, method: input.req.method, route: input.req.routeOptions.url ?? null },
    });
    throw new AppError('rate_limited', refused.rule.message);
  }
}

/**
 * The default throttle of a write route that names none (SECURITY_LIMITS): per member when signed in,
 * per address otherwise. Reads name nothing: they are cheap and cached, and the declared limits guard
 * the expensive ones.
 */
export function defaultWriteLimits(method: string, actor: Actor | null): readonly RateLimitName[] {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return [];
  return actor ? ['writesPerUser'] : ['writesPerIp'];
}

/** What one counter counts; undefined when the request has none (the handler then answers on its own). */
async function subject(
  app: FastifyInstance,
  per: 'ip' | 'email' | 'account' | 'user',
  input: { req: FastifyRequest; body: unknown; actor: Actor | null },
): Promise<string | undefined> {
  if (per === 'ip') return input.req.ip;
  if (per === 'user') return input.actor?.userId;
  if (per === 'email') {
    const email = (input.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email : undefined;
  }
  return input.actor ? wiringOf(app).accountKey(input.actor.userId) : undefined;
}
