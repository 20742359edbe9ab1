import type { FastifyInstance } from 'fastify';
import { adsModule } from './features/ads/module.ts';
import * as ads from './features/ads/service.ts';
import { appsModule } from './features/apps/module.ts';
import { authModule } from './features/auth/module.ts';
import { authRoutes } from './features/auth/routes.ts';
import * as auth from './features/auth/service.ts';
import { billingModule } from './features/billing/module.ts';
import { createVerotelProvider } from './features/billing/providers/verotel.ts';
import { BILLING_WEBHOOK_PATH } from './features/billing/routes.ts';
import * as billing from './features/billing/service.ts';
import { biolinksModule } from './features/biolinks/module.ts';
import { blogModule } from './features/blog/module.ts';
import { bookingsModule } from './features/bookings/module.ts';
import { businessListingModerationType } from './features/business/moderation.ts';
import { businessModule } from './features/business/module.ts';
import * as business from './features/business/service.ts';
import { careersModule } from './features/careers/module.ts';
import { castingModule } from './features/casting/module.ts';
import * as casting from './features/casting/service.ts';
import { collabsModule } from './features/collabs/module.ts';
import * as collabs from './features/collabs/service.ts';
import { complianceModule } from './features/compliance/module.ts';
import { COMPLIANCE_WEBHOOK_PATH } from './features/compliance/routes.ts';
import * as compliance from './features/compliance/service.ts';
import { contactModule } from './features/contact/module.ts';
import { creditsModule } from './features/credits/module.ts';
import * as credits from './features/credits/service.ts';
import { developerModule } from './features/developer/module.ts';
import { diagnosticsModule } from './features/diagnostics/module.ts';
import { directoryModule } from './features/directory/module.ts';
import { reviewReportSubject } from './features/directory/review-reports.ts';
import * as directory from './features/directory/service.ts';
import { discoveryModule } from './features/discovery/module.ts';
import { enterpriseModule } from './features/enterprise/module.ts';
import * as enterprise from './features/enterprise/service.ts';
import { eventsModule } from './features/events/module.ts';
import * as events from './features/events/service.ts';
import { feedModule } from './features/feed/module.ts';
import * as feed from './features/feed/service.ts';
import { healthModule } from './features/health/module.ts';
import { licensingModule } from './features/licensing/module.ts';
import * as licensing from './features/licensing/service.ts';
import { lotteryModule } from './features/lottery/module.ts';
import { mediaSafetyModule } from './features/media-safety/module.ts';
import * as mediaSafety from './features/media-safety/service.ts';
import { memberDataModule } from './features/member-data/module.ts';
import * as memberData from './features/member-data/service.ts';
import { messagesModule } from './features/messages/module.ts';
import * as messages from './features/messages/service.ts';
import { moderationModule } from './features/moderation/module.ts';
import * as moderation from './features/moderation/service.ts';
import { networkModule } from './features/network/module.ts';
import * as network from './features/network/service.ts';
import { notificationsModule } from './features/notifications/module.ts';
import { portfolioModule } from './features/portfolio/module.ts';
import * as portfolio from './features/portfolio/service.ts';
import { portfolioSharesModule } from './features/portfolio-shares/module.ts';
import * as portfolioShares from './features/portfolio-shares/service.ts';
import { proModule } from './features/pro/module.ts';
import * as pro from './features/pro/service.ts';
import { avatarModerationType } from './features/profiles/avatar-moderation.ts';
import { profilesModule } from './features/profiles/module.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import * as profiles from './features/profiles/service.ts';
import { realtimeModule } from './features/realtime/module.ts';
import { registerTopicKind } from './features/realtime/policy.ts';
import { recordsModule } from './features/records/module.ts';
import * as records from './features/records/service.ts';
import { removalsModule } from './features/removals/module.ts';
import * as removals from './features/removals/service.ts';
import { securityModule } from './features/security/module.ts';
import * as security from './features/security/service.ts';
import { seoModule } from './features/seo/module.ts';
import * as seo from './features/seo/service.ts';
import { siteModule } from './features/site/module.ts';
import { staffModule } from './features/staff/module.ts';
import * as staff from './features/staff/service.ts';
import { storageModule } from './features/storage/module.ts';
import { trophyModule } from './features/trophy/module.ts';
import { twofactorModule } from './features/twofactor/module.ts';
import * as twofactor from './features/twofactor/service.ts';
import { visioModule } from './features/visio/module.ts';
import * as visio from './features/visio/service.ts';
import { webhooksModule } from './features/webhooks/module.ts';
import * as webhooks from './features/webhooks/service.ts';
import { createHttpServer } from './http/server.ts';
import { installSpa } from './http/spa.ts';
import { hubPlugin } from './hub/plugin.ts';
import { defineHubJobs, type HubOptions } from './hub/service.ts';
import { payboxPlugin } from './paybox/plugin.ts';
import { definePayboxJobs, type PayboxOptions } from './paybox/service.ts';
import type { AppContext } from './platform/context.ts';
import { type FeatureModule, installModules } from './platform/modules.ts';

