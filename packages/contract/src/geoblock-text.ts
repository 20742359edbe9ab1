// Geo-blocking's answer, limits and messages without zod: a hidden profile's page shows
// PROFILE_UNAVAILABLE. geoblock.ts builds the schemas from these and re-exports them.

/** The one answer a hidden profile gives, on every path (API, page, preview). */
export const PROFILE_UNAVAILABLE = 'This profile is not available';

export const GEOBLOCK_LIMITS = {
  /** Countries a member may block (there are about 250). */
  countriesMax: 250,
  /** US states and Canadian provinces: all of them. */
  regionsMax: 64,
  /** Members let through anyway. */
  allowedMax: 100,
} as const;

export const GEOBLOCK_MESSAGES = {
  unavailable: PROFILE_UNAVAILABLE,
  badCountry: 'Choose countries from the list.',
  badRegion: 'Choose states and provinces from the list.',
  tooManyAllowed: `You can let at most ${GEOBLOCK_LIMITS.allowedMax} members through.`,
  /** {name}: the username as typed. */
  unknownMember: 'No member has the username @{name}.',
  notYourself: 'You always see your own profile; you need not let yourself through.',
  saved: 'Your blocked locations are saved.',
  tradeOff:
    'Blocking places means fewer visitors: people there will not find your profile anywhere on the site. It works from the approximate place of their internet address, so someone using a VPN or travelling can still reach it.',
  allowHelp: 'Members you let through see your profile wherever they are, when signed in.',
} as const;
