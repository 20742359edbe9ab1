import type { FastifyInstance, FastifyReply } from 'fastify';
import { createPushbox, PushboxError } from './service.ts';

export interface PushboxOptions {
  /** Where its endpoints say they are: this server's own address once it listens (the push sender posts there). */
  selfUrl: () => string | null;
  /** The path it is mounted under. */
  prefix: string;
}

const ID = /^[0-9a-f-]{36}$/;

/**
 * The built-in stand-in push service, mounted by app.ts under /pushbox (outside production): a push
 * endpoint that speaks RFC 8030/8291/8292 like FCM or Apple's, and the "browser side" a test drives
 * (subscribe, read what arrived, expire a subscription, fail the next pushes). The push feature reaches
 * it only over HTTP, through the endpoint in a subscription; nothing here imports a feature.
 */
export async function pushboxPlugin(app: FastifyInstance, opts: PushboxOptions) {
  const box = createPushbox();
  const fail = (reply: FastifyReply, err: unknown) => {
    if (err instanceof PushboxError) return reply.code(err.status).type('text/plain').send(err.message);
    throw err;
  };
  const idOf = (params: unknown) => {
    const id = (params as { id?: string }).id ?? '';
    if (!ID.test(id)) throw new PushboxError(404, 'no such subscription');
    return id;
  };

  // The push service takes any body as bytes (aes128gcm), whatever Content-Type the sender gives.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 8_192 }, (_req, body, done) => done(null, body));

  app.post('/push/:id', async (req, reply) => {
    try {
      // The VAPID audience is the origin the sender posted to (RFC 8292 §2).
      await box.receive(idOf(req.params), {
        origin: `${req.protocol}://${req.host}`,
        headers: req.headers,
        body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      });
      return reply.code(201).header('location', `${opts.prefix}/messages/${randomTail()}`).send();
    } catch (err) {
      return fail(reply, err);
    }
  });

  // The browser's side, for tests and a developer's console.
  app.post('/subscriptions', async (req, reply) => {
    const body = parseJson(req.body) as { application_server_key?: unknown };
    const key = typeof body.application_server_key === 'string' ? body.application_server_key : '';
    if (!/^[A-Za-z0-9_-]{86,88}$/.test(key))
      return reply.code(400).send({ error: 'application_server_key (base64url P-256 key) required' });
    const self = opts.selfUrl() ?? `${req.protocol}://${req.host}`;
    return reply.code(201).send(box.subscribe(key, `${self}${opts.prefix}`));
  });
  app.get('/subscriptions/:id/messages', async (req, reply) => {
    try {
      return { items: box.messages(idOf(req.params)) };
    } catch (err) {
      return fail(reply, err);
    }
  });
  app.post('/subscriptions/:id/expire', async (req, reply) => {
    try {
      box.expire(idOf(req.params));
      return { ok: true };
    } catch (err) {
      return fail(reply, err);
    }
  });
  app.post('/subscriptions/:id/fail', async (req, reply) => {
    try {
      const count = Number((parseJson(req.body) as { count?: unknown }).count ?? 1);
      box.failNext(idOf(req.params), Number.isInteger(count) && count >= 0 && count <= 100 ? count : 1);
      return { ok: true };
    } catch (err) {
      return fail(reply, err);
    }
  });
}

const randomTail = () => Math.random().toString(36).slice(2);

function parseJson(body: unknown): Record<string, unknown> {
  if (!Buffer.isBuffer(body) || body.length === 0) return {};
  try {
    const v = JSON.parse(body.toString('utf8'));
    return v && typeof v === 'object' ? v : {};
  } catch {
    return {};
  }
}
