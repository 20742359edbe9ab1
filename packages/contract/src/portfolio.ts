import { z } from 'zod';
import { idParam, okSchema } from './common.ts';
import { PORTFOLIO_LIMITS } from './portfolio-text.ts';
import { type ContentFilter, type ContentType, contentTypeSchema, profileIdentifierParams } from './profiles.ts';
import { RECORDS_MESSAGES } from './records.ts';
import type { RouteDef } from './route-def.ts';

// Portfolios (spec §1, §2 /my-portfolio, /portfolio, /portfolio/share, §3 content types, §5 upload check,
// §6 verified accounts and Pro, §9 free image limit 12 and upload max 10 MB), co-performer consent
// (credits), share links and bio links (/biolink/{slug}). The server features: portfolio (items, albums,
// media, likes, views), credits (tags and releases), portfolio shares and bio links.

export { PORTFOLIO_IMAGE_TYPES, PORTFOLIO_LIMITS, PORTFOLIO_MESSAGES, PORTFOLIO_VIDEO_TYPES, RELEASE_TYPES } from './portfolio-text.ts';

// ---------------------------------------------------------------------------------------------
// Content filter (spec §2 header 'Content filter': all, gay, straight, bi)

/**
 * Whether an item shows under the header's content filter: 'all' shows everything; otherwise an item
 * shows when it lists no content types (not adult-specific), lists the chosen one, or 'anything_goes'.
 */
export function matchesContentFilter(types: readonly ContentType[], filter: ContentFilter): boolean {
  if (filter === 'all' || types.length === 0) return true;
  return types.includes(filter) || types.includes('anything_goes');
}

// ---------------------------------------------------------------------------------------------
// Items and albums

export const PORTFOLIO_ITEM_KINDS = ['image', 'video'] as const;
export const portfolioItemKindSchema = z.enum(PORTFOLIO_ITEM_KINDS);
export type PortfolioItemKind = z.infer<typeof portfolioItemKindSchema>;

/** pending: waiting for a moderator; approved: public (when consent allows); rejected: only the owner sees it, with the reason. */
export const PORTFOLIO_MODERATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const portfolioModerationStatusSchema = z.enum(PORTFOLIO_MODERATION_STATUSES);

/** Co-performer consent on an item: none tagged, waiting, everyone confirmed, someone declined. */
export const CONSENT_STATES = ['none', 'pending', 'confirmed', 'declined'] as const;
export const consentStateSchema = z.enum(CONSENT_STATES);
export type ConsentState = z.infer<typeof consentStateSchema>;

/** Where the files of one item are; every URL is signed for the reader it was made for. */
export const portfolioMediaSchema = z.object({
  /** Grid size (WebP, about 480 px on the long side); for a video, its poster. Null when withheld (NSFW to a visitor who has not confirmed 18+). */
  thumb_url: z.string().nullable(),
  /** Full view (WebP, up to 1600 px); for a video, the poster. */
  full_url: z.string().nullable(),
  /** The video file itself (mp4/webm); null for images. */
  video_url: z.string().nullable(),
  /** A tiny blurred preview as a data: URL, always sent (safe to show before the 18+ confirmation). */
  blur_data_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Seconds, read from the container. */
  duration_seconds: z.number().nullable(),
});
export type PortfolioMedia = z.infer<typeof portfolioMediaSchema>;

export const taggedMemberSchema = z.object({
  member_id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  status: z.enum(['pending', 'confirmed', 'declined']),
});
export type TaggedMember = z.infer<typeof taggedMemberSchema>;

/** What anyone allowed to see an item gets. */
export const publicPortfolioItemSchema = z.object({
  id: z.uuid(),
  owner_id: z.uuid(),
  album_id: z.uuid().nullable(),
  kind: portfolioItemKindSchema,
  title: z.string().nullable(),
  caption: z.string().nullable(),
  content_types: z.array(contentTypeSchema),
  nsfw: z.boolean(),
  position: z.number().int(),
  media: portfolioMediaSchema,
  likes: z.number().int(),
  views: z.number().int(),
  /** Whether the reader (signed in) has liked it; false for visitors. */
  liked: z.boolean(),
  /** Confirmed co-performers (credits), shown under the item. */
  credits: z.array(taggedMemberSchema),
  published_at: z.string().nullable(),
});
export type PublicPortfolioItem = z.infer<typeof publicPortfolioItemSchema>;

