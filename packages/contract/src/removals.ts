import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { enNumber } from './en-number';
import type { RouteDef } from './route-def.ts';

/**
 * Removal requests, complaints and DMCA (issue 18). Anyone, signed in or not, asks for portfolio content
 * to be removed: a person depicted in it (no consent, or consent withdrawn), a rights holder (a DMCA
 * notice with every element 17 U.S.C. 512(c)(3) requires) or anyone reporting illegal content (EU DSA
 * art. 16). The request is stored unconfirmed and a mail link confirms it; then it is a moderation-queue
 * item due in 7 business days. A depicted person's request and a DMCA notice hide the content on
 * confirmation; the uploader may answer a takedown with a counter-notice (512(g)(3)), after which the
 * content comes back 10 business days later unless the notifier reports a court action.
 */

export const REMOVAL_KINDS = ['depicted_person', 'copyright', 'illegal_content'] as const;
export type RemovalKind = (typeof REMOVAL_KINDS)[number];
export const REMOVAL_KIND_LABELS: Record<RemovalKind, string> = {
  depicted_person: 'I am shown in it',
  copyright: 'Copyright (DMCA notice)',
  illegal_content: 'Illegal content',
};
/** What the reviewer and the uploader read: the request's kind as a noun. */
export const REMOVAL_KIND_NOUNS: Record<RemovalKind, string> = {
  depicted_person: "Depicted person's removal request",
  copyright: 'DMCA notice',
  illegal_content: 'Illegal content report',
};

export const DEPICTED_REASONS = {
  no_consent: 'I never consented to this being published',
  consent_withdrawn: 'I withdraw the consent I gave',
} as const;
export type DepictedReason = keyof typeof DEPICTED_REASONS;

/** Kinds of illegal content (DSA art. 16); a person who may be under 18 is handled first by the moderators. */
export const ILLEGAL_CATEGORIES = {
  minor: 'A person who may be under 18',
  non_consensual_intimate: 'Intimate images shared without consent',
  trafficking_exploitation: 'Trafficking or exploitation',
  violence_threats: 'Violence or threats',
  hate: 'Illegal hate speech',
  privacy: 'Private data published (doxxing)',
  fraud: 'Fraud or scam',
  other: 'Other illegal content',
} as const;
export type IllegalCategory = keyof typeof ILLEGAL_CATEGORIES;

export const REMOVAL_STATUSES = ['unconfirmed', 'open', 'removed', 'rejected', 'counter_noticed', 'suit_filed', 'restored'] as const;
export type RemovalStatus = (typeof REMOVAL_STATUSES)[number];
export const REMOVAL_STATUS_LABELS: Record<RemovalStatus, string> = {
  unconfirmed: 'Waiting for your e-mail confirmation',
  open: 'In review',
  removed: 'Removed',
  rejected: 'Not removed',
  counter_noticed: 'Counter-notice received',
  suit_filed: 'Court action reported: stays removed',
  restored: 'Restored after a counter-notice',
};

export const REMOVAL_LIMITS = {
  /** Complaints are decided within this many business days (Mon-Fri; public holidays are not counted out). */
  decisionBusinessDays: 7,
  /** After a counter-notice the content comes back this many business days later unless a suit is reported (512(g)(2)(C): 10-14). */
  restoreBusinessDays: 10,
  /** Upheld DMCA takedowns (not restored by a counter-notice) within the window that suspend an account. */
  repeatInfringerThreshold: 3,
  repeatInfringerWindowMonths: 12,
  /** How long the confirmation link works. */
  confirmDays: 7,
  itemsMax: 10,
  urlsMax: 5000,
  nameMax: 200,
  detailsMin: 10,
  detailsMax: 4000,
  addressMax: 500,
  phoneMax: 40,
  courtReferenceMax: 200,
  perIp: { max: 10, windowSeconds: 60 * 60 },
  perEmail: { max: 5, windowSeconds: 60 * 60 },
} as const;

