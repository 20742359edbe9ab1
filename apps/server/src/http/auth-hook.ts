import { MESSAGES } from '@mb/contract/ui-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import { wiringOf } from './wiring.ts';

const cache = new WeakMap<FastifyRequest, Actor | null>();

/**
 * Reads `Authorization: Bearer <access token>` and asks the wired access check. A token whose session
 * was revoked (sign-out, reuse of a rotated refresh token, password change) stops working at once,
 * not when it expires.
 */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<Actor | null> {
  if (cache.has(req)) return cache.get(req) ?? null;
  const header = req.headers.authorization;
  let actor: Actor | null = null;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m?.[1]) throw new AppError('unauthenticated', MESSAGES.malformedAuthHeader);
    actor = await wiringOf(app).checkAccess(m[1]);
    if (!actor) throw new AppError('unauthenticated', MESSAGES.sessionExpired);
  }
  cache.set(req, actor);
  return actor;
}
