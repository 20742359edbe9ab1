import { randomBytes } from 'node:crypto';
import { APP_STORE_MESSAGES } from '@mb/contract/app-store-access';
import type { RealtimeEvent, ServerFrame } from '@mb/contract/realtime';
import { VISIO_MESSAGES as M, VISIO_LIMITS } from '@mb/contract/visio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endIfStillEmpty, leaveUnseen, VISIO_END_JOB } from '../../src/features/visio/service.ts';
import { parseIceServers } from '../../src/platform/config.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';
import { RealtimeClient } from '../helpers/ws-client.ts';

// MB Visio (issue 16): the installation rule for hosts, invitations (members, a booking's other
// party), the waiting room, the 4-person limit, leaving and history, and the signalling channel's
// authorization (nobody outside a call sends or listens to its signals).

let t: TestApp;
const sockets: RealtimeClient[] = [];
beforeAll(async () => {
  t = await startTestApp({ VISIO_ICE_SERVERS: '[{"urls":"stun:stun.example.test:3478"}]' });
}, 60_000);
afterAll(async () => {
  await Promise.all(sockets.filter((s) => s.isOpen).map((s) => s.close()));
  await t.close();
});

type Member = Awaited<ReturnType<typeof signUpUser>> & { username: string };

/** A member with a username; hosts are enterprise members (who may install apps, spec §4) with MB Visio installed. */
async function member(type: 'creator' | 'enterprise' = 'creator', opts: { install?: boolean } = {}): Promise<Member> {
  const u = await signUpUser(t, type);
  const username = `vz_${randomBytes(5).toString('hex')}`;
  const p = await t.call('updateMyProfile', { token: u.token, body: { username, display_name: `Visio ${username}` } });
  if (p.status !== 200) throw new Error(`profile failed: ${JSON.stringify(p.error)}`);
  if (opts.install) {
    const r = await t.call('installApp', { token: u.token, params: { app_id: 'mb-visio' } });
    if (r.status !== 200) throw new Error(`install failed: ${JSON.stringify(r.error)}`);
  }
  return { ...u, username };
}
const host = (opts: { waitingRoom?: boolean } = {}) =>
  member('enterprise', { install: true }).then(async (h) => {
    if (opts.waitingRoom === false) {
      const r = await t.call('updateAppSettings', {
        token: h.token,
        params: { app_id: 'mb-visio' },
        body: { configuration: { camera_on_join: false, microphone_on_join: true, waiting_room: false } },
      });
      expect(r.status, JSON.stringify(r.error)).toBe(200);
    }
    return h;
  });

async function roomOf(h: Member, guests: Member[], extra: Record<string, unknown> = {}) {
  const r = await t.call('createVisioRoom', {
    token: h.token,
    body: { title: 'Casting call', invitees: guests.map((g) => `@${g.username}`), ...extra },
  });
  expect(r.status, JSON.stringify(r.error)).toBe(201);
  return r.data.room;
}

async function joinOf(m: Member, roomId: string) {
  const r = await t.call('joinVisioRoom', { token: m.token, params: { id: roomId } });
  expect(r.status, JSON.stringify(r.error)).toBe(200);
  return r.data;
}

async function socketOf(m: Member) {
  const s = await RealtimeClient.signedIn(t.url, m.token);
  sockets.push(s);
  return s;
}

const eventsOf = (s: RealtimeClient) => s.events();
const isSignal = (from: string) => (f: ServerFrame) => f.type === 'event' && f.event.type === 'visio.signal' && f.event.data.from === from;

