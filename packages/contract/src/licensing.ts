import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';

/**
 * MB Licensing (issue 16): a creator offers portfolio items for licensing with terms (usage, territory,
 * duration, exclusivity, price). Studios and businesses with the app installed (spec §4: creators cannot
 * install apps) browse the catalogue and request a license; the creator accepts, declines or counters;
 * the requester accepts a counter or walks away, then pays through billing. Payment issues a license
 * with an unguessable, typable code, a PDF certificate and a public verification page.
 *
 * Only items every tagged co-performer confirmed (or with a signed release on file), approved by
 * moderation, can be offered; an offer whose consent is withdrawn later stops being requestable.
 *
 * Who uses what: the licensor side (offers, answers, revocation) is for the owner of the items and
 * needs no installation; the licensee side (catalogue, requests, payment) needs MB Licensing installed.
 */

export const LICENSING_APP_ID = 'mb-licensing';

export const LICENSE_USAGES = ['editorial', 'commercial', 'promotional'] as const;
export type LicenseUsage = (typeof LICENSE_USAGES)[number];
export const USAGE_LABELS: Record<LicenseUsage, string> = {
  editorial: 'Editorial',
  commercial: 'Commercial',
  promotional: 'Promotional',
};

export const LICENSE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

export const LICENSING_LIMITS = {
  countriesMax: 60,
  durationMonthsMax: 120,
  priceMinMinor: 100,
  priceMaxMinor: 100_000_000,
  noteMax: 1000,
  messageMax: 1000,
  reasonMax: 500,
  catalogueMax: 60,
  queryMax: 100,
} as const;

export const LICENSING_MESSAGES = {
  title: 'MB Licensing',
  catalogue: 'Licensable content',
  myRequests: 'My requests',
  myLicenses: 'My licenses',
  offersTitle: 'Your licensing offers',
  manageOffers: 'Manage your offers',
  offerForLicensing: 'Offer for licensing',
  noCatalogue: 'No licensable items match. Try other filters.',
  noRequests: 'You have not requested a license yet. Pick an item in the catalogue.',
  noLicenses: 'No licenses yet. Licenses appear here once paid.',
  noOffers: 'You have not offered anything for licensing yet. Offer an item from your portfolio.',
  noIncoming: 'No license requests waiting.',
  noIssued: 'No licenses issued yet.',
  loadFailed: 'Could not load MB Licensing.',
  licenseLoadFailed: 'Could not load this license.',
  // Refusals (server and forms)
  itemNotFound: 'This portfolio item does not exist.',
  notApproved: 'Only items approved by moderation can be offered for licensing.',
  // Issue 18: a removal request (a depicted person's, a DMCA takedown) holds the item hidden.
  hiddenByRequest: 'This item is hidden while a removal request about it is in force, so it cannot be licensed.',
  consentMissing:
    'Every co-performer tagged on this item must confirm their consent (or attach a signed release) before it can be offered for licensing.',
  consentWithdrawn: 'This item can no longer be licensed: a co-performer has not confirmed their consent.',
  alreadyOffered: 'This item is already offered for licensing. Change that offer instead.',
  offerNotFound: 'This offer does not exist or was withdrawn.',
  requestNotFound: 'This license request does not exist.',
  licenseNotFound: 'This license does not exist.',
  ownOffer: 'You cannot license your own item.',
  notVisible: 'This offer is for studios and businesses only.',
  alreadyRequested: 'You already have an open request for this item.',
  notYourMove: 'This request is not waiting for your answer.',
  notPayable: 'This request is not accepted yet, or was already paid.',
  exclusiveTaken: 'This item is licensed exclusively to someone else right now.',
  exclusiveNeedsNone: 'An exclusive license needs the item to have no other valid license.',
  alreadyRevoked: 'This license was already revoked.',
  reasonRequired: 'Say why the license is revoked.',
  chooseItem: 'Choose an item to offer.',
  usagesRequired: 'Choose at least one usage.',
  countriesRequired: 'List at least one country, or choose worldwide.',
  badCountry: 'Use two-letter country codes, like US, GB or DE.',
  durationRange: 'A duration is 1 to 120 months, or perpetual.',
  priceRange: 'Enter a price from 1.00 to 1,000,000.00.',
  unknownCode: 'No license has this code. Check it and try again.',
  badCode: 'A license code has 20 letters and digits, like ABCDE-12345-FGHJK-67890.',
  // Toasts
  offered: 'Item offered for licensing',
  offerSaved: 'Offer saved',
  offerWithdrawn: 'Offer withdrawn',
  requested: 'License requested',
  accepted: 'Request accepted',
  declined: 'Request declined',
  countered: 'Counter-offer sent',
  withdrawn: 'Request withdrawn',
  revoked: 'License revoked',
  saveFailed: 'Could not save. Try again.',
} as const;

