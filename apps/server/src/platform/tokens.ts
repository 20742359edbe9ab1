import { createHash, createSecretKey, randomBytes } from 'node:crypto';
import { AUTH_LIMITS } from '@mb/contract/limits';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { DB } from './db/client.ts';
import { appSettings } from './db/platform-schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** A verified access token's claims and its expiry (seconds since the epoch). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number;
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<{ token: string; expiresAt: number }>;
  verifyAccess(token: string): Promise<VerifiedAccess | null>;
  /** HMAC used for signed storage URLs. */
  secret: Uint8Array;
}

/** Random opaque token (refresh, reset): 32 bytes, url-safe. Only its hash is stored. */
export const newOpaqueToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database, so every instance on one database signs and verifies alike.
 */
export async function loadSecret(db: DB, configured?: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'jwt_secret'));
  if (!row) throw new Error('jwt secret missing');
  return new TextEncoder().encode(row.value);
}

export function createTokenService(secret: Uint8Array, issuer: string): TokenService {
  // One key object for the process: given raw bytes, jose imports the key again on every call (the
  // benchmark showed ~40% of token-check CPU going there).
  const key = createSecretKey(secret);
  return {
    secret,
    async signAccess({ userId, sessionId }) {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + AUTH_LIMITS.accessTokenSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience('authenticated')
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt };
    },
    async verifyAccess(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer,
          audience: 'authenticated',
          algorithms: ['HS256'],
        });
        // Both name rows by UUID: anything else (a forged or foreign token signed with our key) is not ours.
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || !UUID.test(payload.sub) || !UUID.test(payload.sid))
          return null;
        if (typeof payload.exp !== 'number') return null;
        return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp };
      } catch (e) {
        if (e instanceof errors.JOSEError) return null;
        throw e;
      }
    },
  };
}
