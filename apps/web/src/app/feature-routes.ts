import { adsRoutes } from '../features/ads/routes';
import { analyticsRoutes } from '../features/analytics/routes';
import { appStoreRoutes } from '../features/apps/routes';
import { authRoutes } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { blogRoutes } from '../features/blog/routes';
import { bookingsRoutes } from '../features/bookings/routes';
import { businessRoutes } from '../features/business/routes';
import { careersRoutes } from '../features/careers/routes';
import { castingRoutes } from '../features/casting/routes';
import { collabRoutes } from '../features/collabs/routes';
import { complianceRoutes } from '../features/compliance/routes';
import { contactRoutes } from '../features/contact/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { developerRoutes } from '../features/developer/routes';
import { diagnosticsRoutes } from '../features/diagnostics/routes';
import { directoryRoutes } from '../features/directory/routes';
import { discoveryRoutes } from '../features/discovery/routes';
import { enterpriseRoutes } from '../features/enterprise/routes';
import { eventsRoutes } from '../features/events/routes';
import { feedRoutes } from '../features/feed/routes';
import { homeRoutes } from '../features/home/routes';
import { licensingRoutes } from '../features/licensing/routes';
import { lotteryRoutes } from '../features/lottery/routes';
import { mediaSafetyRoutes } from '../features/media-safety/routes';
import { messagesRoutes } from '../features/messages/routes';
import { moderationRoutes } from '../features/moderation/routes';
import { networkRoutes } from '../features/network/routes';
import { notificationRoutes } from '../features/notifications/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { portfolioRoutes } from '../features/portfolio/routes';
import { profileRoutes } from '../features/profiles/routes';
import { publicRoutes } from '../features/public/routes';
import { publicProfileRoutes } from '../features/public-profile/routes';
import { recordsRoutes } from '../features/records/routes';
import { removalRoutes } from '../features/removals/routes';
import { settingsRoutes } from '../features/settings/routes';
import { staffRoutes } from '../features/staff/routes';
import { trophyRoutes } from '../features/trophy/routes';
import { visioRoutes } from '../features/visio/routes';
import { webhookRoutes } from '../features/webhooks/routes';
import type { FeatureRoutes } from '../lib/feature-routes';

/** Every feature's routes (each feature's routes.tsx); app/router.tsx arranges them behind their guards. */
export const FEATURE_ROUTES: FeatureRoutes[] = [
  homeRoutes,
  publicRoutes,
  contactRoutes,
  blogRoutes,
  careersRoutes,
  analyticsRoutes,
  directoryRoutes,
  discoveryRoutes,
  authRoutes,
  dashboardRoutes,
  settingsRoutes,
  notificationRoutes,
  profileRoutes,
  publicProfileRoutes,
  onboardingRoutes,
  complianceRoutes,
  staffRoutes,
  moderationRoutes,
  mediaSafetyRoutes,
  recordsRoutes,
  businessRoutes,
  portfolioRoutes,
  networkRoutes,
  collabRoutes,
  feedRoutes,
  messagesRoutes,
  castingRoutes,
  billingRoutes,
  adsRoutes,
  appStoreRoutes,
  eventsRoutes,
  bookingsRoutes,
  enterpriseRoutes,
  developerRoutes,
  lotteryRoutes,
  licensingRoutes,
  removalRoutes,
  trophyRoutes,
  visioRoutes,
  webhookRoutes,
  diagnosticsRoutes,
];