/**
 * The features, in the order their routes register (docs/ARCHITECTURE.md "Feature modules"). Each
 * module says what it gives and what it needs; adding a feature is its folder plus one line here.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  mediaSafetyModule,
  recordsModule,
  healthModule,
  diagnosticsModule,
  authModule,
  twofactorModule,
  storageModule,
  realtimeModule,
  staffModule,
  securityModule,
  profilesModule,
  businessModule,
  notificationsModule,
  moderationModule,
  directoryModule,
  discoveryModule,
  portfolioModule,
  proModule,
  feedModule,
  adsModule,
  appsModule,
  eventsModule,
  bookingsModule,
  lotteryModule,
  memberDataModule,
  licensingModule,
  trophyModule,
  visioModule,
  enterpriseModule,
  developerModule,
  webhooksModule,
  creditsModule,
  removalsModule,
  blogModule,
  careersModule,
  contactModule,
  siteModule,
  seoModule,
  portfolioSharesModule,
  networkModule,
  messagesModule,
  castingModule,
  collabsModule,
  biolinksModule,
  complianceModule,
  billingModule,
];

/**
 * The composition root: the web kit (http/) gets the few functions it needs from the features, then
 * every feature module is installed into this app's registry (ctx.features), then the built-in outside
 * systems and the SPA fallback.
 */
export async function buildApp(ctx: AppContext): Promise<FastifyInstance> {
  const reportSecurity = security.securityReporter(ctx);
  const app = await createHttpServer(ctx, {
    checkAccess: (token) => auth.checkAccess(ctx, token),
    accountKey: (userId) => auth.accountKey(ctx, userId),
    meetsStaffRule: (userId, rule) => staff.meetsRule(ctx, userId, rule),
    // Staff must have a second factor (STAFF_REQUIRE_2FA): staff routes refuse until they do.
    staffSecondFactorRefusal: (userId) => twofactor.staffRefusal(ctx, userId),
    // Throttle refusals and suspicious input become security events, with threat detection.
    // Writes in delegated sessions ('Use Platform as') are an audit trail: every one is kept (no per-source budget).
    onSecurityEvent: (e) => (e.type === 'security_delegated_write' ? security.reportSecurityEvent(ctx, e) : reportSecurity(e)),
    // Every member upload is scanned before its route sees it.
    screenUpload: (upload) => mediaSafety.screenUpload(ctx, upload),
  });

  wireExtensions();
  wireEvents(ctx);
  wirePurchases(ctx);
  await installModules(
    app,
    ctx,
    FEATURE_MODULES.map((m) => {
      if (m.name === 'auth')
        return {
          ...m,
          routes: (a: FastifyInstance, c: AppContext) =>
            authRoutes(a, c, {
              onUserCreated: [(tx, user, profileType) => profiles.createProfile(tx, user.id, profileType)],
              onSignInFailed: (attempt) => reportSecurity(security.failedLoginEvent(attempt)),
            }),
        };
      if (m.name === 'profiles')
        return { ...m, routes: (a: FastifyInstance, c: AppContext) => profileRoutes(a, c, { businessState: business.businessState }) };
      return m;
    }),
  );
  await installBuiltinHub(app, ctx);
  await installPaybox(app, ctx);

  // Last: index.html for every other page, with that page's meta from the seo feature.
  const spaFallback = await installSpa(app, ctx, (indexHtml, url) => seo.renderPage(ctx, indexHtml, url));
  app.setNotFoundHandler(spaFallback);
  return app;
}

// ---- Still wired by hand: each block moves into the modules' `extend`, `on`, `provide` and billing's purchase purposes.

