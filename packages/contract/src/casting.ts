import { z } from 'zod';
import {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  callOrder,
  castingIdParams,
  dateOnly,
  optionalDate,
  rate,
  rateUnitSchema,
} from './casting-common.ts';
import { okSchema } from './common.ts';
import { networkMemberSchema } from './network.ts';
import { publicPortfolioItemSchema } from './portfolio.ts';
import { contentTypeSchema } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

export * from './casting-alerts.ts';
export {
  CASTING_LIMITS,
  CASTING_MESSAGES,
  castingIdParams,
  RATE_UNIT_LABELS,
  RATE_UNITS,
  rateUnitSchema,
} from './casting-common.ts';
export * from './casting-proposals.ts';
export * from './studio-news.ts';

// Casting (issue 13, spec §2 /casting, /casting-forms, /casting-proposals, /studio-news): studios build
// application forms and open casting calls, creators apply with their portfolio, studios review
// (shortlist, private notes, reject, offer); studios also send proposals straight to a creator, who
// accepts, declines or counters. An accepted offer or proposal can open a collaboration. Studios post
// news to their followers' feeds.

export const CASTING_FIELD_TYPES = [
  'text',
  'long_text',
  'number',
  'date',
  'choice',
  'multi_choice',
  'media_request',
  'yes_no',
  'consent',
] as const;
export type CastingFieldType = (typeof CASTING_FIELD_TYPES)[number];
export const CASTING_FIELD_LABELS: Record<CastingFieldType, string> = {
  text: 'Short text',
  long_text: 'Long text',
  number: 'Number',
  date: 'Date',
  choice: 'Choice (one)',
  multi_choice: 'Multiple choice',
  media_request: 'Media request (portfolio items)',
  yes_no: 'Yes / no',
  consent: 'Consent statement',
};

export const castingFieldSchema = z.object({
  /** A stable key for answers: letters, digits, '_' or '-'. */
  id: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'A field key is 1 to 40 lowercase letters, digits, _ or -.'),
  type: z.enum(CASTING_FIELD_TYPES),
  label: z.string().trim().min(1, CASTING_MESSAGES.labelRequired).max(CASTING_LIMITS.fieldLabelMax),
  help: z.string().trim().max(CASTING_LIMITS.fieldHelpMax).nullable().optional(),
  required: z.boolean(),
  options: z.array(z.string().trim().min(1).max(CASTING_LIMITS.optionMax)).max(CASTING_LIMITS.optionsMax).optional(),
});
export type CastingField = z.infer<typeof castingFieldSchema>;

export const castingFormInput = z
  .object({
    title: z.string().trim().min(1, CASTING_MESSAGES.titleRequired).max(CASTING_LIMITS.formTitleMax),
    description: z.string().trim().max(CASTING_LIMITS.formDescriptionMax).nullable().optional(),
    fields: z.array(castingFieldSchema).min(1, CASTING_MESSAGES.fieldsEmpty).max(CASTING_LIMITS.fieldsMax),
  })
  .superRefine((v, c) => {
    const seen = new Set<string>();
    v.fields.forEach((f, i) => {
      if (seen.has(f.id)) c.addIssue({ code: 'custom', path: ['fields', i, 'id'], message: CASTING_MESSAGES.fieldIdsUnique });
      seen.add(f.id);
      if ((f.type === 'choice' || f.type === 'multi_choice') && new Set(f.options ?? []).size < 2)
        c.addIssue({ code: 'custom', path: ['fields', i, 'options'], message: CASTING_MESSAGES.optionsNeeded });
    });
  });
export type CastingFormInput = z.input<typeof castingFormInput>;

export const castingFormSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  fields: z.array(castingFieldSchema),
  /** Casting calls that use it. */
  calls: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CastingForm = z.infer<typeof castingFormSchema>;
export const castingFormListSchema = z.object({ items: z.array(castingFormSchema) });

// ---------------------------------------------------------------------------------------------------
// Answers: one rule for the browser's form and the server's check

export type CastingAnswer = string | number | boolean | string[];
export const castingAnswersSchema = z.record(
  z.string().max(40),
  z.union([z.string().max(CASTING_LIMITS.longTextAnswerMax), z.number(), z.boolean(), z.array(z.string().max(100)).max(40)]),
);
export type CastingAnswers = z.infer<typeof castingAnswersSchema>;

const isBlank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);
const M = CASTING_MESSAGES;
const ITEM_ID = /^[0-9a-f-]{36}$/i;

