import { domainName } from '@mb/contract/compliance';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import {
  HUB_API,
  hubCreateSessionBody,
  hubExchangeBody,
  hubOperatorBody,
  hubVerificationUrlBody,
  isStorableText,
  verifyHubRequest,
} from '../platform/hub-protocol.ts';
import * as pages from './pages.ts';
import * as repo from './repository.ts';
import * as hub from './service.ts';

/**
 * The built-in compliance hub (vAulth), mounted by app.ts under /hub: its API (/hub/api/..., signed
 * with the client's key and secret, platform/hub-protocol.ts) and its own pages for members (ID
 * verification, domains) and operators. The app reaches it only over HTTP, exactly as it would an
 * external hub; nothing here imports a feature.
 */
export async function hubPlugin(app: FastifyInstance, { ctx, opts }: { ctx: AppContext; opts: hub.HubOptions }) {
  // Raw JSON bodies: the signature covers the bytes as sent.
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (req, body, done) => {
    (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(Object.assign(new Error('The request could not be read.'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/hub.css', async (_req, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(pages.HUB_CSS),
  );

  // ---------------------------------------------------------------------------------------------
  // API

  const apiError = (reply: FastifyReply, status: number, message: string) =>
    reply
      .code(status)
      .send({ error: { code: status === 401 ? 'unauthenticated' : status === 404 ? 'not_found' : 'bad_request', message } });

  const signed = (req: FastifyRequest) =>
    verifyHubRequest(opts.credentials, req.headers, req.method, req.url, (req as FastifyRequest & { rawBody?: string }).rawBody ?? '');

  app.register(async (api) => {
    api.addHook('preHandler', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      if (!signed(req)) return apiError(reply, 401, 'A valid API key and request signature are required.');
    });
    api.post(HUB_API.createSession, async (req, reply) => {
      const body = hubCreateSessionBody.safeParse(req.body);
      if (!body.success) return apiError(reply, 400, 'Invalid session request.');
      return hub.createMemberTicket(ctx, body.data);
    });
    api.post(HUB_API.verificationUrl, async (req, reply) => {
      const body = hubVerificationUrlBody.safeParse(req.body);
      if (!body.success) return apiError(reply, 400, 'Invalid verification URL request.');
      const url = await hub.verificationUrl(ctx, opts, body.data);
      if (!url) return apiError(reply, 404, 'Unknown or expired session.');
      return { url };
    });
    api.post(HUB_API.exchange, async (req, reply) => {
      const body = hubExchangeBody.safeParse(req.body);
      if (!body.success) return apiError(reply, 400, 'Invalid exchange request.');
      const q = new URLSearchParams({ email: body.data.email, target: body.data.target_url });
      return { url: `${opts.publicBase}/sign-in?${q}` };
    });
    api.get<{ Params: { id: string } }>('/api/users/:id', async (req, reply) => {
      const id = req.params.id;
      if (id.length > 100 || !isStorableText(id)) return apiError(reply, 400, 'Invalid user id.');
      return hub.userInfo(ctx, id);
    });
    api.post(HUB_API.operatorSession, async (req, reply) => {
      const body = hubOperatorBody.safeParse(req.body);
      if (!body.success) return apiError(reply, 400, 'Invalid operator request.');
      return { url: await hub.createOperatorTicket(ctx, opts, body.data) };
    });
  });

  // ---------------------------------------------------------------------------------------------
  // Pages

  const secure = (req: FastifyRequest) => (req.protocol === 'https' ? '; Secure' : '');
  const setCookie = (req: FastifyRequest, reply: FastifyReply, name: string, value: string, maxAge: number) =>
    reply.header('set-cookie', `${name}=${value}; Path=/hub; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure(req)}`);
  const cookie = (req: FastifyRequest, name: string) => {
    for (const part of (req.headers.cookie ?? '').split(';')) {
      const [k, ...v] = part.trim().split('=');
      if (k === name) return v.join('=');
    }
    return undefined;
  };
  const html = (reply: FastifyReply, status: number, title: string, body: string, nav?: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(pages.layout({ title, product: ctx.config.PRODUCT_NAME, body, nav }));
  const see = (reply: FastifyReply, to: string) => reply.code(303).header('location', to).send();
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

  /** Cross-site form posts are refused: a browser names the page that sent a POST in Origin. */
  const sameOrigin = (req: FastifyRequest) => {
    const origin = req.headers.origin;
    return origin === undefined || origin === `${req.protocol}://${req.host}`;
  };

  const expired = (reply: FastifyReply) =>
    html(
      reply,
      401,
      'Session expired',
      pages.messagePage(
        'Your vAulth session has ended',
        `Open verification again from ${ctx.config.PRODUCT_NAME}: each link works once and for a short time.`,
        { href: `${opts.appOrigin}/compliance`, label: `Back to ${ctx.config.PRODUCT_NAME}` },
      ),
    );

  const memberSession = async (req: FastifyRequest, reply: FastifyReply) => {
    const s = await hub.sessionOf(ctx, cookie(req, 'vaulth_member'), 'member_session');
    const member = s?.member_id ? await repo.memberById(ctx.db, s.member_id) : null;
    if (!s || !member) {
      await expired(reply);
      return null;
    }
    return { s, member };
  };

  const FLASH: Record<string, { text: string; kind: 'ok' | 'error' }> = {
    uploaded: { text: 'Thank you. Your documents were received and are waiting for an operator.', kind: 'ok' },
    added: { text: 'Domain added. Add the TXT record below, then check it.', kind: 'ok' },
    found: { text: 'TXT record found: the domain is verified.', kind: 'ok' },
    missing: { text: 'The TXT record was not found yet. DNS changes can take 24-48 hours to reach everyone.', kind: 'error' },
    review: { text: 'An operator has been asked to verify your domain (2-3 business days).', kind: 'ok' },
    removed: { text: 'Domain removed.', kind: 'ok' },
    approved: { text: 'Approved.', kind: 'ok' },
    failed: { text: 'Marked as failed; the member sees your reason.', kind: 'ok' },
    reason: { text: 'Give a reason of at least 3 characters: the member reads it.', kind: 'error' },
    gone: { text: 'That item was already decided or replaced.', kind: 'error' },
  };
  const flashOf = (req: FastifyRequest) => FLASH[(req.query as { m?: string }).m ?? ''];

  app.get('/', async (req, reply) => {
    const s = await hub.sessionOf(ctx, cookie(req, 'vaulth_member'), 'member_session');
    return see(reply, s?.verification_type === 'domain' ? '/hub/domains' : '/hub/identity');
  });

  app.get<{ Querystring: { token?: string } }>('/sso', async (req, reply) => {
    const opened = typeof req.query.token === 'string' ? await hub.openSession(ctx, req.query.token, 'member') : null;
    if (!opened) return expired(reply);
    setCookie(req, reply, 'vaulth_member', opened.token, 3600);
    return see(reply, opened.session.verification_type === 'domain' ? '/hub/domains' : '/hub/identity');
  });

  app.get<{ Querystring: { email?: string; target?: string } }>('/sign-in', async (req, reply) => {
    const email = typeof req.query.email === 'string' ? req.query.email.slice(0, 320) : '';
    const target = typeof req.query.target === 'string' && /^\/(?![/\\])/.test(req.query.target) ? req.query.target : '/compliance';
    const href = `${opts.appOrigin}/auth?redirect=${encodeURIComponent(target)}`;
    return html(reply, 200, 'Sign in', pages.signInPage(email, href, ctx.config.PRODUCT_NAME));
  });

  app.post<{ Body: { result?: string } }>('/return', async (req, reply) => {
    const s = await hub.sessionOf(ctx, cookie(req, 'vaulth_member'), 'member_session');
    if (!s) return expired(reply);
    return see(reply, hub.returnTarget(opts, s, req.body?.result === 'cancelled' ? 'cancelled' : 'completed'));
  });

  app.get('/identity', async (req, reply) => {
    const m = await memberSession(req, reply);
    if (!m) return reply;
    const check = await repo.latestCheck(ctx.db, m.member.id);
    return html(reply, 200, 'ID verification', pages.identityPage(m.member, check, flashOf(req)), pages.memberNav('identity'));
  });

  app.post('/identity', async (req, reply) => {
    if (!sameOrigin(req)) return html(reply, 403, 'Refused', pages.messagePage('Refused', 'This form was sent from another site.'));
    const m = await memberSession(req, reply);
    if (!m) return reply;
    const files: { document?: { name: string; body: Buffer }; selfie?: { name: string; body: Buffer } } = {};
    const fail = async (text: string, status = 400) => {
      const check = await repo.latestCheck(ctx.db, m.member.id);
      return html(
        reply,
        status,
        'ID verification',
        pages.identityPage(m.member, check, { text, kind: 'error' }),
        pages.memberNav('identity'),
      );
    };
    if (!req.isMultipart()) return fail('Please choose both an ID document photo and a selfie.');
    if (m.member.identity_status === 'verified' || m.member.identity_status === 'pending') {
      return fail('Your documents are already verified or waiting for an operator.', 409);
    }
    try {
      for await (const part of req.parts({ limits: { files: 2, fileSize: 10 * 1024 * 1024, fields: 5 } })) {
        if (part.type !== 'file') continue;
        const body = await part.toBuffer();
        if (part.file.truncated) return fail('Each photo must be under 10 MB.', 413);
        if (part.fieldname === 'document' || part.fieldname === 'selfie') files[part.fieldname] = { name: part.filename ?? '', body };
      }
    } catch {
      return fail('The upload could not be read. Please choose the photos again.');
    }
    try {
      await hub.submitIdentity(ctx, m.member.id, files);
    } catch (e) {
      if (e instanceof hub.HubInputError) return fail(e.message);
      throw e;
    }
    return see(reply, '/hub/identity?m=uploaded');
  });

  app.get('/domains', async (req, reply) => {
    const m = await memberSession(req, reply);
    if (!m) return reply;
    const domains = await repo.domainsOf(ctx.db, m.member.id);
    return html(reply, 200, 'Domains', pages.domainsPage(domains, flashOf(req)), pages.memberNav('domains'));
  });

  app.post<{ Body: { domain?: string } }>('/domains', async (req, reply) => {
    if (!sameOrigin(req)) return html(reply, 403, 'Refused', pages.messagePage('Refused', 'This form was sent from another site.'));
    const m = await memberSession(req, reply);
    if (!m) return reply;
    const typed = typeof req.body?.domain === 'string' ? req.body.domain.slice(0, 300) : '';
    const fail = async (text: string) =>
      html(
        reply,
        400,
        'Domains',
        pages.domainsPage(await repo.domainsOf(ctx.db, m.member.id), { text, kind: 'error' }, typed),
        pages.memberNav('domains'),
      );
    const parsed = domainName.safeParse(typed.replace(/^https?:\/\//i, '').replace(/\/.*$/, ''));
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Enter a domain name such as example.com.');
    try {
      await hub.addDomain(ctx, m.member.id, parsed.data);
    } catch (e) {
      if (e instanceof hub.HubInputError) return fail(e.message);
      throw e;
    }
    return see(reply, '/hub/domains?m=added');
  });

  app.post<{ Params: { id: string; action: string } }>('/domains/:id/:action', async (req, reply) => {
    if (!sameOrigin(req)) return html(reply, 403, 'Refused', pages.messagePage('Refused', 'This form was sent from another site.'));
    const m = await memberSession(req, reply);
    if (!m) return reply;
    const { id, action } = req.params;
    if (!UUID.test(id) || !(await repo.domainOf(ctx.db, m.member.id, id))) {
      return html(
        reply,
        404,
        'Not found',
        pages.messagePage('Not found', 'That domain is not on your list.', { href: '/hub/domains', label: 'Your domains' }),
      );
    }
    if (action === 'check') {
      const d = await hub.checkDomain(ctx, opts, m.member.id, id);
      return see(reply, `/hub/domains?m=${d?.status === 'verified' ? 'found' : 'missing'}`);
    }
    if (action === 'review') {
      await hub.requestDomainReview(ctx, m.member.id, id);
      return see(reply, '/hub/domains?m=review');
    }
    if (action === 'remove') {
      await hub.removeDomain(ctx, m.member.id, id);
      return see(reply, '/hub/domains?m=removed');
    }
    return html(reply, 404, 'Not found', pages.messagePage('Not found', 'No such action.'));
  });

  // Operators ---------------------------------------------------------------------------------

  app.get<{ Querystring: { ticket?: string } }>('/operator/enter', async (req, reply) => {
    const opened = typeof req.query.ticket === 'string' ? await hub.openSession(ctx, req.query.ticket, 'operator') : null;
    if (!opened) return expired(reply);
    setCookie(req, reply, 'vaulth_operator', opened.token, 3600);
    return see(reply, '/hub/operator');
  });

  const operatorSession = async (req: FastifyRequest, reply: FastifyReply) => {
    const s = await hub.sessionOf(ctx, cookie(req, 'vaulth_operator'), 'operator_session');
    if (!s?.operator_id) {
      await html(
        reply,
        401,
        'Operators only',
        pages.messagePage('Operators only', `Open the operator console from ${ctx.config.PRODUCT_NAME}'s moderation page.`, {
          href: `${opts.appOrigin}/moderation`,
          label: 'Moderation',
        }),
      );
      return null;
    }
    return s;
  };

  app.get('/operator', async (req, reply) => {
    const s = await operatorSession(req, reply);
    if (!s) return reply;
    const checks = (await repo.pendingChecks(ctx.db)).map(({ check, member }) => ({
      check,
      member,
      // Signed for 5 minutes: the only way an ID file is ever served (the bucket is private).
      documentUrl: check.document_key ? ctx.storage.url('identity', check.document_key, 300) : null,
      selfieUrl: check.selfie_key ? ctx.storage.url('identity', check.selfie_key, 300) : null,
    }));
    const domains = await repo.domainsAwaitingReview(ctx.db);
    return html(
      reply,
      200,
      'Operator console',
      pages.operatorPage(checks, domains, s.operator_name ?? 'operator', flashOf(req)),
      `<nav><a href="${pages.esc(`${opts.appOrigin}/moderation`)}">Back to moderation</a></nav>`,
    );
  });

  app.post<{ Params: { kind: string; id: string; decision: string }; Body: { reason?: string } }>(
    '/operator/:kind/:id/:decision',
    async (req, reply) => {
      if (!sameOrigin(req)) return html(reply, 403, 'Refused', pages.messagePage('Refused', 'This form was sent from another site.'));
      const s = await operatorSession(req, reply);
      if (!s?.operator_id) return reply;
      const { kind, id, decision } = req.params;
      if (!UUID.test(id) || !['identity', 'domains'].includes(kind) || !['approve', 'fail'].includes(decision)) {
        return html(reply, 404, 'Not found', pages.messagePage('Not found', 'No such item.'));
      }
      const reason =
        typeof req.body?.reason === 'string'
          ? req.body.reason
              .replace(/[\u0000-\u001f\u007f]/g, ' ')
              .trim()
              .slice(0, 500)
          : '';
      if (decision === 'fail' && reason.length < 3) return see(reply, '/hub/operator?m=reason');
      const verdict = decision === 'approve' ? ({ approve: true } as const) : ({ approve: false, reason } as const);
      const ok = kind === 'identity' ? await hub.decideIdentity(ctx, id, s.operator_id, verdict) : await hub.decideDomain(ctx, id, verdict);
      return see(reply, `/hub/operator?m=${ok ? (decision === 'approve' ? 'approved' : 'failed') : 'gone'}`);
    },
  );
}
