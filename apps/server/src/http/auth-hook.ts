import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';

/**
 * The access check the composition root hands in (the auth feature's): an actor for a valid access
 * token whose session is still active, null otherwise. The realtime socket uses the same one.
 */
export type AccessCheck = (accessToken: string) => Promise<Actor | null>;

const checks = new WeakMap<FastifyInstance, AccessCheck>();
const cache = new WeakMap<FastifyRequest, Actor | null>();

export function useAccessCheck(app: FastifyInstance, check: AccessCheck) {
  checks.set(app, check);
}

/**
 * Reads `Authorization: Bearer <access token>`. A token whose session was revoked (sign-out, reuse
 * of a rotated refresh token, password change) stops working at once, not when it expires.
 */
export async function authenticate(app: FastifyInstance, req: FastifyRequest): Promise<Actor | null> {
  if (cache.has(req)) return cache.get(req) ?? null;
  const header = req.headers.authorization;
  let actor: Actor | null = null;
  if (header) {
    const m = /^Bearer\s+(\S+)$/i.exec(header);
    if (!m?.[1]) throw new AppError('unauthenticated', 'Malformed Authorization header.');
    const check = checks.get(app);
    // Deny by default: an app assembled without an access check lets no token through.
    if (!check) throw new Error('no access check installed (see useAccessCheck)');
    actor = await check(m[1]);
    if (!actor) throw new AppError('unauthenticated', 'Your session has expired. Please sign in again.');
  }
  cache.set(req, actor);
  return actor;
}
