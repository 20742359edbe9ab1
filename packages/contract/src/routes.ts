import type { z } from 'zod';
import { adsRoutes } from './ads.ts';
import { analyticsRoutes } from './analytics.ts';
import { appStoreRoutes } from './app-store.ts';
import { authRoutes } from './auth.ts';
import { billingRoutes } from './billing.ts';
import { bioLinkRoutes } from './biolinks.ts';
import { blockRoutes } from './blocks.ts';
import { blogRoutes } from './blog.ts';
import { bookingsRoutes } from './bookings.ts';
import { businessRoutes } from './business.ts';
import { careersRoutes } from './careers.ts';
import { castingRoutes } from './casting.ts';
import { castingAlertRoutes } from './casting-alerts.ts';
import { castingProposalRoutes } from './casting-proposals.ts';
import { collabRoutes } from './collabs.ts';
import { complianceRoutes } from './compliance.ts';
import { contactRoutes } from './contact.ts';
import { creditRoutes } from './credits.ts';
import { developerRoutes } from './developer.ts';
import { diagnosticsRoutes } from './diagnostics.ts';
import { directoryRoutes } from './directory.ts';
import { discoveryRoutes } from './discovery.ts';
import { enterpriseRoutes } from './enterprise.ts';
import { enterpriseDashboardRoutes } from './enterprise-dashboard.ts';
import { subUserRoutes } from './enterprise-sub-users.ts';
import { eventsRoutes } from './events.ts';
import { feedRoutes } from './feed.ts';
import { geoblockRoutes } from './geoblock.ts';
import { healthRoutes } from './health.ts';
import { licensingRoutes } from './licensing.ts';
import { locationRoutes } from './location.ts';
import { lotteryRoutes } from './lottery.ts';
import { mediaSafetyRoutes } from './media-safety.ts';
import { memberDataRoutes } from './member-data.ts';
import { messagingRoutes } from './messaging.ts';
import { moderationRoutes } from './moderation.ts';
import { networkRoutes } from './network.ts';
import { notificationRoutes } from './notifications.ts';
import { portfolioRoutes } from './portfolio.ts';
import { portfolioShareRoutes } from './portfolio-shares.ts';
import { portfolioWatermarkRoutes } from './portfolio-watermark.ts';
import { postProductionRoutes } from './post-production.ts';
import { pricingRoutes } from './pricing.ts';
import { proRoutes } from './pro.ts';
import { profileRoutes } from './profiles.ts';
import { pushRoutes } from './push.ts';
import { recordsRoutes } from './records.ts';
import { removalRoutes } from './removals.ts';
import { securityRoutes } from './security.ts';
import { siteInfoRoutes } from './site-info.ts';
import { staffRoutes } from './staff-admin.ts';
import { storageRoutes } from './storage.ts';
import { studioNewsRoutes } from './studio-news.ts';
import { systemRoutes } from './system.ts';
import { trophyRoutes } from './trophy.ts';
import { twoFactorRoutes } from './twofactor.ts';
import { visioRoutes } from './visio.ts';
import { webhookRoutes } from './webhooks.ts';

/**
 * Every JSON endpoint, defined once (docs/ARCHITECTURE.md "Contract and the browser's first page") in its feature's table and assembled here.
 * Paths use Fastify's `:param` form. The order is the route table's and the OpenAPI document's.
 */
export const routes = {
  ...healthRoutes,
  ...authRoutes,
  ...storageRoutes,
  ...profileRoutes,
  ...staffRoutes,
  ...systemRoutes,
  ...proRoutes,
  ...moderationRoutes,
  ...blockRoutes,
  ...blogRoutes,
  ...contactRoutes,
  ...pricingRoutes,
  ...siteInfoRoutes,
  ...businessRoutes,
  ...portfolioRoutes,
  ...creditRoutes,
  ...portfolioShareRoutes,
  ...portfolioWatermarkRoutes,
  ...bioLinkRoutes,
  ...securityRoutes,
  ...notificationRoutes,
  ...pushRoutes,
  ...complianceRoutes,
  ...directoryRoutes,
  ...feedRoutes,
  ...networkRoutes,
  ...discoveryRoutes,
  ...locationRoutes,
  ...messagingRoutes,
  ...castingRoutes,
  ...castingAlertRoutes,
  ...castingProposalRoutes,
  ...studioNewsRoutes,
  ...billingRoutes,
  ...adsRoutes,
  ...appStoreRoutes,
  ...eventsRoutes,
  ...bookingsRoutes,
  ...lotteryRoutes,
  ...memberDataRoutes,
  ...mediaSafetyRoutes,
  ...recordsRoutes,
  ...careersRoutes,
  ...analyticsRoutes,
  ...licensingRoutes,
  ...removalRoutes,
  ...trophyRoutes,
  ...visioRoutes,
  ...enterpriseRoutes,
  ...subUserRoutes,
  ...enterpriseDashboardRoutes,
  ...developerRoutes,
  ...webhookRoutes,
  ...twoFactorRoutes,
  ...diagnosticsRoutes,
  ...collabRoutes,
  ...postProductionRoutes,
  ...geoblockRoutes,
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : undefined;
export type RouteResponse<N extends RouteName> = Routes[N] extends { response: z.ZodType } ? z.infer<Routes[N]['response']> : unknown;
