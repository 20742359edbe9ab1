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
      const scope = rule.per === 'ip' ? 'ip' : 'account';
      return { rule, result: await ctx.limiter.hit(`${rule.bucket}:${scope}:${who}`, rule.max, rule.windowSeconds) };
    }),
  );
  const results = counted.filter((c): c is { rule: (typeof RATE_LIMITS)[RateLimitName]; result: LimitResult } => c !== undefined);
  const refused = results.find((c) => !c.result.allowed);
  const shown =
    refused ??
    results.reduce<(typeof results)[number] | undefined>((a, c) => (a && a.result.remaining <= c.result.remaining ? a : c), undefined);
  if (!shown) return;
  input.reply.headers(rateLimitHeaders(shown.result));
  if (refused) throw new AppError('rate_limited', refused.rule.message);
}

/** What one counter counts; undefined when the request has none (the handler then answers on its own). */
async function subject(
  app: FastifyInstance,
  per: 'ip' | 'email' | 'account',
  input: { req: FastifyRequest; body: unknown; actor: Actor | null },
): Promise<string | undefined> {
  if (per === 'ip') return input.req.ip;
  if (per === 'email') {
    const email = (input.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email : undefined;
  }
  return input.actor ? wiringOf(app).accountKey(input.actor.userId) : undefined;
}