// ---------------------------------------------------------------------------------------------------
// Codes: 20 Crockford base32 characters (100 random bits), shown in four groups of five. Typed codes
// ignore case, spaces and dashes; O reads as 0 and I or L as 1.

export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_RE = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/** A typed code in its stored form (20 characters), or null when it cannot be one. */
export function normalizeLicenseCode(raw: string): string | null {
  const s = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CODE_RE.test(s) ? s : null;
}

/** The verify page's code field: any typing of a code (the server reads it with the same function). */
export const licenseCodeInput = z.object({
  code: z
    .string()
    .transform((raw) => normalizeLicenseCode(raw) ?? '')
    .pipe(z.string().min(1, LICENSING_MESSAGES.badCode)),
});

/** ABCDE12345FGHJK67890 -> ABCDE-12345-FGHJK-67890. */
export const formatLicenseCode = (code: string) => code.match(/.{1,5}/g)?.join('-') ?? code;

export const licenseVerifyPath = (code: string) => `/licenses/verify/${formatLicenseCode(code)}`;

// ---------------------------------------------------------------------------------------------------
// Terms

const COUNTRY_RE = /^[A-Z]{2}$/;

/** Whether a two-letter code names a region Intl knows (ISO 3166-1 alpha-2). */
export function isCountryCode(code: string): boolean {
  if (!COUNTRY_RE.test(code)) return false;
  try {
    const name = new Intl.DisplayNames(['en'], { type: 'region' }).of(code);
    return Boolean(name) && name !== code && name !== 'Unknown Region';
  } catch {
    return false;
  }
}

