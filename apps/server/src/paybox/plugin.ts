import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import {
  PAYBOX_API,
  PAYBOX_TEST_LAPSE,
  payboxCheckoutBody,
  payboxLapseBody,
  payboxPortalBody,
  payboxRefundBody,
  verifyPayboxRequest,
} from '../platform/paybox-protocol.ts';
import * as pages from './pages.ts';
import * as paybox from './service.ts';

/**
 * The built-in test payment provider, mounted by app.ts under /paybox: its API (/paybox/api/...,
 * signed, platform/paybox-protocol.ts), its hosted checkout page and its customer portal. The billing
 * feature reaches it only over HTTP, as it would a processor; nothing here imports a feature.
 */
export async function payboxPlugin(app: FastifyInstance, { ctx, opts }: { ctx: AppContext; opts: paybox.PayboxOptions }) {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (req, body, done) => {
    (req as FastifyRequest & { rawBody?: string }).rawBody = body as string;
    try {
      done(null, body ? JSON.parse(body as string) : {});
    } catch {
      done(Object.assign(new Error('The request could not be read.'), { statusCode: 400 }), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8 * 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get('/paybox.css', async (_req, reply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(pages.PAYBOX_CSS),
  );

  const apiError = (reply: FastifyReply, status: number, message: string) =>
    reply.code(status).send({
      error: {
        code: status === 401 ? 'unauthenticated' : status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'bad_request',
        message,
      },
    });

  app.register(async (api) => {
    api.addHook('preHandler', async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const raw = (req as FastifyRequest & { rawBody?: string }).rawBody ?? '';
      if (!verifyPayboxRequest(opts.apiSecret, req.headers, req.method, req.url.replace(/^\/paybox/, ''), raw)) {
        return apiError(reply, 401, 'A valid request signature is required.');
      }
    });
    api.post(PAYBOX_API.checkouts, async (req, reply) => {
      const body = payboxCheckoutBody.safeParse(req.body);
      if (!body.success) return apiError(reply, 400, 'Invalid checkout request.');
      return paybox.createCheckout(ctx, opts, body.data);
    });
    api.post<{ Params: { id: string } }>('/api/subscriptions/:id/cancel', async (req, reply) => {
      if (!UUID.test(req.params.id)) return apiError(reply, 404, 'Unknown subscription.');
      if (!(await paybox.cancel(ctx, req.params.id))) return apiError(reply, 404, 'Unknown subscription.');
      return { ok: true };
    });
    api.post<{ Params: { id: string } }>('/api/subscriptions/:id/resume', async (req, reply) => {
      if (!UUID.test(req.params.id)) return apiError(reply, 404, 'Unknown subscription.');
      const r = await paybox.resume(ctx, req.params.id);
      if (r === null) return apiError(reply, 404, 'Unknown subscription.');
      return { ok: r };
    });
    api.post<{ Params: { id: string } }>('/api/charges/:id/refund', async (req, reply) => {
      const body = payboxRefundBody.safeParse(req.body);
      if (!body.success) return apiError(reply, 400, 'Invalid refund request: send { amount_minor, currency, reason }.');
      const r = await paybox.refund(ctx, req.params.id.slice(0, 100), body.data);
      if ('id' in r) return { id: r.id, status: r.status };
      if (r.status === 'unknown_charge') return apiError(reply, 404, 'Unknown charge.');
      if (r.status === 'wrong_currency') return apiError(reply, 400, "The currency is not the charge's.");
      return apiError(reply, 409, 'The amount is more than is left of the charge.');
    });
    api.post(PAYBOX_API.portal, async (req, reply) => {
      const body = payboxPortalBody.safeParse(req.body);
      if (!body.success) return apiError(reply, 400, 'Invalid portal request.');
      return { url: `${opts.publicBase}/portal?t=${encodeURIComponent(paybox.portalToken(opts, body.data.customer_ref))}` };
    });
  });

  app.post(PAYBOX_TEST_LAPSE, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!opts.testHooks) return apiError(reply, 404, 'Test hooks are off (TEST_HOOKS=on turns them on outside production).');
    const body = payboxLapseBody.safeParse(req.body);
    if (!body.success) return apiError(reply, 400, 'Send { customer_ref, days_ago }.');
    return { lapsed: await paybox.lapseCustomer(ctx, body.data.customer_ref, body.data.days_ago) };
  });

  const html = (reply: FastifyReply, status: number, title: string, body: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(pages.layout({ title, product: opts.productName, body }));
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  const notFound = (reply: FastifyReply) =>
    html(
      reply,
      404,
      'Not found',
      pages.messagePage('Payment page not found', 'This payment link is not valid. Start again from the site.'),
    );
  const sameOrigin = (req: FastifyRequest) => {
    const origin = req.headers.origin;
    return origin === undefined || origin === 'null' || origin === `${req.protocol}://${req.host}`;
  };

  app.get<{ Params: { id: string } }>('/pay/:id', async (req, reply) => {
    const co = UUID.test(req.params.id) ? await paybox.checkoutById(ctx, req.params.id) : null;
    if (!co) return notFound(reply);
    if (co.status === 'paid') {
      return html(
        reply,
        200,
        'Paid',
        pages.messagePage('Already paid', 'This payment is complete.', { href: co.success_url, label: 'Continue' }),
      );
    }
    return html(reply, 200, 'Checkout', pages.checkoutPage(co, opts.productName));
  });

  app.post<{ Params: { id: string }; Body: { card?: string } }>('/pay/:id', async (req, reply) => {
    if (!sameOrigin(req)) return html(reply, 403, 'Refused', pages.messagePage('Refused', 'This form was sent from another site.'));
    const co = UUID.test(req.params.id) ? await paybox.checkoutById(ctx, req.params.id) : null;
    if (!co) return notFound(reply);
    const typed = typeof req.body?.card === 'string' ? req.body.card.slice(0, 40) : '';
    const r = await paybox.pay(ctx, co.id, typed);
    if (r.redirect) return reply.code(303).header('location', r.redirect).send();
    const again = (status: number, text: string) =>
      html(reply, status, 'Checkout', pages.checkoutPage(co, opts.productName, { text, kind: 'error' }, typed));
    if (r.outcome === 'declined') return again(402, 'Your card was declined. Try another card.');
    if (r.outcome === 'try_again') return again(402, 'The bank asked us to try again. Please submit the payment once more.');
    return again(400, 'Use one of the test cards listed below.');
  });

  app.get<{ Params: { id: string } }>('/pay/:id/cancel', async (req, reply) => {
    const co = UUID.test(req.params.id) ? await paybox.checkoutById(ctx, req.params.id) : null;
    if (!co) return notFound(reply);
    return reply
      .code(303)
      .header('location', co.status === 'paid' ? co.success_url : co.cancel_url)
      .send();
  });

  app.get<{ Querystring: { t?: string } }>('/portal', async (req, reply) => {
    const customer = typeof req.query.t === 'string' ? paybox.portalCustomer(opts, req.query.t) : null;
    if (!customer) {
      return html(
        reply,
        401,
        'Link expired',
        pages.messagePage('This link has expired', 'Open the payment portal again from your subscription page.'),
      );
    }
    const d = await paybox.portalData(ctx, customer);
    return html(reply, 200, 'Your payments', pages.portalPage(d.subscriptions, d.events, `${opts.appOrigin}/subscription-management`));
  });
}
