import { randomBytes, randomUUID } from 'node:crypto';
import { DELEGATION_MESSAGES, delegationRefusal } from '@mb/contract/enterprise-sub-users';
import type { RouteDef } from '@mb/contract/route-def';
import { type RouteName, routes } from '@mb/contract/routes';
import type { StaffPermission, StaffStatus } from '@mb/contract/staff';
import { meetsStaffRule } from '@mb/contract/staff-rule';
import { MESSAGES } from '@mb/contract/ui-text';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { purchasePaid } from '../../src/features/billing/service.ts';
import { notify } from '../../src/features/notifications/service.ts';
import { profiles } from '../../src/features/profiles/schema.ts';
import { staffRoles } from '../../src/features/staff/schema.ts';
import { passkeys } from '../../src/features/twofactor/schema.ts';
import { publish, sampleListing } from '../helpers/directory.ts';
import { plainImage, uploadImage } from '../helpers/portfolio.ts';
import { samplesFor } from '../helpers/samples.ts';
import { signUpUser, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The authorization matrix (docs/ARCHITECTURE.md "Tests over the route table"): every route of the contract's table, called by
 * every kind of actor. What each actor may do is derived from the route's `access` alone, so a new
 * route joins the matrix by being declared:
 *   public          everyone passes the access check
 *   user            anonymous 401, every member passes
 *   { staff: rule } anonymous 401, a member whose staff status does not meet the rule 403
 * A refused call must change nothing: a digest of every table's rows is taken before and after each
 * route's refused calls. Left out of the digest, because a refusal may legitimately write them:
 */
const BOOKKEEPING_TABLES = [
  'rate_limits', // throttle counters: a refused request may still count against its caller
  'activity_events', // security events: refusals are recorded (security_*)
  'jobs', // work a refusal may queue (threat detection, alerts)
];

/**
 * Routes that take the id of something a member owns: each needs an explicit owner/stranger case
 * below. A route with a path parameter that is neither staff-only nor listed here or in
 * NOT_MEMBER_OWNED fails the test until someone decides which it is.
 */
interface OwnerCase {
  /** Makes the owner's resource and answers the path parameters that name it. */
  setup: (t: TestApp, owner: Actor) => Promise<Record<string, string>>;
  /** A body for the call, when the route needs one. */
  body?: unknown;
  /** For an upload route: the file sent as multipart field "file" instead of a JSON body. */
  file?: () => Promise<{ body: Buffer; name: string; type: string }>;
  /** Who owns the resource (default the creator): studio resources belong to the studio. */
  owner?: ActorName;
}
/** Nothing listens there (the discard port): a delivery fails at once and waits for its retry. */
const MATRIX_WEBHOOK_URL = 'http://127.0.0.1:9/matrix';
const MATRIX_FORM = { title: 'Matrix form', fields: [{ id: 'name', type: 'text', label: 'Name', required: false }] };

const trophyHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
/** A valid award (windows a day and more ahead, nominations open since an hour). */
const MATRIX_AWARD = {
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

/** The ticket code the matrix's check-in case sends (set by its setup). */
const CHECK_IN: { code: string } = { code: '' };

/** The terms MB Licensing's cases offer and request. */
const MATRIX_TERMS = {
  usages: ['editorial'],
  territory: 'worldwide',
  countries: [],
  duration_months: 12,
  exclusive: false,
  price_minor: 5000,
  currency: 'USD',
} as const;
/** The participant the matrix's leave case names (the owner's own joining, set by its setup). */
const VISIO_LEAVE: { participant_id: string } = { participant_id: '' };

/** Who the matrix's add-members case adds (a fresh member, set by its setup). */
const GROUP_ADDITION: { member_ids: string[] } = { member_ids: [] };

const MEMBER_RESOURCE_ROUTES: Partial<Record<RouteName, OwnerCase>> = {
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
  adCampaign: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner) },
  updateAdCampaign: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner), body: { headline: 'Matrix' } },
  uploadAdImage: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner), file: matrixJpeg },
  submitAdCampaign: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner, { image: true }) },
  payAdCampaign: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner) },
  pauseAdCampaign: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner, { status: 'running' }) },
  resumeAdCampaign: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner, { status: 'paused' }) },
  endAdCampaign: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner) },
  adCampaignStats: { owner: 'enterprise', setup: (t, owner) => adCampaignOf(t, owner) },
  // MB Events (issue 15): an event is its organizer's (MB Events installed); a stranger (the business
  // actor, without the app) is refused with 403, and would get 404 with it (events.test).
  organizedEvent: { setup: (t, owner) => organizedEventOf(t, owner) },
  updateOrganizedEvent: { setup: (t, owner) => organizedEventOf(t, owner), body: { title: 'Matrix renamed' } },
  uploadEventImage: { setup: (t, owner) => organizedEventOf(t, owner), file: matrixJpeg },
  publishOrganizedEvent: { setup: (t, owner) => organizedEventOf(t, owner) },
  cancelOrganizedEvent: { setup: (t, owner) => organizedEventOf(t, owner) },
  eventAttendees: { setup: (t, owner) => organizedEventOf(t, owner, { attendee: true }) },
  messageEventAttendees: {
    setup: (t, owner) => organizedEventOf(t, owner, { attendee: true }),
    body: { subject: 'Matrix', body: 'Doors open at seven.' },
  },
  checkInTicket: { setup: (t, owner) => organizedEventOf(t, owner, { attendee: true }), body: CHECK_IN },
  // MB Bookings (issue 16): services and bookings are the owner's (an enterprise member, who may install
  // the app); the stranger (business, without the app) is refused before anything is read.
  updateBookingService: {
    owner: 'enterprise',
    setup: (t, owner) => bookingServiceOf(t, owner),
    body: { name: 'Matrix', duration_minutes: 30, rate_cents: null, currency: 'USD', description: '', online: true, location: '' },
  },
  deleteBookingService: { owner: 'enterprise', setup: (t, owner) => bookingServiceOf(t, owner) },
  acceptBooking: { owner: 'enterprise', setup: (t, owner) => bookingOf(t, owner, 'pending') },
  declineBooking: { owner: 'enterprise', setup: (t, owner) => bookingOf(t, owner, 'pending') },
  cancelBooking: { owner: 'enterprise', setup: (t, owner) => bookingOf(t, owner, 'accepted'), body: {} },
  bookingIcs: { owner: 'enterprise', setup: (t, owner) => bookingOf(t, owner, 'accepted') },
  // The member's own data (issue 18): an export is its member's; another member's is 404 like a missing one.
  downloadDataExport: { setup: (t, owner) => readyExportOf(t, owner) },
  // MB Licensing (issue 16): offers, the requests for them and the licenses issued are the creator's
  // (no installation needed); a request is also its requester's (the enterprise actor, app installed).
  // The stranger (business) is answered 404 like a missing one.
  updateLicenseOffer: { setup: (t, owner) => licenseOfferOf(t, owner), body: { terms: MATRIX_TERMS } },
  withdrawLicenseOffer: { setup: (t, owner) => licenseOfferOf(t, owner, true) },
  acceptLicenseRequest: { setup: (t, owner) => licenseRequestOf(t, owner) },
  declineLicenseRequest: { setup: (t, owner) => licenseRequestOf(t, owner), body: {} },
  counterLicenseRequest: { setup: (t, owner) => licenseRequestOf(t, owner), body: { terms: MATRIX_TERMS } },
  revokeLicense: { setup: (t, owner) => licenseOf(t, owner), body: { reason: 'Matrix' } },
  licenseDetail: { setup: (t, owner) => licenseOf(t, owner) },
  licenseCertificate: { setup: (t, owner) => licenseOf(t, owner) },
  // Removal requests (issue 18): a takedown is read and answered by the uploader only (404 to anyone else).
  takedownNotice: { setup: (t, owner) => takedownAgainst(t, owner) },
  submitCounterNotice: {
    setup: (t, owner) => takedownAgainst(t, owner),
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
  withdrawLicenseRequest: { owner: 'enterprise', setup: (t, owner) => requestOfRequester(t, owner, 'pending') },
  payLicenseRequest: { owner: 'enterprise', setup: (t, owner) => requestOfRequester(t, owner, 'accepted') },
  // MB Trophy (issue 16): an award is its organizer's (an enterprise member with the app); the stranger
  // (business, without the app) is refused before anything is read. A nomination is answered by its
  // nominee, a trophy hidden by its recipient (404 to anyone else).
  manageTrophyAward: { owner: 'enterprise', setup: (t, owner) => trophyAwardOf(t, owner) },
  updateTrophyAward: { owner: 'enterprise', setup: (t, owner) => trophyAwardOf(t, owner), body: MATRIX_AWARD },
  launchTrophyAward: { owner: 'enterprise', setup: (t, owner) => trophyAwardOf(t, owner) },
  publishTrophyAward: { owner: 'enterprise', setup: (t, owner) => trophyAwardOf(t, owner, { phase: 'closed' }) },
  shortlistTrophyNomination: {
    owner: 'enterprise',
    setup: async (t, owner) => {
      const award = await trophyAwardOf(t, owner, { launch: true });
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
      const award = await trophyAwardOf(t, { name: 'enterprise', token: organizer.token, userId: organizer.userId }, { launch: true });
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
  visioRoom: { owner: 'enterprise', setup: (t, owner) => visioRoomOf(t, owner) },
  cancelVisioRoom: { owner: 'enterprise', setup: (t, owner) => visioRoomOf(t, owner) },
  joinVisioRoom: { owner: 'enterprise', setup: (t, owner) => visioRoomOf(t, owner) },
  visioCall: { owner: 'enterprise', setup: (t, owner) => visioRoomOf(t, owner) },
  endVisioRoom: { owner: 'enterprise', setup: (t, owner) => visioRoomOf(t, owner) },
  decideVisioParticipant: {
    owner: 'enterprise',
    setup: (t, owner) => visioRoomOf(t, owner, { waiting: true }),
    body: { decision: 'admit' },
  },
  leaveVisioRoom: {
    owner: 'enterprise',
    setup: async (t, owner) => {
      const params = await visioRoomOf(t, owner);
      const j = await t.call('joinVisioRoom', { token: owner.token as string, params: { id: params.id as string } });
      if (j.status !== 200) throw new Error(`join failed: ${JSON.stringify(j.error)}`);
      VISIO_LEAVE.participant_id = j.data.participant.id;
      return params;
    },
    body: VISIO_LEAVE,
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
  // The directory's "my review" routes: :id names the business, the review is the caller's own.
  updateMyReview: { setup: (t, owner) => reviewByOwner(t, owner), body: { rating: 3 } },
  deleteMyReview: { setup: (t, owner) => reviewByOwner(t, owner) },
  // Only the business owner replies to a review of their business.
  replyToReview: {
    setup: async (t, owner) => {
      await publish(t, sampleListing(owner.userId as string));
      const reviewer = await signUpUser(t);
      const r = await t.call('createReview', {
        token: reviewer.token,
        params: { id: owner.userId as string },
        body: { rating: 4, content: 'Matrix' },
      });
      return { id: owner.userId as string, reviewId: r.data.review.id };
    },
    body: { content: 'Thank you' },
  },
  // Portfolio: items and albums are the owner's; every write goes to /me/..., a stranger's id is 404.
  updatePortfolioItem: { setup: (t, owner) => portfolioItemOf(t, owner), body: { title: 'Matrix' } },
  deletePortfolioItem: { setup: (t, owner) => portfolioItemOf(t, owner) },
  restorePortfolioItem: {
    setup: async (t, owner) => {
      const params = await portfolioItemOf(t, owner);
      await t.call('deletePortfolioItem', { token: owner.token, params });
      return params;
    },
  },
  updatePortfolioAlbum: { setup: (t, owner) => portfolioAlbumOf(t, owner), body: { title: 'Matrix' } },
  deletePortfolioAlbum: { setup: (t, owner) => portfolioAlbumOf(t, owner) },
  // Credits: the item named is the owner's portfolio item; a stranger's call is 404 like a missing one.
  tagPortfolioMember: {
    setup: async (t, owner) => {
      await ensureMember(t, 'matrix_tagged');
      return { id: (await portfolioItemOf(t, owner)).id };
    },
    body: { member: '@matrix_tagged' },
  },
  untagPortfolioMember: {
    setup: async (t, owner) => {
      const id = (await portfolioItemOf(t, owner)).id;
      const tagged = await ensureMember(t, 'matrix_untagged');
      const r = await t.call('tagPortfolioMember', { token: owner.token, params: { id }, body: { member: tagged } });
      if (r.status !== 200) throw new Error(`tag failed: ${JSON.stringify(r.error)}`);
      return { id, memberId: tagged };
    },
  },
  uploadPortfolioRelease: {
    setup: async (t, owner) => ({ id: (await portfolioItemOf(t, owner)).id }),
    file: async () => ({
      body: Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'),
      name: 'release.pdf',
      type: 'application/pdf',
    }),
  },
  removePortfolioRelease: { setup: async (t, owner) => ({ id: (await portfolioItemOf(t, owner)).id }) },
  // The "owner" of a tag is the member tagged: only they answer it.
  answerPortfolioTag: {
    setup: async (t, owner) => {
      const maker = await signUpUser(t);
      await t.ctx.db
        .update(profiles)
        .set({ username: `matrix_${maker.userId.slice(0, 8)}` })
        .where(eq(profiles.id, maker.userId));
      const id = (await portfolioItemOf(t, { name: 'creator', token: maker.token, userId: maker.userId })).id;
      const r = await t.call('tagPortfolioMember', { token: maker.token, params: { id }, body: { member: owner.userId as string } });
      if (r.status !== 200) throw new Error(`tag failed: ${JSON.stringify(r.error)}`);
      return { itemId: id };
    },
    body: { decision: 'confirm' },
  },
  // Activity feed: a post is its author's (a stranger's delete is 404); a comment is its author's (a
  // stranger who may see the item gets 403 with its message).
  deleteFeedPost: { setup: (t, owner) => feedPostOf(t, owner) },
  deleteFeedComment: {
    setup: async (t, owner) => {
      const author = await signUpUser(t);
      const { id } = await feedPostOf(t, { name: 'creator', token: author.token, userId: author.userId });
      const c = await t.call('addFeedComment', { token: owner.token, params: { id }, body: { body: 'Matrix' } });
      if (c.status !== 201) throw new Error(`comment failed: ${JSON.stringify(c.error)}`);
      return { id, commentId: c.data.id };
    },
  },
  // A share link is the owner's: a stranger's revoke is 404 and the link keeps working.
  revokePortfolioShare: {
    setup: async (t, owner) => {
      const r = await t.call('createPortfolioShare', { token: owner.token, body: { expires: 'never' } });
      if (r.status !== 201) throw new Error(`share failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
  },
  // Messages: a conversation is its members'; anyone outside gets 404 on every route and changes nothing (messages.test).
  conversation: { setup: (t, owner) => conversationOf(t, owner) },
  conversationMessages: { setup: (t, owner) => conversationOf(t, owner) },
  sendMessage: { setup: (t, owner) => conversationOf(t, owner), body: { client_id: randomUUID(), body: 'Matrix message' } },
  editMessage: { setup: (t, owner) => messageOf(t, owner), body: { body: 'Matrix edit' } },
  deleteMessage: { setup: (t, owner) => messageOf(t, owner) },
  markConversationRead: { setup: (t, owner) => conversationOf(t, owner), body: { seq: 1 } },
  conversationTyping: { setup: (t, owner) => conversationOf(t, owner) },
  uploadMessageAttachment: {
    setup: (t, owner) => conversationOf(t, owner),
    file: async () => ({ body: await plainImage(32, 24), name: 'matrix.png', type: 'image/png' }),
  },
  acceptMessageRequest: { setup: (t, owner) => conversationOf(t, owner) },
  ignoreMessageRequest: { setup: (t, owner) => conversationOf(t, owner) },
  blockFromConversation: { setup: (t, owner) => conversationOf(t, owner) },
  reportConversation: { setup: (t, owner) => messageOf(t, owner).then(({ id }) => ({ id })), body: { category: 'spam' } },
  // Groups: a stranger's add, remove, leave or rename is 404 and changes nothing (messages-groups.test).
  addConversationMembers: {
    setup: async (t, owner) => {
      const g = await groupOf(t, owner);
      GROUP_ADDITION.member_ids = [(await signUpUser(t)).userId];
      return { id: g.id };
    },
    body: GROUP_ADDITION,
  },
  removeConversationMember: { setup: (t, owner) => groupOf(t, owner).then((g) => ({ id: g.id, userId: g.other })) },
  leaveConversation: { setup: (t, owner) => groupOf(t, owner).then((g) => ({ id: g.id })) },
  renameConversation: { setup: (t, owner) => groupOf(t, owner).then((g) => ({ id: g.id })), body: { title: 'Matrix group' } },
  // Network: a connection request is the recipient's to answer; a stranger's accept or decline is 404 (network.test).
  acceptConnection: { setup: (t, owner) => connectionRequestTo(t, owner) },
  declineConnection: { setup: (t, owner) => connectionRequestTo(t, owner) },
  // Casting: forms, calls, news and the review of applications are the studio's; an offer and a
  // proposal are answered by the creator they went to (casting.test covers another studio too).
  updateCastingForm: { owner: 'studio', setup: async (t, owner) => ({ id: (await castingFormOf(t, owner)).id }), body: MATRIX_FORM },
  deleteCastingForm: { owner: 'studio', setup: async (t, owner) => ({ id: (await castingFormOf(t, owner)).id }) },
  updateCastingCall: { owner: 'studio', setup: async (t, owner) => ({ id: await castingCallOf(t, owner) }), body: { status: 'closed' } },
  castingApplicants: { owner: 'studio', setup: async (t, owner) => ({ id: await castingCallOf(t, owner) }) },
  reviewCastingApplication: {
    owner: 'studio',
    setup: async (t, owner) => {
      const applicant = await signUpUser(t);
      return { id: await applicationTo(t, await castingCallOf(t, owner), applicant.token) };
    },
    body: { action: 'shortlist' },
  },
  answerCastingOffer: {
    setup: async (t, owner) => {
      const studio = await signUpUser(t, 'studio');
      const id = await applicationTo(
        t,
        await castingCallOf(t, { name: 'studio', token: studio.token, userId: studio.userId }),
        owner.token as string,
      );
      const r = await t.call('reviewCastingApplication', {
        token: studio.token,
        params: { id },
        body: { action: 'offer', message: 'Matrix' },
      });
      if (r.status !== 200) throw new Error(`offer failed: ${JSON.stringify(r.error)}`);
      return { id };
    },
    body: { decision: 'decline' },
  },
  answerCastingProposal: {
    setup: async (t, owner) => {
      const studio = await signUpUser(t, 'studio');
      const r = await t.call('sendCastingProposal', {
        token: studio.token,
        body: { creator: owner.userId as string, role: 'Matrix', disclosure: 'Matrix disclosure' },
      });
      if (r.status !== 201) throw new Error(`proposal failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
    body: { action: 'decline' },
  },
  deleteStudioNews: {
    owner: 'studio',
    setup: async (t, owner) => {
      const r = await t.call('createStudioNews', { token: owner.token, body: { title: 'Matrix', body: 'Matrix news' } });
      if (r.status !== 201) throw new Error(`news failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.id };
    },
  },
  // Collaborations: every /collabs/:id route is the caller's membership; a stranger gets 404 (collabs.test).
  collab: { setup: (t, owner) => collabOf(t, owner) },
  updateCollab: { setup: (t, owner) => collabOf(t, owner), body: { title: 'Matrix collab' } },
  inviteToCollab: {
    setup: async (t, owner) => {
      await ensureMember(t, 'matrix_invitee');
      return collabOf(t, owner);
    },
    body: { member: '@matrix_invitee' },
  },
  // The "owner" of an invitation is the member invited: only they answer it.
  acceptCollabInvite: { setup: (t, owner) => invitationFor(t, owner) },
  declineCollabInvite: { setup: (t, owner) => invitationFor(t, owner) },
  removeCollabMember: {
    setup: async (t, owner) => {
      const { id } = await collabOf(t, owner);
      const other = await signUpUser(t);
      const r = await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: other.userId } });
      if (r.status !== 200) throw new Error(`invite failed: ${JSON.stringify(r.error)}`);
      return { id, memberId: other.userId };
    },
  },
  collabTasks: { setup: (t, owner) => collabOf(t, owner) },
  createCollabTask: { setup: (t, owner) => collabOf(t, owner), body: { title: 'Matrix task' } },
  updateCollabTask: {
    setup: async (t, owner) => {
      const { id } = await collabOf(t, owner);
      const r = await t.call('createCollabTask', { token: owner.token, params: { id }, body: { title: 'Matrix task' } });
      if (r.status !== 201) throw new Error(`task failed: ${JSON.stringify(r.error)}`);
      return { id, taskId: r.data.id };
    },
    body: { status: 'doing' },
  },
  collabFiles: { setup: (t, owner) => collabOf(t, owner) },
  uploadCollabFile: { setup: (t, owner) => collabOf(t, owner), file: async () => matrixPdf() },
  deleteCollabFile: {
    setup: async (t, owner) => {
      const { id } = await collabOf(t, owner);
      const f = await matrixPdf();
      const fd = new FormData();
      fd.append('file', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
      const res = await fetch(`${t.url}/api/v1/collabs/${id}/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: fd,
      });
      if (res.status !== 201) throw new Error(`file failed: ${res.status}`);
      return { id, fileId: ((await res.json()) as { id: string }).id };
    },
  },
  collabMessages: { setup: (t, owner) => collabOf(t, owner) },
  postCollabMessage: { setup: (t, owner) => collabOf(t, owner), body: { body: 'Matrix message' } },
  collabOrders: { setup: (t, owner) => collabOf(t, owner) },
  createCollabOrder: { setup: (t, owner) => collabOf(t, owner), body: { brief: 'Matrix brief' } },
  // Only the owner cancels a requested order (collabs-gaps.test).
  cancelCollabOrder: {
    setup: async (t, owner) => {
      const { id } = await collabOf(t, owner);
      const o = await t.call('createCollabOrder', { token: owner.token, params: { id }, body: { brief: 'Matrix brief' } });
      if (o.status !== 201) throw new Error(`order failed: ${JSON.stringify(o.error)}`);
      return { id, orderId: o.data.id };
    },
  },
  confirmCollabCredit: {
    setup: async (t, owner) => {
      const { id } = await collabOf(t, owner);
      const other = await signUpUser(t);
      await t.call('inviteToCollab', { token: owner.token, params: { id }, body: { member: other.userId } });
      await t.call('acceptCollabInvite', { token: other.token, params: { id } });
      const r = await t.call('updateCollab', { token: owner.token, params: { id }, body: { status: 'completed' } });
      if (r.status !== 200) throw new Error(`complete failed: ${JSON.stringify(r.error)}`);
      return { id, memberId: other.userId };
    },
  },
  // Enterprise (issue 17): an invitation is answered by its studio only (the stranger, a business, is
  // refused: not a studio); a link is ended by either side only (404 to anyone else).
  acceptEnterpriseLink: { owner: 'studio', setup: (t, owner) => enterpriseLinkOf(t, owner, 'invited') },
  declineEnterpriseLink: { owner: 'studio', setup: (t, owner) => enterpriseLinkOf(t, owner, 'invited') },
  unlinkEnterpriseStudio: { owner: 'enterprise', setup: (t) => enterpriseLinkOf(t, actorNamed('studio'), 'active') },
  // Switching into a studio needs an active link to it; the stranger (business) gets 404 like an unlinked one.
  useLinkedAccount: {
    owner: 'enterprise',
    setup: async (t) => {
      await enterpriseLinkOf(t, actorNamed('studio'), 'active');
      return { id: actorNamed('studio').userId as string };
    },
  },
  // Sub-users (issue 17) are their enterprise's: the stranger (a business) is refused, not an enterprise.
  changeSubUserRole: { owner: 'enterprise', setup: (t) => subUserOf(t), body: { role: 'manager' } },
  removeSubUser: { owner: 'enterprise', setup: (t) => subUserOf(t) },
  // API keys (issue 17, developer settings) are their enterprise's: the stranger (a business) is refused.
  revokeApiKey: { owner: 'enterprise', setup: (t) => apiKeyOf(t) },
  // Outgoing webhooks (issue 17): an endpoint and its log are their enterprise's; the stranger (a business)
  // is refused, not an enterprise (webhooks.test.ts: another enterprise gets 404).
  updateWebhook: {
    owner: 'enterprise',
    setup: (t) => webhookEndpointOf(t),
    body: { url: MATRIX_WEBHOOK_URL, description: 'Matrix', event_types: ['event.rsvp'], enabled: true },
  },
  deleteWebhook: { owner: 'enterprise', setup: (t) => webhookEndpointOf(t) },
  rotateWebhookSecret: { owner: 'enterprise', setup: (t) => webhookEndpointOf(t) },
  testWebhook: { owner: 'enterprise', setup: (t) => webhookEndpointOf(t) },
  webhookDeliveries: { owner: 'enterprise', setup: (t) => webhookEndpointOf(t) },
  redeliverWebhook: {
    owner: 'enterprise',
    setup: async (t) => {
      const { id } = await webhookEndpointOf(t);
      const r = await t.call('testWebhook', { token: actorNamed('enterprise').token as string, params: { id } });
      if (r.status !== 201) throw new Error(`webhook test failed: ${JSON.stringify(r.error)}`);
      return { id: r.data.delivery.id };
    },
  },
};

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

/** Routes with a path parameter that does not name a member's resource, and why. */
const NOT_MEMBER_OWNED: Partial<Record<RouteName, string>> = {
  blogPost: 'blog posts are written by staff; a published one is public, a draft is 404 to everyone',
  publicProfile: 'reads any profile; members-only visibility (404 to those who may not see it) is proven in profiles.test',
  // :userId names the other member; the block or mute is a row of the caller's own (moderation.test).
  relation: "the caller's own block/mute state towards the member named",
  block: 'the caller blocks the member named: a row of the caller',
  unblock: "removes the caller's own block",
  mute: 'the caller mutes the member named: a row of the caller',
  directoryListing: 'reads an approved (public) listing; anything else is 404 to everyone (directory.test)',
  directoryReviews: "reads a listing's public reviews",
  directoryEvent: "counts a view or contact click on a public listing; never the owner's own (directory.test)",
  createReview: "writes the caller's own review of the business named (one per member; not their own business)",
  unmute: "removes the caller's own mute",
  memberPortfolio: "reads a member's public portfolio; private items never listed (portfolio-privacy.test)",
  portfolioItem: 'reads a public item; private ones only to their owner and staff, 404 to others (portfolio-privacy.test)',
  likePortfolioItem: "the caller's own like of an item they may see; never their own item (portfolio-items.test)",
  unlikePortfolioItem: "takes back the caller's own like",
  viewPortfolioItem: "counts a view of a public item; never the owner's own (portfolio-items.test)",
  likeFeedItem: "the caller's own like of a feed item they may see; never their own post (feed.test)",
  unlikeFeedItem: "takes back the caller's own like",
  feedComments: 'reads comments on an item the caller may see; blocked and muted authors left out (feed.test)',
  addFeedComment: "writes the caller's own comment on an item they may see (feed.test)",
  memberCredits: "reads a member's public credits: only items public to the reader (credits.test)",
  memberBioLinks: "reads a member's public bio links; members-only visibility and blocks as for the profile (biolinks.test)",
  // Network: :userId names the other member; every write is the caller's own follow or the caller's own pair.
  networkSummary: "reads a member's counts; members-only visibility and blocks as for the profile (network.test)",
  networkList: "reads a page of a member's network; hidden members left out per viewer (network.test)",
  follow: "the caller's own follow of the member named",
  unfollow: "removes the caller's own follow",
  requestConnection: 'the caller asks the member named: a row of the pair the caller is in',
  removeConnection: "ends the caller's own pair with the member named; no one else's (network.test)",
  castingCall: 'reads an open casting call (any member), a closed one only to its studio and applicants (casting.test)',
  applyToCastingCall: "writes the caller's own application to an open call; creators only (casting.test)",
  memberCollabCredits: "reads a member's verified collaborations; members-only visibility and blocks as for the profile (collabs.test)",
  // App store (issue 15): :app_id names a catalogue app; every installation touched is the caller's own row (app-store.test).
  appStoreApp: "reads a catalogue app with the caller's own installation",
  installApp: 'installs the app for the caller; spec §4 decides who may (app-store.test)',
  uninstallApp: "uninstalls the caller's own installation",
  launchApp: "sets last_used_at on the caller's own installation",
  appSettings: "reads the caller's own installation's settings",
  updateAppSettings: "saves the caller's own installation's settings",
  eventDetail: 'reads a listed event (anyone); a draft or one in review only to its organizer, 404 to others (events.test)',
  businessEvents: "reads a business's upcoming listed events (public, like its directory page)",
  rsvpEvent: "writes the caller's own ticket for a listed event; one per member (events.test)",
  cancelRsvp: "gives back the caller's own ticket; nobody else's",
  // MB Bookings (issue 16): :username names the member to book; the request written is the caller's own (bookings.test).
  bookingPage: "reads a member's booking page: 404 unless they have the app, 403 for connections-only owners",
  bookingAvailability: 'whether the caller may book the member named: a yes or no for anyone signed in (bookings.test)',
  bookingSlots: "reads a member's free times (bookings.test)",
  requestBooking: "writes the caller's own request to the member named (bookings.test)",
  // MB Trophy (issue 16): :id names an award or category anyone may see once launched; what is written is the caller's own.
  trophyAward: 'reads a launched award (anyone); a draft is 404 to all but its organizer (trophy.test)',
  nominateForTrophy: "writes the caller's own nomination in a category of a launched award (trophy.test)",
  voteForTrophy: "writes the caller's own vote; verified identities only, once per category (trophy.test)",
  memberTrophies: "reads a member's trophies; as visible as the profile, hidden ones left out (trophy.test)",
  bookingFeed: "the owner's private calendar feed: the unguessable token is the key; 404 after regeneration (bookings.test)",
  // The digital lottery (issue 17): :id names a staff-run draw; the entry written is the caller's own (lottery.test).
  lotteryDraw: "reads a published draw (anyone) with the caller's own entry; a draft is 404 to everyone",
  lotteryProof: "reads a drawn draw's public proof: commitment, seed, opaque entry ids, winners",
  enterLottery: "writes the caller's own entry in an open draw; one per member (lottery.test)",
  // MB Licensing (issue 16)
  requestLicense: "writes the caller's own request for the offer named; never their own item (licensing.test)",
  verifyLicense: 'anyone checks a license code: the unguessable code is the key; 404 for a code that is none (licensing.test)',
  // Removal requests (issue 18): the requester's pages need no account; the mailed token is the key (removals.test).
  removalRequestStatus: 'the requester reads their request: the reference and its mailed token are the key; 404 otherwise (removals.test)',
  confirmRemovalRequest: 'the requester confirms from the mail link: the token is the key; 404 otherwise (removals.test)',
  reportRemovalSuit: 'the DMCA notifier reports a suit: the token is the key; 404 otherwise (removals.test)',
  publicEnterprise: "reads an enterprise's public company page and its active studios; any other id is 404 (enterprise.test)",
};

/**
 * Routes whose handler may refuse an actor who passed the access check with 403 by a rule of its own
 * (not access), and why. Everything else must never answer 401 or 403 to an allowed actor.
 */
const RULE_REFUSALS: Partial<Record<RouteName, string>> = {
  startCheckout: 'business plans are for business profiles only (403 with its message)',
  // Spec §2: every account type but creator registers a business (BUSINESS_MESSAGES.creatorNoBusiness).
  saveBusinessRegistrationDraft: 'creators do not register a business: 403',
  submitBusinessRegistration: 'creators do not register a business: 403',
  updateMyBusiness: 'creators do not register a business: 403',
  uploadBusinessLogo: 'creators do not register a business: 403',
  uploadBusinessCover: 'creators do not register a business: 403',
  uploadBusinessImage: 'creators do not register a business: 403',
  createReview: 'nobody reviews their own business, nor a business across a block (403 with its message)',
  replyToReview: 'only the business owner replies to its reviews (403 with its message)',
  follow: 'refused across a block either way (403 with its message)',
  requestConnection: 'refused across a block either way (403 with its message)',
  likeFeedItem: 'nobody likes their own post (403 with its message)',
  uploadFeedPost: 'an NSFW post needs a verified identity (403 with its message)',
  // Casting (CASTING_MESSAGES.studiosOnly / creatorsOnly): studios build forms, calls, proposals and news; creators apply.
  myCastingForms: 'studios only: 403',
  createCastingForm: 'studios only: 403',
  updateCastingForm: 'studios only: 403',
  deleteCastingForm: 'studios only: 403',
  myCastingCalls: 'studios only: 403',
  createCastingCall: 'studios only: 403',
  updateCastingCall: 'studios only: 403',
  castingApplicants: 'studios only: 403',
  reviewCastingApplication: 'studios only: 403',
  sendCastingProposal: 'studios only: 403; a blocked creator 403',
  myStudioNews: 'studios only: 403',
  createStudioNews: 'studios only: 403',
  uploadStudioNews: 'studios only: 403',
  applyToCastingCall: 'creators only: 403',
  answerCastingOffer: 'accepting across a block: 403',
  answerCastingProposal: 'accepting or countering across a block: 403',
  // Ads (AD_MESSAGES.notAdvertiser): businesses and members with a paid business plan advertise.
  createAdCampaign: 'only businesses and members on a paid business plan advertise: 403',
  uploadAdImage: 'only businesses and members on a paid business plan advertise: 403',
  submitAdCampaign: 'only businesses and members on a paid business plan advertise: 403',
  // App store (APP_STORE_MESSAGES): spec §4 refuses installing to creators, studios without Pro and
  // businesses without Pro or the pro plan; an app not installed cannot be launched or configured.
  installApp: 'spec §4: only some profile types and plans install: 403 with the reason',
  launchApp: 'an app the caller has not installed: 403',
  appSettings: 'an app the caller has not installed: 403',
  updateAppSettings: 'an app the caller has not installed: 403',
  // MB Visio (VISIO_MESSAGES): hosts need the app installed; a room refuses whoever is neither its host nor invited.
  visioHome: 'MB Visio not installed: 403',
  createVisioRoom: 'MB Visio not installed: 403',
  visioRoom: 'the host without the app, or a member not invited: 403',
  cancelVisioRoom: 'hosts only, with the app: 403',
  joinVisioRoom: 'the host without the app, or a member not invited: 403',
  visioCall: 'the host without the app, or a member not invited: 403',
  decideVisioParticipant: 'hosts only, with the app: 403',
  leaveVisioRoom: 'the host without the app, or a member not invited: 403',
  endVisioRoom: 'hosts only, with the app: 403',
  // MB Events (EVENT_MESSAGES.appRequired): every organizer route needs the app installed.
  myOrganizedEvents: 'MB Events not installed: 403',
  createOrganizedEvent: 'MB Events not installed: 403',
  organizedEvent: 'MB Events not installed: 403',
  updateOrganizedEvent: 'MB Events not installed: 403',
  uploadEventImage: 'MB Events not installed: 403',
  publishOrganizedEvent: 'MB Events not installed: 403',
  cancelOrganizedEvent: 'MB Events not installed: 403',
  eventAttendees: 'MB Events not installed: 403',
  messageEventAttendees: 'MB Events not installed: 403',
  checkInTicket: 'MB Events not installed: 403',
  // MB Bookings (issue 16): the owner's side refuses members who have not installed the app; the
  // booker's side refuses only by the owner's rules (connections only, yourself).
  bookingSetup: 'MB Bookings not installed: 403',
  updateBookingSettings: 'MB Bookings not installed: 403',
  createBookingService: 'MB Bookings not installed: 403',
  updateBookingService: 'MB Bookings not installed: 403',
  deleteBookingService: 'MB Bookings not installed: 403',
  regenerateBookingFeed: 'MB Bookings not installed: 403',
  ownerBookings: 'MB Bookings not installed: 403',
  bookingPage: 'connections-only owners: 403; yourself: 403',
  bookingSlots: 'connections-only owners: 403; yourself: 403',
  requestBooking: 'connections-only owners: 403; yourself: 403',
  acceptBooking: 'MB Bookings not installed: 403',
  declineBooking: 'MB Bookings not installed: 403',
  // The digital lottery (LOTTERY_MESSAGES): staff run the draws and cannot enter; verified-only draws.
  enterLottery: 'staff cannot enter draws: 403; a verified-only draw refuses unverified members: 403',
  // MB Licensing (issue 16): the licensee side refuses members who have not installed the app.
  licensingCatalogue: 'MB Licensing not installed: 403',
  licenseeDashboard: 'MB Licensing not installed: 403',
  requestLicense: 'MB Licensing not installed: 403; your own item: 403; a businesses-only offer to a creator: 403',
  withdrawLicenseRequest: 'MB Licensing not installed (the requester): 403',
  payLicenseRequest: 'MB Licensing not installed (the requester): 403',
  licenseDetail: 'MB Licensing not installed (the licensee): 403',
  licenseCertificate: 'MB Licensing not installed (the licensee): 403',
  // MB Trophy (issue 16): the organizer's routes refuse members who have not installed the app;
  // nominating and voting refuse ineligible profile types and unverified voters (403 with their messages).
  myTrophyAwards: 'MB Trophy not installed: 403',
  createTrophyAward: 'MB Trophy not installed: 403',
  manageTrophyAward: 'MB Trophy not installed: 403',
  updateTrophyAward: 'MB Trophy not installed: 403',
  launchTrophyAward: 'MB Trophy not installed: 403',
  publishTrophyAward: 'MB Trophy not installed: 403',
  shortlistTrophyNomination: 'MB Trophy not installed: 403',
  nominateForTrophy: 'a profile type the award does not allow, or unverified when verified-only: 403',
  voteForTrophy: 'unverified voters and profile types the award does not allow: 403',
  // Enterprise (issue 17): company details and invitations are the enterprise's; answering them the studio's.
  myEnterprise: 'enterprise accounts only: 403',
  studioDashboard: 'studio accounts only (the delegated actor is one): 403',
  enterpriseDashboard: 'enterprise accounts only (the delegated actor acts as a studio): 403',
  updateMyEnterprise: 'enterprise accounts only: 403',
  inviteStudio: 'enterprise accounts only: 403',
  myStudioEnterprises: 'studio accounts only: 403',
  acceptEnterpriseLink: 'studio accounts only: 403',
  declineEnterpriseLink: 'studio accounts only: 403',
  // Sub-users (issue 17): the enterprise (or its admin sub-user) manages them.
  listSubUsers: 'enterprise accounts only: 403',
  inviteSubUser: 'enterprise accounts only: 403',
  changeSubUserRole: 'enterprise accounts only: 403',
  removeSubUser: 'enterprise accounts only: 403',
  // API keys (issue 17): the enterprise (or its Admin sub-user) manages them; the public API has its own
  // matrix over keys and scopes (developer-keys.test.ts).
  listApiKeys: 'enterprise accounts only: 403',
  createApiKey: 'enterprise accounts only: 403',
  revokeApiKey: 'enterprise accounts only: 403',
  // Outgoing webhooks (issue 17): the enterprise's own (a studio, even one an enterprise acts as, is refused).
  webhookEndpoints: 'enterprise accounts only: 403',
  createWebhook: 'enterprise accounts only: 403',
  updateWebhook: 'enterprise accounts only: 403',
  deleteWebhook: 'enterprise accounts only: 403',
  rotateWebhookSecret: 'enterprise accounts only: 403',
  testWebhook: 'enterprise accounts only: 403',
  webhookDeliveries: 'enterprise accounts only: 403',
  redeliverWebhook: 'enterprise accounts only: 403',
  securityEvents:
    'admins or staff with content_moderation: one or the other, which a StaffRule (all of) cannot say; any other staff role gets 403',
};

/** Names in a body or query that would let a caller act for another member on a "me" route. */
const OTHER_MEMBER_FIELDS = /^(user_?id|owner_?id|member_?id|profile_?id|account_?id|author_?id)$/i;

type ActorName =
  | 'anonymous'
  | 'creator'
  | 'business'
  | 'studio'
  | 'enterprise'
  | 'moderator'
  | 'records_officer'
  | 'content_editor'
  | 'post_production_editor'
  | 'admin'
  | 'delegated'
  | 'viewer';
interface Actor {
  name: ActorName;
  /**
   * The delegated actor ('Use Platform as', issue 17): a session of a studio made by the enterprise
   * member linked to it, who is an admin. The session acts as the studio only: no staff powers of the
   * member behind it. `via` switches again when an allowed call (sign-out) ended it.
   */
  via?: { enterpriseToken: string; studioId: string; email: string; password: string };
  /**
   * The viewer actor (issue 17 sub-users): a creator who is a Viewer sub-user of an enterprise, switched
   * into it (`via` then holds the creator's own session and the enterprise's id). Every write but
   * signing out, refreshing and switching is refused with the role's message, and every route declared
   * 'never' with the delegation's (delegationRefusal; the delegated actor is refused those too).
   */
  subUserRole?: 'viewer';
  email?: string;
  password?: string;
  token?: string;
  userId?: string;
  staff?: StaffStatus;
}

const STAFF: Partial<Record<ActorName, { role: 'admin' | 'moderator' | 'post_production_editor'; permissions: StaffPermission[] }>> = {
  moderator: { role: 'moderator', permissions: ['content_moderation'] },
  post_production_editor: { role: 'post_production_editor', permissions: [] },
  // Issue 18: the 2257 records' permission alone; every other staff actor lacks it and is refused there.
  records_officer: { role: 'moderator', permissions: ['records'] },
  // Issue 31: the blog's writing desk; an editor's role with the content permission alone.
  content_editor: { role: 'post_production_editor', permissions: ['content'] },
  admin: { role: 'admin', permissions: ['staff_management', 'content_moderation'] },
};

const entries = Object.entries(routes) as [RouteName, RouteDef][];
const pathParams = (def: RouteDef) => [...def.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1] as string);

/** A well-formed value for each path parameter: the first candidate the route's own schema accepts. */
function paramsFor(name: RouteName, def: RouteDef): Record<string, string> {
  const keys = pathParams(def);
  if (keys.length === 0) return {};
  const letters = Array.from(randomBytes(8), (b) => String.fromCharCode(97 + (b % 26))).join('');
  const candidates = [
    randomUUID(),
    `sample_${letters}`,
    `x${randomBytes(5).toString('hex')}`,
    String(100000 + Math.floor(Math.random() * 900000)),
    // A removal request's reference (issue 18): RR- and six of the unambiguous characters.
    `RR-${Array.from(randomBytes(6), (b) => '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[b % 32]).join('')}`,
  ];
  const chosen: Record<string, string> = {};
  // A parameter that is one of a few words (the network list's :kind) takes its first word.
  const shape = (def.params as { shape?: Record<string, { options?: unknown[] }> } | undefined)?.shape ?? {};
  candidates.push(...keys.flatMap((k) => (shape[k]?.options ?? []).filter((o): o is string => typeof o === 'string').slice(0, 1)));
  for (const k of keys) {
    // `c` fits `k` when some candidate for the parameters not chosen yet makes the whole set well-formed.
    const fill = (d: string) => Object.fromEntries(keys.map((o) => [o, d]));
    const ok = candidates.find(
      (c) => !def.params || candidates.some((d) => def.params?.safeParse({ ...fill(d), ...chosen, [k]: c }).success),
    );
    if (!ok) throw new Error(`${name}: no well-formed value for :${k}; add a candidate to paramsFor`);
    chosen[k] = ok;
  }
  return chosen;
}

function expected(def: RouteDef, actor: Actor): 'allow' | 401 | 403 {
  // A delegated session (both actors with `via`): what the route declares for it, and the sub-user's role.
  const role = actor.via && delegationRefusal(def, actor.subUserRole) ? 403 : 'allow';
  if (def.access === 'public') return role;
  if (!actor.token) return 401;
  if (def.access === 'user') return role;
  return actor.staff && meetsStaffRule(actor.staff, def.access.staff) ? role : 403;
}

/** The message of an expected refusal: sign in, staff only, or what a delegated session may not do. */
function refusalMessage(def: RouteDef, actor: Actor, status: 401 | 403): string {
  if (status === 401) return MESSAGES.signInRequired;
  const staffOnly = typeof def.access === 'object' && !(actor.staff && meetsStaffRule(actor.staff, def.access.staff));
  if (staffOnly || !actor.via) return MESSAGES.staffDenied;
  return delegationRefusal(def, actor.subUserRole) as string;
}

/** Every property name a schema accepts (nested), from its JSON schema. */
function propertyNames(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  const names: string[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown>;
    if (n.properties && typeof n.properties === 'object') names.push(...Object.keys(n.properties));
    for (const v of Object.values(n)) walk(v);
  };
  walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }));
  return names;
}