export const REMOVAL_MESSAGES = {
  kindRequired: 'Choose what kind of request this is.',
  reasonRequired: 'Choose a reason.',
  categoryRequired: 'Choose what kind of illegal content it is.',
  contentRequired: 'Paste the address of each item (open it and copy the address bar), one per line.',
  contentNotFound: 'We could not find that content. Paste the address of the item as shown in your browser.',
  contentTooMany: `One request covers at most ${REMOVAL_LIMITS.itemsMax} items.`,
  contentOneMember: 'List the content of one member per request.',
  urlsTooLong: 'That is too much text for the addresses.',
  nameRequired: 'Enter your full name.',
  nameTooLong: `Keep the name under ${REMOVAL_LIMITS.nameMax} characters.`,
  detailsRequired: `Tell us in at least ${REMOVAL_LIMITS.detailsMin} characters what is wrong.`,
  detailsTooLong: `Keep it under ${enNumber(REMOVAL_LIMITS.detailsMax)} characters.`,
  workRequired: 'Identify the copyrighted work: a link to the original or a description of it.',
  addressRequired: 'Enter your postal address.',
  phoneRequired: 'Enter a telephone number.',
  phoneInvalid: 'Enter a telephone number of digits, spaces and + ( ) - only.',
  goodFaithRequired: 'A DMCA notice needs this good-faith statement.',
  accurateRequired: 'Confirm this statement to send the request.',
  signatureRequired: 'Type your full name as your signature.',
  signatureMismatch: 'Your signature must be the full name you entered above.',
  tooMany: 'You have sent several requests in a short time. Please wait an hour before sending another.',
  notFound: 'There is no removal request with this reference, or the link is incomplete.',
  linkExpired: 'This confirmation link has expired. Please send the request again.',
  alreadyConfirmed: 'This request is already confirmed.',
  notCounterable: 'A counter-notice can only answer a DMCA takedown that is in force.',
  counterExists: 'A counter-notice was already sent for this takedown.',
  materialRequired: 'Identify the removed material and where it appeared.',
  mistakeRequired: 'A counter-notice needs this statement under penalty of perjury.',
  jurisdictionRequired: 'A counter-notice needs your consent to jurisdiction and service of process.',
  suitNotOpen: 'A court action can only be reported while a counter-notice waits for restoration.',
  courtReferenceRequired: 'Enter the court and case number of the action you filed.',
  sent: 'Check your e-mail to confirm your request',
  confirmed: 'Request confirmed',
  counterSent: 'Counter-notice sent',
  suitReported: 'Court action recorded',
  loadFailed: 'Could not load this request.',
} as const;

// ---------------------------------------------------------------------------------------------
// Business days

const DAY = 86_400_000;
const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6;

/**
 * `from` plus `days` business days (Monday to Friday, UTC; public holidays are counted as business
 * days). The time of day is kept; from a weekend the count starts on the Monday.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let t = from.getTime();
  let left = days;
  while (left > 0) {
    t += DAY;
    if (!isWeekend(new Date(t))) left -= 1;
  }
  return new Date(t);
}

// ---------------------------------------------------------------------------------------------
// Content named by a request

const UUID_RE = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Item ids named in pasted addresses (`/{member}?item=<id>`, `/portfolio/items/<id>`), in order, without repeats. */
export function itemIdsIn(text: string): string[] {
  return [...new Set((text.match(UUID_RE) ?? []).map((s) => s.toLowerCase()))];
}

/** The page a request's form opens at, for one item (the gallery's link) or for a kind (/dmca's). */
export const removalFormPath = (o: { item?: string; kind?: RemovalKind } = {}) => {
  const q = [o.kind ? `kind=${o.kind}` : '', o.item ? `item=${encodeURIComponent(o.item)}` : ''].filter(Boolean).join('&');
  return `/removal-requests/new${q ? `?${q}` : ''}`;
};

export const REFERENCE_RE = /^RR-[2-9A-HJ-NP-Z]{6}$/;

// ---------------------------------------------------------------------------------------------
// Inputs

const M = REMOVAL_MESSAGES;
const L = REMOVAL_LIMITS;
const text = (max: number, message: string) => z.string().trim().max(max, message);
const PHONE_RE = /^[+()\-.\s0-9]{5,}$/;

/**
 * One flat form for every kind, so the browser's form keeps what was typed when the kind changes;
 * the refinements ask for what each kind needs (every 512(c)(3) element for a DMCA notice).
 */