/** What one field takes once answered, with its words. */
function answerValue(f: CastingField) {
  const options = f.options ?? [];
  switch (f.type) {
    case 'text':
    case 'long_text': {
      const max = f.type === 'text' ? CASTING_LIMITS.textAnswerMax : CASTING_LIMITS.longTextAnswerMax;
      return z.string(M.answerRequired).trim().max(max, M.answerTooLong);
    }
    case 'number':
      return z.number(M.answerNumber);
    case 'date':
      return z
        .string(M.answerDate)
        .regex(/^\d{4}-\d{2}-\d{2}$/, M.answerDate)
        .refine((v) => !Number.isNaN(Date.parse(v)), M.answerDate);
    case 'choice':
      return z.string(M.answerChoice).refine((v) => options.includes(v), M.answerChoice);
    case 'multi_choice':
      return z
        .array(z.unknown(), M.answerChoices)
        .refine((v) => v.every((x) => typeof x === 'string' && options.includes(x)) && new Set(v).size === v.length, M.answerChoices);
    case 'media_request':
      return z
        .array(z.unknown(), M.answerMedia)
        .refine(
          (v) => v.length <= CASTING_LIMITS.attachmentsMax && v.every((x) => typeof x === 'string' && ITEM_ID.test(x)),
          M.answerMedia,
        );
    case 'yes_no':
      return z.boolean(M.answerYesNo);
    case 'consent':
      return z.literal(true, M.answerConsent);
  }
}

/** One field's answer: blank (or a consent not given) is no answer, which only an optional field takes. */
function answerSchema(f: CastingField) {
  const value = answerValue(f);
  const missing = f.type === 'consent' ? M.answerConsent : M.answerRequired;
  return z.preprocess(
    (v) => (isBlank(v) || (f.type === 'consent' && v === false) ? undefined : v),
    f.required
      ? z
          .unknown()
          .refine((v) => v !== undefined, missing)
          .pipe(value)
      : value.optional(),
  );
}

/**
 * The answers one casting form takes, built from its fields: required fields, each field's type,
 * choices among the options, consent given, no field the form does not have. The apply dialog's
 * resolver and the server's check (checkAnswers) are this one schema. Media requests carry portfolio
 * item ids; whether they are the applicant's own published items is the server's check.
 */
export function castingAnswersFor(fields: readonly CastingField[]) {
  return z.object(Object.fromEntries(fields.map((f) => [f.id, answerSchema(f)]))).catchall(z.custom<never>(() => false, M.noSuchField));
}