/** The owner's view: everything public plus the states only they (and staff) see. */
export const ownPortfolioItemSchema = publicPortfolioItemSchema.extend({
  moderation_status: portfolioModerationStatusSchema,
  rejection_reason: z.string().nullable(),
  consent_state: consentStateSchema,
  /** Every tag with its answer (the public view lists only confirmed ones). */
  tags: z.array(taggedMemberSchema),
  has_release: z.boolean(),
  /** Whether others can see it now: approved, consent complete, not hidden by a removal request, not deleted. */
  is_public: z.boolean(),
  /** Hidden from everyone but the owner and staff while a removal request (issue 18) holds it. */
  hidden_by_request: z.boolean(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type OwnPortfolioItem = z.infer<typeof ownPortfolioItemSchema>;

export const portfolioAlbumSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  cover_item_id: z.uuid().nullable(),
  /** The cover's grid image (or the first visible item's), signed for the reader; null when none. */
  cover_url: z.string().nullable(),
  position: z.number().int(),
  item_count: z.number().int(),
});
export type PortfolioAlbum = z.infer<typeof portfolioAlbumSchema>;

/** What the member may do now (the browser says it before an upload starts; the server enforces it). */
export const portfolioAllowanceSchema = z.object({
  is_pro: z.boolean(),
  /** Identity verified through the compliance hub: NSFW allowed, no moderation delay (unless staff review every upload). */
  verified: z.boolean(),
  /** Uploads go through the moderation queue (unverified, or the admin setting 'review every upload'). */
  uploads_reviewed: z.boolean(),
  in_grace: z.boolean(),
  image_count: z.number().int(),
  /** 12 for members without Pro; the Pro limit otherwise. */
  image_limit: z.number().int(),
  item_limit: z.number().int(),
  can_upload_videos: z.boolean(),
  can_use_albums: z.boolean(),
  max_upload_bytes: z.number().int(),
});
export type PortfolioAllowance = z.infer<typeof portfolioAllowanceSchema>;

/** Spec §3 Grace status counts: what a lapsed Pro member would lose (read by the grace banner). */
export const portfolioAtRiskSchema = z.object({
  videos: z.number().int(),
  albums: z.number().int(),
  /** Images beyond the 12-image free limit (the newest ones go first). */
  images_beyond_free: z.number().int(),
});
export type PortfolioAtRisk = z.infer<typeof portfolioAtRiskSchema>;

export const myPortfolioSchema = z.object({
  items: z.array(ownPortfolioItemSchema),
  albums: z.array(portfolioAlbumSchema),
  allowance: portfolioAllowanceSchema,
  at_risk: portfolioAtRiskSchema,
});
export type MyPortfolio = z.infer<typeof myPortfolioSchema>;

export const portfolioItemParams = z.object({ id: idParam() });
export const portfolioAlbumParams = z.object({ id: idParam() });
export const portfolioTagParams = z.object({ id: idParam(), memberId: idParam() });

/** Whether a production date is a real day from 1900 on and not ahead of the uploader's day (UTC+14 at most). */
export function productionDateProblem(day: string | undefined, now = Date.now()): string | null {
  if (!day) return RECORDS_MESSAGES.productionDateNeeded;
  const d = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== day || d.getUTCFullYear() < 1900)
    return RECORDS_MESSAGES.productionDateNeeded;
  if (d.getTime() > now + 14 * 3600_000) return RECORDS_MESSAGES.productionDateFuture;
  return null;
}

/** Query of the upload (multipart field "file"): which album it joins (Pro), whether it is NSFW. */
export const portfolioUploadQuery = z
  .object({
    album_id: z.uuid().optional(),
    nsfw: z.enum(['true', 'false']).optional(),
    /** Issue 18: the work shows people, so it gets a 2257 record; needs `production_date`. */
    depicts_people: z.enum(['true', 'false']).optional(),
    /** The day the work was shot (YYYY-MM-DD), for the 2257 record. */
    production_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please give a date as YYYY-MM-DD.')
      .optional(),
  })
  .superRefine((q, c) => {
    if (q.depicts_people !== 'true') return;
    const problem = productionDateProblem(q.production_date);
    if (problem) c.addIssue({ code: 'custom', path: ['production_date'], message: problem });
  });
export type PortfolioUploadQuery = z.infer<typeof portfolioUploadQuery>;

/** Optional text: trimmed, at most `max` characters, and null when left empty (also the bio links' titles). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s))
    .nullable();

export const portfolioItemPatch = z
  .object({
    title: optionalText(PORTFOLIO_LIMITS.titleMax),
    caption: optionalText(PORTFOLIO_LIMITS.captionMax),
    content_types: z.array(contentTypeSchema).max(7),
    nsfw: z.boolean(),
    /** Move into an album (Pro) or out of one (null). */
    album_id: z.uuid().nullable(),
  })
  .partial()
  .strict();
export type PortfolioItemPatch = z.input<typeof portfolioItemPatch>;

