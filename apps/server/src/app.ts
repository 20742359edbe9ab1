import { PUSHBOX_PATH } from '@mb/contract/push-types';
import type { FastifyInstance } from 'fastify';
import { adminModule } from './features/admin/module.ts';
import { adsModule } from './features/ads/module.ts';
import { analyticsModule } from './features/analytics/module.ts';
import { appsModule } from './features/apps/module.ts';
import { authModule } from './features/auth/module.ts';
import * as auth from './features/auth/service.ts';
import { billingModule } from './features/billing/module.ts';
import { BILLING_WEBHOOK_PATH } from './features/billing/routes.ts';
import * as billing from './features/billing/service.ts';
import { biolinksModule } from './features/biolinks/module.ts';
import { blogModule } from './features/blog/module.ts';
import { bookingsModule } from './features/bookings/module.ts';
import { businessModule } from './features/business/module.ts';
import { careersModule } from './features/careers/module.ts';
import { castingModule } from './features/casting/module.ts';
import { collabsModule } from './features/collabs/module.ts';
import { complianceModule } from './features/compliance/module.ts';
import { COMPLIANCE_WEBHOOK_PATH } from './features/compliance/routes.ts';
import * as compliance from './features/compliance/service.ts';
import { contactModule } from './features/contact/module.ts';
import { creditsModule } from './features/credits/module.ts';
import { developerModule } from './features/developer/module.ts';
import { diagnosticsModule } from './features/diagnostics/module.ts';
import { directoryModule } from './features/directory/module.ts';
import { discoveryModule } from './features/discovery/module.ts';
import { enterpriseModule } from './features/enterprise/module.ts';
import { eventsModule } from './features/events/module.ts';
import { feedModule } from './features/feed/module.ts';
import { geoblockModule } from './features/geoblock/module.ts';
import * as geoblock from './features/geoblock/service.ts';
import { healthModule } from './features/health/module.ts';
import { licensingModule } from './features/licensing/module.ts';
import { lotteryModule } from './features/lottery/module.ts';
import { mediaSafetyModule } from './features/media-safety/module.ts';
import * as mediaSafety from './features/media-safety/service.ts';
import { memberDataModule } from './features/member-data/module.ts';
import { messagesModule } from './features/messages/module.ts';
import { moderationModule } from './features/moderation/module.ts';
import { networkModule } from './features/network/module.ts';
import { notificationsModule } from './features/notifications/module.ts';
import { portfolioModule } from './features/portfolio/module.ts';
import { portfolioSharesModule } from './features/portfolio-shares/module.ts';
import { proModule } from './features/pro/module.ts';
import { profilesModule } from './features/profiles/module.ts';
import { pushModule } from './features/push/module.ts';
import * as push from './features/push/service.ts';
import { realtimeModule } from './features/realtime/module.ts';
import { recordsModule } from './features/records/module.ts';
import { removalsModule } from './features/removals/module.ts';
import { securityModule } from './features/security/module.ts';
import * as security from './features/security/service.ts';
import { seoModule } from './features/seo/module.ts';
import * as seo from './features/seo/service.ts';
import { siteModule } from './features/site/module.ts';
import { staffModule } from './features/staff/module.ts';
import * as staff from './features/staff/service.ts';
import { storageModule } from './features/storage/module.ts';
import { systemModule } from './features/system/module.ts';
import { trophyModule } from './features/trophy/module.ts';
import { twofactorModule } from './features/twofactor/module.ts';
import * as twofactor from './features/twofactor/service.ts';
import { visioModule } from './features/visio/module.ts';
import { webhooksModule } from './features/webhooks/module.ts';
import { createHttpServer } from './http/server.ts';
import { installSpa } from './http/spa.ts';
import { hubPlugin } from './hub/plugin.ts';
import { defineHubJobs, type HubOptions } from './hub/service.ts';
import { payboxPlugin } from './paybox/plugin.ts';
import { definePayboxJobs, type PayboxOptions } from './paybox/service.ts';
import type { AppContext } from './platform/context.ts';
import { type FeatureModule, installModules } from './platform/modules.ts';
import { pushboxPlugin } from './pushbox/plugin.ts';

/**
 * The features, in the order their routes register and their contributions list (moderation queues
 * appear in this order, avatars first) (docs/ARCHITECTURE.md "Feature modules"). Each
 * module says what it gives and what it needs; adding a feature is its folder plus one line here.
 */
export const FEATURE_MODULES: readonly FeatureModule[] = [
  recordsModule,
  healthModule,
  diagnosticsModule,
  authModule,
  twofactorModule,
  storageModule,
  realtimeModule,
  staffModule,
  adminModule,
  systemModule,
  securityModule,
  profilesModule,
  moderationModule,
  complianceModule,
  businessModule,
  pushModule,
  notificationsModule,
  directoryModule,
  discoveryModule,
  portfolioModule,
  proModule,
  feedModule,
  mediaSafetyModule,
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
  geoblockModule,
  contactModule,
  siteModule,
  seoModule,
  portfolioSharesModule,
  networkModule,
  messagesModule,
  castingModule,
  collabsModule,
  biolinksModule,
  billingModule,
  analyticsModule,
];

/**
 * The composition root: the web kit (http/) gets the few functions it needs from the features, then
 * every feature module is installed into this app's registry (ctx.features), then the built-in outside
 * systems and the SPA fallback.
 */
export async function buildApp(
  ctx: AppContext,
  opts: { /** Tests only: modules of the test's own, listed before the features. */ testModules?: readonly FeatureModule[] } = {},
): Promise<FastifyInstance> {
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
    // Kept server-rendered pages differ by the profiles hidden from the visitor's place (geo-blocking).
    pageVariant: () => geoblock.pageVariant(ctx),
  });

  await installModules(app, ctx, [...(opts.testModules ?? []), ...FEATURE_MODULES]);
  await installBuiltinHub(app, ctx);
  await installPaybox(app, ctx);
  await installPushbox(app, ctx);

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

/**
 * The built-in stand-in push service (features/push/README.md) under /pushbox: what the browsers' push
 * services do, over real HTTP, for tests and development; never in production (PUSHBOX_BUILTIN=off leaves it out).
 */
async function installPushbox(app: FastifyInstance, ctx: AppContext) {
  const selfUrl = selfUrlOf(app);
  push.bindBuiltinPushService(ctx, selfUrl);
  if (ctx.config.PUSHBOX_BUILTIN === 'off' || ctx.config.NODE_ENV === 'production') return;
  await app.register(pushboxPlugin, { prefix: PUSHBOX_PATH, selfUrl });
}