export function countryName(code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export const licenseTermsSchema = z
  .object({
    usages: z
      .array(z.enum(LICENSE_USAGES))
      .min(1, LICENSING_MESSAGES.usagesRequired)
      .max(LICENSE_USAGES.length)
      .refine((u) => new Set(u).size === u.length, LICENSING_MESSAGES.usagesRequired),
    territory: z.enum(['worldwide', 'countries']),
    /** ISO 3166-1 alpha-2 codes; empty for worldwide. */
    countries: z
      .array(z.string().trim().toUpperCase().refine(isCountryCode, LICENSING_MESSAGES.badCountry))
      .max(LICENSING_LIMITS.countriesMax),
    /** null: perpetual. */
    duration_months: z
      .number({ message: LICENSING_MESSAGES.durationRange })
      .int(LICENSING_MESSAGES.durationRange)
      .min(1, LICENSING_MESSAGES.durationRange)
      .max(LICENSING_LIMITS.durationMonthsMax, LICENSING_MESSAGES.durationRange)
      .nullable(),
    exclusive: z.boolean(),
    price_minor: z
      .number({ message: LICENSING_MESSAGES.priceRange })
      .int(LICENSING_MESSAGES.priceRange)
      .min(LICENSING_LIMITS.priceMinMinor, LICENSING_MESSAGES.priceRange)
      .max(LICENSING_LIMITS.priceMaxMinor, LICENSING_MESSAGES.priceRange),
    currency: z.enum(LICENSE_CURRENCIES),
  })
  .superRefine((t, c) => {
    if (t.territory === 'countries' && t.countries.length === 0)
      c.addIssue({ code: 'custom', message: LICENSING_MESSAGES.countriesRequired, path: ['countries'] });
  })
  .transform((t) => ({
    ...t,
    usages: LICENSE_USAGES.filter((u) => t.usages.includes(u)),
    countries: t.territory === 'worldwide' ? [] : [...new Set(t.countries)].sort(),
  }));
export type LicenseTermsInput = z.input<typeof licenseTermsSchema>;
export type LicenseTerms = z.output<typeof licenseTermsSchema>;

/** The terms as they leave the server (already normalized). */
export const licenseTermsOut = z.object({
  usages: z.array(z.enum(LICENSE_USAGES)),
  territory: z.enum(['worldwide', 'countries']),
  countries: z.array(z.string()),
  duration_months: z.number().int().nullable(),
  exclusive: z.boolean(),
  price_minor: z.number().int(),
  currency: z.string(),
});

/** One line of each term, for cards, e-mails and the certificate. */
export function describeTerms(t: z.infer<typeof licenseTermsOut>) {
  return {
    usage: t.usages.map((u) => USAGE_LABELS[u]).join(', '),
    territory: t.territory === 'worldwide' ? 'Worldwide' : t.countries.map(countryName).join(', '),
    duration: t.duration_months === null ? 'Perpetual' : `${t.duration_months} month${t.duration_months === 1 ? '' : 's'}`,
    exclusivity: t.exclusive ? 'Exclusive' : 'Non-exclusive',
  };
}

/** The end of a license: issue + duration months (the day clamped to the month's last), or null for perpetual. */
export function licenseExpiry(issuedAt: Date, months: number | null): Date | null {
  if (months === null) return null;
  const d = new Date(issuedAt.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

// ---------------------------------------------------------------------------------------------------
/**
 * A party of a license as the license page, the verification page and the certificate print it:
 * "Display Name (@name)", or "@name" alone for a member without a display name. The name kept on the
 * license is then "@name" already (issue 31: it printed "@name (@name)"); without a username, the name.
 */
export function partyLabel(p: { name: string; username: string | null }): string {
  const handle = p.username ? `@${p.username}` : null;
  if (!handle) return p.name;
  const name = p.name.trim();
  return !name || name === handle ? handle : `${name} (${handle})`;
}

// Shapes

const personSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type LicensingPerson = z.infer<typeof personSchema>;

const itemSchema = z.object({
  id: z.uuid(),
  title: z.string().nullable(),
  kind: z.enum(['image', 'video']),
  nsfw: z.boolean(),
  /** A small JPEG taken when the item was offered (data: URL), so every party sees what is licensed. */
  thumb_url: z.string().nullable(),
});

export const OFFER_STATUSES = ['active', 'withdrawn'] as const;

export const licenseOfferSchema = z.object({
  id: z.uuid(),
  status: z.enum(OFFER_STATUSES),
  item: itemSchema,
  licensor: personSchema,
  terms: licenseTermsOut,
  note: z.string(),
  /** Whether a license can be requested now (consent complete, moderation approved, no exclusive license running). */
  requestable: z.boolean(),
  /** Why not, when it cannot. */
  blocked_reason: z.string().nullable(),
  visibility: z.enum(['members', 'businesses']),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LicenseOffer = z.infer<typeof licenseOfferSchema>;

export const REQUEST_STATUSES = ['pending', 'countered', 'accepted', 'declined', 'withdrawn', 'cancelled', 'licensed', 'refunded'] as const;
export type LicenseRequestStatus = (typeof REQUEST_STATUSES)[number];
export const REQUEST_STATUS_LABELS: Record<LicenseRequestStatus, string> = {
  pending: 'Waiting for the creator',
  countered: 'Counter-offer',
  accepted: 'Accepted: awaiting payment',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
  licensed: 'Licensed',
  refunded: 'Refunded',
};

export const licenseRequestSchema = z.object({
  id: z.uuid(),
  offer_id: z.uuid(),
  status: z.enum(REQUEST_STATUSES),
  item: itemSchema,
  licensor: personSchema,
  requester: personSchema,
  /** The terms on the table: the requester's, or the creator's counter once countered. */
  terms: licenseTermsOut,
  message: z.string(),
  counter_note: z.string(),
  reason: z.string(),
  /** Which side the caller is on. */
  role: z.enum(['licensor', 'requester']),
  /** Whether it is the caller's move (answer, accept the counter, pay). */
  your_move: z.boolean(),
  license_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LicenseRequest = z.infer<typeof licenseRequestSchema>;

export const LICENSE_STATUSES = ['valid', 'revoked', 'expired'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

const partySchema = z.object({ name: z.string(), username: z.string().nullable() });

export const licenseSchema = z.object({
  id: z.uuid(),
  /** Formatted, e.g. ABCDE-12345-FGHJK-67890. */
  code: z.string(),
  status: z.enum(LICENSE_STATUSES),
  item: itemSchema.omit({ id: true }).extend({ id: z.uuid().nullable() }),
  licensor: partySchema,
  licensee: partySchema,
  terms: licenseTermsOut,
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  verify_url: z.string(),
  role: z.enum(['licensor', 'licensee']),
  /** Whether the caller may revoke it (the licensor, while valid). */
  can_revoke: z.boolean(),
  /** Set once a revocation asked billing to refund the payment. */
  refunded: z.boolean(),
});
export type License = z.infer<typeof licenseSchema>;

/** What anyone sees on the verification page. */
export const licenseVerificationSchema = z.object({
  code: z.string(),
  status: z.enum(LICENSE_STATUSES),
  item: z.object({ title: z.string().nullable(), kind: z.enum(['image', 'video']), nsfw: z.boolean(), thumb_url: z.string().nullable() }),
  licensor: partySchema,
  licensee: partySchema,
  terms: licenseTermsOut,
  issued_at: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  verify_url: z.string(),
});
export type LicenseVerification = z.infer<typeof licenseVerificationSchema>;

// ---------------------------------------------------------------------------------------------------
// Inputs

export const offerInput = z.object({
  item_id: z.uuid(LICENSING_MESSAGES.chooseItem),
  terms: licenseTermsSchema,
  note: z.string().trim().max(LICENSING_LIMITS.noteMax).default(''),
});
export const offerUpdateInput = z.object({
  terms: licenseTermsSchema,
  note: z.string().trim().max(LICENSING_LIMITS.noteMax).default(''),
});
export const licenseRequestInput = z.object({
  terms: licenseTermsSchema,
  message: z.string().trim().max(LICENSING_LIMITS.messageMax).default(''),
});
export const counterInput = z.object({
  terms: licenseTermsSchema,
  note: z.string().trim().max(LICENSING_LIMITS.noteMax).default(''),
});
export const declineInput = z.object({ reason: z.string().trim().max(LICENSING_LIMITS.reasonMax).default('') });
export const revokeInput = z.object({
  reason: z.string().trim().min(1, LICENSING_MESSAGES.reasonRequired).max(LICENSING_LIMITS.reasonMax),
});

export const catalogueQuery = z.object({
  usage: z.enum(LICENSE_USAGES).optional(),
  /** A country the license must cover (worldwide offers always do). */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((c) => c === '' || isCountryCode(c), LICENSING_MESSAGES.badCountry)
    .optional(),
  exclusive: z.enum(['any', 'yes', 'no']).optional(),
  q: z.string().trim().max(LICENSING_LIMITS.queryMax).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuery>;

const idParams = z.object({ id: idParam() });
const codeParams = z.object({ code: z.string().min(1).max(64) });
const offerResponse = z.object({ offer: licenseOfferSchema });
const requestResponse = z.object({ request: licenseRequestSchema });

export const licensorDashboardSchema = z.object({
  offers: z.array(licenseOfferSchema),
  requests: z.array(licenseRequestSchema),
  licenses: z.array(licenseSchema),
});
export const licenseeDashboardSchema = z.object({
  requests: z.array(licenseRequestSchema),
  licenses: z.array(licenseSchema),
});

export const licensingRoutes = {
  // The licensor (the items' owner): no installation needed.
  licensorDashboard: {
    method: 'GET',
    path: '/api/v1/licensing/licensor',
    summary: 'MB Licensing: your offers, the requests for them and the licenses you issued',
    tag: 'licensing',
    access: 'user',
    delegated: 'viewer',
    response: licensorDashboardSchema,
  },
  createLicenseOffer: {
    method: 'POST',
    path: '/api/v1/licensing/offers',
    summary: 'MB Licensing: offer one of your portfolio items (every tagged co-performer confirmed, or a release on file)',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    body: offerInput,
    response: offerResponse,
    status: 201,
  },
  updateLicenseOffer: {
    method: 'PUT',
    path: '/api/v1/licensing/offers/:id',
    summary: "MB Licensing: change an offer's terms (open requests keep theirs)",
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: offerUpdateInput,
    response: offerResponse,
  },
  withdrawLicenseOffer: {
    method: 'DELETE',
    path: '/api/v1/licensing/offers/:id',
    summary: 'MB Licensing: withdraw an offer (open requests are cancelled; issued licenses stay)',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: offerResponse,
  },
  acceptLicenseRequest: {
    method: 'POST',
    path: '/api/v1/licensing/requests/:id/accept',
    summary: 'MB Licensing: agree to the terms on the table (the creator a request, the requester a counter-offer)',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: requestResponse,
  },
  declineLicenseRequest: {
    method: 'POST',
    path: '/api/v1/licensing/requests/:id/decline',
    summary: 'MB Licensing: the creator declines a request',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: declineInput,
    response: requestResponse,
  },
  counterLicenseRequest: {
    method: 'POST',
    path: '/api/v1/licensing/requests/:id/counter',
    summary: 'MB Licensing: the creator answers a request with other terms or price',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: counterInput,
    response: requestResponse,
  },
  revokeLicense: {
    method: 'POST',
    path: '/api/v1/licensing/licenses/:id/revoke',
    summary: 'MB Licensing: the creator revokes a license, with a reason (the licensee is refunded in full)',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: revokeInput,
    response: z.object({ license: licenseSchema }),
  },
  // The licensee: MB Licensing installed.
  licensingCatalogue: {
    method: 'GET',
    path: '/api/v1/licensing/catalogue',
    summary: 'MB Licensing: items offered for licensing that you may request, with filters',
    tag: 'licensing',
    access: 'user',
    delegated: 'viewer',
    query: catalogueQuery,
    response: z.object({ offers: z.array(licenseOfferSchema) }),
  },
  requestLicense: {
    method: 'POST',
    path: '/api/v1/licensing/offers/:id/requests',
    summary: 'MB Licensing: request a license for an offered item (terms from the offer, a message)',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: licenseRequestInput,
    response: requestResponse,
    status: 201,
  },
  licenseeDashboard: {
    method: 'GET',
    path: '/api/v1/licensing/licensee',
    summary: 'MB Licensing: your license requests and licenses',
    tag: 'licensing',
    access: 'user',
    delegated: 'viewer',
    response: licenseeDashboardSchema,
  },
  withdrawLicenseRequest: {
    method: 'POST',
    path: '/api/v1/licensing/requests/:id/withdraw',
    summary: 'MB Licensing: the requester walks away from a request, counter-offer or unpaid acceptance',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: requestResponse,
  },
  payLicenseRequest: {
    method: 'POST',
    path: '/api/v1/licensing/requests/:id/pay',
    summary: 'MB Licensing: pay an accepted request (answers the payment page); payment issues the license',
    tag: 'licensing',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: z.object({ checkout_url: z.string() }),
  },
  // Both parties
  licenseDetail: {
    method: 'GET',
    path: '/api/v1/licensing/licenses/:id',
    summary: 'MB Licensing: one license, for its licensor or licensee',
    tag: 'licensing',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
    response: z.object({ license: licenseSchema }),
  },
  licenseCertificate: {
    method: 'GET',
    path: '/api/v1/licensing/licenses/:id/certificate',
    summary: 'MB Licensing: the license certificate (application/pdf), for its licensor or licensee',
    tag: 'licensing',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
  },
  // Anyone
  verifyLicense: {
    method: 'GET',
    path: '/api/v1/licenses/verify/:code',
    summary: "MB Licensing: check a license code: validity, parties, item and terms (404 for a code that is no license's)",
    tag: 'licensing',
    access: 'public',
    delegated: 'viewer',
    params: codeParams,
    response: licenseVerificationSchema,
  },
} as const satisfies Record<string, RouteDef>;