let t: TestApp;
const actors: Actor[] = [];
let tables: string[] = [];

async function digest(): Promise<Record<string, string>> {
  const parts = tables.map(
    (tb) => `select '${tb}' as t, (select md5(coalesce(string_agg(x::text, ',' order by x::text), '')) from "${tb}" x) as d`,
  );
  const rows = await t.ctx.database.query<{ t: string; d: string }>(parts.join(' union all '));
  return Object.fromEntries(rows.map((r) => [r.t, r.d]));
}

/**
 * Waits (up to 60 s) until no background job is due or running: an earlier case's work (the owner's
 * deleted portfolio item being purged, the eight exports startDataExport's allowed actors start, two
 * at a time on a busy machine) must not land between a stranger's call and the digest after it.
 */
async function jobsSettled(): Promise<void> {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const [row] = await t.ctx.database.query<{ n: number }>(
      `select count(*)::int as n from jobs where state = 'running' or (state = 'pending' and run_at <= now())`,
    );
    if (!row?.n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const changed = (a: Record<string, string>, b: Record<string, string>) => Object.keys(a).filter((k) => a[k] !== b[k]);

async function request(
  def: RouteDef,
  actor: Actor,
  params: Record<string, string>,
  body?: unknown,
  file?: { body: Buffer; name: string; type: string },
) {
  let p = def.path.replace(/:([A-Za-z_]+)/g, (_, k: string) => encodeURIComponent(params[k] ?? ''));
  if (p.includes('?')) p = p.slice(0, p.indexOf('?'));
  const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${1 + Math.floor(Math.random() * 250)}` };
  if (actor.token) headers.authorization = `Bearer ${actor.token}`;
  const hasBody = def.method !== 'GET' && def.method !== 'DELETE';
  let payload: string | FormData | undefined = hasBody ? JSON.stringify(body ?? {}) : undefined;
  if (file) {
    payload = new FormData();
    payload.append('file', new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  } else if (hasBody) headers['content-type'] = 'application/json';
  const res = await fetch(t.url + p, { method: def.method, headers, body: payload });
  const text = await res.text();
  let json: { error?: { code?: string; message?: string } } | null = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, error: json?.error };
}

/** An allowed call may end the actor's session (sign-out); sign in again so the next row is tested as that actor. */
async function keepSignedIn(actor: Actor) {
  if (actor.via && actor.token) {
    if ((await t.call('me', { token: actor.token })).status === 200) return;
    // Signing out of a delegated session signs the enterprise member out too: sign in again first.
    if ((await t.call('me', { token: actor.via.enterpriseToken })).status !== 200) {
      const again = await t.call('signIn', { body: { email: actor.via.email, password: actor.via.password } });
      actor.via.enterpriseToken = again.data.access_token;
    }
    const r = await t.call('useLinkedAccount', { token: actor.via.enterpriseToken, params: { id: actor.via.studioId } });
    if (r.status !== 200) throw new Error(`delegated actor could not switch again: ${r.status} ${JSON.stringify(r.error)}`);
    actor.token = r.data.session.access_token;
    return;
  }
  if (!actor.token || !actor.email || !actor.password) return;
  const me = await t.call('me', { token: actor.token });
  if (me.status === 200) return;
  const r = await t.call('signIn', { body: { email: actor.email, password: actor.password } });
  if (r.status !== 200) throw new Error(`${actor.name} could not sign in again: ${r.status} ${JSON.stringify(r.error)}`);
  actor.token = r.data.access_token;
}

beforeAll(async () => {
  t = await startTestApp();
  actors.push({ name: 'anonymous' });
  const kinds: [ActorName, 'creator' | 'business' | 'studio' | 'enterprise'][] = [
    ['creator', 'creator'],
    ['business', 'business'],
    ['studio', 'studio'],
    ['enterprise', 'enterprise'],
    ['moderator', 'creator'],
    ['post_production_editor', 'creator'],
    ['records_officer', 'creator'],
    ['content_editor', 'creator'],
    ['admin', 'creator'],
  ];
  for (const [name, type] of kinds) {
    const u = await signUpUser(t, type);
    const staff = STAFF[name];
    if (staff) await t.ctx.db.insert(staffRoles).values({ user_id: u.userId, role: staff.role, permissions: staff.permissions });
    const status = await t.call('myStaffStatus', { token: u.token });
    actors.push({ name, email: u.email, password: u.password, token: u.token, userId: u.userId, staff: status.data });
  }
  // The delegated actor: an admin's enterprise linked to a studio, switched into it.
  const boss = await signUpUser(t, 'enterprise');
  await t.ctx.db
    .insert(staffRoles)
    .values({ user_id: boss.userId, role: 'admin', permissions: ['staff_management', 'content_moderation'] });
  const studio = await signUpUser(t, 'studio');
  const inv = await t.call('inviteStudio', { token: boss.token, body: { studio: studio.email } });
  await t.call('acceptEnterpriseLink', { token: studio.token, params: { id: inv.data.link.id } });
  const sw = await t.call('useLinkedAccount', { token: boss.token, params: { id: studio.userId } });
  if (sw.status !== 200) throw new Error(`switch failed: ${JSON.stringify(sw.error)}`);
  const delegatedStatus = await t.call('myStaffStatus', { token: sw.data.session.access_token });
  actors.push({
    name: 'delegated',
    token: sw.data.session.access_token,
    userId: studio.userId,
    staff: delegatedStatus.data,
    via: { enterpriseToken: boss.token, studioId: studio.userId, email: boss.email, password: boss.password },
  });
  // The viewer actor: a creator invited as a Viewer sub-user of a fresh enterprise, switched into it.
  const company = await signUpUser(t, 'enterprise');
  const viewer = await signUpUser(t, 'creator');
  const subInv = await t.call('inviteSubUser', { token: company.token, body: { email: viewer.email, role: 'viewer' } });
  if (subInv.status !== 201) throw new Error(`sub-user invite failed: ${JSON.stringify(subInv.error)}`);
  const [mail] = await t.ctx.database.query<{ text_body: string }>(
    "select text_body from mail_outbox where kind = 'enterprise_sub_user_invitation' and to_address = $1",
    [viewer.email],
  );
  const subToken = decodeURIComponent(/token=([A-Za-z0-9_%-]+)/.exec(mail?.text_body ?? '')?.[1] ?? '');
  const subAcc = await t.call('acceptSubUserInvitation', { token: viewer.token, body: { token: subToken } });
  if (subAcc.status !== 200) throw new Error(`sub-user accept failed: ${JSON.stringify(subAcc.error)}`);
  const asViewer = await t.call('useLinkedAccount', { token: viewer.token, params: { id: company.userId } });
  if (asViewer.status !== 200) throw new Error(`viewer switch failed: ${JSON.stringify(asViewer.error)}`);
  actors.push({
    name: 'viewer',
    token: asViewer.data.session.access_token,
    userId: company.userId,
    staff: (await t.call('myStaffStatus', { token: asViewer.data.session.access_token })).data,
    via: { enterpriseToken: viewer.token, studioId: company.userId, email: viewer.email, password: viewer.password },
    subUserRole: 'viewer',
  });
  const rows = await t.ctx.database.query<{ table_name: string }>(
    `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  tables = rows.map((r) => r.table_name).filter((n) => !BOOKKEEPING_TABLES.includes(n));
});

afterAll(async () => {
  await t?.close();
});

describe('authorization matrix over the contract route table', () => {
  it('the actors are who the matrix says they are', () => {
    const by = Object.fromEntries(actors.map((a) => [a.name, a.staff]));
    expect(by.creator).toMatchObject({ is_staff: false });
    expect(by.moderator).toMatchObject({ is_staff: true, role: 'moderator', permissions: ['content_moderation'] });
    expect(by.post_production_editor).toMatchObject({ is_staff: true, role: 'post_production_editor', permissions: [] });
    expect(by.records_officer).toMatchObject({ is_staff: true, role: 'moderator', permissions: ['records'] });
    expect(by.content_editor).toMatchObject({ is_staff: true, role: 'post_production_editor', permissions: ['content'] });
    expect(by.admin).toMatchObject({ is_staff: true, is_admin: true, role: 'admin' });
    // The delegated session acts as the studio: its admin enterprise member's staff powers stay behind.
    expect(by.delegated).toMatchObject({ is_staff: false, is_admin: false });
    expect(by.viewer).toMatchObject({ is_staff: false, is_admin: false });
    expect(tables).toEqual(expect.arrayContaining(['users', 'auth_sessions', 'profiles', 'staff_roles']));
  });

  it.each(entries)('%s: refused actors get 401/403 and change nothing; allowed ones pass the access check', async (name, def) => {
    const params = paramsFor(name, def);
    const refused = actors.filter((a) => expected(def, a) !== 'allow');
    const allowed = actors.filter((a) => expected(def, a) === 'allow');
    if (refused.length > 0) {
      await jobsSettled();
      const before = await digest();
      // A body the route would accept, so that a missing check would let the handler act (and show in the digest).
      const body = samplesFor(def.body)[0];
      // Each actor's calls are independent: sent at once (the database still sees them one by one on PGlite).
      await Promise.all(
        refused.map(async (actor) => {
          const r = await request(def, actor, params, body);
          const want = expected(def, actor);
          expect(r.status, `${name} as ${actor.name}`).toBe(want);
          expect(r.error?.message, `${name} as ${actor.name}`).toBe(refusalMessage(def, actor, want as 401 | 403));
        }),
      );
      expect(changed(before, await digest()), `${name}: tables changed by refused calls`).toEqual([]);
    }
    await Promise.all(
      allowed.map(async (actor) => {
        const r = await request(def, actor, params);
        const why = `${name} as ${actor.name}: ${r.status} ${JSON.stringify(r.error)}`;
        expect(r.status, why).not.toBe(401);
        if (!RULE_REFUSALS[name]) expect(r.status, why).not.toBe(403);
        expect(r.status, why).toBeLessThan(500);
        if (r.status < 300) await keepSignedIn(actor);
      }),
    );
  });
});

/** Auth routes a delegated session needs to work at all: who it is, keeping it alive, ending it. */
const DELEGATED_AUTH_ROUTES: RouteName[] = ['me', 'refresh', 'signOut'];

describe('delegated sessions (issue 31): deny by default, an explicit decision on every route', () => {
  it('every route declares what a delegated session may do with it', () => {
    const undecided = entries.filter(([, def]) => !['viewer', 'manager', 'admin', 'never'].includes(def.delegated)).map(([n]) => n);
    expect(undecided, 'add `delegated` to each route (route-def.ts, type Delegation)').toEqual([]);
  });

  it("what is the account holder's alone is never open to a delegated session: their data, identity, security, staff powers", () => {
    const holderOnly = entries
      .filter(
        ([name, def]) =>
          typeof def.access === 'object' ||
          def.path.startsWith('/api/v1/me/') ||
          def.path.startsWith('/api/v1/records/me/') ||
          (def.path.startsWith('/api/v1/auth/') && def.access === 'user' && !DELEGATED_AUTH_ROUTES.includes(name)),
      )
      .filter(([, def]) => def.delegated !== 'never')
      .map(([name]) => name);
    expect(holderOnly).toEqual([]);
    for (const name of ['myDataExports', 'downloadDataExport', 'myRecordsIdentity', 'sessions', 'changePassword', 'changeEmail'] as const) {
      expect(delegationRefusal(routes[name], undefined), name).toBe(DELEGATION_MESSAGES.never);
      expect(delegationRefusal(routes[name], 'admin'), name).toBe(DELEGATION_MESSAGES.never);
    }
  });

  it('both delegated actors run against every route (the matrix above refuses them what is not declared for them)', () => {
    expect(actors.filter((a) => a.via).map((a) => [a.name, a.subUserRole ?? 'enterprise acting as its studio'])).toEqual([
      ['delegated', 'enterprise acting as its studio'],
      ['viewer', 'viewer'],
    ]);
    // Each declaration level refuses the viewer somewhere and the studio session only where it is 'never'.
    const refusedTo = (role: string | undefined) => entries.filter(([, def]) => delegationRefusal(def, role)).map(([n]) => n);
    expect(refusedTo(undefined)).toEqual(entries.filter(([, def]) => def.delegated === 'never').map(([n]) => n));
    expect(refusedTo('viewer')).toEqual(entries.filter(([, def]) => def.delegated !== 'viewer').map(([n]) => n));
  });
});

describe('owner versus stranger', () => {
  it('every route with a path parameter is staff-only, or listed as a member resource, or listed as not one', () => {
    const unlisted = entries
      .filter(([, def]) => pathParams(def).length > 0 && typeof def.access !== 'object')
      .map(([name]) => name)
      .filter((name) => !(name in MEMBER_RESOURCE_ROUTES) && !(name in NOT_MEMBER_OWNED));
    expect(unlisted, 'add each to MEMBER_RESOURCE_ROUTES (with an owner/stranger case) or NOT_MEMBER_OWNED (with why)').toEqual([]);
  });

  it('routes acting on the signed-in member cannot name another member in the body or query', () => {
    const offenders = entries
      .filter(([, def]) => def.access === 'user')
      .flatMap(([name, def]) =>
        [...propertyNames(def.body), ...propertyNames(def.query)].filter((p) => OTHER_MEMBER_FIELDS.test(p)).map((p) => `${name}.${p}`),
      );
    expect(offenders).toEqual([]);
  });

  const ownerCases = Object.entries(MEMBER_RESOURCE_ROUTES) as [RouteName, OwnerCase][];
  it.runIf(ownerCases.length > 0).each(ownerCases)('%s: a stranger cannot touch the owner resource; the owner can', async (name, c) => {
    const def = routes[name] as RouteDef;
    const owner = actors.find((a) => a.name === (c.owner ?? 'creator')) as Actor;
    const stranger = actors.find((a) => a.name === 'business') as Actor;
    // Every case uses the same two accounts: over a hundred cases spend the default write throttle
    // (120 per 5 minutes a member). The matrix is about who may, not how often: each case starts afresh.
    await t.ctx.database.query('delete from rate_limits');
    const params = await c.setup(t, owner);
    await jobsSettled();
    const before = await digest();
    const file = await c.file?.();
    const r = await request(def, stranger, params, c.body, file);
    expect([403, 404], `${name} as a stranger: ${r.status}`).toContain(r.status);
    expect(changed(before, await digest()), `${name}: a stranger's call changed tables`).toEqual([]);
    const mine = await request(def, owner, params, c.body, file);
    expect(mine.status, `${name} as the owner: ${JSON.stringify(mine.error)}`).toBeLessThan(300);
  });
});