export const removalRequestInput = z
  .object({
    kind: z.enum(REMOVAL_KINDS, M.kindRequired),
    /** depicted_person: a DEPICTED_REASONS key; illegal_content: an ILLEGAL_CATEGORIES key; copyright: empty. */
    reason: z
      .union(
        [
          z.enum(Object.keys(DEPICTED_REASONS) as [DepictedReason, ...DepictedReason[]]),
          z.enum(Object.keys(ILLEGAL_CATEGORIES) as [IllegalCategory, ...IllegalCategory[]]),
          z.literal(''),
        ],
        { error: M.reasonRequired },
      )
      .default(''),
    /** The item picked when the form was opened from it. */
    item_id: z.union([z.uuid(M.contentNotFound), z.literal('')]).default(''),
    /** Addresses of the content, one per line (the 512(c)(3)(iii) identification and location). */
    urls: text(L.urlsMax, M.urlsTooLong).default(''),
    details: text(L.detailsMax, M.detailsTooLong).default(''),
    name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong),
    email: emailSchema,
    /** DMCA: identification of the copyrighted work. */
    work: text(L.detailsMax, M.detailsTooLong).default(''),
    address: text(L.addressMax, M.addressRequired).default(''),
    phone: text(L.phoneMax, M.phoneInvalid).default(''),
    /** DMCA: good-faith belief that the use is not authorised. */
    good_faith: z.boolean().default(false),
    /** Every kind: the information is accurate (DMCA: and, under penalty of perjury, authorised to act). */
    accurate: z.boolean().default(false),
    /** The typed full name (DMCA's electronic signature). */
    signature: text(L.nameMax, M.signatureRequired).default(''),
    /** Honeypot: hidden from people. A filled one is answered like any request and dropped. */
    website: z.string().max(500).optional(),
  })
  .superRefine((v, c) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) c.addIssue({ code: 'custom', path: [path], message });
    };
    if (!v.item_id && itemIdsIn(v.urls).length === 0) need(false, 'urls', M.contentRequired);
    if (itemIdsIn(v.urls).length + (v.item_id ? 1 : 0) > L.itemsMax + 1) need(false, 'urls', M.contentTooMany);
    need(v.accurate, 'accurate', M.accurateRequired);
    if (v.kind === 'depicted_person') {
      need(v.reason in DEPICTED_REASONS, 'reason', M.reasonRequired);
      need(v.details.length >= L.detailsMin, 'details', M.detailsRequired);
    } else if (v.kind === 'illegal_content') {
      need(v.reason in ILLEGAL_CATEGORIES, 'reason', M.categoryRequired);
      need(v.details.length >= L.detailsMin, 'details', M.detailsRequired);
    } else {
      need(v.work.length >= L.detailsMin, 'work', M.workRequired);
      need(v.address.length >= 5, 'address', M.addressRequired);
      need(v.phone.length > 0, 'phone', M.phoneRequired);
      if (v.phone.length > 0) need(PHONE_RE.test(v.phone), 'phone', M.phoneInvalid);
      need(v.good_faith, 'good_faith', M.goodFaithRequired);
      if (!v.signature) need(false, 'signature', M.signatureRequired);
      else need(v.signature.toLowerCase() === v.name.toLowerCase(), 'signature', M.signatureMismatch);
    }
  });
export type RemovalRequestInput = z.input<typeof removalRequestInput>;

export const referenceParams = z.object({ reference: z.string().trim().toUpperCase().regex(REFERENCE_RE, M.notFound) });
export const removalTokenQuery = z.object({ token: z.string().trim().min(20, M.notFound).max(100, M.notFound) });
export const removalConfirmInput = removalTokenQuery;

export const counterNoticeInput = z
  .object({
    /** Identification of the removed material and where it appeared (512(g)(3)(B)). */
    material: z.string(M.materialRequired).trim().min(L.detailsMin, M.materialRequired).max(L.detailsMax, M.detailsTooLong),
    /** Under penalty of perjury: removed by mistake or misidentification (512(g)(3)(C)). */
    good_faith_mistake: z.boolean().default(false),
    /** Consent to the federal district court's jurisdiction and to accept service (512(g)(3)(D)). */
    jurisdiction_consent: z.boolean().default(false),
    name: z.string(M.nameRequired).trim().min(1, M.nameRequired).max(L.nameMax, M.nameTooLong),
    address: z.string(M.addressRequired).trim().min(5, M.addressRequired).max(L.addressMax, M.addressRequired),
    phone: z.string(M.phoneRequired).trim().min(1, M.phoneRequired).max(L.phoneMax, M.phoneInvalid).regex(PHONE_RE, M.phoneInvalid),
    signature: z.string(M.signatureRequired).trim().min(1, M.signatureRequired).max(L.nameMax, M.signatureRequired),
  })
  .superRefine((v, c) => {
    if (!v.good_faith_mistake) c.addIssue({ code: 'custom', path: ['good_faith_mistake'], message: M.mistakeRequired });
    if (!v.jurisdiction_consent) c.addIssue({ code: 'custom', path: ['jurisdiction_consent'], message: M.jurisdictionRequired });
  });
export type CounterNoticeInput = z.input<typeof counterNoticeInput>;

export const suitInput = z.object({
  token: removalTokenQuery.shape.token,
  court_reference: z
    .string(M.courtReferenceRequired)
    .trim()
    .min(3, M.courtReferenceRequired)
    .max(L.courtReferenceMax, M.courtReferenceRequired),
});

// ---------------------------------------------------------------------------------------------
// Responses

const iso = z.string();

export const removalCreatedSchema = z.object({ reference: z.string(), email: z.string() });

const counterNoticeSchema = z.object({
  received_at: iso,
  material: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  signature: z.string(),
});

const suitSchema = z.object({ reported_at: iso, court_reference: z.string() });

