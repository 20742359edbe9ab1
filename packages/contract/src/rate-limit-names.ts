// The names of the throttles a route may declare (`rateLimit` in route-def.ts), in a file that imports
// nothing: route-def.ts needs only the names, while the rules in rate-limits.ts read limits and
// messages from feature files that import route-def.ts. rate-limits.ts must give a rule for each
// name and no other (its `satisfies` checks both ways).
export const RATE_LIMIT_NAMES = [
  'signupPerIp',
  'loginPerIp',
  'loginPerEmail',
  'loginPerAccount',
  'secondFactorPerIp',
  'secondFactorPerAccount',
  'passwordResetPerIp',
  'reportPerAccount',
  'networkWrites',
  'collabWrites',
  'relationWrites',
  'messageWrites',
  'eventCheckIns',
  'trophyVotes',
  'trophyVotesPerIp',
  'unsubscribePerIp',
  'ssoExchangePerIp',
  'adEventsPerIp',
  'listingEventsPerIp',
  'profileViewsPerIp',
  'contactPerIp',
  'pushRenewPerIp',
  'removalPerIp',
  'removalPerEmail',
  'diagnosticsStorage',
  'diagnosticsStoragePerIp',
  'writesPerUser',
  'writesPerIp',
] as const;

export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];
