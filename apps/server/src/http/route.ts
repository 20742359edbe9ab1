import { MESSAGES } from '@mb/contract/messages';
import type { RouteDef } from '@mb/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { authenticate } from './auth-hook.ts';
import { validationError } from './errors.ts';
import { applyRateLimits } from './rate-limit.ts';
import { wiringOf } from './wiring.ts';

type In<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Out<R extends RouteDef> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;

interface HandlerInput<R extends RouteDef> {
  body: In<R['body']>;
  params: In<R['params']>;
  query: In<R['query']>;
  actor: R['access'] extends 'public' ? Actor | null : Actor;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one contract route: authenticate -> validate -> rate limits (declared on the route) ->
 * handler (policy, service, presenter).
 * Deny by default: a route is public only when the contract says so.
 */
export function handle<const R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (input: HandlerInput<R>) => Promise<Out<R>>,
): void {
  const checkOutput = ctx.config.NODE_ENV !== 'production';
  app.route({
    method: def.method,
    url: def.path,
    handler: async (req, reply) => {
      const actor = await authenticate(app, req);
      if (def.access !== 'public') {
        if (!actor) throw new AppError('unauthenticated', MESSAGES.signInRequired);
        if (typeof def.access === 'object' && !(await wiringOf(app).meetsStaffRule(actor.userId, def.access.staff))) {
          throw new AppError('forbidden', MESSAGES.staffDenied);
        }
      }
      // PostgreSQL cannot store a NUL byte, nor an unpaired surrogate in jsonb: refused here, for every
      // route, before any schema or query sees the input.
      const bad = findUnstorable(req.params, '') ?? findUnstorable(req.query, '') ?? findUnstorable(req.body, '');
      if (bad !== null) throw new AppError('validation_failed', MESSAGES.invalidCharacters, { [bad || '_']: MESSAGES.invalidCharacters });
      const parse = (schema: z.ZodType | undefined, value: unknown, prefix: string) => {
        if (!schema) return undefined;
        const r = schema.safeParse(value ?? {});
        if (!r.success) throw validationError(r.error, prefix);
        return r.data;
      };
      const params = parse(def.params, req.params, '');
      const query = parse(def.query, req.query, '');
      const body = parse(def.body, req.body, '');
      if (def.rateLimit?.length) await applyRateLimits(app, ctx, def.rateLimit, { req, reply, body, actor });
      const result = await handler({ body, params, query, actor, req, reply } as HandlerInput<R>);
      if (reply.sent) return reply;
      if (def.status) reply.status(def.status);
      // Outside production every response is checked against the contract, so drift fails tests.
      if (checkOutput && def.response) {
        const r = def.response.safeParse(result);
        if (!r.success) {
          req.log.error({ issues: r.error.issues, route: def.path }, 'response does not match the contract');
          throw new Error(`Response for ${def.path} does not match the contract`);
        }
      }
      return result;
    },
  });
}

/** A NUL, a high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => UNSTORABLE.test(s);

/** The path of the first string (or object key) holding a NUL byte or an unpaired surrogate, or null ('' is the value itself). */
export function findUnstorable(value: unknown, at: string, depth = 0): string | null {
  if (typeof value === 'string') return unstorable(value) ? at : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  const join = (k: string | number) => (at ? `${at}.${k}` : String(k));
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findUnstorable(value[i], join(i), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    if (unstorable(k)) return join(k.replace(new RegExp(UNSTORABLE, 'g'), ''));
    const found = findUnstorable(v, join(k), depth + 1);
    if (found !== null) return found;
  }
  return null;
}