/** The requester's status page (the reference and its token are the key; no account needed). */
export const removalStatusSchema = z.object({
  reference: z.string(),
  kind: z.enum(REMOVAL_KINDS),
  reason: z.string(),
  status: z.enum(REMOVAL_STATUSES),
  urls: z.array(z.string()),
  item_count: z.number().int(),
  created_at: iso,
  confirmed_at: iso.nullable(),
  /** The decision is due by then (7 business days after confirmation). */
  due_at: iso.nullable(),
  /** Whether the content is hidden from everyone now. */
  content_hidden: z.boolean(),
  decided_at: iso.nullable(),
  decision: z.enum(['removed', 'rejected']).nullable(),
  /** The statement of reasons (DSA art. 17): the decision, the facts, the ground, how to contest it. */
  statement: z.string().nullable(),
  counter_notice: counterNoticeSchema.nullable(),
  /** When the content comes back unless a court action is reported. */
  restore_due_at: iso.nullable(),
  suit: suitSchema.nullable(),
  restored_at: iso.nullable(),
  can_report_suit: z.boolean(),
});
export type RemovalStatusView = z.infer<typeof removalStatusSchema>;

/** The uploader's view of a request against their content (the takedown page). */
export const takedownSchema = z.object({
  reference: z.string(),
  kind: z.enum(REMOVAL_KINDS),
  reason: z.string(),
  status: z.enum(REMOVAL_STATUSES),
  items: z.array(z.object({ id: z.uuid(), title: z.string(), thumbnail_url: z.string().nullable() })),
  created_at: iso,
  confirmed_at: iso.nullable(),
  due_at: iso.nullable(),
  content_hidden: z.boolean(),
  /** What the requester wrote (for a DMCA notice the work and the statements; never their postal address or phone). */
  details: z.string(),
  notice: z.object({ work: z.string(), notifier_name: z.string(), notifier_email: z.string(), signature: z.string() }).nullable(),
  decided_at: iso.nullable(),
  decision: z.enum(['removed', 'rejected']).nullable(),
  statement: z.string().nullable(),
  can_counter_notice: z.boolean(),
  counter_notice: counterNoticeSchema.nullable(),
  restore_due_at: iso.nullable(),
  suit: suitSchema.nullable(),
  restored_at: iso.nullable(),
  /** Upheld DMCA takedowns against the member in the window, and the threshold that suspends. */
  strikes: z.object({ count: z.number().int(), threshold: z.number().int(), window_months: z.number().int() }),
});
export type TakedownView = z.infer<typeof takedownSchema>;

// ---------------------------------------------------------------------------------------------
// Routes

export const removalRoutes = {
  createRemovalRequest: {
    method: 'POST',
    path: '/api/v1/removal-requests',
    summary: 'Ask for content to be removed (depicted person, DMCA notice, illegal content); a mail link confirms it',
    tag: 'removals',
    access: 'public',
    delegated: 'manager',
    rateLimit: ['removalPerIp', 'removalPerEmail'],
    status: 201,
    body: removalRequestInput,
    response: removalCreatedSchema,
  },
  removalRequestStatus: {
    method: 'GET',
    path: '/api/v1/removal-requests/:reference',
    summary: "A removal request's status page for its requester (the mailed token is the key)",
    tag: 'removals',
    access: 'public',
    delegated: 'viewer',
    params: referenceParams,
    query: removalTokenQuery,
    response: removalStatusSchema,
  },
  confirmRemovalRequest: {
    method: 'POST',
    path: '/api/v1/removal-requests/:reference/confirm',
    summary: 'Confirm a removal request from its mail link: it enters the moderation queue (and hides the content where the kind does)',
    tag: 'removals',
    access: 'public',
    delegated: 'manager',
    params: referenceParams,
    body: removalConfirmInput,
    response: removalStatusSchema,
  },
  reportRemovalSuit: {
    method: 'POST',
    path: '/api/v1/removal-requests/:reference/suit',
    summary: 'DMCA notifier: report the court action filed after a counter-notice; the content stays removed',
    tag: 'removals',
    access: 'public',
    delegated: 'manager',
    params: referenceParams,
    body: suitInput,
    response: removalStatusSchema,
  },
  takedownNotice: {
    method: 'GET',
    path: '/api/v1/removal-requests/:reference/takedown',
    summary: "A removal request against the caller's content: the notice, the decision, the counter-notice",
    tag: 'removals',
    access: 'user',
    delegated: 'viewer',
    params: referenceParams,
    response: takedownSchema,
  },
  submitCounterNotice: {
    method: 'POST',
    path: '/api/v1/removal-requests/:reference/counter-notice',
    summary: 'The uploader answers a DMCA takedown with a counter-notice; restoration is scheduled 10 business days later',
    tag: 'removals',
    access: 'user',
    delegated: 'manager',
    params: referenceParams,
    body: counterNoticeInput,
    response: takedownSchema,
  },
} as const satisfies Record<string, RouteDef>;
