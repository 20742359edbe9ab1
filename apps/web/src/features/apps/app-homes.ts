import { type ComponentType, lazy } from 'react';

/**
 * The home of each app without a route of its own, shown on /apps/{app_id} above the settings once
 * installed; each loads with the app's page only (a dynamic import of the feature's index). Every
 * app of the catalogue has either this or its own route (app-homes.test.ts keeps it so).
 */
export const APP_HOMES: Record<string, ComponentType> = {
  'mb-bookings': lazy(() => import('../bookings').then((m) => ({ default: m.BookingsHome }))),
  'mb-licensing': lazy(() => import('../licensing').then((m) => ({ default: m.LicensingHome }))),
  'mb-trophy': lazy(() => import('../trophy').then((m) => ({ default: m.TrophyHome }))),
  'mb-visio': lazy(() => import('../visio').then((m) => ({ default: m.VisioHome }))),
};