export const portfolioDeleteResult = z.object({ ok: z.literal(true), undo_until: z.string() });

/** The full new order of the items of one album (or of the items in no album). */
export const portfolioOrderInput = z.object({
  album_id: z.uuid().nullable(),
  item_ids: z.array(z.uuid()).max(PORTFOLIO_LIMITS.proItemLimit),
});
export const albumOrderInput = z.object({ album_ids: z.array(z.uuid()).max(PORTFOLIO_LIMITS.proAlbumLimit) });

export const albumInput = z.object({
  title: z.string().trim().min(1, 'Album title is required').max(PORTFOLIO_LIMITS.albumTitleMax),
  description: optionalText(PORTFOLIO_LIMITS.albumDescriptionMax).optional(),
});
export const albumPatch = z
  .object({
    title: z.string().trim().min(1, 'Album title is required').max(PORTFOLIO_LIMITS.albumTitleMax),
    description: optionalText(PORTFOLIO_LIMITS.albumDescriptionMax),
    cover_item_id: z.uuid().nullable(),
  })
  .partial()
  .strict();

/** ?filter= the header's content filter; ?adult=1 once the reader confirmed 18+ (NSFW media URLs are withheld otherwise). */
export const portfolioReadQuery = z.object({
  filter: z.enum(['all', 'gay', 'straight', 'bi']).optional(),
  adult: z.enum(['0', '1']).optional(),
  album_id: z.uuid().optional(),
});

/** A member's public portfolio (their profile page). */
export const memberPortfolioSchema = z.object({
  owner_id: z.uuid(),
  items: z.array(publicPortfolioItemSchema),
  albums: z.array(portfolioAlbumSchema),
  /** How many items the content filter hid (so the page can say so). */
  hidden_by_filter: z.number().int(),
});
export type MemberPortfolio = z.infer<typeof memberPortfolioSchema>;

export const likeResultSchema = z.object({ liked: z.boolean(), likes: z.number().int() });
export const viewResultSchema = z.object({ views: z.number().int() });

// ---------------------------------------------------------------------------------------------
// Credits: co-performer tags and signed releases (the credits feature)

export const tagMemberInput = z.object({
  /** Username (with or without @) or member id. */
  member: z.string().trim().min(1, 'Enter a username').max(100),
});
export const tagAnswerInput = z.object({ decision: z.enum(['confirm', 'decline']) });
export const tagRequestParams = z.object({ itemId: idParam() });

/** A tag someone put on me: the item (as I may see it) and my answer. */
export const tagRequestSchema = z.object({
  item_id: z.uuid(),
  owner: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    display_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
  }),
  title: z.string().nullable(),
  kind: portfolioItemKindSchema,
  nsfw: z.boolean(),
  /** Grid image signed for me (the tagged member must see what they are asked to confirm). */
  thumb_url: z.string().nullable(),
  status: z.enum(['pending', 'confirmed', 'declined']),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TagRequest = z.infer<typeof tagRequestSchema>;
export const tagRequestListSchema = z.object({ tags: z.array(tagRequestSchema) });

/** A member's credits: public items of others on which they confirmed a tag. */
export const memberCreditsSchema = z.object({
  items: z.array(publicPortfolioItemSchema),
  /** The owners of those items (each once), so a credit can name and link the owner's profile. */
  owners: z.array(tagRequestSchema.shape.owner),
});
export type MemberCredits = z.infer<typeof memberCreditsSchema>;

// ---------------------------------------------------------------------------------------------
// Share links (/portfolio/share?token=…)

export const SHARE_EXPIRIES = ['1d', '7d', '30d', 'never'] as const;
export const shareInput = z.object({
  label: optionalText(60).optional(),
  expires: z.enum(SHARE_EXPIRIES),
});
export const shareSchema = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  /** The full address to hand out (PUBLIC_URL/portfolio/share?token=…). */
  url: z.string(),
  expires_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  views: z.number().int(),
  created_at: z.string(),
});
export type PortfolioShare = z.infer<typeof shareSchema>;
export const shareListSchema = z.object({ shares: z.array(shareSchema) });
export const shareParams = z.object({ id: idParam() });
export const sharedPortfolioQuery = z.object({
  token: z.string().trim().min(10).max(100),
  adult: z.enum(['0', '1']).optional(),
});
/** What a share link shows, signed out: the owner's card and their public items. */
export const sharedPortfolioSchema = z.object({
  owner: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    display_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    profile_type: z.string(),
    verified: z.boolean(),
  }),
  items: z.array(publicPortfolioItemSchema),
  albums: z.array(portfolioAlbumSchema),
  expires_at: z.string().nullable(),
});
export type SharedPortfolio = z.infer<typeof sharedPortfolioSchema>;

