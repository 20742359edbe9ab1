import { delegationRefusal } from '@mb/contract/enterprise-sub-users';
import type { RouteDef } from '@mb/contract/route-def';
import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Actor, AppContext } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { scanInput } from '../platform/sanitize.ts';
import { asViewer } from '../platform/viewer.ts';
import { authenticate } from './auth-hook.ts';
import { validationError } from './errors.ts';
import { applyRateLimits, defaultWriteLimits } from './rate-limit.ts';
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
 * Registers one contract route: authenticate -> note suspicious input -> access -> delegation -> default write
 * throttle -> validate -> rate limits (declared on the route) -> handler (policy, service, presenter).
 * Deny by default: a route is public only when the contract says so, and every write is throttled.
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
      // Before access and validation, so probes of routes the caller may not use are seen too.
      await reportSuspiciousInput(app, req, actor);
      if (def.access !== 'public') {
        if (!actor) throw new AppError('unauthenticated', MESSAGES.signInRequired);
        if (typeof def.access === 'object') {
          const wiring = wiringOf(app);
          if (!(await wiring.meetsStaffRule(actor.userId, def.access.staff))) throw new AppError('forbidden', MESSAGES.staffDenied);
          const refusal = await wiring.staffSecondFactorRefusal?.(actor.userId);
          if (refusal) throw new AppError('forbidden', refusal);
        }
      }
      // A delegated session (a sub-user acting for an enterprise, an enterprise acting as its studio): the
      // route's declaration and the sub-user's role decide, on every request (deny by default, issue 31).
      if (actor?.delegatedBy) {
        const refusal = delegationRefusal(def, actor.delegatedRole);
        if (refusal) {
          const refused = new AppError('forbidden', refusal);
          if (def.method !== 'GET') await reportDelegatedWrite(app, req, def, actor, refused);
          throw refused;
        }
      }
      const parse = (schema: z.ZodType | undefined, value: unknown, prefix: string) => {
        if (!schema) return undefined;
        const r = schema.safeParse(value ?? {});
        if (!r.success) throw validationError(r.error, prefix);
        return r.data;
      };
      // A route that names no throttle gets the default one on writes, counted before validation so a
      // flood of malformed bodies is throttled too.
      if (!def.rateLimit?.length) {
        const names = defaultWriteLimits(def.method, actor);
        if (names.length) await applyRateLimits(app, ctx, names, { req, reply, body: undefined, actor });
      }
      // PostgreSQL cannot store a NUL byte, nor an unpaired surrogate in jsonb: refused here, for every
      // route, before any schema or query sees the input.
      const bad = findUnstorable(req.params, '') ?? findUnstorable(req.query, '') ?? findUnstorable(req.body, '');
      if (bad !== null) throw new AppError('validation_failed', MESSAGES.invalidCharacters, { [bad || '_']: MESSAGES.invalidCharacters });
      const params = parse(def.params, req.params, '');
      const query = parse(def.query, req.query, '');
      const body = parse(def.body, req.body, '');
      if (def.rateLimit?.length) await applyRateLimits(app, ctx, def.rateLimit, { req, reply, body, actor });
      let result: Awaited<ReturnType<typeof handler>>;
      try {
        // The client address rides along for rules that depend on where a request comes from (geo-blocking).
        result = await asViewer(req.ip, () => handler({ body, params, query, actor, req, reply } as HandlerInput<R>));
      } catch (e) {
        if (actor?.delegatedBy && def.method !== 'GET') await reportDelegatedWrite(app, req, def, actor, e);
        throw e;
      }
      if (actor?.delegatedBy && def.method !== 'GET') await reportDelegatedWrite(app, req, def, actor, null);
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

/**
 * A write in a delegated session ('Use Platform as'): done as the account acted as (`actor.userId`),
 * recorded with the enterprise member who made it, whether it succeeded or was refused.
 */
async function reportDelegatedWrite(app: FastifyInstance, req: FastifyRequest, def: RouteDef, actor: Actor, error: unknown) {
  await wiringOf(app).onSecurityEvent({
    type: 'security_delegated_write',
    userId: actor.userId,
    ip: req.ip,
    data: {
      delegated_by: actor.delegatedBy,
      ...(actor.delegatedRole ? { role: actor.delegatedRole } : {}),
      method: def.method,
      route: def.path,
      path: req.url.split('?')[0],
      outcome: error ? (error instanceof AppError ? error.code : 'error') : 'ok',
    },
  });
}

/** Records one security event per request whose params, query or JSON body look like an attack. */
async function reportSuspiciousInput(app: FastifyInstance, req: FastifyRequest, actor: Actor | null): Promise<void> {
  const findings = scanInput({ params: req.params, query: req.query, body: req.body });
  if (!findings.length) return;
  await wiringOf(app).onSecurityEvent({
    type: 'security_suspicious_input',
    userId: actor?.userId ?? null,
    ip: req.ip,
    data: { method: req.method, route: req.routeOptions.url ?? null, findings },
  });
}
