import type { FastifyInstance } from 'fastify';
import { authRoutes } from './features/auth/routes.ts';
import * as auth from './features/auth/service.ts';
import { blogRoutes } from './features/blog/routes.ts';
import { businessListingModerationType } from './features/business/moderation.ts';
import { businessRoutes } from './features/business/routes.ts';
import * as business from './features/business/service.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { reviewReportSubject } from './features/directory/review-reports.ts';
import { directoryRoutes } from './features/directory/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { moderationRoutes } from './features/moderation/routes.ts';
import * as moderation from './features/moderation/service.ts';
import { notificationRoutes } from './features/notifications/routes.ts';
import * as notifications from './features/notifications/service.ts';
import { avatarModerationType } from './features/profiles/avatar-moderation.ts';
import { profileRoutes } from './features/profiles/routes.ts';
import * as profiles from './features/profiles/service.ts';
import { realtimeRoutes } from './features/realtime/routes.ts';
import { securityRoutes } from './features/security/routes.ts';
import * as security from './features/security/service.ts';
import { seoRoutes } from './features/seo/routes.ts';
import * as seo from './features/seo/service.ts';
import { siteRoutes } from './features/site/routes.ts';
import { adminRoutes, staffRoutes } from './features/staff/routes.ts';
import * as staff from './features/staff/service.ts';
import { storageRoutes } from './features/storage/routes.ts';
import { createHttpServer } from './http/server.ts';
import { installSpa } from './http/spa.ts';
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
    // Throttle refusals and suspicious input become security events, with threat detection.
    onSecurityEvent: reportSecurity,
  });

  // The moderation queue's kinds of item; a later feature adds its own line here.
  moderation.registerModerationType(avatarModerationType);
  // Scheduled work: the daily notification digest.
  notifications.defineNotificationJobs(ctx);
  moderation.registerModerationType(moderation.reportModerationType);
  moderation.registerModerationType(businessListingModerationType);
  // Reports about a business review: the directory resolves and removes them.
  moderation.registerReportSubject(reviewReportSubject);

  healthRoutes(app, ctx);
  authRoutes(app, ctx, {
    // Every new account gets its profile inside the sign-up transaction, typed as chosen on the Join form.
    onUserCreated: [(tx, user, profileType) => profiles.createProfile(tx, user.id, profileType)],
    // A wrong password is a security event; five for one account or from one address raise an alert.
    onSignInFailed: (attempt) => reportSecurity(security.failedLoginEvent(attempt)),
  });
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
  blogRoutes(app, ctx);
  contactRoutes(app, ctx);
  siteRoutes(app, ctx);
  seoRoutes(app, ctx);

  // Last: index.html for every other page, with that page's meta from the seo feature.
  const spaFallback = await installSpa(app, ctx, (indexHtml, url) => seo.renderPage(ctx, indexHtml, url));
  app.setNotFoundHandler(spaFallback);
  return app;
}
