import { z } from 'zod';
import type { RouteDef } from './route-def.ts';

// A member's location (issue 12, spec §2 /location 'My Location'): city, region and country as typed,
// and optional coordinates typed or taken from the browser's geolocation with consent. Others see the
// city level only (the derived `location` text); coordinates never leave the server except to their
// owner, and discovery uses them for distance.

export const LOCATION_LIMITS = {
  /** Each of city, region and country (ours; the free-text location was 120 for all three). */
  partMax: 60,
  /**
   * Stored coordinates are rounded to this many decimals (0.01° is about 1 km): distance needs no
   * more, and a stored street address is a risk to the member (ours).
   */
  coordinateDecimals: 2,
  /** The browser's geolocation request gives up after this long (ours). */
  geolocationTimeoutMs: 15_000,
} as const;

export const LOCATION_MESSAGES = {
  partTooLong: `Keep each part under ${LOCATION_LIMITS.partMax} characters.`,
  latitudeRange: 'Latitude must be a number from -90 to 90.',
  longitudeRange: 'Longitude must be a number from -180 to 180.',
  coordinatesPair: 'Enter both latitude and longitude, or neither.',
  saved: 'Location saved',
  coordinatesCleared: 'Coordinates removed',
  loadFailed: 'Your location could not be loaded. Please try again.',
  geoUnsupported: 'This browser cannot share its location. Type your coordinates instead, or leave them empty.',
  geoDenied: 'Location access was denied. Allow it in your browser settings, or type your coordinates.',
  geoUnavailable: 'Your position is not available right now. Try again, or type your coordinates.',
  geoTimeout: 'Finding your position took too long. Try again, or type your coordinates.',
  geoFound: 'Position found. Save to keep it.',
} as const;

const part = z.string().trim().max(LOCATION_LIMITS.partMax, LOCATION_MESSAGES.partTooLong);
const coordinate = (min: number, max: number, message: string) =>
  z.number(message).finite(message).min(min, message).max(max, message).nullable();

/** PUT /api/v1/profiles/me/location: the whole location at once; empty parts are cleared. */
export const locationInput = z
  .object({
    city: part.default(''),
    region: part.default(''),
    country: part.default(''),
    latitude: coordinate(-90, 90, LOCATION_MESSAGES.latitudeRange).default(null),
    longitude: coordinate(-180, 180, LOCATION_MESSAGES.longitudeRange).default(null),
  })
  .strict()
  .superRefine((v, c) => {
    if ((v.latitude === null) !== (v.longitude === null)) {
      c.addIssue({ code: 'custom', path: [v.latitude === null ? 'latitude' : 'longitude'], message: LOCATION_MESSAGES.coordinatesPair });
    }
  });
export type LocationInput = z.input<typeof locationInput>;

/** The owner's view of their location. */
export const myLocationSchema = z.object({
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
  /** Rounded to LOCATION_LIMITS.coordinateDecimals; only ever sent to their owner. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** What everyone else sees: 'City, Region, Country' (the profile's location). */
  location: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type MyLocation = z.infer<typeof myLocationSchema>;

/** 'City, Region, Country' from the parts that are set (empty parts are left out); null when none is. */
export function locationText(p: { city?: string | null; region?: string | null; country?: string | null }): string | null {
  const parts = [p.city, p.region, p.country].map((s) => s?.trim() ?? '').filter((s) => s.length > 0);
  return parts.length ? parts.join(', ') : null;
}

/** Rounds a coordinate to the stored precision. */
export const roundCoordinate = (v: number) => {
  const f = 10 ** LOCATION_LIMITS.coordinateDecimals;
  return Math.round(v * f) / f;
};

/** The member's location (features/profiles): what discovery and the directory search by distance. */
export const locationRoutes = {
  myLocation: {
    method: 'GET',
    path: '/api/v1/profiles/me/location',
    summary: 'Your city, region, country and coordinates (coordinates are only ever shown to you)',
    tag: 'profiles',
    access: 'user',
    delegated: 'viewer',
    response: myLocationSchema,
  },
  updateMyLocation: {
    method: 'PUT',
    path: '/api/v1/profiles/me/location',
    summary: "Set your city, region, country and optional coordinates; others see 'City, Region, Country' only",
    tag: 'profiles',
    access: 'user',
    delegated: 'manager',
    body: locationInput,
    response: myLocationSchema,
  },
} as const satisfies Record<string, RouteDef>;
