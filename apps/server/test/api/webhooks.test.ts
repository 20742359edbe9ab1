import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WEBHOOK_MESSAGES as M, WEBHOOK_MAX_ATTEMPTS } from '@mb/contract/webhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../src/features/webhooks/sender.ts';
import { emitStudioEvent } from '../../src/features/webhooks/service.ts';
import { moderator, portfolioMember } from '../helpers/portfolio.ts';
import { type NamedMember, namedMember } from '../helpers/profiles.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

// Signed outgoing webhooks (issue 17): a real local HTTP receiver; the job runner is driven by hand
// (JOBS_WORKER off, `runDue`), and a retry's wait is skipped by moving its job's run_at to now.

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  path: string;
}

/** A receiver on port 0 that records every request and answers the statuses queued (200 when none). */
async function receiver() {
  const got: Received[] = [];
  const answers: number[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), path: req.url ?? '' });
      const status = answers.shift() ?? 200;
      res.writeHead(status, { 'content-type': 'text/plain' });
      res.end(status === 200 ? 'thanks' : 'receiver is down');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return { got, answers, port, url: (path = '/hook') => `http://127.0.0.1:${port}${path}`, close: () => server.close() };
}

let t: TestApp;
let rx: Awaited<ReturnType<typeof receiver>>;
beforeAll(async () => {
  t = await startTestApp({ JOBS_WORKER: 'off' });
  rx = await receiver();
}, 60_000);
afterAll(async () => {
  rx.close();
  await t.close();
});

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const q = (text: string, params: unknown[] = []) => t.ctx.database.query(text, params) as Promise<Record<string, unknown>[]>;

async function linked(enterprise: NamedMember, studio: NamedMember) {
  const inv = await t.call('inviteStudio', { token: enterprise.token, body: { studio: studio.username } });
  expect(inv.status, JSON.stringify(inv.error)).toBe(201);
  const acc = await t.call('acceptEnterpriseLink', { token: studio.token, params: { id: inv.data.link.id } });
  expect(acc.status, JSON.stringify(acc.error)).toBe(200);
  return inv.data.link.id as string;
}

