import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { purchasePaid } from '../../src/features/billing/service.ts';
import { profiles } from '../../src/features/profiles/schema.ts';
import type { Actor, ActorName } from './authz-matrix.ts';
import { publish, sampleListing } from './directory.ts';
import { plainImage, uploadImage } from './portfolio.ts';
import { signUpUser, type TestApp } from './test-app.ts';

// The resources the owner-versus-stranger cases of the authorization matrix make (authz-owner-cases-*.ts).
// The api project runs its files in one worker without isolation: what a case sets for a later call (the
// check-in code, the participant leaving, the members added, the booking day, the shared offer) lives in
// matrixFixtures, made afresh by each matrix file for its own actors.

/** Nothing listens there (the discard port): a delivery fails at once and waits for its retry. */
export const MATRIX_WEBHOOK_URL = 'http://127.0.0.1:9/matrix';
export const MATRIX_FORM = { title: 'Matrix form', fields: [{ id: 'name', type: 'text', label: 'Name', required: false }] };

export const trophyHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
/** A valid award (windows a day and more ahead, nominations open since an hour). */
export const MATRIX_AWARD = {
  title: 'Matrix award',
  description: '',
  categories: [{ name: 'Matrix category', description: '' }],
  nominations_open_at: trophyHours(-1),
  nominations_close_at: trophyHours(24 * 30),
  voting_open_at: trophyHours(24 * 31),
  voting_close_at: trophyHours(24 * 32),
  nominee_types: ['creator', 'business', 'studio', 'enterprise'],
  voter_types: ['creator', 'business', 'studio', 'enterprise'],
  nominees_verified_only: false,
};

/** The terms MB Licensing's cases offer and request. */
export const MATRIX_TERMS = {
  usages: ['editorial'],
  territory: 'worldwide',
  countries: [],
  duration_months: 12,
  exclusive: false,
  price_minor: 5000,
  currency: 'USD',
} as const;

