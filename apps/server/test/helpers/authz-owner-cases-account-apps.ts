import { randomUUID } from 'node:crypto';
import type { RouteName } from '@mb/contract/routes';
import { notify } from '../../src/features/notifications/service.ts';
import { passkeys } from '../../src/features/twofactor/schema.ts';
import type { MatrixFixtures } from './authz-fixtures.ts';
import { MATRIX_AWARD, MATRIX_TERMS } from './authz-fixtures.ts';
import type { OwnerCase } from './authz-matrix.ts';
import { signUpUser } from './test-app.ts';

/** Owner-versus-stranger cases of the authorization matrix (authz-matrix.ts, OwnerCase): signed-in devices, passkeys, billing, ads, MB Events, MB Bookings, data exports, MB Licensing, removal requests, MB Trophy and MB Visio. */
export const accountAndAppCases = (fx: MatrixFixtures): Partial<Record<RouteName, OwnerCase>> => ({
  // Signed-in devices (issue 18): a member signs out only their own sessions (404 for anyone else's).
  revokeDevice: {
    setup: async (t, owner) => {
      const r = await t.call('signIn', { body: { email: owner.email as string, password: owner.password as string } });
      if (r.status !== 200) throw new Error(`second sign-in failed: ${JSON.stringify(r.error)}`);
      const sessions = await t.call('sessions', { token: r.data.access_token });
      const other = sessions.data.sessions.find((s) => s.current);
      return { id: other?.id as string };
    },
  },
  // A passkey is its owner's: removing someone else's answers 404 like a missing one.
  passkeyDelete: {
    setup: async (t, owner) => {
      const [row] = await t.ctx.db
        .insert(passkeys)
        .values({ user_id: owner.userId as string, credential_id: `matrix-${randomUUID()}`, public_key: 'AA', name: 'Matrix key' })
        .returning();
      return { id: row?.id as string };
    },
  },
  // Billing: a checkout is read only by the member who started it (404 to anyone else).
  checkoutStatus: {
    setup: async (t, owner) => {
      const r = await t.call('startCheckout', { token: owner.token as string, body: { plan_id: 'creator-pro', billing_cycle: 'monthly' } });
      if (r.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.checkout_id };
    },
  },
  // Ads (issue 14): a campaign is its owner's; a stranger's call is 404 like a missing one. The owner is
  // the enterprise actor with a registered business listing on the pro plan ('a member with a business
  // plan'); the stranger is the business actor, who may advertise too.
  adCampaign: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner) },
  updateAdCampaign: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner), body: { headline: 'Matrix' } },
  uploadAdImage: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner), file: fx.matrixJpeg },
  submitAdCampaign: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner, { image: true }) },
  payAdCampaign: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner) },
  pauseAdCampaign: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner, { status: 'running' }) },
  resumeAdCampaign: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner, { status: 'paused' }) },
  endAdCampaign: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner) },
  adCampaignStats: { owner: 'enterprise', setup: (t, owner) => fx.adCampaignOf(t, owner) },
  // MB Events (issue 15): an event is its organizer's (MB Events installed); a stranger (the business
  // actor, without the app) is refused with 403, and would get 404 with it (events.test).
  organizedEvent: { setup: (t, owner) => fx.organizedEventOf(t, owner) },
  updateOrganizedEvent: { setup: (t, owner) => fx.organizedEventOf(t, owner), body: { title: 'Matrix renamed' } },
  uploadEventImage: { setup: (t, owner) => fx.organizedEventOf(t, owner), file: fx.matrixJpeg },
  publishOrganizedEvent: { setup: (t, owner) => fx.organizedEventOf(t, owner) },
  cancelOrganizedEvent: { setup: (t, owner) => fx.organizedEventOf(t, owner) },
  eventAttendees: { setup: (t, owner) => fx.organizedEventOf(t, owner, { attendee: true }) },
  messageEventAttendees: {
    setup: (t, owner) => fx.organizedEventOf(t, owner, { attendee: true }),
    body: { subject: 'Matrix', body: 'Doors open at seven.' },
  },
  checkInTicket: { setup: (t, owner) => fx.organizedEventOf(t, owner, { attendee: true }), body: fx.CHECK_IN },
  // MB Bookings (issue 16): services and bookings are the owner's (an enterprise member, who may install
  // the app); the stranger (business, without the app) is refused before anything is read.
  updateBookingService: {
    owner: 'enterprise',
    setup: (t, owner) => fx.bookingServiceOf(t, owner),
    body: { name: 'Matrix', duration_minutes: 30, rate_cents: null, currency: 'USD', description: '', online: true, location: '' },
  },
  deleteBookingService: { owner: 'enterprise', setup: (t, owner) => fx.bookingServiceOf(t, owner) },
  acceptBooking: { owner: 'enterprise', setup: (t, owner) => fx.bookingOf(t, owner, 'pending') },
  declineBooking: { owner: 'enterprise', setup: (t, owner) => fx.bookingOf(t, owner, 'pending') },
  cancelBooking: { owner: 'enterprise', setup: (t, owner) => fx.bookingOf(t, owner, 'accepted'), body: {} },
  bookingIcs: { owner: 'enterprise', setup: (t, owner) => fx.bookingOf(t, owner, 'accepted') },
  // The member's own data (issue 18): an export is its member's; another member's is 404 like a missing one.
  downloadDataExport: { setup: (t, owner) => fx.readyExportOf(t, owner) },
  // MB Licensing (issue 16): offers, the requests for them and the licenses issued are the creator's
  // (no installation needed); a request is also its requester's (the enterprise actor, app installed).
  // The stranger (business) is answered 404 like a missing one.
  updateLicenseOffer: { setup: (t, owner) => fx.licenseOfferOf(t, owner), body: { terms: MATRIX_TERMS } },
  withdrawLicenseOffer: { setup: (t, owner) => fx.licenseOfferOf(t, owner, true) },
  acceptLicenseRequest: { setup: (t, owner) => fx.licenseRequestOf(t, owner) },
  declineLicenseRequest: { setup: (t, owner) => fx.licenseRequestOf(t, owner), body: {} },
  counterLicenseRequest: { setup: (t, owner) => fx.licenseRequestOf(t, owner), body: { terms: MATRIX_TERMS } },
  revokeLicense: { setup: (t, owner) => fx.licenseOf(t, owner), body: { reason: 'Matrix' } },
  licenseDetail: { setup: (t, owner) => fx.licenseOf(t, owner) },
  licenseCertificate: { setup: (t, owner) => fx.licenseOf(t, owner) },
  // Removal requests (issue 18): a takedown is read and answered by the uploader only (404 to anyone else).
  takedownNotice: { setup: (t, owner) => fx.takedownAgainst(t, owner) },
  submitCounterNotice: {
    setup: (t, owner) => fx.takedownAgainst(t, owner),
    body: {
      material: 'The matrix photo in my portfolio.',
      good_faith_mistake: true,
      jurisdiction_consent: true,
      name: 'Matrix Owner',
      address: '1 Matrix Road, Springfield',
      phone: '+1 555 0100',
      signature: 'Matrix Owner',
    },
  },
  withdrawLicenseRequest: { owner: 'enterprise', setup: (t, owner) => fx.requestOfRequester(t, owner, 'pending') },
  payLicenseRequest: { owner: 'enterprise', setup: (t, owner) => fx.requestOfRequester(t, owner, 'accepted') },
  // MB Trophy (issue 16): an award is its organizer's (an enterprise member with the app); the stranger
  // (business, without the app) is refused before anything is read. A nomination is answered by its
  // nominee, a trophy hidden by its recipient (404 to anyone else).
  manageTrophyAward: { owner: 'enterprise', setup: (t, owner) => fx.trophyAwardOf(t, owner) },
  updateTrophyAward: { owner: 'enterprise', setup: (t, owner) => fx.trophyAwardOf(t, owner), body: MATRIX_AWARD },
  launchTrophyAward: { owner: 'enterprise', setup: (t, owner) => fx.trophyAwardOf(t, owner) },
  publishTrophyAward: { owner: 'enterprise', setup: (t, owner) => fx.trophyAwardOf(t, owner, { phase: 'closed' }) },
  shortlistTrophyNomination: {
    owner: 'enterprise',
    setup: async (t, owner) => {
      const award = await fx.trophyAwardOf(t, owner, { launch: true });
      const nominee = await signUpUser(t);
      const r = await t.call('nominateForTrophy', {
        token: nominee.token,
        params: { id: award.category },
        body: { nominee: '', statement: '' },
      });
      if (r.status !== 201) throw new Error(`nomination failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
    body: { finalist: true },
  },
  answerTrophyNomination: {
    setup: async (t, owner) => {
      const organizer = await signUpUser(t, 'enterprise');
      const award = await fx.trophyAwardOf(t, { name: 'enterprise', token: organizer.token, userId: organizer.userId }, { launch: true });
      const nominator = await signUpUser(t);
      const r = await t.call('nominateForTrophy', {
        token: nominator.token,
        params: { id: award.category },
        body: { nominee: owner.userId as string, statement: '' },
      });
      if (r.status !== 201) throw new Error(`nomination failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
    body: { accept: true },
  },
  updateMyTrophy: {
    setup: async (t, owner) => {
      const [award] = await t.ctx.database.query<{ id: string }>(
        `insert into trophy_awards (organizer_id, title, phase, nominations_open_at, nominations_close_at, voting_open_at, voting_close_at,
           nominee_types, voter_types) values ($1, 'Matrix award', 'published', now(), now(), now(), now(), '{creator}', '{creator}') returning id`,
        [owner.userId],
      );
      const [cat] = await t.ctx.database.query<{ id: string }>(
        "insert into trophy_categories (award_id, name) values ($1, 'Matrix category') returning id",
        [award?.id],
      );
      const [trophy] = await t.ctx.database.query<{ id: string }>(
        "insert into trophy_trophies (award_id, category_id, user_id, kind) values ($1, $2, $3, 'winner') returning id",
        [award?.id, cat?.id, owner.userId],
      );
      return { id: (trophy as { id: string }).id };
    },
    body: { hidden: true },
  },
  // MB Visio (issue 16): a room is its host's (an enterprise member with the app) and its invited
  // members'; the stranger (business, neither host nor invited) is refused with 403 and changes nothing.
  visioRoom: { owner: 'enterprise', setup: (t, owner) => fx.visioRoomOf(t, owner) },
  cancelVisioRoom: { owner: 'enterprise', setup: (t, owner) => fx.visioRoomOf(t, owner) },
  joinVisioRoom: { owner: 'enterprise', setup: (t, owner) => fx.visioRoomOf(t, owner) },
  visioCall: { owner: 'enterprise', setup: (t, owner) => fx.visioRoomOf(t, owner) },
  endVisioRoom: { owner: 'enterprise', setup: (t, owner) => fx.visioRoomOf(t, owner) },
  decideVisioParticipant: {
    owner: 'enterprise',
    setup: (t, owner) => fx.visioRoomOf(t, owner, { waiting: true }),
    body: { decision: 'admit' },
  },
  leaveVisioRoom: {
    owner: 'enterprise',
    setup: async (t, owner) => {
      const params = await fx.visioRoomOf(t, owner);
      const j = await t.call('joinVisioRoom', { token: owner.token as string, params: { id: params.id as string } });
      if (j.status !== 200) throw new Error(`join failed: ${JSON.stringify(j.error)}`);
      fx.VISIO_LEAVE.participant_id = j.data.participant.id;
      return params;
    },
    body: fx.VISIO_LEAVE,
  },
  // Push devices (issue 36): a member removes only their own (404 for anyone else's).
  removePushDevice: {
    setup: async (t, owner) => {
      const r = await t.call('addPushDevice', {
        token: owner.token as string,
        body: { endpoint: `https://push.example.com/matrix/${randomUUID()}`, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } },
      });
      if (r.status !== 201) throw new Error(`push subscribe failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
  },
  markNotificationRead: {
    setup: async (t, owner) => {
      const n = await t.ctx.db.transaction((tx) =>
        notify(t.ctx, tx, owner.userId as string, { type: 'system_update', title: 'Matrix', content: 'owner versus stranger' }),
      );
      if (!n) throw new Error('notify skipped the owner notification');
      return { id: String(n.id) };
    },
  },
});