/** Moderation kinds, report subjects, bucket guards, realtime topics, tables an erasure keeps. */
function wireExtensions() {
  moderation.registerModerationType(avatarModerationType);
  moderation.registerModerationType(moderation.reportModerationType);
  moderation.registerModerationType(compliance.domainModerationType);
  moderation.registerModerationType(businessListingModerationType);
  moderation.registerReportSubject(reviewReportSubject);
  moderation.registerModerationType(portfolio.portfolioModerationType);
  moderation.registerModerationType(feed.postModerationType);
  moderation.registerReportSubject(feed.postReportSubject);
  moderation.registerReportSubject(feed.commentReportSubject);
  registerTopicKind('feed', feed.feedTopic);
  moderation.registerModerationType(mediaSafety.mediaBlockModerationType);
  for (const table of ['records_identities', 'records_2257', 'records_2257_performers']) memberData.registerKeptInPlace(table);
  moderation.registerModerationType(ads.adCreativeModerationType);
  moderation.registerModerationType(events.eventModerationType);
  registerTopicKind('event', events.eventTopic);
  registerTopicKind('event_seats', events.eventSeatsTopic);
  registerTopicKind('visio', visio.visioTopic);
  moderation.registerModerationType(removals.removalModerationType);
  registerTopicKind('conversation', messages.conversationTopic);
  moderation.registerReportSubject(messages.conversationReportSubject);
  registerTopicKind('collab', collabs.collabTopic);
}

/** Features reacting to each other, and answers one asks of another. */
function wireEvents(_ctx: AppContext) {
  portfolio.registerAudienceCheck('share', (c, id, item) => portfolioShares.isShareLive(c, id, item));
  portfolio.registerPublishedListener(feed.onPortfolioPublished);
  profiles.registerVerifiedListener(feed.onVerified);
  directory.registerListedListener(feed.onListed);
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
  credits.registerChangeListener(records.followItemChange);
  auth.registerSignedInHook(memberData.cancelOnSignIn);
  auth.registerSecondFactorGate((c, user) => twofactor.signInChallenge(c, user));
  pro.registerBillingReader((c, userId) => billing.subscriptionSummary(c, userId));
  events.registerListedListener(feed.onEventListed);
  enterprise.registerUnlinkListener((c, tx, pair) =>
    auth.endDelegated(c, tx, { actorId: pair.enterpriseId, subjectId: pair.studioId }, 'unlinked'),
  );
  webhooks.registerStudioEnterprisesReader(enterprise.activeEnterpriseIdsOfStudio);
  portfolio.registerTagReader(credits.tagReader);
  portfolio.registerReleaseLink(credits.releaseForStaff);
  portfolio.registerAudienceCheck('tag', credits.stillTagged);
  profiles.registerBlockHook(async (c, tx, blocker, blocked, change) => {
    if (change === 'block') await network.endRelationsBetween(c, tx, blocker, blocked);
    await messages.blockChanged(c, tx, blocker, blocked);
  });
  network.registerSourcesChanged(async (c, tx, userIds) => {
    for (const id of userIds) await feed.sourcesChanged(c, tx, id);
  });
  casting.registerCollaborationOpener(collabs.openCollaboration);
}

/** Things a member buys through billing, and the live payment processor. */
function wirePurchases(ctx: AppContext) {
  ads.registerBudgetCheckout((c, userId, req) => billing.startPurchase(c, userId, req));
  billing.registerPurchaseHandler('ad_budget', ads.budgetPaid);
  events.registerTicketCheckout((c, userId, req) => billing.startPurchase(c, userId, req));
  billing.registerPurchaseHandler('event_ticket', events.ticketPaid);
  events.registerTicketRefund((c, paymentId, reason) => billing.refundPurchase(c, paymentId, reason));
  billing.registerRefundHandler('event_ticket', events.ticketRefunded);
  licensing.registerLicenseCheckout((c, userId, req) => billing.startPurchase(c, userId, req));
  billing.registerPurchaseHandler(licensing.LICENSE_PURPOSE, licensing.licensePaid);
  licensing.registerLicenseRefund((c, paymentId, reason) => billing.refundPurchase(c, paymentId, reason));
  billing.registerRefundHandler(licensing.LICENSE_PURPOSE, licensing.licenseRefunded);
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
 * The built-in compliance hub (features/compliance/README.md): its own plugin under /hub, reached by
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
 * The built-in test payment provider (features/billing/README.md): its own plugin under /paybox, reached by
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