/** The fixtures of one matrix file, for its actors (started in its beforeAll). */
export function matrixFixtures(actors: readonly Actor[]) {
  /** The ticket code the matrix's check-in case sends (set by its setup). */
  const CHECK_IN: { code: string } = { code: '' };

  /** The participant the matrix's leave case names (the owner's own joining, set by its setup). */
  const VISIO_LEAVE: { participant_id: string } = { participant_id: '' };

  /** Who the matrix's add-members case adds (a fresh member, set by its setup). */
  const GROUP_ADDITION: { member_ids: string[] } = { member_ids: [] };

  /** A fresh API key of the matrix's enterprise actor. */
  async function apiKeyOf(t: TestApp) {
    const enterprise = actorNamed('enterprise');
    const r = await t.call('createApiKey', {
      token: enterprise.token as string,
      body: { name: 'Matrix key', scopes: ['profiles:read'], expires_in: 'never' },
    });
    if (r.status !== 201) throw new Error(`api key failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.key.id };
  }

  /** A fresh webhook endpoint of the matrix's enterprise actor. */
  async function webhookEndpointOf(t: TestApp) {
    const r = await t.call('createWebhook', {
      token: actorNamed('enterprise').token as string,
      body: { url: MATRIX_WEBHOOK_URL, description: 'Matrix', event_types: ['application.created'], enabled: true },
    });
    if (r.status !== 201) throw new Error(`webhook endpoint failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.endpoint.id as string };
  }

  /** A fresh pending sub-user invitation of the matrix's enterprise actor. */
  async function subUserOf(t: TestApp) {
    const enterprise = actorNamed('enterprise');
    const email = `matrix.sub.${randomBytes(5).toString('hex')}@example.test`;
    const r = await t.call('inviteSubUser', { token: enterprise.token as string, body: { email, role: 'viewer' } });
    if (r.status !== 201) throw new Error(`sub-user invite failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.sub_user.id as string };
  }

  const actorNamed = (name: ActorName) => actors.find((a) => a.name === name) as Actor;

  /** A link between the matrix's enterprise and studio actors, made afresh (invited, or accepted too). */
  async function enterpriseLinkOf(t: TestApp, studio: Actor, status: 'invited' | 'active') {
    const enterprise = actorNamed('enterprise');
    await t.ctx.database.query('delete from enterprise_studio_links where enterprise_id = $1 and studio_id = $2', [
      enterprise.userId,
      studio.userId,
    ]);
    const r = await t.call('inviteStudio', { token: enterprise.token as string, body: { studio: studio.email as string } });
    if (r.status !== 201) throw new Error(`invite failed: ${JSON.stringify(r.error)}`);
    if (status === 'active') {
      const a = await t.call('acceptEnterpriseLink', { token: studio.token as string, params: { id: r.data.link.id } });
      if (a.status !== 200) throw new Error(`accept failed: ${JSON.stringify(a.error)}`);
    }
    return { id: r.data.link.id as string };
  }

  async function matrixJpeg() {
    return { body: await plainImage(), name: 'ad.jpg', type: 'image/jpeg' };
  }

  /** A draft campaign of the owner's (an advertiser by its pro business plan), optionally with an image or in another status. */
  async function adCampaignOf(t: TestApp, owner: Actor, opts: { image?: boolean; status?: 'running' | 'paused' } = {}) {
    await t.ctx.database.query(
      "insert into business_profiles (id, business_name, is_draft, plan_type) values ($1, 'Matrix Ads', false, 'pro') on conflict (id) do update set is_draft = false, plan_type = 'pro'",
      [owner.userId],
    );
    const today = new Date().toISOString().slice(0, 10);
    const r = await t.call('createAdCampaign', {
      token: owner.token,
      body: { name: 'Matrix', headline: 'Matrix ad', link_url: 'https://matrix.example.com', starts_on: today },
    });
    if (r.status !== 201) throw new Error(`campaign failed: ${JSON.stringify(r.error)}`);
    if (opts.image) {
      const f = await matrixJpeg();
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
      const res = await fetch(`${t.url}/api/v1/ads/campaigns/${r.data.id}/image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: fd,
      });
      if (res.status !== 200) throw new Error(`ad image failed: ${res.status}`);
    }
    if (opts.status) await t.ctx.database.query('update ad_campaigns set status = $2 where id = $1', [r.data.id, opts.status]);
    return { id: r.data.id };
  }

  /** An event of the owner's (MB Events installed), optionally listed with one attendee whose code CHECK_IN holds. */
  async function organizedEventOf(t: TestApp, owner: Actor, opts: { attendee?: boolean } = {}) {
    await t.ctx.database.query(
      "insert into mb_app_installations (user_id, app_id, status) values ($1, 'mb-events', 'active') on conflict (user_id, app_id) do update set status = 'active'",
      [owner.userId],
    );
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const r = await t.call('createOrganizedEvent', {
      token: owner.token,
      body: {
        title: 'Matrix event',
        location: 'Berlin',
        starts_local: `${day}T19:00`,
        ends_local: `${day}T23:00`,
        timezone: 'UTC',
        capacity: 10,
      },
    });
    if (r.status !== 201) throw new Error(`event failed: ${JSON.stringify(r.error)}`);
    if (opts.attendee) {
      await t.ctx.database.query("update events set status = 'published', moderation = 'approved' where id = $1", [r.data.id]);
      const guest = await signUpUser(t);
      const ticket = await t.call('rsvpEvent', { token: guest.token, params: { id: r.data.id } });
      if (ticket.status !== 200) throw new Error(`rsvp failed: ${JSON.stringify(ticket.error)}`);
      CHECK_IN.code = ticket.data.ticket.code;
    }
    return { id: r.data.id };
  }

  async function castingFormOf(t: TestApp, owner: Actor) {
    const r = await t.call('createCastingForm', { token: owner.token, body: MATRIX_FORM });
    if (r.status !== 201) throw new Error(`form failed: ${JSON.stringify(r.error)}`);
    return r.data;
  }

  async function castingCallOf(t: TestApp, owner: Actor) {
    const form = await castingFormOf(t, owner);
    const deadline = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const r = await t.call('createCastingCall', {
      token: owner.token,
      body: { form_id: form.id, title: 'Matrix call', role_description: 'Matrix role', disclosure: 'Matrix disclosure', deadline },
    });
    if (r.status !== 201) throw new Error(`call failed: ${JSON.stringify(r.error)}`);
    return r.data.id;
  }

  async function applicationTo(t: TestApp, callId: string, token: string) {
    const r = await t.call('applyToCastingCall', { token, params: { id: callId }, body: { answers: {}, disclosure_acknowledged: true } });
    if (r.status !== 201) throw new Error(`apply failed: ${JSON.stringify(r.error)}`);
    return r.data.id;
  }
  /** A collaboration the owner started; answers its id. */
  async function collabOf(t: TestApp, owner: Actor) {
    const r = await t.call('createCollab', { token: owner.token, body: { title: 'Matrix collab' } });
    if (r.status !== 201) throw new Error(`collab failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.id };
  }

  /** A collaboration another member started, with the owner invited; answers its id. */
  async function invitationFor(t: TestApp, owner: Actor) {
    const maker = await signUpUser(t);
    const { id } = await collabOf(t, { name: 'creator', token: maker.token, userId: maker.userId });
    const r = await t.call('inviteToCollab', { token: maker.token, params: { id }, body: { member: owner.userId as string } });
    if (r.status !== 200) throw new Error(`invite failed: ${JSON.stringify(r.error)}`);
    return { id };
  }

  const matrixPdf = async () => ({
    body: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
    name: 'matrix.pdf',
    type: 'application/pdf',
  });

  /** A waiting connection request from a new member to the owner; answers its id. */
  async function connectionRequestTo(t: TestApp, owner: Actor) {
    const asker = await signUpUser(t);
    const r = await t.call('requestConnection', { token: asker.token, params: { userId: owner.userId as string }, body: {} });
    if (r.status !== 200 || !r.data.request_id) throw new Error(`request failed: ${JSON.stringify(r.error)}`);
    return { requestId: r.data.request_id };
  }

  /** A direct conversation between the owner and a new member; answers its id. */
  async function conversationOf(t: TestApp, owner: Actor) {
    const other = await signUpUser(t);
    const r = await t.call('createConversation', { token: owner.token, body: { member_ids: [other.userId] } });
    if (r.status !== 200) throw new Error(`conversation failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.id };
  }

  /** A group the owner started with one new member; answers its id and the other member's. */
  async function groupOf(t: TestApp, owner: Actor) {
    const other = await signUpUser(t);
    const r = await t.call('createConversation', { token: owner.token, body: { member_ids: [other.userId], group: true } });
    if (r.status !== 200) throw new Error(`group failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.id, other: other.userId };
  }

  /** The owner's message in a new conversation; answers the conversation and message ids. */
  async function messageOf(t: TestApp, owner: Actor) {
    const { id } = await conversationOf(t, owner);
    const r = await t.call('sendMessage', { token: owner.token, params: { id }, body: { client_id: randomUUID(), body: 'Matrix' } });
    if (r.status !== 200) throw new Error(`message failed: ${JSON.stringify(r.error)}`);
    return { id, messageId: r.data.id };
  }

  /** A member with the given username (made once); answers their id. */
  async function ensureMember(t: TestApp, username: string) {
    const [found] = await t.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, username));
    if (found) return found.id;
    const m = await signUpUser(t);
    await t.ctx.db.update(profiles).set({ username }).where(eq(profiles.id, m.userId));
    return m.userId;
  }

  /**
   * A scheduled room of the owner (MB Visio installed) inviting a fresh member; with `waiting`, that
   * member has joined and waits to be admitted. Answers the route's parameters.
   */
  async function visioRoomOf(t: TestApp, owner: Actor, opts: { waiting?: boolean } = {}): Promise<Record<string, string>> {
    await t.call('installApp', { token: owner.token as string, params: { app_id: 'mb-visio' } });
    const guest = await signUpUser(t);
    const r = await t.call('createVisioRoom', {
      token: owner.token as string,
      body: { title: 'Matrix call', invitees: [guest.userId], starts_at: new Date(Date.now() + 86_400_000).toISOString() },
    });
    if (r.status !== 201) throw new Error(`room failed: ${JSON.stringify(r.error)}`);
    if (!opts.waiting) return { id: r.data.room.id };
    const j = await t.call('joinVisioRoom', { token: guest.token, params: { id: r.data.room.id } });
    if (j.status !== 200) throw new Error(`join failed: ${JSON.stringify(j.error)}`);
    return { id: r.data.room.id, participantId: j.data.participant.id };
  }

  /** MB Bookings installed for the owner and one service of theirs; answers its id. */
  async function bookingServiceOf(t: TestApp, owner: Actor) {
    await t.call('installApp', { token: owner.token as string, params: { app_id: 'mb-bookings' } });
    const r = await t.call('createBookingService', {
      token: owner.token as string,
      body: { name: 'Matrix shoot', duration_minutes: 60, rate_cents: null, currency: 'USD', description: '', online: true, location: '' },
    });
    if (r.status !== 201) throw new Error(`service failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.service.id };
  }

  /**
   * A booking of the owner by a fresh member, a month ahead (each one on a day of its own: accepted
   * bookings of one owner may not overlap, by the database's constraint), in the given state; answers its id.
   */
  let bookingDay = 0;
  /** A ready export of the owner's data (the matrix is about access: the row is written directly). */
  async function readyExportOf(t: TestApp, owner: Actor) {
    const [row] = await t.ctx.database.query<{ id: string }>(
      `insert into member_data_exports (user_id, state, step, steps, path, size, ready_at, expires_at)
       values ($1, 'ready', 1, 1, $2, 10, now(), now() + interval '7 days') returning id`,
      [owner.userId, `${owner.userId}/1-matrix.zip`],
    );
    return { id: (row as { id: string }).id };
  }

  async function bookingOf(t: TestApp, owner: Actor, status: 'pending' | 'accepted') {
    const service = await bookingServiceOf(t, owner);
    const booker = await signUpUser(t, 'enterprise');
    const start = new Date(Date.now() + (30 + bookingDay++) * 86_400_000);
    const [row] = await t.ctx.database.query<{ id: string }>(
      `insert into bookings (owner_id, booker_id, service_id, service_name, online, time_zone, starts_at, ends_at, hold_until, status)
       values ($1, $2, $3, 'Matrix shoot', true, 'UTC', $4, $5, $5, $6) returning id`,
      [owner.userId, booker.userId, service.id, start, new Date(start.getTime() + 3_600_000), status],
    );
    return { id: (row as { id: string }).id };
  }

  /** An approved image of a member offered for licensing (the matrix is about access: moderation is set directly). */
  async function offeredItem(t: TestApp, token: string) {
    const item = await uploadImage(t, token, await plainImage(64, 48));
    await t.ctx.database.query("update portfolio_items set moderation_status = 'approved' where id = $1", [item.id]);
    const r = await t.call('createLicenseOffer', { token, body: { item_id: item.id, terms: MATRIX_TERMS } });
    if (r.status !== 201) throw new Error(`offer failed: ${JSON.stringify(r.error)}`);
    return r.data.offer.id;
  }

  /** One offer of the owner shared by the request cases (each request is a fresh member's); `fresh` makes another. */
  let sharedLicenseOffer: string | null = null;
  async function licenseOfferOf(t: TestApp, owner: Actor, fresh = false) {
    if (fresh) return { id: await offeredItem(t, owner.token as string) };
    sharedLicenseOffer ??= await offeredItem(t, owner.token as string);
    return { id: sharedLicenseOffer };
  }

  /** A fresh enterprise member with MB Licensing installed (enterprise always installs, spec §4). */
  async function licensingInstaller(t: TestApp, token?: string) {
    const m = token ? { token } : await signUpUser(t, 'enterprise');
    await t.call('installApp', { token: m.token, params: { app_id: 'mb-licensing' } });
    return m.token;
  }

  /** A pending request for the owner's offer by a fresh member; answers its id. */
  async function licenseRequestOf(t: TestApp, owner: Actor) {
    const offer = await licenseOfferOf(t, owner);
    const r = await t.call('requestLicense', { token: await licensingInstaller(t), params: offer, body: { terms: MATRIX_TERMS } });
    if (r.status !== 201) throw new Error(`license request failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.request.id };
  }

  /** A license the owner issued (accepted, then paid through the payment handler); answers its id. */
  async function licenseOf(t: TestApp, owner: Actor) {
    const { id } = await licenseRequestOf(t, owner);
    await t.call('acceptLicenseRequest', { token: owner.token, params: { id } });
    const [req] = await t.ctx.database.query<{ requester_id: string }>('select requester_id from license_requests where id = $1', [id]);
    await t.ctx.db.transaction((tx) =>
      purchasePaid(t.ctx, tx, 'license', {
        user_id: req?.requester_id as string,
        reference: id,
        amount_minor: MATRIX_TERMS.price_minor,
        currency: MATRIX_TERMS.currency,
        payment_id: `matrix-${id}`,
      }),
    );
    const [row] = await t.ctx.database.query<{ id: string }>('select id from licenses where request_id = $1', [id]);
    if (!row) throw new Error('no license issued');
    return { id: row.id };
  }

  /** The owner's own request (the owner has the app) for a fresh creator's offer, pending or accepted. */
  async function requestOfRequester(t: TestApp, owner: Actor, status: 'pending' | 'accepted') {
    const creator = await signUpUser(t);
    const offer = await offeredItem(t, creator.token);
    const r = await t.call('requestLicense', {
      token: await licensingInstaller(t, owner.token),
      params: { id: offer },
      body: { terms: MATRIX_TERMS },
    });
    if (r.status !== 201) throw new Error(`license request failed: ${JSON.stringify(r.error)}`);
    if (status === 'accepted') await t.call('acceptLicenseRequest', { token: creator.token, params: { id: r.data.request.id } });
    return { id: r.data.request.id };
  }

  /** MB Trophy installed for the owner and a draft award of theirs (optionally launched, or moved to closed); answers its id and first category. */
  async function trophyAwardOf(t: TestApp, owner: Actor, opts: { launch?: boolean; phase?: 'closed' } = {}) {
    await t.ctx.database.query(
      "insert into mb_app_installations (user_id, app_id, status) values ($1, 'mb-trophy', 'active') on conflict (user_id, app_id) do update set status = 'active'",
      [owner.userId],
    );
    const r = await t.call('createTrophyAward', { token: owner.token as string, body: MATRIX_AWARD });
    if (r.status !== 201) throw new Error(`award failed: ${JSON.stringify(r.error)}`);
    if (opts.launch) {
      const l = await t.call('launchTrophyAward', { token: owner.token as string, params: { id: r.data.id } });
      if (l.status !== 200) throw new Error(`launch failed: ${JSON.stringify(l.error)}`);
    }
    if (opts.phase) await t.ctx.database.query('update trophy_awards set phase = $2 where id = $1', [r.data.id, opts.phase]);
    return { id: r.data.id, category: r.data.categories[0]?.id as string };
  }

  /** A text post of the owner; answers its activity id. */
  async function feedPostOf(t: TestApp, owner: Actor) {
    const r = await t.call('createFeedPost', { token: owner.token, body: { body: 'Matrix post' } });
    if (r.status !== 201) throw new Error(`post failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.id };
  }

  /** An image in the owner's portfolio; answers its id. */
  async function portfolioItemOf(t: TestApp, owner: Actor) {
    const item = await uploadImage(t, owner.token as string, await plainImage(64, 48));
    return { id: item.id };
  }

  /** An album of the owner (albums need Pro: the owner is made Pro the way tests do). */
  async function portfolioAlbumOf(t: TestApp, owner: Actor) {
    await t.ctx.database.query("update profiles set subscription_status = 'active', subscription_end_date = null where id = $1", [
      owner.userId,
    ]);
    const r = await t.call('createPortfolioAlbum', { token: owner.token, body: { title: 'Matrix album' } });
    if (r.status !== 201) throw new Error(`album failed: ${JSON.stringify(r.error)}`);
    return { id: r.data.id };
  }

  /** A listed business and the owner's review of it; answers the business id. */
  async function reviewByOwner(t: TestApp, owner: Actor) {
    const business = await signUpUser(t, 'business');
    await publish(t, sampleListing(business.userId));
    const r = await t.call('createReview', { token: owner.token, params: { id: business.userId }, body: { rating: 5, content: 'Matrix' } });
    if (r.status !== 201) throw new Error(`review failed: ${JSON.stringify(r.error)}`);
    return { id: business.userId };
  }

  /** A confirmed DMCA notice against a fresh item of the owner's; answers its reference. */
  async function takedownAgainst(t: TestApp, owner: Actor) {
    const item = await uploadImage(t, owner.token as string);
    const email = `matrix-notifier-${randomUUID()}@example.test`;
    const r = await t.call('createRemovalRequest', {
      body: {
        kind: 'copyright',
        item_id: item.id,
        work: 'The matrix original photo.',
        name: 'Matrix Notifier',
        email,
        address: '1 Example Street, Springfield',
        phone: '+1 555 0100',
        good_faith: true,
        accurate: true,
        signature: 'Matrix Notifier',
      },
    });
    if (r.status !== 201) throw new Error(`removal request failed: ${JSON.stringify(r.error)}`);
    const [mail] = await t.ctx.database.query<{ text_body: string }>('select text_body from mail_outbox where to_address = $1', [email]);
    const token = mail?.text_body.match(/token=([\w-]+)/)?.[1] ?? '';
    const c = await t.call('confirmRemovalRequest', { params: { reference: r.data.reference }, body: { token } });
    if (c.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(c.error)}`);
    return { reference: r.data.reference };
  }

  return {
    CHECK_IN,
    VISIO_LEAVE,
    GROUP_ADDITION,
    apiKeyOf,
    webhookEndpointOf,
    subUserOf,
    actorNamed,
    enterpriseLinkOf,
    matrixJpeg,
    adCampaignOf,
    organizedEventOf,
    castingFormOf,
    castingCallOf,
    applicationTo,
    collabOf,
    invitationFor,
    matrixPdf,
    connectionRequestTo,
    conversationOf,
    groupOf,
    messageOf,
    ensureMember,
    visioRoomOf,
    bookingServiceOf,
    readyExportOf,
    bookingOf,
    offeredItem,
    licenseOfferOf,
    licensingInstaller,
    licenseRequestOf,
    licenseOf,
    requestOfRequester,
    trophyAwardOf,
    feedPostOf,
    portfolioItemOf,
    portfolioAlbumOf,
    reviewByOwner,
    takedownAgainst,
  };
}

export type MatrixFixtures = ReturnType<typeof matrixFixtures>;
