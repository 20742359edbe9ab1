import { z } from 'zod';
import {
  BUSINESS_CATEGORY_KEYS,
  BUSINESS_FIELD_MAX,
  BUSINESS_MESSAGES,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORKS,
  WEEKDAYS,
} from './business-text.ts';
import { okSchema } from './common.ts';
import { LIMITS } from './limits.ts';
import type { RouteDef } from './route-def.ts';

// The business directory, owner side (spec §2 'Business registration form', §3 business_profiles,
// §4 'Business moderation_status', §5 business validation, §8 'Business'). The public copy of an
// approved listing is the directory's (directory.ts).

// ---------------------------------------------------------------------------------------------
// Categories, plans, messages (the categories, field limits, messages, weekdays and social networks
// are business-text.ts's, without zod)

export {
  BUSINESS_CATEGORIES,
  BUSINESS_CATEGORY_KEYS,
  BUSINESS_FIELD_MAX,
  BUSINESS_IMAGE_MAX_BYTES,
  BUSINESS_LOGO_RECOMMENDED_PX,
  BUSINESS_MESSAGES,
  BUSINESS_REVIEW_HOURS,
  type BusinessCategory,
  SOCIAL_NETWORK_KEYS,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  WEEKDAYS,
  type Weekday,
} from './business-text.ts';

export const businessCategorySchema = z.enum(BUSINESS_CATEGORY_KEYS);

/**
 * plan_type and what it allows (the spec names service_limit and product_limit but no numbers; ours).
 * The limits are derived from the plan, never stored apart from it.
 */
export const BUSINESS_PLANS = {
  free: { service_limit: 3, product_limit: 3 },
  pro: { service_limit: 25, product_limit: 50 },
} as const;
export type BusinessPlan = keyof typeof BUSINESS_PLANS;
export const businessPlanSchema = z.enum(Object.keys(BUSINESS_PLANS) as [BusinessPlan, ...BusinessPlan[]]);

export const BUSINESS_MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const businessModerationStatusSchema = z.enum(BUSINESS_MODERATION_STATUSES);
export type BusinessModerationStatus = z.infer<typeof businessModerationStatusSchema>;

// ---------------------------------------------------------------------------------------------
// Field schemas

const text = (max: number) => z.string().trim().max(max, BUSINESS_MESSAGES.tooLong(max));

/** A web address: http or https with a real host name, or empty (spec §5). */
export const urlOrEmpty = z
  .string()
  .trim()
  .max(BUSINESS_FIELD_MAX.url, BUSINESS_MESSAGES.invalidUrl)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: BUSINESS_MESSAGES.invalidUrl })]));

const businessNameSchema = z
  .string(BUSINESS_MESSAGES.businessNameRequired)
  .trim()
  .min(LIMITS.businessNameMin, BUSINESS_MESSAGES.businessNameRequired)
  .max(BUSINESS_FIELD_MAX.name, BUSINESS_MESSAGES.tooLong(BUSINESS_FIELD_MAX.name));

const categoriesSchema = z
  .array(businessCategorySchema, BUSINESS_MESSAGES.categoryRequired)
  .min(1, BUSINESS_MESSAGES.categoryRequired)
  .max(LIMITS.businessCategoriesMax, BUSINESS_MESSAGES.categoryMax);

/** Where the business-logos bucket's public files are served; pictures must be ours, never a link elsewhere. */
export const BUSINESS_IMAGE_PREFIX = '/storage/business-logos/';
/** A service or product picture: empty, or a file uploaded through POST /business/me/images. */
export const businessImageRef = z
  .string()
  .trim()
  .max(BUSINESS_FIELD_MAX.url, BUSINESS_MESSAGES.imageNotYours)
  .regex(/^$|^\/storage\/business-logos\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]{2,5}$/, BUSINESS_MESSAGES.imageNotYours);

const stringList = z.array(text(BUSINESS_FIELD_MAX.listEntry)).max(BUSINESS_FIELD_MAX.listEntries, BUSINESS_MESSAGES.tooManyEntries);

