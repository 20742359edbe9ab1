import type { FastifyInstance } from 'fastify';
import { adsRoutes } from './features/ads/routes.ts';
import * as ads from './features/ads/service.ts';
import { appStoreRoutes } from './features/apps/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import * as auth from './features/auth/service.ts';
import { createVerotelProvider } from './features/billing/providers/verotel.ts';
import { BILLING_WEBHOOK_PATH, billingRoutes } from './features/billing/routes.ts';
import * as billing from './features/billing/service.ts';
import { bioLinkRoutes } from './features/biolinks/routes.ts';
import { blogRoutes } from './features/blog/routes.ts';
import { bookingsRoutes } from './features/bookings/routes.ts';
import { businessListingModerationType } from './features/business/moderation.ts';
import { businessRoutes } from './features/business/routes.ts';
import * as business from './features/business/service.ts';
import { careersRoutes } from './features/careers/routes.ts';
import { castingRoutes } from './features/casting/routes.ts';
import * as casting from './features/casting/service.ts';
import { collabRoutes } from './features/collabs/routes.ts';
import * as collabs from './features/collabs/service.ts';
import { COMPLIANCE_WEBHOOK_PATH, complianceRoutes } from './features/compliance/routes.ts';
import * as compliance from './features/compliance/service.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { creditsRoutes } from './features/credits/routes.ts';
import * as credits from './features/credits/service.ts';
import { developerRoutes } from './features/developer/routes.ts';
import { diagnosticsRoutes } from './features/diagnostics/routes.ts';
import { reviewReportSubject } from './features/directory/review-reports.ts';
import { directoryRoutes } from './features/directory/routes.ts';
import * as directory from './features/directory/service.ts';
import { discoveryRoutes } from './features/discovery/routes.ts';
import { enterpriseRoutes } from './features/enterprise/routes.ts';
import * as enterprise from './features/enterprise/service.ts';
import { eventsRoutes } from './features/events/routes.ts';
import * as events from './features/events/service.ts';
import { feedRoutes } from './features/feed/routes.ts';
import * as feed from './features/feed/service.ts';
import { healthRoutes } from './features/health/routes.ts';
import { licensingRoutes } from './features/licensing/routes.ts';
import * as licensing from './features/licensing/service.ts';
import { lotteryRoutes } from './features/lottery/routes.ts';
import { mediaSafetyRoutes } from './features/media-safety/routes.ts';
import * as mediaSafety from './features/media-safety/service.ts';
import { memberDataRoutes } from './features/member-data/routes.ts';
import * as memberData from './features/member-data/service.ts';
import { messagesRoutes } from './features/messages/routes.ts';
import * as messages from './features/messages/service.ts';
import { moderationRoutes } from './features/moderation/routes.ts';
import * as moderation from './features/moderation/service.ts';
import { networkRoutes } from './features/network/routes.ts';
import * as network from './features/network/service.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import * as notifications from './features/notifications/service.ts';
import { portfolioRoutes } from './features/portfolio/routes.ts';
import * as portfolio from './features/portfolio/service.ts';
import { portfolioShareRoutes } from './features/portfolio-shares/routes.ts';
import * as portfolioShares from './features/portfolio-shares/service.ts';
import { proRoutes } from './features/pro/routes.ts';
import * as pro from './features/pro/service.ts';
import { avatarModerationType } from './features/profiles/avatar-moderation.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import * as profiles from './features/profiles/service.ts';
import { registerTopicKind } from './features/realtime/policy.ts';
import { realtimeRoutes } from './features/realtime/routes.ts';
import { recordsRoutes } from './features/records/routes.ts';
import * as records from './features/records/service.ts';
import { removalRoutes } from './features/removals/routes.ts';
import * as removals from './features/removals/service.ts';
import { securityRoutes } from './features/security/routes.ts';
import * as security from './features/security/service.ts';
import { seoRoutes } from './features/seo/routes.ts';
import * as seo from './features/seo/service.ts';
import { siteRoutes } from './features/site/routes.ts';
import { adminRoutes, staffRoutes } from './features/staff/routes.ts';
import * as staff from './features/staff/service.ts';
import { storageRoutes } from './features/storage/routes.ts';
import * as storage from './features/storage/service.ts';
import { trophyRoutes } from './features/trophy/routes.ts';
import { twoFactorRoutes } from './features/twofactor/routes.ts';
import * as twofactor from './features/twofactor/service.ts';
import { visioRoutes } from './features/visio/routes.ts';
import * as visio from './features/visio/service.ts';
import { webhookRoutes } from './features/webhooks/routes.ts';
import * as webhooks from './features/webhooks/service.ts';
import { createHttpServer } from './http/server.ts';
import { installSpa } from './http/spa.ts';
import { hubPlugin } from './hub/plugin.ts';
import { defineHubJobs, type HubOptions } from './hub/service.ts';
import { payboxPlugin } from './paybox/plugin.ts';
import { definePayboxJobs, type PayboxOptions } from './paybox/service.ts';
import type { AppContext } from './platform/context.ts';