async function endpoint(enterprise: NamedMember, url: string, types = ['application.created']) {
  const r = await t.call('createWebhook', {
    token: enterprise.token,
    body: { url, description: 'CRM', event_types: types, enabled: true },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data;
}

/** A studio's open casting call, and a creator applying to it. */
async function castingCall(studio: NamedMember) {
  const form = await t.call('createCastingForm', {
    token: studio.token,
    body: { title: 'Form', fields: [{ id: 'name', type: 'text', label: 'Stage name', required: true }] },
  });
  expect(form.status, JSON.stringify(form.error)).toBe(201);
  const call = await t.call('createCastingCall', {
    token: studio.token,
    body: {
      form_id: form.data.id,
      title: 'Lead, beach feature',
      role_description: 'Lead role.',
      starts_on: inDays(20),
      ends_on: inDays(21),
      location: 'Miami, Florida, United States',
      rate_min: 800,
      rate_max: 1500,
      rate_unit: 'per_scene',
      content_types: ['straight'],
      disclosure: 'Full nudity.',
      deadline: inDays(10),
    },
  });
  expect(call.status, JSON.stringify(call.error)).toBe(201);
  return call.data;
}

async function apply(callId: string) {
  const c = await portfolioMember(t, { verified: true });
  const r = await t.call('applyToCastingCall', {
    token: c.token,
    params: { id: callId },
    body: { answers: { name: 'Nova' }, disclosure_acknowledged: true },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return { creator: c, application: r.data };
}

/** Runs due jobs until none is left; then moves any waiting retry of a webhook to now when `skipWaits`. */
async function drain() {
  while ((await t.ctx.jobs.runDue()) > 0);
}
async function skipRetryWait() {
  await q(`update jobs set run_at = now() where kind = 'webhooks.deliver' and state = 'pending'`);
}

function verify(secret: string, header: string, body: string) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return { ok: expected === parts.v1, t: Number(parts.t) };
}

describe('outgoing webhooks', () => {
  it('a new application produces one signed delivery to the linked enterprise', async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    await linked(enterprise, studio);
    const ep = await endpoint(enterprise, rx.url('/one'));
    expect(ep.secret).toMatch(/^whsec_/);
    expect(ep.endpoint.secret_hint).toBe(ep.secret.slice(-4));
    // The secret is never read back.
    const list = await t.call('webhookEndpoints', { token: enterprise.token });
    expect(JSON.stringify(list.data)).not.toContain(ep.secret);
    expect(list.data.can_manage).toBe(true);

    const call = await castingCall(studio);
    const { creator, application } = await apply(call.id);
    await drain();

    const mine = rx.got.filter((g) => g.path === '/one');
    expect(mine).toHaveLength(1);
    const [hit] = mine as [Received];
    const sig = verify(ep.secret, String(hit.headers['mb-signature']), hit.body);
    expect(sig.ok).toBe(true);
    expect(Math.abs(sig.t - Date.now() / 1000)).toBeLessThan(60);
    const body = JSON.parse(hit.body);
    expect(hit.headers['mb-webhook-id']).toBe(body.id);
    expect(hit.headers['content-type']).toBe('application/json');
    expect(body).toMatchObject({
      type: 'application.created',
      studio: { id: studio.userId, username: studio.username },
      data: {
        application: { id: application.id, status: 'submitted' },
        call: { id: call.id, title: 'Lead, beach feature' },
        applicant: { id: creator.userId, username: creator.username },
      },
    });
    // Nothing private: no e-mail address, no answers.
    expect(hit.body).not.toContain(creator.email);
    expect(hit.body).not.toContain('Nova');

    const log = await t.call('webhookDeliveries', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(log.status).toBe(200);
    expect(log.data.deliveries).toHaveLength(1);
    expect(log.data.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 1, status_code: 200, response_snippet: 'thanks' });

    // A tampered body does not verify.
    expect(verify(ep.secret, String(hit.headers['mb-signature']), hit.body.replace('submitted', 'accepted')).ok).toBe(false);
  });

  it('a receiver answering 500 then 200 is retried and the delivery succeeds', async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    await linked(enterprise, studio);
    const ep = await endpoint(enterprise, rx.url('/retry'));
    const call = await castingCall(studio);
    rx.answers.push(500);
    await apply(call.id);
    await drain();
    let log = await t.call('webhookDeliveries', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(log.data.deliveries[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
      status_code: 500,
      response_snippet: 'receiver is down',
    });
    expect(log.data.deliveries[0]?.next_attempt_at).not.toBeNull();
    const [job] = await q(`select run_at from jobs where kind = 'webhooks.deliver' and state = 'pending'`);
    // The first retry waits a minute.
    expect(new Date(job?.run_at as string).getTime() - Date.now()).toBeGreaterThan(50_000);

    await skipRetryWait();
    await drain();
    const hits = rx.got.filter((g) => g.path === '/retry');
    expect(hits).toHaveLength(2);
    expect(hits[0]?.headers['mb-webhook-id']).toBe(hits[1]?.headers['mb-webhook-id']);
    log = await t.call('webhookDeliveries', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(log.data.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2, status_code: 200, next_attempt_at: null });
  });

  it(`a receiver that keeps failing gets ${WEBHOOK_MAX_ATTEMPTS} attempts, then the delivery is failed; redeliver sends it again`, async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    await linked(enterprise, studio);
    const ep = await endpoint(enterprise, rx.url('/down'));
    const call = await castingCall(studio);
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i++) rx.answers.push(503);
    await apply(call.id);
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS; i++) {
      await drain();
      await skipRetryWait();
    }
    expect(rx.got.filter((g) => g.path === '/down')).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const log = await t.call('webhookDeliveries', { token: enterprise.token, params: { id: ep.endpoint.id } });
    const failed = log.data.deliveries[0];
    expect(failed).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, status_code: 503 });

    const again = await t.call('redeliverWebhook', { token: enterprise.token, params: { id: failed?.id as string } });
    expect(again.status, JSON.stringify(again.error)).toBe(201);
    expect(again.data.delivery).toMatchObject({ redelivery_of: failed?.id, event_id: failed?.event_id, status: 'pending' });
    await drain();
    const after = await t.call('webhookDeliveries', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(after.data.deliveries[0]).toMatchObject({ id: again.data.delivery.id, status: 'delivered' });
  });

  it("an unlinked (or only invited) studio's events reach no one; a disabled or unsubscribed endpoint gets nothing", async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    const invited = await namedMember(t, 'wh_std', 'Studio', 'studio');
    const ep = await endpoint(enterprise, rx.url('/nobody'));
    const off = await endpoint(enterprise, rx.url('/off'));
    const other = await endpoint(enterprise, rx.url('/other'), ['booking.created']);
    const upd = await t.call('updateWebhook', {
      token: enterprise.token,
      params: { id: off.endpoint.id },
      body: { url: rx.url('/off'), description: '', event_types: ['application.created'], enabled: false },
    });
    expect(upd.status).toBe(200);
    // Unlinked studio.
    await apply((await castingCall(studio)).id);
    // Invited, never accepted.
    const inv = await t.call('inviteStudio', { token: enterprise.token, body: { studio: invited.username } });
    expect(inv.status).toBe(201);
    await apply((await castingCall(invited)).id);
    // Linked, then unlinked before the application.
    const linkId = await linked(enterprise, studio);
    expect((await t.call('unlinkEnterpriseStudio', { token: studio.token, params: { id: linkId } })).status).toBe(200);
    await apply((await castingCall(studio)).id);
    await drain();
    for (const path of ['/nobody', '/off', '/other']) expect(rx.got.filter((g) => g.path === path)).toHaveLength(0);
    for (const id of [ep.endpoint.id, off.endpoint.id, other.endpoint.id])
      expect((await q('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [id]))[0]?.n).toBe(0);
  });

  it('a booking request and an RSVP at a linked studio are delivered to the endpoints subscribed to them', async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    await linked(enterprise, studio);
    const ep = await endpoint(enterprise, rx.url('/apps'), ['booking.created', 'event.rsvp']);
    for (const app of ['mb-bookings', 'mb-events'])
      await q("insert into mb_app_installations (user_id, app_id, status) values ($1, $2, 'active')", [studio.userId, app]);
    const guest = await namedMember(t, 'wh_guest', 'Guest', 'creator');

    // MB Bookings: open every day, one service; the guest requests the first slot offered.
    const weekly = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' }));
    const set = await t.call('updateBookingSettings', {
      token: studio.token,
      body: { time_zone: 'UTC', buffer_minutes: 0, cancel_hours: 24, weekly, exceptions: [] },
    });
    expect(set.status, JSON.stringify(set.error)).toBe(200);
    const svc = await t.call('createBookingService', {
      token: studio.token,
      body: {
        name: 'Photo shoot',
        duration_minutes: 60,
        rate_cents: 25000,
        currency: 'EUR',
        description: '',
        online: false,
        location: 'Paris',
      },
    });
    expect(svc.status, JSON.stringify(svc.error)).toBe(201);
    const slots = await t.call('bookingSlots', {
      token: guest.token,
      params: { username: studio.username },
      query: { service_id: svc.data.service.id },
    });
    const start = slots.data.slots[0]?.start as string;
    const booked = await t.call('requestBooking', {
      token: guest.token,
      params: { username: studio.username },
      body: { service_id: svc.data.service.id, start, note: 'Two looks' },
    });
    expect(booked.status, JSON.stringify(booked.error)).toBe(201);

    // MB Events: a published, approved event; the guest RSVPs.
    const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const ev = await t.call('createOrganizedEvent', {
      token: studio.token,
      body: {
        title: 'Open studio night',
        description: 'Drinks.',
        category: 'party',
        location: 'Berlin, Germany',
        starts_local: `${day}T20:00`,
        ends_local: `${day}T23:00`,
        timezone: 'Europe/Berlin',
        capacity: 50,
        ticket_kind: 'free',
      },
    });
    expect(ev.status, JSON.stringify(ev.error)).toBe(201);
    const pub = await t.call('publishOrganizedEvent', { token: studio.token, params: { id: ev.data.id } });
    expect(pub.status, JSON.stringify(pub.error)).toBe(200);
    if (pub.data.moderation === 'pending') {
      const [item] = await q("select id from moderation_items where type = 'event_listing' and subject_id = $1", [ev.data.id]);
      const mod = await moderator(t);
      expect((await t.call('moderationApprove', { token: mod.token, params: { id: item?.id as string } })).status).toBe(200);
    }
    const rsvp = await t.call('rsvpEvent', { token: guest.token, params: { id: ev.data.id } });
    expect(rsvp.status, JSON.stringify(rsvp.error)).toBe(200);
    await drain();

    const bodies = rx.got.filter((g) => g.path === '/apps').map((g) => JSON.parse(g.body));
    expect(bodies.map((b) => b.type).sort()).toEqual(['booking.created', 'event.rsvp']);
    expect(bodies.find((b) => b.type === 'booking.created')).toMatchObject({
      studio: { id: studio.userId },
      data: { booking: { id: booked.data.booking.id, service_name: 'Photo shoot', note: 'Two looks' }, booker: { id: guest.userId } },
    });
    const rsvpBody = bodies.find((b) => b.type === 'event.rsvp');
    expect(rsvpBody).toMatchObject({
      data: { event: { id: ev.data.id, title: 'Open studio night' }, ticket: { status: 'valid' }, attendee: { username: guest.username } },
    });
    // The ticket's code is the attendee's own: never sent.
    expect(JSON.stringify(rsvpBody)).not.toContain(rsvp.data.ticket.code);
    const log = await t.call('webhookDeliveries', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(log.data.deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });

  it('a rolled-back write sends nothing', async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    await linked(enterprise, studio);
    const ep = await endpoint(enterprise, rx.url('/rollback'));
    const jobsBefore = (await q(`select count(*)::int as n from jobs where kind = 'webhooks.deliver'`))[0]?.n as number;
    let queued = 0;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        queued = await emitStudioEvent(t.ctx, tx, {
          type: 'application.created',
          studioId: studio.userId,
          data: { application: { id: 'x' } },
        });
        throw new Error('the write fails after the event was emitted');
      }),
    ).rejects.toThrow('the write fails');
    expect(queued).toBe(1);
    await drain();
    expect(rx.got.filter((g) => g.path === '/rollback')).toHaveLength(0);
    expect((await q('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [ep.endpoint.id]))[0]?.n).toBe(0);
    expect((await q(`select count(*)::int as n from jobs where kind = 'webhooks.deliver'`))[0]?.n).toBe(jobsBefore);
  });

  it('private addresses are refused when WEBHOOKS_ALLOW_PRIVATE is off: when saved, and at delivery on the resolved address', async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    await linked(enterprise, studio);
    // Saved while allowed (as in development), then the setting is turned off (as in production).
    const byName = await endpoint(enterprise, `https://localhost:${rx.port}/private`);
    const byIp = await endpoint(enterprise, `https://127.0.0.1:${rx.port}/private`);
    const config = t.ctx.config as { WEBHOOKS_ALLOW_PRIVATE?: 'on' | 'off' };
    config.WEBHOOKS_ALLOW_PRIVATE = 'off';
    try {
      for (const url of [
        'https://127.0.0.1/hook',
        'https://10.1.2.3/hook',
        'https://[::1]/hook',
        'https://169.254.169.254/latest',
        'https://localhost/x',
      ]) {
        const r = await t.call('createWebhook', {
          token: enterprise.token,
          body: { url, description: '', event_types: ['application.created'], enabled: true },
        });
        expect(r.status, url).toBe(400);
        expect(r.error?.fields?.url).toBe(M.urlPrivate);
      }
      const plain = await t.call('createWebhook', {
        token: enterprise.token,
        body: { url: 'http://example.com/hook', description: '', event_types: ['application.created'], enabled: true },
      });
      expect(plain.error?.fields?.url).toBe(M.urlHttps);

      await apply((await castingCall(studio)).id);
      await drain();
      expect(rx.got.filter((g) => g.path === '/private')).toHaveLength(0);
      for (const id of [byName.endpoint.id, byIp.endpoint.id]) {
        const log = await t.call('webhookDeliveries', { token: enterprise.token, params: { id } });
        expect(log.data.deliveries[0]?.status_code).toBeNull();
        expect(log.data.deliveries[0]?.error).toMatch(/private or local address; refused/);
      }
    } finally {
      config.WEBHOOKS_ALLOW_PRIVATE = undefined;
    }
    expect(isPrivateAddress('192.168.1.10')).toBe(true);
    expect(isPrivateAddress('::ffff:10.0.0.1')).toBe(true);
    // The hex form of an IPv4-mapped loopback, which the webhooks' own list used to let through.
    expect(isPrivateAddress('::ffff:7f00:1')).toBe(true);
    expect(isPrivateAddress('fd00::1')).toBe(true);
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:4700::1111')).toBe(false);
  });

  it('a ping is signed with the rotated secret; viewers read only; studios and strangers have no access', async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const stranger = await namedMember(t, 'wh_ent', 'Other', 'enterprise');
    const studio = await namedMember(t, 'wh_std', 'Studio', 'studio');
    const ep = await endpoint(enterprise, rx.url('/ping'));
    const rotated = await t.call('rotateWebhookSecret', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(rotated.status).toBe(200);
    expect(rotated.data.secret).not.toBe(ep.secret);
    const ping = await t.call('testWebhook', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(ping.status, JSON.stringify(ping.error)).toBe(201);
    await drain();
    const [hit] = rx.got.filter((g) => g.path === '/ping') as [Received];
    expect(JSON.parse(hit.body)).toMatchObject({ type: 'ping', studio: null });
    expect(verify(rotated.data.secret, String(hit.headers['mb-signature']), hit.body).ok).toBe(true);
    expect(verify(ep.secret, String(hit.headers['mb-signature']), hit.body).ok).toBe(false);

    // Another enterprise: not found; a studio: not an enterprise.
    expect((await t.call('webhookDeliveries', { token: stranger.token, params: { id: ep.endpoint.id } })).status).toBe(404);
    expect((await t.call('deleteWebhook', { token: stranger.token, params: { id: ep.endpoint.id } })).status).toBe(404);
    const s = await t.call('webhookEndpoints', { token: studio.token });
    expect(s.status).toBe(403);
    expect(s.error?.message).toBe(M.enterpriseOnly);

    // A Viewer sub-user acting as the enterprise reads, and is refused every change.
    const sub = await namedMember(t, 'wh_sub', 'Viewer', 'creator');
    const inv = await t.call('inviteSubUser', { token: enterprise.token, body: { email: sub.email, role: 'viewer' } });
    expect(inv.status, JSON.stringify(inv.error)).toBe(201);
    const mail = await q(`select text_body from mail_outbox where to_address = $1 order by id desc limit 1`, [sub.email.toLowerCase()]);
    const token = /token=([^\s&]+)/.exec(String(mail[0]?.text_body))?.[1] as string;
    expect((await t.call('acceptSubUserInvitation', { token: sub.token, body: { token: decodeURIComponent(token) } })).status).toBe(200);
    const use = await t.call('useLinkedAccount', { token: sub.token, params: { id: enterprise.userId } });
    expect(use.status, JSON.stringify(use.error)).toBe(200);
    const viewer = use.data.session.access_token;
    const read = await t.call('webhookEndpoints', { token: viewer });
    expect(read.status).toBe(200);
    expect(read.data.can_manage).toBe(false);
    expect((await t.call('testWebhook', { token: viewer, params: { id: ep.endpoint.id } })).status).toBe(403);

    const del = await t.call('deleteWebhook', { token: enterprise.token, params: { id: ep.endpoint.id } });
    expect(del.status).toBe(200);
    expect((await q('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [ep.endpoint.id]))[0]?.n).toBe(0);
  });

  it('log rows older than 30 days are pruned', async () => {
    const enterprise = await namedMember(t, 'wh_ent', 'Acme', 'enterprise');
    const ep = await endpoint(enterprise, rx.url('/prune'));
    await t.call('testWebhook', { token: enterprise.token, params: { id: ep.endpoint.id } });
    await t.call('testWebhook', { token: enterprise.token, params: { id: ep.endpoint.id } });
    await drain();
    await q(
      `update webhook_deliveries set created_at = now() - interval '31 days'
       where id = (select id from webhook_deliveries where endpoint_id = $1 limit 1)`,
      [ep.endpoint.id],
    );
    await t.ctx.jobs.enqueue(t.ctx.db, { kind: 'webhooks.prune' });
    await drain();
    expect((await q('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [ep.endpoint.id]))[0]?.n).toBe(1);
  });
});
