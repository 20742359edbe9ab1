import { DELEGATION_MESSAGES, delegationRefusal } from '@mb/contract/enterprise-sub-users';
import { type RouteName, routes } from '@mb/contract/routes';
import { describe, expect, it } from 'vitest';
import { matrixFixtures } from '../helpers/authz-fixtures.ts';
import {
  changed,
  entries,
  expected,
  matrixApp,
  OTHER_MEMBER_FIELDS,
  type OwnerCase,
  paramsFor,
  pathParams,
  propertyNames,
  refusalMessage,
} from '../helpers/authz-matrix.ts';
import { accountAndAppCases } from '../helpers/authz-owner-cases-account-apps.ts';
import { castingAndEnterpriseCases } from '../helpers/authz-owner-cases-casting-enterprise.ts';
import { contentCases } from '../helpers/authz-owner-cases-content.ts';
import { samplesFor } from '../helpers/samples.ts';

/**
 * The authorization matrix (docs/ARCHITECTURE.md "Tests over the route table"): every route of the contract's table, called by
 * every kind of actor. What each actor may do is derived from the route's `access` alone, so a new
 * route joins the matrix by being declared:
 *   public          everyone passes the access check
 *   user            anonymous 401, every member passes
 *   { staff: rule } anonymous 401, a member whose staff status does not meet the rule 403
 * A refused call must change nothing: a digest of every table's rows is taken before and after each
 * route's refused calls (save the bookkeeping tables a refusal may legitimately write: BOOKKEEPING_TABLES
 * in helpers/authz-matrix.ts).
 *
 * The owner-versus-stranger cases run in authz-owners-*.test.ts, one file a route group; this file checks
 * that every route with a path parameter is covered by one of them.
 */

const { actors, tables, digest, jobsSettled, request, keepSignedIn } = matrixApp();

/** Routes that take the id of something a member owns, with their owner/stranger case: every group's table. */
const MEMBER_RESOURCE_ROUTES: Partial<Record<RouteName, OwnerCase>> = {
  ...accountAndAppCases(matrixFixtures([])),
  ...contentCases(matrixFixtures([])),
  ...castingAndEnterpriseCases(matrixFixtures([])),
};

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
});
