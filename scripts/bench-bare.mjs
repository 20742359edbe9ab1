// The floor for GET /api/v1/auth/user: a bare Fastify app that runs the same two statements the real
// endpoint runs (session check, then user by id; the SQL text drizzle generates for
// isSessionActive and findUserById), with nothing else: no helmet, hooks, JWT verification, drizzle or
// zod. scripts/bench.mjs starts it as a child process (env PORT, DATA_DIR or DATABASE_URL) and puts its
// figures beside the app's. The token's claims are decoded without checking the signature.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';

const SESSION_SQL =
  'select "id" from "auth_sessions" where ("auth_sessions"."id" = $1 and "auth_sessions"."user_id" = $2 and "auth_sessions"."revoked_at" is null and "auth_sessions"."expires_at" > now())';
const USER_SQL = 'select "id", "email", "password_hash", "created_at", "updated_at" from "users" where "users"."id" = $1';

const { PORT, DATA_DIR, DATABASE_URL } = process.env;

/** @type {{ query: (text: string, params: unknown[]) => Promise<any[]>, close: () => Promise<void> }} */
let db;
if (DATABASE_URL) {
  // The app's default pool size (DATABASE_POOL_MAX = 10).
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });
  db = { query: async (text, params) => (await pool.query(text, params)).rows, close: () => pool.end() };
} else {
  if (!DATA_DIR) throw new Error('DATA_DIR or DATABASE_URL is required');
  // The app must be stopped: PGlite does not lock its directory (STACK-NOTES 4).
  const client = await PGlite.create(path.join(DATA_DIR, 'db'));
  db = { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.close() };
}

const claimsOf = (header) => {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  try {
    const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return typeof payload.sub === 'string' && typeof payload.sid === 'string' ? payload : null;
  } catch {
    return null;
  }
};

const app = Fastify({ logger: false });
const unauthenticated = (reply) => reply.code(401).send({ error: { code: 'unauthenticated', message: 'Authentication required.' } });

app.get('/health', async () => ({ ok: true }));
app.get('/api/v1/auth/user', async (req, reply) => {
  const claims = claimsOf(req.headers.authorization);
  if (!claims) return unauthenticated(reply);
  const sessions = await db.query(SESSION_SQL, [claims.sid, claims.sub]);
  if (sessions.length !== 1) return unauthenticated(reply);
  const [u] = await db.query(USER_SQL, [claims.sub]);
  if (!u) return unauthenticated(reply);
  return { id: u.id, email: u.email, created_at: u.created_at.toISOString() };
});

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  try {
    await app.close();
    await db.close();
  } finally {
    process.exit(0);
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ port: Number(PORT ?? 0), host: '127.0.0.1' });
