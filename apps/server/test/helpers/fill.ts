import { randomBytes, randomUUID } from 'node:crypto';
import { plainImage, uploadImage } from './portfolio.ts';
import { makeImage, namedMember, postAvatar } from './profiles.ts';
import type { TestApp } from './test-app.ts';

/**
 * Fills a deployment through its API with a little of everything a backup must keep: members (with
 * avatars), portfolio files, a conversation with messages and an attachment, bookings, feed posts.
 * Answers the members (with their passwords) and what each made.
 */
export async function fillDeployment(t: TestApp, opts: { members?: number } = {}) {
  const ok = (what: string, r: { status: number; error?: unknown }) => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${JSON.stringify(r.error)}`);
  };
  const members = [];
  for (let i = 0; i < (opts.members ?? 3); i++)
    members.push(await namedMember(t, 'bk', `Backup Member${i}`, i === 0 ? 'enterprise' : 'creator'));
  const [owner, a, b] = members as [(typeof members)[0], (typeof members)[0], (typeof members)[0]];
  const av = await postAvatar(t, a.token, { body: await makeImage('png', { width: 300, height: 300 }), name: 'me.png', type: 'image/png' });
  if (av.status !== 200) throw new Error(`avatar: ${av.status}`);
  const items = [];
  for (const m of [a, b]) for (let i = 0; i < 2; i++) items.push({ owner: m, item: await uploadImage(t, m.token) });

  const conv = await t.call('createConversation', { token: a.token, body: { member_ids: [b.userId] } });
  ok('conversation', conv);
  const cid = (conv.data as { id: string }).id;
  const fd = new FormData();
  fd.append('file', new Blob([new Uint8Array(await plainImage(120, 80))], { type: 'image/jpeg' }), 'set.jpg');
  const att = await fetch(`${t.url}/api/v1/conversations/${cid}/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${a.token}` },
    body: fd,
  });
  if (att.status !== 201) throw new Error(`attachment: ${att.status} ${await att.text()}`);
  const attachment = (await att.json()) as { id: string };
  ok(
    'message',
    await t.call('sendMessage', {
      token: a.token,
      params: { id: cid },
      body: { client_id: randomUUID(), body: 'Hello, with a picture', attachment_ids: [attachment.id as never] },
    }),
  );
  await t.call('acceptMessageRequest', { token: b.token, params: { id: cid } });
  ok(
    'reply',
    await t.call('sendMessage', { token: b.token, params: { id: cid }, body: { client_id: randomUUID(), body: 'Got it — thanks ✓' } }),
  );
  ok('post', await t.call('createFeedPost', { token: a.token, body: { body: `A post ${randomBytes(3).toString('hex')}` } }));

  // Bookings: the enterprise member installs MB Bookings, offers a service, and a creator books it.
  ok('install', await t.call('installApp', { token: owner.token, params: { app_id: 'mb-bookings' } }));
  ok(
    'settings',
    await t.call('updateBookingSettings', {
      token: owner.token,
      body: {
        time_zone: 'Europe/Paris',
        buffer_minutes: 0,
        cancel_hours: 24,
        weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '17:00' })),
        exceptions: [],
      },
    }),
  );
  const svc = await t.call('createBookingService', {
    token: owner.token,
    body: {
      name: 'Photo shoot',
      duration_minutes: 60,
      rate_cents: 25000,
      currency: 'EUR',
      description: 'Studio',
      online: false,
      location: 'Paris',
    },
  });
  ok('service', svc);
  const slots = await t.call('bookingSlots', {
    token: a.token,
    params: { username: owner.username },
    query: { service_id: svc.data.service.id },
  });
  ok('slots', slots);
  const start = slots.data.slots[0]?.start;
  if (!start) throw new Error('no booking slot offered');
  const req = await t.call('requestBooking', {
    token: a.token,
    params: { username: owner.username },
    body: { service_id: svc.data.service.id, start, note: 'See you' },
  });
  ok('booking', req);
  ok('accept', await t.call('acceptBooking', { token: owner.token, params: { id: req.data.booking.id } }));
  return { members, items, conversationId: cid };
}