describe('hosts need MB Visio installed', () => {
  it('refuses the home, creating, cancelling and ending to a member without the app', async () => {
    const plain = await member('enterprise');
    const guest = await member();
    for (const r of [
      await t.call('visioHome', { token: plain.token }),
      await t.call('createVisioRoom', { token: plain.token, body: { title: 'No app', invitees: [`@${guest.username}`] } }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.error?.message).toBe(APP_STORE_MESSAGES.notInstalled('MB Visio'));
    }
    // A host who uninstalled the app cannot run their room any more.
    const h = await host();
    const room = await roomOf(h, [guest]);
    expect((await t.call('uninstallApp', { token: h.token, params: { app_id: 'mb-visio' } })).status).toBe(200);
    for (const name of ['visioRoom', 'joinVisioRoom', 'endVisioRoom', 'cancelVisioRoom'] as const) {
      const r = await t.call(name, { token: h.token, params: { id: room.id } });
      expect(r.status, name).toBe(403);
    }
  });
});

describe('rooms', () => {
  it('creates a scheduled room, notifies the invited with the link, and lists it for both', async () => {
    const h = await host();
    const guest = await member();
    const startsAt = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const room = await roomOf(h, [guest], { starts_at: startsAt });
    expect(room).toMatchObject({
      title: 'Casting call',
      status: 'scheduled',
      role: 'host',
      invite_path: `/apps/mb-visio/rooms/${room.id}`,
    });
    expect(Date.parse(room.starts_at)).toBe(Date.parse(startsAt));
    expect(room.invitees.map((p) => p.id)).toEqual([guest.userId]);

    const n = await t.call('notifications', { token: guest.token });
    const invite = n.data.items.find((x) => x.action_url === room.invite_path);
    expect(invite?.title).toContain('invited you to a video call');

    // E-mailed to members who get e-mails for collaboration requests (their setting; off by default).
    const mailed = await member();
    const prefs = await t.call('updateNotificationPreferences', { token: mailed.token, body: { email: { collaboration_requests: true } } });
    expect(prefs.status, JSON.stringify(prefs.error)).toBe(200);
    const second = await roomOf(h, [guest, mailed]);
    const mails = await t.ctx.database.query<{ to_address: string; text_body: string }>(
      "select * from mail_outbox where kind = 'notification_collaboration_request' and (to_address = $1 or to_address = $2)",
      [guest.email, mailed.email],
    );
    expect(mails.map((m) => m.to_address)).toEqual([mailed.email]);
    expect(mails[0]?.text_body).toContain(second.invite_path);

    const home = await t.call('visioHome', { token: h.token });
    expect(home.data.upcoming.map((r) => r.id)).toContain(room.id);
    // The guest (no app) reads the room through its link, with the joining defaults.
    const view = await t.call('visioRoom', { token: guest.token, params: { id: room.id } });
    expect(view.status).toBe(200);
    expect(view.data).toMatchObject({ room: { role: 'guest', id: room.id }, camera_on_join: true, microphone_on_join: true });
  });

  it('refuses bad input with clear messages', async () => {
    const h = await host();
    const guest = await member();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ', invitees: [guest.username] }, 'title', M.titleRequired],
      [{ title: 'x', invitees: [] }, 'invitees', M.inviteSomeone],
      [{ title: 'x', invitees: ['@nobody_here_at_all'] }, 'invitees', M.memberNotFound('@nobody_here_at_all')],
      [{ title: 'x', invitees: [h.username] }, 'invitees', M.selfInvite],
      [{ title: 'x', invitees: [guest.username], starts_at: new Date(Date.now() - 86_400_000).toISOString() }, 'starts_at', M.startsInPast],
      [{ title: 'x', booking_id: '00000000-0000-4000-8000-000000000000' }, 'booking_id', M.bookingNotFound],
    ];
    for (const [body, field, message] of cases) {
      const r = await t.call('createVisioRoom', { token: h.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.error?.fields?.[field], JSON.stringify(r.error)).toBe(message);
    }
  });

  it("invites a booking's other party, for a host who is one of its parties only", async () => {
    const h = await host();
    const booker = await member();
    const outsider = await host();
    const [row] = await t.ctx.database.query<{ id: string }>(
      `insert into bookings (owner_id, booker_id, service_name, online, time_zone, starts_at, ends_at, hold_until, status)
       values ($1, $2, 'Shoot', true, 'UTC', now() + interval '3 days', now() + interval '3 days 1 hour', now() + interval '3 days 1 hour', 'accepted')
       returning id`,
      [h.userId, booker.userId],
    );
    const bookingId = (row as { id: string }).id;
    const r = await t.call('createVisioRoom', { token: h.token, body: { title: 'About the shoot', booking_id: bookingId } });
    expect(r.status, JSON.stringify(r.error)).toBe(201);
    expect(r.data.room.invitees.map((p) => p.id)).toEqual([booker.userId]);
    expect(r.data.room.booking_id).toBe(bookingId);
    const refused = await t.call('createVisioRoom', { token: outsider.token, body: { title: 'Not mine', booking_id: bookingId } });
    expect(refused.status).toBe(400);
    expect(refused.error?.fields?.booking_id).toBe(M.bookingNotFound);
  });

  it('strangers are refused, even with the link; only the host cancels, before the call starts', async () => {
    const h = await host();
    const guest = await member();
    const stranger = await member('enterprise', { install: true });
    const room = await roomOf(h, [guest], { starts_at: new Date(Date.now() + 86_400_000).toISOString() });
    for (const name of ['visioRoom', 'joinVisioRoom', 'visioCall', 'endVisioRoom', 'cancelVisioRoom'] as const) {
      const r = await t.call(name, { token: stranger.token, params: { id: room.id } });
      expect(r.status, name).toBe(403);
      expect(r.error?.message, name).toBe(M.notInvited);
    }
    expect((await t.call('cancelVisioRoom', { token: guest.token, params: { id: room.id } })).status).toBe(403);
    expect((await t.call('cancelVisioRoom', { token: h.token, params: { id: room.id } })).status).toBe(200);
    expect((await t.call('visioRoom', { token: guest.token, params: { id: room.id } })).status).toBe(404);
  });
});

describe('the waiting room and the call', () => {
  it('guests wait until the host admits or denies them; the host goes straight in', async () => {
    const h = await host();
    const [a, b] = [await member(), await member()];
    const room = await roomOf(h, [a, b]);
    const hj = await joinOf(h, room.id);
    expect(hj.participant).toMatchObject({ state: 'admitted', is_host: true });
    expect(hj.ice_servers).toEqual([{ urls: 'stun:stun.example.test:3478' }]);
    const aj = await joinOf(a, room.id);
    const bj = await joinOf(b, room.id);
    expect(aj.participant.state).toBe('waiting');

    const seenByHost = await t.call('visioCall', { token: h.token, params: { id: room.id } });
    expect(seenByHost.data.waiting.map((p) => p.id).sort()).toEqual([aj.participant.id, bj.participant.id].sort());
    expect(seenByHost.data.room.status).toBe('live');
    const seenByGuest = await t.call('visioCall', { token: a.token, params: { id: room.id } });
    expect(seenByGuest.data.waiting).toEqual([]);
    expect(seenByGuest.data.me?.state).toBe('waiting');

    // Only the host decides.
    const byGuest = await t.call('decideVisioParticipant', {
      token: a.token,
      params: { id: room.id, participantId: bj.participant.id },
      body: { decision: 'admit' },
    });
    expect(byGuest.status).toBe(403);
    expect(byGuest.error?.message).toBe(M.hostOnly);

    const admit = await t.call('decideVisioParticipant', {
      token: h.token,
      params: { id: room.id, participantId: aj.participant.id },
      body: { decision: 'admit' },
    });
    expect(admit.data.participant.state).toBe('admitted');
    const deny = await t.call('decideVisioParticipant', {
      token: h.token,
      params: { id: room.id, participantId: bj.participant.id },
      body: { decision: 'deny' },
    });
    expect(deny.data.participant.state).toBe('denied');
    const again = await t.call('decideVisioParticipant', {
      token: h.token,
      params: { id: room.id, participantId: bj.participant.id },
      body: { decision: 'admit' },
    });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(M.notWaiting);
    expect((await t.call('visioCall', { token: b.token, params: { id: room.id } })).data.me?.state).toBe('denied');
    const inCall = await t.call('visioCall', { token: h.token, params: { id: room.id } });
    expect(inCall.data.participants.map((p) => p.user.id).sort()).toEqual([h.userId, a.userId].sort());
  });

  it("with the host's waiting room off, guests go straight in, with their own joining settings", async () => {
    const h = await host({ waitingRoom: false });
    const guest = await member();
    const room = await roomOf(h, [guest]);
    const gj = await joinOf(guest, room.id);
    expect(gj.participant.state).toBe('admitted');
    expect(gj).toMatchObject({ camera_on_join: true, microphone_on_join: true });
    const hj = await joinOf(h, room.id);
    expect(hj).toMatchObject({ camera_on_join: false, microphone_on_join: true });
    expect(hj.participant.video_on).toBe(false);
  });

  it('refuses a 5th person: joining a full call, and admitting into one', async () => {
    const h = await host({ waitingRoom: false });
    const guests = [await member(), await member(), await member(), await member(), await member()];
    const room = await roomOf(h, guests);
    await joinOf(h, room.id);
    for (const g of guests.slice(0, 3)) expect((await joinOf(g, room.id)).participant.state).toBe('admitted');
    const fifth = await t.call('joinVisioRoom', { token: guests[3]?.token, params: { id: room.id } });
    expect(fifth.status).toBe(409);
    expect(fifth.error?.message).toBe(M.roomFull);
    expect((await t.call('visioCall', { token: h.token, params: { id: room.id } })).data.participants).toHaveLength(
      VISIO_LIMITS.participantsMax,
    );

    // With the waiting room: someone waits while the call is not full, and cannot be let in once it is.
    const h2 = await host();
    const room2 = await roomOf(h2, guests);
    await joinOf(h2, room2.id);
    const waiting = await joinOf(guests[4] as Member, room2.id);
    for (const g of guests.slice(0, 3)) {
      const j = await joinOf(g, room2.id);
      await t.call('decideVisioParticipant', {
        token: h2.token,
        params: { id: room2.id, participantId: j.participant.id },
        body: { decision: 'admit' },
      });
    }
    const admit = await t.call('decideVisioParticipant', {
      token: h2.token,
      params: { id: room2.id, participantId: waiting.participant.id },
      body: { decision: 'admit' },
    });
    expect(admit.status).toBe(409);
    expect(admit.error?.message).toBe(M.roomFull);
  });

  it('the call ends when the last one leaves, and shows in history with who took part and how long', async () => {
    const h = await host({ waitingRoom: false });
    const guest = await member();
    const room = await roomOf(h, [guest]);
    const hj = await joinOf(h, room.id);
    const gj = await joinOf(guest, room.id);
    // Someone else's participant cannot be made to leave.
    const wrong = await t.call('leaveVisioRoom', {
      token: guest.token,
      params: { id: room.id },
      body: { participant_id: hj.participant.id },
    });
    expect(wrong.status).toBe(404);
    await t.ctx.database.query("update visio_rooms set started_at = now() - interval '95 seconds' where id = $1", [room.id]);
    expect(
      (await t.call('leaveVisioRoom', { token: guest.token, params: { id: room.id }, body: { participant_id: gj.participant.id } })).status,
    ).toBe(200);
    expect((await t.call('visioRoom', { token: h.token, params: { id: room.id } })).data.room.status).toBe('live');
    expect(
      (await t.call('leaveVisioRoom', { token: h.token, params: { id: room.id }, body: { participant_id: hj.participant.id } })).status,
    ).toBe(200);
    const after = await t.call('visioRoom', { token: h.token, params: { id: room.id } });
    expect(after.data.room.status).toBe('ended');
    const late = await t.call('joinVisioRoom', { token: guest.token, params: { id: room.id } });
    expect(late.status).toBe(409);
    expect(late.error?.message).toBe(M.roomEnded);

    const home = await t.call('visioHome', { token: h.token });
    expect(home.data.upcoming.map((r) => r.id)).not.toContain(room.id);
    const past = home.data.history.find((c) => c.id === room.id);
    expect(past?.participants.map((p) => p.id).sort()).toEqual([h.userId, guest.userId].sort());
    expect(past?.duration_seconds).toBeGreaterThanOrEqual(95);
    expect(past?.duration_seconds).toBeLessThan(200);
  });

  it('the host ends the call for everyone', async () => {
    const h = await host({ waitingRoom: false });
    const guest = await member();
    const room = await roomOf(h, [guest]);
    await joinOf(h, room.id);
    await joinOf(guest, room.id);
    expect((await t.call('endVisioRoom', { token: guest.token, params: { id: room.id } })).status).toBe(403);
    expect((await t.call('endVisioRoom', { token: h.token, params: { id: room.id } })).status).toBe(200);
    const c = await t.call('visioCall', { token: guest.token, params: { id: room.id } });
    expect(c.data.room.status).toBe('ended');
    expect(c.data.participants).toEqual([]);
  });
});

describe('signalling', () => {
  async function liveCall() {
    const h = await host();
    const guest = await member();
    const stranger = await member();
    const room = await roomOf(h, [guest]);
    const hj = await joinOf(h, room.id);
    const gj = await joinOf(guest, room.id);
    const hs = await socketOf(h);
    const gs = await socketOf(guest);
    expect(await hs.subscribe(`visio:${hj.participant.id}`)).toMatchObject({ type: 'subscribed' });
    expect(await gs.subscribe(`visio:${gj.participant.id}`)).toMatchObject({ type: 'subscribed' });
    return { h, guest, stranger, room, hj, gj, hs, gs };
  }

  it('nobody outside the call listens: not a stranger, not another participant, not the room channel', async () => {
    const { stranger, room, hj, gj, gs } = await liveCall();
    const ss = await socketOf(stranger);
    for (const topic of [`visio:${hj.participant.id}`, `visio:${gj.participant.id}`, `visio_room:${room.id}`, 'visio:not-a-uuid']) {
      expect(await ss.subscribe(topic), topic).toMatchObject({ type: 'error', code: 'forbidden' });
    }
    // The guest may not listen to the host's channel either.
    expect(await gs.subscribe(`visio:${hj.participant.id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
  });

  it('only an admitted participant sends, to a peer of the same call; a stranger cannot send at all', async () => {
    const { h, stranger, room, hj, gj, hs, gs } = await liveCall();
    const ss = await socketOf(stranger);
    const offer = { kind: 'offer', to: gj.participant.id, sdp: 'v=0\r\n' };
    // Not subscribed: refused before anything is read.
    const f1 = await ss.request({ type: 'send', topic: `visio:${hj.participant.id}`, data: offer }, (f) => f.type === 'error');
    expect(f1).toMatchObject({ code: 'forbidden' });
    // The waiting guest cannot send yet (nothing reaches the host).
    const f2 = await gs.request(
      { type: 'send', topic: `visio:${gj.participant.id}`, data: { kind: 'offer', to: hj.participant.id, sdp: 'v=0\r\n' } },
      (f) => f.type === 'error',
    );
    expect(f2).toMatchObject({ code: 'forbidden', message: M.signalRefused });
    await hs.roundTrip();
    expect(eventsOf(hs).some((e) => e.type === 'visio.signal')).toBe(false);

    // Once admitted, signals flow both ways; an SDP larger than one NOTIFY arrives whole.
    await t.call('decideVisioParticipant', {
      token: h.token,
      params: { id: room.id, participantId: gj.participant.id },
      body: { decision: 'admit' },
    });
    const bigSdp = `v=0\r\n${'a=candidate:1 1 udp 2122260223 192.0.2.1 54400 typ host\r\n'.repeat(200)}`.slice(0, 12_000);
    hs.send({ type: 'send', topic: `visio:${hj.participant.id}`, data: { kind: 'offer', to: gj.participant.id, sdp: bigSdp } });
    const got = await gs.waitFor<Extract<ServerFrame, { type: 'event' }>>(isSignal(hj.participant.id));
    const ev = got.event as Extract<RealtimeEvent, { type: 'visio.signal' }>;
    expect(ev.topic).toBe(`visio:${gj.participant.id}`);
    expect(ev.data.signal).toEqual({ kind: 'offer', to: gj.participant.id, sdp: bigSdp });
    gs.send({
      type: 'send',
      topic: `visio:${gj.participant.id}`,
      data: {
        kind: 'ice',
        to: hj.participant.id,
        candidate: { candidate: 'candidate:1 1 udp 1 192.0.2.2 1 typ host', sdpMid: '0', sdpMLineIndex: 0 },
      },
    });
    await hs.waitFor(isSignal(gj.participant.id));

    // Another call's participant is out of reach.
    const other = await liveCall();
    const f3 = await hs.request(
      { type: 'send', topic: `visio:${hj.participant.id}`, data: { kind: 'answer', to: other.hj.participant.id, sdp: 'v=0\r\n' } },
      (f) => f.type === 'error',
    );
    expect(f3).toMatchObject({ code: 'forbidden', message: M.signalRefused });
    await other.gs.roundTrip();
    await other.hs.roundTrip();
    expect([...eventsOf(other.hs), ...eventsOf(other.gs)].some((e) => e.type === 'visio.signal')).toBe(false);
  });

  it('refuses malformed and oversized data, and more than the rate allows', async () => {
    const { h, room, hj, gj, hs } = await liveCall();
    await t.call('decideVisioParticipant', {
      token: h.token,
      params: { id: room.id, participantId: gj.participant.id },
      body: { decision: 'admit' },
    });
    const topic = `visio:${hj.participant.id}`;
    expect(
      await hs.request({ type: 'send', topic, data: { kind: 'shout', to: gj.participant.id } }, (f) => f.type === 'error'),
    ).toMatchObject({
      code: 'bad_request',
    });
    const huge = { kind: 'offer', to: gj.participant.id, sdp: 'x'.repeat(VISIO_LIMITS.signalMaxBytes + 2_000) };
    expect(await hs.request({ type: 'send', topic, data: huge }, (f) => f.type === 'error')).toMatchObject({
      code: 'bad_request',
      message: M.signalTooLarge,
    });
    for (let i = 0; i < VISIO_LIMITS.sendsPerWindow; i++)
      hs.send({ type: 'send', topic, data: { kind: 'state', audio_on: i % 2 === 0, video_on: true, screen: false } });
    const limited = await hs.waitFor((f) => f.type === 'error' && f.code === 'rate_limited');
    expect(limited).toMatchObject({ message: M.tooManySignals, topic });
  });

  it('a mute state reaches everyone in the call; a closed socket is leaving the call', async () => {
    const { h, guest, room, hj, gj, hs, gs } = await liveCall();
    await t.call('decideVisioParticipant', {
      token: h.token,
      params: { id: room.id, participantId: gj.participant.id },
      body: { decision: 'admit' },
    });
    hs.send({ type: 'send', topic: `visio:${hj.participant.id}`, data: { kind: 'state', audio_on: false, video_on: true, screen: false } });
    await gs.waitFor((f) => f.type === 'event' && f.event.type === 'visio.room' && f.event.topic === `visio:${gj.participant.id}`);
    await expect
      .poll(
        async () =>
          (await t.call('visioCall', { token: guest.token, params: { id: room.id } })).data.participants.find(
            (p) => p.id === hj.participant.id,
          )?.audio_on,
      )
      .toBe(false);
    await gs.close();
    await expect
      .poll(async () => (await t.call('visioCall', { token: h.token, params: { id: room.id } })).data.participants.map((p) => p.id))
      .toEqual([hj.participant.id]);
    // The call goes on with the host; it is not over.
    expect((await t.call('visioRoom', { token: h.token, params: { id: room.id } })).data.room.status).toBe('live');
  });
});

describe('a call emptied by dropped connections', () => {
  it('waits for the grace period (a job), then ends at the moment the last one left', async () => {
    const h = await host({ waitingRoom: false });
    const guest = await member();
    const room = await roomOf(h, [guest]);
    const hj = await joinOf(h, room.id);
    const hs = await socketOf(h);
    await hs.subscribe(`visio:${hj.participant.id}`);
    await hs.close();
    await expect.poll(async () => (await t.call('visioCall', { token: h.token, params: { id: room.id } })).data.participants).toEqual([]);
    // Not ended yet: a page reloaded by the last one in the call comes back in.
    expect((await t.call('visioRoom', { token: h.token, params: { id: room.id } })).data.room.status).toBe('live');
    const [job] = await t.ctx.database.query<{ run_at: Date | string; payload: { room_id: string } }>(
      "select run_at, payload from jobs where kind = $1 and payload->>'room_id' = $2",
      [VISIO_END_JOB, room.id],
    );
    expect(job?.payload.room_id).toBe(room.id);
    expect(new Date(job?.run_at ?? 0).getTime()).toBeGreaterThan(Date.now() + VISIO_LIMITS.emptyGraceMs - 30_000);
    // The job's turn (run here rather than waiting two minutes).
    await endIfStillEmpty(t.ctx, room.id);
    const after = await t.call('visioRoom', { token: h.token, params: { id: room.id } });
    expect(after.data.room.status).toBe('ended');
    const [left] = await t.ctx.database.query<{ left_at: Date | string }>('select left_at from visio_participants where id = $1', [
      hj.participant.id,
    ]);
    expect(Date.parse(after.data.room.ended_at ?? '')).toBe(new Date(left?.left_at ?? 0).getTime());
  });

  it('does not end a call someone came back to', async () => {
    const h = await host({ waitingRoom: false });
    const guest = await member();
    const room = await roomOf(h, [guest]);
    const hj = await joinOf(h, room.id);
    const hs = await socketOf(h);
    await hs.subscribe(`visio:${hj.participant.id}`);
    await hs.close();
    await expect.poll(async () => (await t.call('visioCall', { token: h.token, params: { id: room.id } })).data.participants).toEqual([]);
    await joinOf(h, room.id);
    await endIfStillEmpty(t.ctx, room.id);
    expect((await t.call('visioRoom', { token: h.token, params: { id: room.id } })).data.room.status).toBe('live');
  });
});

describe('participants not heard from (an instance that died with their sockets)', () => {
  /** As if each participant of the room was last heard from `ms` ago. */
  const silence = (roomId: string, ms: number) =>
    t.ctx.database.query(
      "update visio_participants set joined_at = now() - make_interval(secs => $2::double precision / 1000), attached_at = null, seen_at = null where room_id = $1 and state in ('waiting', 'admitted')",
      [roomId, ms],
    );
  const stateOf = async (id: string) =>
    (await t.ctx.database.query<{ state: string }>('select state from visio_participants where id = $1', [id]))[0]?.state;

  it('an alive signal keeps a participant in; silence past the limit is leaving, and an emptied call ends', async () => {
    const h = await host({ waitingRoom: false });
    const guest = await member();
    const room = await roomOf(h, [guest]);
    const hj = await joinOf(h, room.id);
    const gj = await joinOf(guest, room.id);
    const gs = await socketOf(guest);
    await gs.subscribe(`visio:${gj.participant.id}`);
    await silence(room.id, VISIO_LIMITS.presenceMs + 10_000);
    // The guest's page says it is there; the host's went quiet (its instance died: no close came).
    gs.send({ type: 'send', topic: `visio:${gj.participant.id}`, data: { kind: 'alive' } });
    await expect
      .poll(
        async () =>
          (
            await t.ctx.database.query<{ n: number }>(
              'select count(*)::int as n from visio_participants where id = $1 and seen_at is not null',
              [gj.participant.id],
            )
          )[0]?.n,
      )
      .toBe(1);
    expect(await leaveUnseen(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await stateOf(hj.participant.id)).toBe('left');
    expect(await stateOf(gj.participant.id)).toBe('admitted');
    expect((await t.call('visioRoom', { token: guest.token, params: { id: room.id } })).data.room.status).toBe('live');

    // Then the guest's goes quiet too: the call ends, at the moment they were last heard from.
    await silence(room.id, VISIO_LIMITS.presenceMs + 10_000);
    await leaveUnseen(t.ctx);
    expect(await stateOf(gj.participant.id)).toBe('left');
    const after = await t.call('visioRoom', { token: h.token, params: { id: room.id } });
    expect(after.data.room.status).toBe('ended');
    expect(Date.parse(after.data.room.ended_at ?? '')).toBeLessThan(Date.now() - VISIO_LIMITS.presenceMs);
    // Nobody else's call is touched by the sweep, and it is one of the recurring jobs.
    expect(t.ctx.jobs.kinds()).toContain('visio.leave_unseen');
  });

  it('places held by the silent are free for the next joining, before any sweep', async () => {
    const h = await host({ waitingRoom: false });
    const guests = [await member(), await member(), await member(), await member()];
    const room = await roomOf(h, guests);
    await joinOf(h, room.id);
    for (const g of guests.slice(0, 3)) await joinOf(g, room.id);
    const full = await t.call('joinVisioRoom', { token: guests[3]?.token, params: { id: room.id } });
    expect(full.status).toBe(409);
    // Still within the limit: the places stay taken.
    await silence(room.id, VISIO_LIMITS.presenceMs - 30_000);
    expect((await t.call('joinVisioRoom', { token: guests[3]?.token, params: { id: room.id } })).status).toBe(409);
    await silence(room.id, VISIO_LIMITS.presenceMs + 10_000);
    const j = await joinOf(guests[3] as Member, room.id);
    expect(j.participant.state).toBe('admitted');
    expect((await t.call('visioCall', { token: h.token, params: { id: room.id } })).data.participants.map((p) => p.id)).toEqual([
      j.participant.id,
    ]);
  });

  it('a stranger cannot keep a participant alive', async () => {
    const h = await host({ waitingRoom: false });
    const guest = await member();
    const room = await roomOf(h, [guest]);
    const hj = await joinOf(h, room.id);
    const stranger = await member();
    const ss = await socketOf(stranger);
    const f = await ss.request({ type: 'send', topic: `visio:${hj.participant.id}`, data: { kind: 'alive' } }, (x) => x.type === 'error');
    expect(f.type).toBe('error');
    const [row] = await t.ctx.database.query<{ seen_at: Date | null }>('select seen_at from visio_participants where id = $1', [
      hj.participant.id,
    ]);
    expect(row?.seen_at).toBeNull();
  });
});

describe('VISIO_ICE_SERVERS', () => {
  it('takes STUN/TURN servers as JSON and explains what is wrong', () => {
    expect(parseIceServers('')).toEqual([]);
    expect(parseIceServers('[{"urls":["turn:turn.example.com:3478"],"username":"u","credential":"p"}]')).toEqual([
      { urls: ['turn:turn.example.com:3478'], username: 'u', credential: 'p' },
    ]);
    expect(parseIceServers('not json')).toMatch(/must be JSON/);
    expect(parseIceServers('[{"urls":"http://x"}]')).toMatch(/not a stun/);
  });
});