/** The answers' faults as { field id: message } (empty when all pass): castingAnswersFor, one message a field. */
export function checkAnswers(fields: readonly CastingField[], answers: Record<string, CastingAnswer | undefined>): Record<string, string> {
  const r = castingAnswersFor(fields).safeParse(answers);
  const errors: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

// ---------------------------------------------------------------------------------------------------
// Casting calls

export const CALL_STATUSES = ['open', 'closed'] as const;

const callShape = z.object({
  form_id: z.uuid(CASTING_MESSAGES.noSuchForm),
  title: z.string().trim().min(1, CASTING_MESSAGES.titleRequired).max(CASTING_LIMITS.titleMax),
  role_description: z.string().trim().min(1, CASTING_MESSAGES.roleRequired).max(CASTING_LIMITS.roleDescriptionMax),
  starts_on: optionalDate,
  ends_on: optionalDate,
  location: z.string().trim().max(CASTING_LIMITS.locationMax).nullable().optional(),
  rate_min: rate.nullable().optional(),
  rate_max: rate.nullable().optional(),
  rate_unit: rateUnitSchema.default('per_scene'),
  content_types: z.array(contentTypeSchema).max(7).default([]),
  disclosure: z.string().trim().min(1, CASTING_MESSAGES.disclosureRequired).max(CASTING_LIMITS.disclosureMax),
  deadline: z.iso.date(CASTING_MESSAGES.deadlineRequired),
  status: z.enum(CALL_STATUSES).default('open'),
});
export const castingCallInput = callShape.superRefine(callOrder);
export type CastingCallInput = z.input<typeof castingCallInput>;
/** A change: any of the fields (open/close is `status`). */
export const castingCallPatch = callShape.partial().strict().superRefine(callOrder);
export type CastingCallPatch = z.input<typeof castingCallPatch>;

export const castingCallSchema = z.object({
  id: z.uuid(),
  studio: networkMemberSchema,
  form_id: z.uuid(),
  title: z.string(),
  role_description: z.string(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  location: z.string().nullable(),
  rate_min: z.number().int().nullable(),
  rate_max: z.number().int().nullable(),
  rate_unit: rateUnitSchema,
  content_types: z.array(contentTypeSchema),
  disclosure: z.string(),
  deadline: z.string(),
  status: z.enum(CALL_STATUSES),
  /** Open and the deadline not passed. */
  accepting: z.boolean(),
  created_at: z.string(),
  /** For the studio that owns it; null for anyone else. */
  applicants: z.number().int().nullable(),
  /** The reader's own application, if any. */
  my_application: z.object({ id: z.uuid(), status: z.string() }).nullable(),
});
export type CastingCall = z.infer<typeof castingCallSchema>;

/** One call with the form an applicant fills. */
export const castingCallDetailSchema = castingCallSchema.extend({
  form: z.object({ title: z.string(), description: z.string().nullable(), fields: z.array(castingFieldSchema) }),
});
export type CastingCallDetail = z.infer<typeof castingCallDetailSchema>;

export const castingCallListSchema = z.object({ items: z.array(castingCallSchema), next_page: z.number().int().nullable() });
export type CastingCallList = z.infer<typeof castingCallListSchema>;

export const castingBrowseQuery = z.object({
  q: z.string().trim().max(100).optional(),
  content_type: contentTypeSchema.optional(),
  location: z.string().trim().max(CASTING_LIMITS.locationMax).optional(),
  /** Calls whose top rate reaches at least this. */
  min_rate: z.coerce.number().int().min(0).max(CASTING_LIMITS.rateMax).optional(),
  /** Calls whose shoot starts on or after this date. */
  from: dateOnly.optional(),
  page: z.coerce.number().int().min(1).max(500).optional(),
});
export type CastingBrowseQuery = z.input<typeof castingBrowseQuery>;

// ---------------------------------------------------------------------------------------------------
// Applications

export const APPLICATION_STATUSES = ['submitted', 'shortlisted', 'rejected', 'offered', 'accepted', 'declined'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  shortlisted: 'Shortlisted',
  rejected: 'Not selected',
  offered: 'Offer made',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
};

export const castingApplicationInput = z.object({
  answers: castingAnswersSchema.default({}),
  portfolio_item_ids: z.array(z.uuid()).max(CASTING_LIMITS.attachmentsMax, CASTING_MESSAGES.attachmentsLimit).default([]),
  disclosure_acknowledged: z.literal(true, CASTING_MESSAGES.acknowledgeDisclosure),
  /** The disclosure text the applicant read; when sent, it must still be the call's (409 disclosureChanged otherwise). */
  disclosure_seen: z.string().max(CASTING_LIMITS.disclosureMax).optional(),
});
export type CastingApplicationInput = z.input<typeof castingApplicationInput>;

const offerSchema = z.object({ message: z.string(), rate: z.number().int().nullable(), rate_unit: rateUnitSchema });

/** An application as the studio reviewing it sees it (with its private note). */
export const castingApplicantSchema = z.object({
  id: z.uuid(),
  call_id: z.uuid(),
  applicant: networkMemberSchema,
  answers: castingAnswersSchema,
  portfolio: z.array(publicPortfolioItemSchema),
  status: z.enum(APPLICATION_STATUSES),
  /** Private to the studio. */
  note: z.string().nullable(),
  offer: offerSchema.nullable(),
  collaboration_id: z.uuid().nullable(),
  /** The disclosure as this applicant acknowledged it; differs from the call's when the studio edited it since. */
  acknowledged_disclosure: z.string().nullable(),
  /** The form's fields as this applicant answered them; null for applications made before they were kept. */
  form_fields: z.array(castingFieldSchema).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CastingApplicant = z.infer<typeof castingApplicantSchema>;
export const castingApplicantListSchema = z.object({ call: castingCallDetailSchema, items: z.array(castingApplicantSchema) });
export type CastingApplicantList = z.infer<typeof castingApplicantListSchema>;

/** An application as its applicant sees it: never the studio's note. */
export const myCastingApplicationSchema = z.object({
  id: z.uuid(),
  call: z.object({ id: z.uuid(), title: z.string(), studio: networkMemberSchema, deadline: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  offer: offerSchema.nullable(),
  collaboration_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MyCastingApplication = z.infer<typeof myCastingApplicationSchema>;
export const myCastingApplicationListSchema = z.object({ items: z.array(myCastingApplicationSchema) });

export const castingReviewInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('shortlist') }),
  z.object({ action: z.literal('unshortlist') }),
  z.object({ action: z.literal('reject') }),
  z.object({ action: z.literal('note'), note: z.string().trim().max(CASTING_LIMITS.noteMax) }),
  z.object({
    action: z.literal('offer'),
    message: z.string().trim().min(1, CASTING_MESSAGES.messageRequired).max(CASTING_LIMITS.messageMax),
    rate: rate.nullable().optional(),
    rate_unit: rateUnitSchema.default('per_scene'),
  }),
]);
export type CastingReviewInput = z.input<typeof castingReviewInput>;

export const castingOfferAnswerInput = z.object({ decision: z.enum(['accept', 'decline']) });

/** Forms, calls and applications' routes (features/casting); proposals and studio news have their own. */
export const castingRoutes = {
  myCastingForms: {
    method: 'GET',
    path: '/api/v1/casting/forms',
    summary: 'Your studio’s casting forms (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    response: castingFormListSchema,
  },
  createCastingForm: {
    method: 'POST',
    path: '/api/v1/casting/forms',
    summary: 'Build a casting form: ordered fields of nine types, each required or not (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: castingFormInput,
    response: castingFormSchema,
  },
  updateCastingForm: {
    method: 'PUT',
    path: '/api/v1/casting/forms/:id',
    summary: 'Replace a casting form of yours (applications already sent keep their answers)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    body: castingFormInput,
    response: castingFormSchema,
  },
  deleteCastingForm: {
    method: 'DELETE',
    path: '/api/v1/casting/forms/:id',
    summary: 'Delete a casting form of yours that no casting call uses',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    response: okSchema,
  },
  browseCastingCalls: {
    method: 'GET',
    path: '/api/v1/casting/calls',
    summary: 'Open casting calls, soonest deadline first; filter by words, content type, location, rate and start date',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    query: castingBrowseQuery,
    response: castingCallListSchema,
  },
  myCastingCalls: {
    method: 'GET',
    path: '/api/v1/casting/calls/mine',
    summary: 'Your studio’s casting calls, open and closed, with applicant counts (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    response: castingCallListSchema,
  },
  createCastingCall: {
    method: 'POST',
    path: '/api/v1/casting/calls',
    summary: 'Open a casting call on one of your forms (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: castingCallInput,
    response: castingCallDetailSchema,
  },
  castingCall: {
    method: 'GET',
    path: '/api/v1/casting/calls/:id',
    summary: 'One casting call with its form: an open one to any member, a closed one to its studio and applicants',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    params: castingIdParams,
    response: castingCallDetailSchema,
  },
  updateCastingCall: {
    method: 'PATCH',
    path: '/api/v1/casting/calls/:id',
    summary: 'Change a casting call of yours, or open or close it',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    body: castingCallPatch,
    response: castingCallDetailSchema,
  },
  applyToCastingCall: {
    method: 'POST',
    path: '/api/v1/casting/calls/:id/applications',
    summary: 'Apply to an open call: the form’s answers, your published portfolio items, the disclosure acknowledged (creators only)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    params: castingIdParams,
    body: castingApplicationInput,
    response: myCastingApplicationSchema,
  },
  castingApplicants: {
    method: 'GET',
    path: '/api/v1/casting/calls/:id/applications',
    summary: 'The applicants to a casting call of yours, with answers, portfolio items, status and your private notes',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    params: castingIdParams,
    response: castingApplicantListSchema,
  },
  myCastingApplications: {
    method: 'GET',
    path: '/api/v1/casting/applications/mine',
    summary: 'Your applications and their status',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    response: myCastingApplicationListSchema,
  },
  reviewCastingApplication: {
    method: 'POST',
    path: '/api/v1/casting/applications/:id/review',
    summary: 'Shortlist, reject, note (private) or make an offer on an application to your call',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    body: castingReviewInput,
    response: castingApplicantSchema,
  },
  answerCastingOffer: {
    method: 'POST',
    path: '/api/v1/casting/applications/:id/answer',
    summary: 'Accept or decline the offer on your application (accepting can open a collaboration)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    body: castingOfferAnswerInput,
    response: myCastingApplicationSchema,
  },
} as const satisfies Record<string, RouteDef>;