/** Spec §3 service item. picture: an image uploaded through POST /business/me/images, or empty. */
export const serviceItemSchema = z.object({
  name: z
    .string(BUSINESS_MESSAGES.serviceNameRequired)
    .trim()
    .min(1, BUSINESS_MESSAGES.serviceNameRequired)
    .max(BUSINESS_FIELD_MAX.itemName, BUSINESS_MESSAGES.tooLong(BUSINESS_FIELD_MAX.itemName)),
  description: text(BUSINESS_FIELD_MAX.itemText).default(''),
  features: stringList.default([]),
  picture: businessImageRef.default(''),
  category: text(BUSINESS_FIELD_MAX.itemShort).default(''),
  processing_time: text(BUSINESS_FIELD_MAX.itemShort).default(''),
  extras: stringList.default([]),
  warranty: text(BUSINESS_FIELD_MAX.itemShort).default(''),
  revision_rounds: z
    .number(BUSINESS_MESSAGES.revisionRounds)
    .int(BUSINESS_MESSAGES.revisionRounds)
    .min(0, BUSINESS_MESSAGES.revisionRounds)
    .max(BUSINESS_FIELD_MAX.revisionRounds, BUSINESS_MESSAGES.revisionRounds)
    .nullable()
    .default(null),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;
export type ServiceItemInput = z.input<typeof serviceItemSchema>;

/** Spec §3 product item; price is text ('from $20', '€15/month'). */
export const productItemSchema = z.object({
  name: z
    .string(BUSINESS_MESSAGES.productNameRequired)
    .trim()
    .min(1, BUSINESS_MESSAGES.productNameRequired)
    .max(BUSINESS_FIELD_MAX.itemName, BUSINESS_MESSAGES.tooLong(BUSINESS_FIELD_MAX.itemName)),
  description: text(BUSINESS_FIELD_MAX.itemText).default(''),
  price: text(BUSINESS_FIELD_MAX.itemShort).default(''),
  image: businessImageRef.default(''),
});
export type ProductItem = z.infer<typeof productItemSchema>;
export type ProductItemInput = z.input<typeof productItemSchema>;

const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, BUSINESS_MESSAGES.timeInvalid);

/** One day's hours: closed, or open from `open` to `close` (same day; 00:00-23:59 for all day). */
export const dayHoursSchema = z
  .object({ closed: z.boolean(), open: timeSchema, close: timeSchema })
  .refine((d) => d.closed || d.open < d.close, { message: BUSINESS_MESSAGES.hoursOrder, path: ['close'] });
export type DayHours = z.infer<typeof dayHoursSchema>;
/** Days not given are not shown (hours unknown). */
export const businessHoursSchema = z.partialRecord(z.enum(WEEKDAYS), dayHoursSchema);
export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const socialMediaSchema = z.partialRecord(z.enum(SOCIAL_NETWORK_KEYS), urlOrEmpty);
export type SocialMedia = z.infer<typeof socialMediaSchema>;

const normaliseName = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/**
 * The page name of a social profile URL (the last path segment, '@' dropped), or null when the URL is
 * not on one of SOCIAL_NETWORKS' hosts.
 */
export function socialPageName(url: string): string | null {
  // The contract runs in the browser and on the server without DOM or Node types: a plain parse of an
  // address z.url already accepted.
  const m = /^https?:\/\/(?:[^@/?#]*@)?([^/?#:]+)(?::\d+)?([^?#]*)/i.exec(url.trim());
  if (!m) return null;
  const host = (m[1] ?? '').toLowerCase().replace(/^(www|m|mobile)\./, '');
  const known = Object.values(SOCIAL_NETWORKS).some((n) => (n.hosts as readonly string[]).includes(host));
  if (!known) return null;
  const last = (m[2] ?? '').split('/').filter(Boolean).at(-1) ?? '';
  let page = last;
  try {
    page = decodeURIComponent(last);
  } catch {
    // A malformed escape: compare the raw segment.
  }
  return page.replace(/^@/, '');
}

/**
 * Spec §5: 'a social page can stand in for a website if its page name matches the business name'.
 * A website on a social network's host is accepted only when its page name, lower-cased with
 * everything but letters and digits dropped, equals the business name treated the same way
 * (instagram.com/velvet.studio for 'Velvet Studio'); any other http(s) address is a website.
 */
export function websiteMatchesBusiness(website: string, businessName: string): boolean {
  if (website === '') return true;
  const page = socialPageName(website);
  if (page === null) return true;
  const n = normaliseName(businessName);
  return n.length > 0 && normaliseName(page) === n;
}

const phoneSchema = z
  .string()
  .trim()
  .max(BUSINESS_FIELD_MAX.phone, BUSINESS_MESSAGES.phoneInvalid)
  .regex(/^$|^\+?[0-9][0-9 ().-]{4,}$/, BUSINESS_MESSAGES.phoneInvalid);
const emailOrEmpty = z
  .string()
  .trim()
  .max(BUSINESS_FIELD_MAX.email, BUSINESS_MESSAGES.emailInvalid)
  .pipe(z.union([z.literal(''), z.email(BUSINESS_MESSAGES.emailInvalid)]));
const colorSchema = z
  .string()
  .trim()
  .regex(/^$|^#[0-9a-fA-F]{6}$/, BUSINESS_MESSAGES.colorInvalid);

/** The social-page rule across two fields; added to every schema that carries a website. */
function checkWebsite(v: { website?: string; business_name?: string }, ctx: z.RefinementCtx, storedName?: string) {
  if (v.website === undefined) return;
  const name = v.business_name ?? storedName ?? '';
  if (!websiteMatchesBusiness(v.website, name))
    ctx.addIssue({ code: 'custom', path: ['website'], message: BUSINESS_MESSAGES.socialNameMismatch });
}

// ---------------------------------------------------------------------------------------------
// Writes

const registrationShape = {
  business_name: businessNameSchema,
  categories: categoriesSchema,
  description: text(BUSINESS_FIELD_MAX.description),
  location: text(BUSINESS_FIELD_MAX.location),
  website: urlOrEmpty,
};

/**
 * The registration form (spec §2, §5) in full: what Register Business submits. Description and location
 * are optional (empty).
 */
export const businessRegistrationInput = z
  .object({
    ...registrationShape,
    description: registrationShape.description.default(''),
    location: registrationShape.location.default(''),
    website: registrationShape.website.default(''),
  })
  .strict()
  .superRefine((v, ctx) => checkWebsite(v, ctx));
export type BusinessRegistrationInput = z.input<typeof businessRegistrationInput>;

/**
 * Autosave and Save Now (spec §4): any subset of the form, each field checked by the §5 rule when it has
 * content. An empty name or no categories is an unfinished field, not an error, in a draft.
 */
export const businessDraftInput = z
  .object({
    business_name: z
      .string()
      .trim()
      .refine((s) => s === '' || s.length >= LIMITS.businessNameMin, BUSINESS_MESSAGES.businessNameRequired)
      .pipe(z.string().max(BUSINESS_FIELD_MAX.name, BUSINESS_MESSAGES.tooLong(BUSINESS_FIELD_MAX.name)))
      .optional(),
    categories: z.array(businessCategorySchema).max(LIMITS.businessCategoriesMax, BUSINESS_MESSAGES.categoryMax).optional(),
    description: registrationShape.description.optional(),
    location: registrationShape.location.optional(),
    website: urlOrEmpty.optional(),
  })
  .strict()
  .superRefine((v, ctx) => checkWebsite(v, ctx));
export type BusinessDraftInput = z.input<typeof businessDraftInput>;

/**
 * The Business Hub's edit (PATCH): any subset of the listing. Services and products are whole lists
 * (the plan's service_limit / product_limit are checked on the server). On an approved listing the
 * change goes back to review while the approved version stays public.
 */
export const businessListingPatch = z
  .object({
    ...registrationShape,
    address: text(BUSINESS_FIELD_MAX.address),
    phone: phoneSchema,
    contact_email: emailOrEmpty,
    social_media: socialMediaSchema,
    services: z.array(serviceItemSchema),
    products: z.array(productItemSchema),
    business_hours: businessHoursSchema,
    brand_color: colorSchema,
    analytics_enabled: z.boolean(),
  })
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    // With no name in the patch the server checks the website against the stored name.
    if (v.business_name !== undefined) checkWebsite(v, ctx);
  });
export type BusinessListingPatch = z.input<typeof businessListingPatch>;

/** The server's half of the social-page rule for a PATCH without business_name. */
export const websiteIssue = (website: string, businessName: string) =>
  websiteMatchesBusiness(website, businessName) ? null : BUSINESS_MESSAGES.socialNameMismatch;

// ---------------------------------------------------------------------------------------------
// Reads

/** The owner's working copy (spec §3 business_profiles), as the owner sees it. */
export const businessProfileSchema = z.object({
  id: z.uuid(),
  business_name: z.string(),
  /** The first chosen category (spec §3), null while a draft has none. */
  category: businessCategorySchema.nullable(),
  categories: z.array(businessCategorySchema),
  description: z.string(),
  location: z.string(),
  address: z.string(),
  phone: z.string(),
  website: z.string(),
  contact_email: z.string(),
  social_media: socialMediaSchema,
  services: z.array(serviceItemSchema),
  products: z.array(productItemSchema),
  business_hours: businessHoursSchema,
  logo_url: z.string().nullable(),
  cover_photo_url: z.string().nullable(),
  brand_color: z.string(),
  /** Null while a draft has not been submitted. */
  moderation_status: businessModerationStatusSchema.nullable(),
  /** The moderator's notes on the last rejection (the owner sees them), else null. */
  verification_notes: z.string().nullable(),
  /** The owner's domain was verified when the listing was last approved (the directory's badge). */
  verified: z.boolean(),
  is_featured: z.boolean(),
  subscription_status: z.string().nullable(),
  plan_type: businessPlanSchema,
  service_limit: z.number().int(),
  product_limit: z.number().int(),
  analytics_enabled: z.boolean(),
  is_draft: z.boolean(),
  draft_step: z.number().int(),
  last_saved_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** An approved version is public in the directory. */
  published: z.boolean(),
  /** The owner's copy differs from the public one and waits for review. */
  has_pending_changes: z.boolean(),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const myBusinessResponse = z.object({ business: businessProfileSchema.nullable() });
export const businessResponse = z.object({ business: businessProfileSchema });
export const businessLogoResponse = z.object({ logo_url: z.string(), business: businessProfileSchema });
export const businessCoverResponse = z.object({ cover_photo_url: z.string(), business: businessProfileSchema });
/** A service or product picture, stored under the owner's folder; put its url in the item. */
export const businessImageResponse = z.object({ url: z.string() });

/** Complete for onboarding (spec §4): not a draft and has a name. */
export const isCompleteBusiness = (b: { is_draft: boolean; business_name: string } | null | undefined) =>
  !!b && !b.is_draft && b.business_name.trim().length > 0;

/** Business registration and the owner's listing (features/business). */
export const businessRoutes = {
  myBusiness: {
    method: 'GET',
    path: '/api/v1/business/me',
    summary: 'Your business profile (draft, submitted, approved or edits under review), or null',
    tag: 'business',
    access: 'user',
    delegated: 'viewer',
    response: myBusinessResponse,
  },
  saveBusinessRegistrationDraft: {
    method: 'PUT',
    path: '/api/v1/business/me/draft',
    summary: 'Autosave / Save Now the registration form as a draft (any subset; each field with content checked)',
    tag: 'business',
    access: 'user',
    delegated: 'manager',
    body: businessDraftInput,
    response: businessResponse,
  },
  clearBusinessRegistrationDraft: {
    method: 'DELETE',
    path: '/api/v1/business/me/draft',
    summary: 'Delete your registration draft (only while it is a draft)',
    tag: 'business',
    access: 'user',
    delegated: 'manager',
    response: okSchema,
  },
  uploadBusinessLogo: {
    method: 'POST',
    path: '/api/v1/business/me/logo',
    summary: 'Upload your business logo (multipart field "file"; JPEG, PNG or WebP up to 5 MB; 300 x 300 recommended)',
    tag: 'business',
    access: 'user',
    delegated: 'manager',
    multipart: true,
    response: businessLogoResponse,
  },
  uploadBusinessCover: {
    method: 'POST',
    path: '/api/v1/business/me/cover',
    summary: 'Upload your listing cover photo (multipart field "file"; JPEG, PNG or WebP up to 5 MB)',
    tag: 'business',
    access: 'user',
    delegated: 'manager',
    multipart: true,
    response: businessCoverResponse,
  },
  uploadBusinessImage: {
    method: 'POST',
    path: '/api/v1/business/me/images',
    summary: 'Upload a service or product picture (multipart field "file"); put the returned url in the item',
    tag: 'business',
    access: 'user',
    delegated: 'manager',
    multipart: true,
    response: businessImageResponse,
  },
  submitBusinessRegistration: {
    method: 'POST',
    path: '/api/v1/business/me/submit',
    summary: 'Register your business: saves the form and sends it for review (within 48 hours)',
    tag: 'business',
    access: 'user',
    delegated: 'manager',
    body: businessRegistrationInput,
    response: businessResponse,
  },
  updateMyBusiness: {
    method: 'PATCH',
    path: '/api/v1/business/me',
    summary: 'Edit your listing (any subset); an approved listing goes back to review while the approved version stays public',
    tag: 'business',
    access: 'user',
    delegated: 'manager',
    body: businessListingPatch,
    response: businessResponse,
  },
} as const satisfies Record<string, RouteDef>;