/** Portfolios (features/portfolio): the owner's items and albums, the public views, likes and views. */
export const portfolioRoutes = {
  myPortfolio: {
    method: 'GET',
    path: '/api/v1/portfolio/me',
    summary: 'Your portfolio: every item with its moderation and consent state, albums, what you may upload, what a lapse would remove',
    tag: 'portfolio',
    access: 'user',
    delegated: 'viewer',
    response: myPortfolioSchema,
  },
  uploadPortfolioItem: {
    method: 'POST',
    path: '/api/v1/portfolio/me/items',
    summary:
      'Upload one image or video (multipart field "file", up to 10 MB; images re-encoded to WebP without metadata). Unverified members wait for moderation',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    status: 201,
    multipart: true,
    query: portfolioUploadQuery,
    response: ownPortfolioItemSchema,
  },
  updatePortfolioItem: {
    method: 'PATCH',
    path: '/api/v1/portfolio/me/items/:id',
    summary: 'Edit an item: title, caption, content types, NSFW (needs a verified identity), album (Pro)',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    params: portfolioItemParams,
    body: portfolioItemPatch,
    response: ownPortfolioItemSchema,
  },
  deletePortfolioItem: {
    method: 'DELETE',
    path: '/api/v1/portfolio/me/items/:id',
    summary: 'Delete an item; it can be restored for 10 seconds, then its files are removed',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    params: portfolioItemParams,
    response: portfolioDeleteResult,
  },
  restorePortfolioItem: {
    method: 'POST',
    path: '/api/v1/portfolio/me/items/:id/restore',
    summary: 'Undo a delete within 10 seconds',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    params: portfolioItemParams,
    response: ownPortfolioItemSchema,
  },
  reorderPortfolio: {
    method: 'PUT',
    path: '/api/v1/portfolio/me/order',
    summary: 'The new order of the items of one album (or of those in no album)',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    body: portfolioOrderInput,
    response: okSchema,
  },
  createPortfolioAlbum: {
    method: 'POST',
    path: '/api/v1/portfolio/me/albums',
    summary: 'Create an album (Pro)',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: albumInput,
    response: portfolioAlbumSchema,
  },
  updatePortfolioAlbum: {
    method: 'PATCH',
    path: '/api/v1/portfolio/me/albums/:id',
    summary: 'Rename an album, change its description or cover (Pro)',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    params: portfolioAlbumParams,
    body: albumPatch,
    response: portfolioAlbumSchema,
  },
  deletePortfolioAlbum: {
    method: 'DELETE',
    path: '/api/v1/portfolio/me/albums/:id',
    summary: 'Delete an album; its items stay in your portfolio',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    params: portfolioAlbumParams,
    response: okSchema,
  },
  reorderPortfolioAlbums: {
    method: 'PUT',
    path: '/api/v1/portfolio/me/album-order',
    summary: 'The new order of your albums',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    body: albumOrderInput,
    response: okSchema,
  },
  memberPortfolio: {
    method: 'GET',
    path: '/api/v1/portfolio/members/:identifier',
    summary: "A member's public portfolio (approved, consented items); NSFW media only with adult=1",
    tag: 'portfolio',
    access: 'public',
    delegated: 'viewer',
    params: profileIdentifierParams,
    query: portfolioReadQuery,
    response: memberPortfolioSchema,
  },
  portfolioItem: {
    method: 'GET',
    path: '/api/v1/portfolio/items/:id',
    summary: 'One public item (the owner and staff also see their private ones)',
    tag: 'portfolio',
    access: 'public',
    delegated: 'viewer',
    params: portfolioItemParams,
    query: portfolioReadQuery,
    response: publicPortfolioItemSchema,
  },
  likePortfolioItem: {
    method: 'PUT',
    path: '/api/v1/portfolio/items/:id/like',
    summary: 'Like an item (once per member; the owner hears it as portfolio_like)',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    params: portfolioItemParams,
    response: likeResultSchema,
  },
  unlikePortfolioItem: {
    method: 'DELETE',
    path: '/api/v1/portfolio/items/:id/like',
    summary: 'Take back a like',
    tag: 'portfolio',
    access: 'user',
    delegated: 'manager',
    params: portfolioItemParams,
    response: likeResultSchema,
  },
  viewPortfolioItem: {
    method: 'POST',
    path: '/api/v1/portfolio/items/:id/view',
    summary: "Count a view of an item (once per reader per day; the owner's own views do not count)",
    tag: 'portfolio',
    access: 'public',
    delegated: 'manager',
    params: portfolioItemParams,
    response: viewResultSchema,
  },
} as const satisfies Record<string, RouteDef>;
