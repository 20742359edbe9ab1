import { z } from 'zod';
import { idParam } from './common.ts';
import {
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  REJECTION_CATEGORY_KEYS,
  REPORT_CATEGORY_KEYS,
  REPORT_DETAILS_MAX,
} from './moderation-text.ts';
import type { RouteDef } from './route-def.ts';
import { MODERATION_RULE } from './staff-rule.ts';

// One moderation queue for every kind of item (issue 8, spec §6): types register on the server, staff
// with content_moderation (admin, moderator) claim, approve, reject with a reason, or escalate.

export const MODERATION_STATUSES = ['pending', 'claimed', 'approved', 'rejected', 'escalated', 'superseded'] as const;
export const moderationStatusSchema = z.enum(MODERATION_STATUSES);
export type ModerationStatus = z.infer<typeof moderationStatusSchema>;

/** Spec §6 default for moderation: roles admin and moderator, with content_moderation checked on its own. */
export const MODERATION_ACCESS = { staff: MODERATION_RULE } as const;

/** Which part of a queue a reviewer lists: open (pending and claimed), escalated, or decided. */
export const MODERATION_VIEWS = ['open', 'escalated', 'decided'] as const;
export const moderationViewSchema = z.enum(MODERATION_VIEWS);
export type ModerationView = z.infer<typeof moderationViewSchema>;

/** Spec §6/§9: moderation within 48 hours. */
export const MODERATION_DUE_HOURS = 48;
/** A claim older than this may be taken over by another reviewer (ours; the spec is silent). */
export const MODERATION_CLAIM_MINUTES = 30;
export const MODERATION_PAGE_SIZE = 25;
export const MODERATION_PAGE_MAX = 100;

export {
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX,
  MODERATION_REASON_MIN,
  REJECTION_CATEGORIES,
  REJECTION_CATEGORY_KEYS,
  REPORT_CATEGORIES,
  REPORT_CATEGORY_KEYS,
  REPORT_DETAILS_MAX,
  type RejectionCategory,
  type ReportCategory,
} from './moderation-text.ts';

// ---------------------------------------------------------------------------------------------
// Responses

const iso = z.string();

export const moderationQueueSchema = z.object({
  type: z.string(),
  label: z.string(),
  /** Pending and claimed: waiting for a decision. */
  open: z.number().int(),
  escalated: z.number().int(),
  /** Open or escalated past their due time. */
  overdue: z.number().int(),
  oldest_at: iso.nullable(),
  oldest_age_seconds: z.number().int().nullable(),
});
export type ModerationQueue = z.infer<typeof moderationQueueSchema>;
export const moderationSummarySchema = z.object({ queues: z.array(moderationQueueSchema) });
export type ModerationSummary = z.infer<typeof moderationSummarySchema>;

const staffRef = z.object({ id: z.uuid(), username: z.string().nullable() }).nullable();

export const moderationMemberSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  profile_type: z.string(),
  verified: z.boolean(),
  verification_status: z.string().nullable(),
  member_since: iso,
});
export type ModerationMember = z.infer<typeof moderationMemberSchema>;

export const moderationItemSchema = z.object({
  id: z.uuid(),
  type: z.string(),
  subject_id: z.string(),
  owner_id: z.uuid(),
  status: moderationStatusSchema,
  /** What the type showed at enqueue time: a title and, for images, a thumbnail. */
  title: z.string(),
  thumbnail_url: z.string().nullable(),
  reason_category: z.string().nullable(),
  reason: z.string().nullable(),
  claimed_by: staffRef,
  claimed_at: iso.nullable(),
  escalated_at: iso.nullable(),
  escalation_note: z.string().nullable(),
  decided_by: staffRef,
  decided_at: iso.nullable(),
  due_at: iso,
  overdue: z.boolean(),
  created_at: iso,
});
export type ModerationItem = z.infer<typeof moderationItemSchema>;

export const moderationListSchema = z.object({
  items: z.array(moderationItemSchema),
  next_cursor: z.string().nullable(),
});
export type ModerationList = z.infer<typeof moderationListSchema>;

/** What a type's describe() gives the reviewer: large images, labelled facts, the member. */
export const moderationDetailsSchema = z.object({
  title: z.string(),
  images: z.array(z.object({ url: z.string(), alt: z.string(), caption: z.string().optional() })),
  /** `datetime` values are ISO timestamps the browser shows in the reader's time zone. */
  /** `link`: value is a same-site address the reviewer opens in a new tab (a video, a signed release). */
  facts: z.array(z.object({ label: z.string(), value: z.string(), kind: z.enum(['text', 'datetime', 'link']).optional() })),
  /** False when the subject no longer matches the item (e.g. the member uploaded again). */
  current: z.boolean(),
});
export type ModerationDetails = z.infer<typeof moderationDetailsSchema>;

export const moderationHistoryEntrySchema = z.object({
  id: z.uuid(),
  type: z.string(),
  status: moderationStatusSchema,
  reason: z.string().nullable(),
  created_at: iso,
  decided_at: iso.nullable(),
});

export const moderationItemFullSchema = z.object({
  item: moderationItemSchema,
  details: moderationDetailsSchema,
  member: moderationMemberSchema.nullable(),
  /** The member's other items, newest first (what was decided before). */
  history: z.array(moderationHistoryEntrySchema),
  /** Whether the caller may decide it now (not claimed by someone else, not escalated for a moderator). */
  can_decide: z.boolean(),
});
export type ModerationItemFull = z.infer<typeof moderationItemFullSchema>;

