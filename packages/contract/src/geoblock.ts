import { z } from 'zod';
import { GEOBLOCK_LIMITS, GEOBLOCK_MESSAGES } from './geoblock-text.ts';
import { countryName, isCountryCode } from './licensing.ts';
import type { RouteDef } from './route-def.ts';

// Geo-blocking (issue 35): a member hides their profile from countries and, in the US and Canada, from
// states and provinces. Visitors and members whose address falls in a blocked place do not find the
// profile anywhere; opening it shows PROFILE_UNAVAILABLE, never which rule. Members on the owner's allow
// list get through anyway. The place comes from the server's GeoIP database (features/geoblock/README.md).

export { GEOBLOCK_LIMITS, GEOBLOCK_MESSAGES, PROFILE_UNAVAILABLE } from './geoblock-text.ts';

/** US states (and DC) and Canadian provinces and territories, by ISO 3166-2 code. */
export const GEO_REGIONS: ReadonlyArray<{ code: string; name: string }> = [
  ...Object.entries({
    AL: 'Alabama',
    AK: 'Alaska',
    AZ: 'Arizona',
    AR: 'Arkansas',
    CA: 'California',
    CO: 'Colorado',
    CT: 'Connecticut',
    DE: 'Delaware',
    DC: 'District of Columbia',
    FL: 'Florida',
    GA: 'Georgia',
    HI: 'Hawaii',
    ID: 'Idaho',
    IL: 'Illinois',
    IN: 'Indiana',
    IA: 'Iowa',
    KS: 'Kansas',
    KY: 'Kentucky',
    LA: 'Louisiana',
    ME: 'Maine',
    MD: 'Maryland',
    MA: 'Massachusetts',
    MI: 'Michigan',
    MN: 'Minnesota',
    MS: 'Mississippi',
    MO: 'Missouri',
    MT: 'Montana',
    NE: 'Nebraska',
    NV: 'Nevada',
    NH: 'New Hampshire',
    NJ: 'New Jersey',
    NM: 'New Mexico',
    NY: 'New York',
    NC: 'North Carolina',
    ND: 'North Dakota',
    OH: 'Ohio',
    OK: 'Oklahoma',
    OR: 'Oregon',
    PA: 'Pennsylvania',
    RI: 'Rhode Island',
    SC: 'South Carolina',
    SD: 'South Dakota',
    TN: 'Tennessee',
    TX: 'Texas',
    UT: 'Utah',
    VT: 'Vermont',
    VA: 'Virginia',
    WA: 'Washington',
    WV: 'West Virginia',
    WI: 'Wisconsin',
    WY: 'Wyoming',
  }).map(([c, name]) => ({ code: `US-${c}`, name })),
  ...Object.entries({
    AB: 'Alberta',
    BC: 'British Columbia',
    MB: 'Manitoba',
    NB: 'New Brunswick',
    NL: 'Newfoundland and Labrador',
    NS: 'Nova Scotia',
    NT: 'Northwest Territories',
    NU: 'Nunavut',
    ON: 'Ontario',
    PE: 'Prince Edward Island',
    QC: 'Quebec',
    SK: 'Saskatchewan',
    YT: 'Yukon',
  }).map(([c, name]) => ({ code: `CA-${c}`, name })),
];
const REGION_CODES = new Set(GEO_REGIONS.map((r) => r.code));
export const isGeoRegion = (code: string) => REGION_CODES.has(code);

/**
 * Codes Intl knows that name no country of today: groupings, private use, and withdrawn codes it still
 * names after their successor (DD is 'Germany', SU 'Russia'), which GeoIP databases never answer.
 */
const NOT_COUNTRIES = new Set('EU EZ UN QO ZZ XA XB AN HV DY BU ZR CS YU DD FX UK NH RH SU TP VD YD'.split(' '));

let countries: Array<{ code: string; name: string }> | undefined;
/** Every country by ISO 3166-1 alpha-2 code, by English name. */
export function geoCountries(): ReadonlyArray<{ code: string; name: string }> {
  if (!countries) {
    countries = [];
    const A = 'A'.charCodeAt(0);
    for (let i = 0; i < 26 * 26; i++) {
      const code = String.fromCharCode(A + Math.floor(i / 26), A + (i % 26));
      if (!NOT_COUNTRIES.has(code) && isCountryCode(code)) countries.push({ code, name: countryName(code) });
    }
    countries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  }
  return countries;
}
const isBlockableCountry = (code: string) => !NOT_COUNTRIES.has(code) && isCountryCode(code);

export const geoBlockInput = z
  .object({
    countries: z
      .array(z.string().refine(isBlockableCountry, GEOBLOCK_MESSAGES.badCountry))
      .max(GEOBLOCK_LIMITS.countriesMax, GEOBLOCK_MESSAGES.badCountry)
      .transform((xs) => [...new Set(xs)].sort()),
    regions: z
      .array(z.string().refine(isGeoRegion, GEOBLOCK_MESSAGES.badRegion))
      .max(GEOBLOCK_LIMITS.regionsMax, GEOBLOCK_MESSAGES.badRegion)
      .transform((xs) => [...new Set(xs)].sort()),
    /** Usernames of members let through anyway. */
    allowed: z
      .array(z.string().trim().toLowerCase().min(1).max(30))
      .max(GEOBLOCK_LIMITS.allowedMax, GEOBLOCK_MESSAGES.tooManyAllowed)
      .transform((xs) => [...new Set(xs.map((x) => x.replace(/^@/, '')))]),
  })
  .strict();
export type GeoBlockInput = z.input<typeof geoBlockInput>;

export const geoBlockSettingsSchema = z.object({
  countries: z.array(z.string()),
  regions: z.array(z.string()),
  allowed: z.array(z.object({ id: z.uuid(), username: z.string(), display_name: z.string().nullable() })),
});
export type GeoBlockSettings = z.infer<typeof geoBlockSettingsSchema>;

const TAG = 'privacy';

export const geoblockRoutes = {
  myGeoBlock: {
    method: 'GET',
    path: '/api/v1/privacy/geo-blocking',
    summary: 'The countries, US states and Canadian provinces you hide your profile from, and the members you let through',
    tag: TAG,
    access: 'user',
    delegated: 'viewer',
    response: geoBlockSettingsSchema,
  },
  updateMyGeoBlock: {
    method: 'PUT',
    path: '/api/v1/privacy/geo-blocking',
    summary: 'Set the places you hide your profile from and the members you let through (the whole list each time)',
    tag: TAG,
    access: 'user',
    delegated: 'manager',
    body: geoBlockInput,
    response: geoBlockSettingsSchema,
  },
} as const satisfies Record<string, RouteDef>;