/**
 * The composition root: the web kit (http/) gets the features' routes and the few functions it
 * needs from them; features that react to each other are wired here, never at import time.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const reportSecurity = security.securityReporter(ctx);
  const app = await createHttpServer(ctx, {
    checkAccess: (token) => auth.checkAccess(ctx, token),
    accountKey: (userId) => auth.accountKey(ctx, userId),
    meetsStaffRule: (userId, rule) => staff.meetsRule(ctx, userId, rule),
    // Staff must have a second factor (STAFF_REQUIRE_2FA): staff routes refuse until they do (issue 18).
    staffSecondFactorRefusal: (userId) => twofactor.staffRefusal(ctx, userId),
    // Throttle refusals and suspicious input become security events, with threat detection.
    // Writes in delegated sessions ('Use Platform as') are an audit trail: every one is kept (no per-source budget).
    onSecurityEvent: (e) => (e.type === 'security_delegated_write' ? security.reportSecurityEvent(ctx, e) : reportSecurity(e)),
    // Every member upload is scanned before its route sees it (issue 18, ARCHITECTURE "Media scanning").
    screenUpload: (upload) => mediaSafety.screenUpload(ctx, upload),
  });

  // The moderation queue's kinds of item; a later feature adds its own line here.
  moderation.registerModerationType(avatarModerationType);
  // Scheduled work: the daily notification digest.
  notifications.defineNotificationJobs(ctx);
  moderation.registerModerationType(moderation.reportModerationType);
  moderation.registerModerationType(compliance.domainModerationType);
  moderation.registerModerationType(businessListingModerationType);
  // Reports about a business review: the directory resolves and removes them.
  moderation.registerReportSubject(reviewReportSubject);
  // Portfolio: its moderation kind, the purge and view-pruning jobs, and the guard every /storage/portfolio read asks.
  moderation.registerModerationType(portfolio.portfolioModerationType);
  portfolio.definePortfolioJobs(ctx);
  storage.registerBucketGuard('portfolio', portfolio.portfolioFileGuard);
  // Media URLs handed out through a share link work only while the share is live and the item's owner's.
  portfolio.registerAudienceCheck('share', (c, id, item) => portfolioShares.isShareLive(c, id, item));

  // Activity feed: post images are moderated and guarded, posts and comments reportable; portfolio,
  // identity verification and the directory tell it what became public; `feed:{id}` is its live topic.
  moderation.registerModerationType(feed.postModerationType);
  moderation.registerReportSubject(feed.postReportSubject);
  moderation.registerReportSubject(feed.commentReportSubject);
  storage.registerBucketGuard('feed', feed.feedFileGuard);
  portfolio.registerPublishedListener(feed.onPortfolioPublished);
  profiles.registerVerifiedListener(feed.onVerified);
  directory.registerListedListener(feed.onListed);
  registerTopicKind('feed', feed.feedTopic);

  // Media safety (issue 18): blocked uploads are an urgent queue kind; staff manage the hash list.
  moderation.registerModerationType(mediaSafety.mediaBlockModerationType);
  mediaSafetyRoutes(app, ctx);
  // 2257 records (issue 18): a record opens in the upload transaction of work that depicts people.
  portfolio.registerCreatedListener(async (c, tx, e) => {
    if (e.depictsPeople && e.productionDate)
      await records.openRecord(c, tx, {
        itemId: e.itemId,
        ownerId: e.ownerId,
        title: e.title,
        kind: e.kind,
        productionDate: e.productionDate,
      });
  });
  // ...and follows the item's tags, answers and release as they change, in the same transaction.
  credits.registerChangeListener(records.followItemChange);
  recordsRoutes(app, ctx);

  healthRoutes(app, ctx);
  diagnosticsRoutes(app, ctx);
  authRoutes(app, ctx, {
    // Every new account gets its profile inside the sign-up transaction, typed as chosen on the Join form.
    onUserCreated: [(tx, user, profileType) => profiles.createProfile(tx, user.id, profileType)],
    // A wrong password is a security event; five for one account or from one address raise an alert.
    onSignInFailed: (attempt) => reportSecurity(security.failedLoginEvent(attempt)),
  });
  // Signing in within the 30 days of a scheduled account deletion cancels it (issue 18), whichever way in.
  auth.registerSignedInHook(memberData.cancelOnSignIn);
  // 2257 records outlive an erasure where they are (18 U.S.C. 2257, 28 CFR 75.4): the custodian must still
  // produce every performer's record; only the `records` permission reads them.
  for (const table of ['records_identities', 'records_2257', 'records_2257_performers']) memberData.registerKeptInPlace(table);
  // Two-factor sign-in (issue 18): a right password answers a challenge while a second factor is on.
  auth.registerSecondFactorGate((c, user) => twofactor.signInChallenge(c, user));
  twoFactorRoutes(app, ctx);
  storageRoutes(app, ctx);
  realtimeRoutes(app, ctx);
  staffRoutes(app, ctx);
  securityRoutes(app, ctx);
  security.registerSecurityJobs(ctx);
  adminRoutes(app, ctx);
  // Onboarding's rules tied to the business profile (spec §4): the business feature answers, profiles asks.
  profileRoutes(app, ctx, { businessState: business.businessState });
  businessRoutes(app, ctx);
  await notificationRoutes(app, ctx);
  moderationRoutes(app, ctx);
  directoryRoutes(app, ctx);
  discoveryRoutes(app, ctx);
  portfolioRoutes(app, ctx);
  // Pro status and the grace period: the sweep, reminder and expiry jobs; the billing feature answers
  // billing_cycle / auto_rebill / next_billing_date come from billing's subscription.
  pro.defineProJobs(ctx);
  pro.registerBillingReader((c, userId) => billing.subscriptionSummary(c, userId));
  proRoutes(app, ctx);
  feedRoutes(app, ctx);
  // Ads (issue 14): creatives pass the queue; the slot on portfolios and the feed; the schedule's end
  // job. Campaign budgets are paid through billing: a checkout for the purpose 'ad_budget', and the
  // paid purchase lands in ads.budgetPaid in the webhook's transaction.
  moderation.registerModerationType(ads.adCreativeModerationType);
  ads.defineAdJobs(ctx);
  ads.registerBudgetCheckout((c, userId, req) => billing.startPurchase(c, userId, req));
  billing.registerPurchaseHandler('ad_budget', ads.budgetPaid);
  // The live processor (payment_provider_mode 'live'): Verotel FlexPay when its shop is configured.
  const { VEROTEL_SHOP_ID: shopId, VEROTEL_SIGNATURE_KEY: signatureKey } = ctx.config;
  if (shopId && signatureKey) {
    const verotel = createVerotelProvider({
      shopId,
      signatureKey,
      secureBaseUrl: ctx.config.VEROTEL_SECURE_BASE_URL,
      customerPortalUrl: ctx.config.VEROTEL_CUSTOMER_PORTAL_URL,
    });
    billing.registerLiveProvider('verotel', () => verotel);
  }
  adsRoutes(app, ctx);
  // The app store (issue 15): the catalogue is written from the contract's manifests at start; access
  // reads profiles, Pro, the business plan and staff through their services.
  await appStoreRoutes(app, ctx);
  // MB Events (issue 15): an organizer's events pass the queue until one is approved; paid tickets
  // through billing (purpose 'event_ticket'; the paid purchase lands in events.ticketPaid, a refund's
  // webhook in events.ticketRefunded); hold-release and refund jobs; `event:{id}` is the organizer's
  // live counts, `event_seats:{id}` the seats on every open page of the event; a listed event enters
  // followers' feeds.
  moderation.registerModerationType(events.eventModerationType);
  events.defineEventJobs(ctx);
  events.registerTicketCheckout((c, userId, req) => billing.startPurchase(c, userId, req));
  billing.registerPurchaseHandler('event_ticket', events.ticketPaid);
  events.registerTicketRefund((c, paymentId, reason) => billing.refundPurchase(c, paymentId, reason));
  billing.registerRefundHandler('event_ticket', events.ticketRefunded);
  registerTopicKind('event', events.eventTopic);
  registerTopicKind('event_seats', events.eventSeatsTopic);
  events.registerListedListener(feed.onEventListed);
  eventsRoutes(app, ctx);
  // MB Bookings (issue 16): every route checks the installation through the app store's service; the
  // day-before reminders are jobs.
  bookingsRoutes(app, ctx);
  // The digital lottery (issue 17): draws open and close by jobs at their window's times; winners are
  // notified and mailed; redemption is audited through the staff service.
  lotteryRoutes(app, ctx);
  // The member's own data (issue 18): exports built by a job into the private exports bucket and
  // mailed when ready; the account's erasure 30 days after asking, by a job over every table and bucket.
  memberDataRoutes(app, ctx);
  // MB Licensing (issue 16): licensees (the app installed) pay through billing (purpose 'license'; the
  // paid purchase lands in licensing.licensePaid, which issues the license once; a refund's webhook in
  // licensing.licenseRefunded); a revocation refunds the payment through the refund job.
  licensing.registerLicenseCheckout((c, userId, req) => billing.startPurchase(c, userId, req));
  billing.registerPurchaseHandler(licensing.LICENSE_PURPOSE, licensing.licensePaid);
  licensing.registerLicenseRefund((c, paymentId, reason) => billing.refundPurchase(c, paymentId, reason));
  billing.registerRefundHandler(licensing.LICENSE_PURPOSE, licensing.licenseRefunded);
  licensingRoutes(app, ctx);
  // MB Trophy (issue 16): organizer routes check the installation through the app store's service;
  // phases move with jobs at each window's edge; trophies are read by the profile page from here.
  trophyRoutes(app, ctx);
  // MB Visio (issue 16): rooms and the waiting room over HTTP; `visio:{participant id}` carries the
  // call's changes and relays the peers' signals (the socket's `send` frames); emptied calls end by a job.
  registerTopicKind('visio', visio.visioTopic);
  visioRoutes(app, ctx);
  // Enterprise accounts and their studios (issue 17): company details and studio links; notifies
  // through notifications, names members through profiles and finds studios by e-mail through auth.
  enterpriseRoutes(app, ctx);
  developerRoutes(app, ctx);
  // Unlinking a studio ends every delegated session of that pair at once (auth revokes and announces them).
  enterprise.registerUnlinkListener((c, tx, pair) =>
    auth.endDelegated(c, tx, { actorId: pair.enterpriseId, subjectId: pair.studioId }, 'unlinked'),
  );
  // Signed outgoing webhooks (issue 17): casting, bookings and events call webhooks' emitStudioEvent in
  // their write's transaction; it reads the active links through the enterprise service's reader, set
  // here (the enterprise service imports casting, bookings and events, so webhooks cannot import it).
  webhooks.registerStudioEnterprisesReader(enterprise.activeEnterpriseIdsOfStudio);
  webhooks.registerWebhookJobs(ctx);
  webhookRoutes(app, ctx);
  // Co-performer tags and releases: portfolio presenters read tags and release presence through the
  // reader, and a tag-audience file URL works only while that member is still tagged.
  portfolio.registerTagReader(credits.tagReader);
  portfolio.registerReleaseLink(credits.releaseForStaff);
  portfolio.registerAudienceCheck('tag', credits.stillTagged);
  credits.defineCreditsJobs(ctx);
  creditsRoutes(app, ctx);
  // Removal requests, complaints and DMCA (issue 18): a queue kind due in 7 business days; holds hide
  // portfolio items through the portfolio service; the restore and repeat-infringer jobs; suspension
  // through auth.
  moderation.registerModerationType(removals.removalModerationType);
  removalRoutes(app, ctx);
  blogRoutes(app, ctx);
  careersRoutes(app, ctx);
  contactRoutes(app, ctx);
  siteRoutes(app, ctx);
  seoRoutes(app, ctx);
  portfolioShareRoutes(app, ctx);
  // The network: follows and connections; a block ends both, both ways, inside the block's transaction.
  // Messages: a block or its lifting tells both members' open pages, so their direct conversation turns
  // read-only (or writable again) live.
  profiles.registerBlockHook(async (c, tx, blocker, blocked, change) => {
    if (change === 'block') await network.endRelationsBetween(c, tx, blocker, blocked);
    await messages.blockChanged(c, tx, blocker, blocked);
  });
  // An open feed socket reads its member's sources again when a follow, connection or block changes them.
  network.registerSourcesChanged(async (c, tx, userIds) => {
    for (const id of userIds) await feed.sourcesChanged(c, tx, id);
  });
  networkRoutes(app, ctx);
  // Messages: `conversation:{id}` is its live topic (members only), attachments are guarded per member,
  // conversations reportable, link previews fetched by a job.
  registerTopicKind('conversation', messages.conversationTopic);
  storage.registerBucketGuard('messages', messages.attachmentGuard);
  moderation.registerReportSubject(messages.conversationReportSubject);
  messages.defineMessagingJobs(ctx);
  messagesRoutes(app, ctx);
  // Casting: forms, calls, applications, proposals and studio news (news goes out as feed posts). An
  // accepted offer or proposal opens a collaboration through the collabs feature, in the same transaction.
  casting.registerCollaborationOpener(collabs.openCollaboration);
  castingRoutes(app, ctx);
  // Collaborations: members-only files (the `collabs` bucket's guard), the `collab:{id}` discussion topic,
  // and the task reminder scan (every 15 minutes, once across instances).
  storage.registerBucketGuard('collabs', collabs.collabFileGuard);
  registerTopicKind('collab', collabs.collabTopic);
  collabs.defineCollabJobs(ctx);
  collabRoutes(app, ctx);
  // /biolink/{slug} and its click redirect are server-rendered pages, before the SPA fallback.
  bioLinkRoutes(app, ctx);
  await complianceRoutes(app, ctx);
  await installBuiltinHub(app, ctx);
  // Billing: plans, checkout, webhooks (raw bodies), subscriptions; the built-in test provider under /paybox.
  await billingRoutes(app, ctx);
  await installPaybox(app, ctx);

  // Last: index.html for every other page, with that page's meta from the seo feature.
  const spaFallback = await installSpa(app, ctx, (indexHtml, url) => seo.renderPage(ctx, indexHtml, url));
  app.setNotFoundHandler(spaFallback);
  return app;
}

/** This server's own address once it listens (loopback for a wildcard host): how it reaches its built-in hub. */
function selfUrlOf(app: FastifyInstance) {
  return () => {
    const a = app.server.address();
    if (!a || typeof a === 'string') return null;
    const host = a.address === '0.0.0.0' || a.address === '::' ? '127.0.0.1' : a.address.includes(':') ? `[${a.address}]` : a.address;
    return `http://${host}:${a.port}`;
  };
}

