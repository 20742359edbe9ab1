import { MESSAGES } from '@mb/contract/messages';
import type { FastifyRequest } from 'fastify';
import { isSessionActive } from '../features/auth/repository.ts';
import type { Actor, AppContext } from './context.ts';
import { AppError } from './errors.ts';

const cache = new WeakMap<FastifyRequest, Actor | null>();

/**
 * Reads `Authorization: Bearer <access token>`. A token whose session was revoked (sign-out, reuse
 * of a rotated refresh token, password change) stops working at once, not when it expires.
 */
export async function authenticate(ctx: AppContext, req: FastifyRequest): Promise<Actor | null> {
  if (cache.has(req)) return cache.get(req) ?? null;
  const header = req.headers.authorization;
  let actor: Actor | null = null;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m?.[1]) throw new AppError('unauthenticated', MESSAGES.malformedAuthHeader);
    const claims = await ctx.tokens.verifyAccess(m[1]);
    if (!claims || !(await isSessionActive(ctx.db, claims.sessionId, claims.userId))) {
      throw new AppError('unauthenticated', MESSAGES.sessionExpired);
    }
    actor = claims;
  }
  cache.set(req, actor);
  return actor;
}