// ---------------------------------------------------------------------------------------------
// Inputs

export const moderationTypeParams = z.object({
  type: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z_]+$/, MODERATION_MESSAGES.unknownType),
});
export const moderationItemParams = z.object({ id: idParam(MODERATION_MESSAGES.notFound) });

export const moderationListQuery = z.object({
  view: moderationViewSchema.default('open'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MODERATION_PAGE_MAX).default(MODERATION_PAGE_SIZE),
});

const reasonText = z
  .string(MODERATION_MESSAGES.reasonRequired)
  .trim()
  .min(MODERATION_REASON_MIN, MODERATION_MESSAGES.reasonRequired)
  .max(MODERATION_REASON_MAX, MODERATION_MESSAGES.reasonRequired);

export const moderationRejectInput = z.object({
  category: z.enum(REJECTION_CATEGORY_KEYS, MODERATION_MESSAGES.reasonCategoryRequired),
  reason: reasonText,
});
export type ModerationRejectInput = z.infer<typeof moderationRejectInput>;

export const moderationEscalateInput = z.object({ note: reasonText });

/** What can be reported: a profile, a business review (issue 9); later features add their kinds. */
export const REPORT_SUBJECT_TYPES = ['profile', 'business_review', 'feed_post', 'feed_comment', 'conversation'] as const;
export type ReportSubjectType = (typeof REPORT_SUBJECT_TYPES)[number];

export const reportInput = z.object({
  subject_type: z.enum(REPORT_SUBJECT_TYPES),
  subject_id: z.uuid(MODERATION_MESSAGES.reportSubjectMissing),
  category: z.enum(REPORT_CATEGORY_KEYS, MODERATION_MESSAGES.reportCategoryRequired),
  details: z.string().trim().max(REPORT_DETAILS_MAX, MODERATION_MESSAGES.reportDetailsTooLong).default(''),
});
export type ReportInput = z.input<typeof reportInput>;

export const reportResultSchema = z.object({ id: z.uuid(), status: z.literal('open') });

/**
 * The moderation queue's approval may carry a reason the member is told: a removal request's decision
 * is explained to both sides; other kinds send none (no body is no reason).
 */
export const moderationApproveInput = z
  .object({
    reason: z
      .string(MODERATION_MESSAGES.reasonRequired)
      .trim()
      .min(MODERATION_REASON_MIN, MODERATION_MESSAGES.reasonRequired)
      .max(MODERATION_REASON_MAX, MODERATION_MESSAGES.reasonRequired)
      .optional(),
  })
  .optional();

/** Moderation (features/moderation): the queues, claiming and deciding items, and members' reports. */
export const moderationRoutes = {
  moderationQueues: {
    method: 'GET',
    path: '/api/v1/moderation/queues',
    summary: 'Moderation queues by type: open, escalated and overdue counts, oldest waiting age',
    tag: 'moderation',
    access: MODERATION_ACCESS,
    delegated: 'never',
    response: moderationSummarySchema,
  },
  moderationList: {
    method: 'GET',
    path: '/api/v1/moderation/queues/:type/items',
    summary: 'Items of one queue: open or escalated oldest first, decided newest first (keyset-paged)',
    tag: 'moderation',
    access: MODERATION_ACCESS,
    delegated: 'never',
    params: moderationTypeParams,
    query: moderationListQuery,
    response: moderationListSchema,
  },
  moderationItem: {
    method: 'GET',
    path: '/api/v1/moderation/items/:id',
    summary: "One item in full: the type's details, the member and their verification state, their history",
    tag: 'moderation',
    access: MODERATION_ACCESS,
    delegated: 'never',
    params: moderationItemParams,
    response: moderationItemFullSchema,
  },
  moderationClaim: {
    method: 'POST',
    path: '/api/v1/moderation/items/:id/claim',
    summary: "Claim an item (409 while someone else's claim is under 30 minutes old)",
    tag: 'moderation',
    access: MODERATION_ACCESS,
    delegated: 'never',
    params: moderationItemParams,
    response: moderationItemFullSchema,
  },
  moderationApprove: {
    method: 'POST',
    path: '/api/v1/moderation/items/:id/approve',
    summary: 'Approve an item (optionally with a reason, which the member is told); audited, and the member is notified',
    tag: 'moderation',
    access: MODERATION_ACCESS,
    delegated: 'never',
    params: moderationItemParams,
    body: moderationApproveInput,
    response: moderationItemFullSchema,
  },
  moderationReject: {
    method: 'POST',
    path: '/api/v1/moderation/items/:id/reject',
    summary: 'Reject an item with a reason category and text; the member gets a statement of reasons',
    tag: 'moderation',
    access: MODERATION_ACCESS,
    delegated: 'never',
    params: moderationItemParams,
    body: moderationRejectInput,
    response: moderationItemFullSchema,
  },
  moderationEscalate: {
    method: 'POST',
    path: '/api/v1/moderation/items/:id/escalate',
    summary: 'Hand an item to the admins with a note',
    tag: 'moderation',
    access: MODERATION_ACCESS,
    delegated: 'never',
    params: moderationItemParams,
    body: moderationEscalateInput,
    response: moderationItemFullSchema,
  },
  createReport: {
    method: 'POST',
    path: '/api/v1/reports',
    summary: 'Report a profile to the moderators (one open report per subject; rate-limited)',
    tag: 'moderation',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['reportPerAccount'],
    status: 201,
    body: reportInput,
    response: reportResultSchema,
  },
} as const satisfies Record<string, RouteDef>;