/**
 * The built-in compliance hub (ARCHITECTURE "Compliance hub"): its own plugin under /hub, reached by
 * the compliance feature only over HTTP, like an external hub (COMPLIANCE_HUB_BUILTIN=off leaves it out).
 */
async function installBuiltinHub(app: FastifyInstance, ctx: AppContext) {
  const selfUrl = selfUrlOf(app);
  compliance.bindBuiltinHub(ctx, selfUrl);
  if (ctx.config.COMPLIANCE_HUB_BUILTIN === 'off') return;
  const opts: HubOptions = {
    credentials: compliance.builtinHubCredentials(ctx),
    publicBase: `${ctx.config.publicUrl}/hub`,
    appOrigin: ctx.config.publicUrl,
    webhookUrl: () => {
      const self = selfUrl();
      return self ? self + COMPLIANCE_WEBHOOK_PATH : null;
    },
    dnsServers: ctx.config.COMPLIANCE_DNS_SERVERS?.split(',') ?? [],
    productName: ctx.config.PRODUCT_NAME,
  };
  defineHubJobs(ctx, opts);
  await app.register(hubPlugin, { prefix: '/hub', ctx, opts });
}

/**
 * The built-in test payment provider (ARCHITECTURE "Billing"): its own plugin under /paybox, reached by
 * the billing feature only over HTTP, like a processor (PAYBOX_BUILTIN=off leaves it out).
 */
async function installPaybox(app: FastifyInstance, ctx: AppContext) {
  const selfUrl = selfUrlOf(app);
  billing.bindBuiltinProvider(ctx, selfUrl);
  if (ctx.config.PAYBOX_BUILTIN === 'off') return;
  const secrets = billing.builtinSecrets(ctx);
  const opts: PayboxOptions = {
    apiSecret: secrets.apiSecret,
    webhookSecret: secrets.webhookSecret,
    publicBase: `${ctx.config.publicUrl}/paybox`,
    appOrigin: ctx.config.publicUrl,
    webhookUrl: () => {
      const self = selfUrl();
      return self ? `${self}${BILLING_WEBHOOK_PATH}/builtin` : null;
    },
    productName: ctx.config.PRODUCT_NAME,
    testHooks: ctx.config.TEST_HOOKS === 'on',
  };
  definePayboxJobs(ctx, opts);
  await app.register(payboxPlugin, { prefix: '/paybox', ctx, opts });
}
