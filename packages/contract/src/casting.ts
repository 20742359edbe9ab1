import { z } from 'zod';
import { idParam, okSchema } from './common.ts';
import { networkMemberSchema } from './network.ts';
import { PORTFOLIO_LIMITS, publicPortfolioItemSchema } from './portfolio.ts';
import { contentTypeSchema } from './profiles.ts';
import type { RouteDef } from './route-def.ts';

// Casting (issue 13, spec §2 /casting, /casting-forms, /casting-proposals, /studio-news): studios build
// application forms and open casting calls, creators apply with their portfolio, studios review
// (shortlist, private notes, reject, offer); studios also send proposals straight to a creator, who
// accepts, declines or counters. An accepted offer or proposal can open a collaboration. Studios post
// news to their followers' feeds.

export const CASTING_LIMITS = {
  formTitleMax: 120,
  formDescriptionMax: 2_000,
  /** Fields on one form (ours; the spec is silent). */
  fieldsMax: 40,
  fieldLabelMax: 300,
  fieldHelpMax: 500,
  optionsMax: 20,
  optionMax: 100,
  /** One answer to a text field; a long-text answer may be longer. */
  textAnswerMax: 300,
  longTextAnswerMax: 4_000,
  /** Portfolio items attached to one application (ours): the free portfolio's own ceiling. */
  attachmentsMax: 12,
  titleMax: 120,
  roleDescriptionMax: 4_000,
  disclosureMax: 4_000,
  locationMax: 200,
  messageMax: 2_000,
  noteMax: 2_000,
  /** Whole currency units; a shoot above this is a typo. */
  rateMax: 1_000_000,
  /** Casting calls and forms a studio may keep (ours). */
  formsMax: 100,
  callsPageSize: 20,
  newsTitleMax: 120,
  /** Title and body go out as one feed post (FEED_LIMITS.postMax 1,000), so the body is shorter. */
  newsBodyMax: 860,
  newsImageMaxBytes: 10 * 1024 * 1024,
} as const;

export const CASTING_MESSAGES = {
  studiosOnly: 'Only studio accounts can do this. Casting forms, casting calls, proposals and studio news are for studios.',
  creatorsOnly: 'Only creator accounts can apply to casting calls and answer proposals.',
  noSuchForm: 'This casting form does not exist.',
  noSuchCall: 'This casting call does not exist or is closed.',
  noSuchApplication: 'This application does not exist.',
  noSuchProposal: 'This proposal does not exist.',
  noSuchCreator: 'There is no creator with that username.',
  noSuchNews: 'This news post does not exist.',
  formInUse: 'This form is used by a casting call. Close or change the call first.',
  formsLimit: `You can keep up to ${CASTING_LIMITS.formsMax} casting forms.`,
  fieldsEmpty: 'Add at least one field.',
  fieldIdsUnique: 'Two fields have the same key.',
  optionsNeeded: 'A choice field needs at least two options.',
  labelRequired: 'Give the field a label.',
  titleRequired: 'Give it a title.',
  roleRequired: 'Describe the role.',
  disclosureRequired: 'Describe the nudity and acts involved, so applicants know what they apply for.',
  deadlineRequired: 'Set an application deadline.',
  deadlinePast: 'The deadline must be today or later.',
  datesOrder: 'The end date must be on or after the start date.',
  rateOrder: 'The highest rate must be at least the lowest.',
  callClosed: 'This casting call is closed to new applications.',
  alreadyApplied: 'You have already applied to this casting call.',
  acknowledgeDisclosure: 'Read and acknowledge the nudity and acts disclosure to apply.',
  answerRequired: 'This field is required.',
  answerNumber: 'Enter a number.',
  answerDate: 'Enter a date.',
  answerChoice: 'Choose one of the options.',
  answerChoices: 'Choose from the options.',
  answerYesNo: 'Answer yes or no.',
  answerConsent: 'You must agree to this statement to apply.',
  answerTooLong: 'This answer is too long.',
  answerMedia: 'Attach items from your published portfolio.',
  attachmentsNotYours: 'Attach only published items of your own portfolio.',
  attachmentsLimit: `Attach at most ${CASTING_LIMITS.attachmentsMax} portfolio items.`,
  // The apply dialog's one picker, when there is nothing published to pick (issue 31).
  attachHeading: 'Portfolio items to attach',
  noPublishedItems: 'No published items yet.',
  addToPortfolio: 'Add some to your portfolio',
  /** An upload still in moderation (spec §9: up to 48 hours): when a moderator will have decided. */
  uploadWaiting: (n: number, due: string) =>
    `${n === 1 ? 'Your upload is' : `${n} of your uploads are`} waiting for review. A moderator decides by ${due} (within ${PORTFOLIO_LIMITS.moderationHours} hours of the upload); you can attach ${n === 1 ? 'it' : 'them'} here once published.`,
  uploadOverdue: (n: number) =>
    `${n === 1 ? 'Your upload is' : `${n} of your uploads are`} waiting for review and due for a decision now; you can attach ${n === 1 ? 'it' : 'them'} here once published.`,
  mediaNeeded: 'This call asks for portfolio items, so you can apply once you have a published item.',
  nothingToPickAbove: 'Nothing published to pick yet (see above).',
  blocked: 'You cannot work with this member.',
  notYourself: 'You cannot send a proposal to yourself.',
  wrongState: 'This can no longer be done: the application or proposal has moved on.',
  messageRequired: 'Write a message.',
  applied: 'Application sent.',
  offerSent: 'Offer sent.',
  proposalSent: 'Proposal sent.',
  newsEmpty: 'Write a title and some text.',
  // Editing a call (issue 13 gaps): applicants keep the disclosure they acknowledged.
  disclosureChanged: 'The studio changed the disclosure since you opened this call. Read it again before you apply.',
  editCall: 'Edit',
  editCallTitle: 'Edit casting call',
  callSaved: 'Casting call saved.',
  disclosureEditWarning: (n: number) =>
    `${n === 1 ? 'One applicant' : `${n} applicants`} acknowledged the current text. They keep the text they acknowledged; only new applicants acknowledge the change.`,
  acknowledgedEarlier: 'This applicant acknowledged an earlier version of the disclosure:',
} as const;

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

export const RATE_UNITS = ['per_scene', 'per_day', 'flat'] as const;
export const RATE_UNIT_LABELS: Record<(typeof RATE_UNITS)[number], string> = {
  per_scene: 'per scene',
  per_day: 'per day',
  flat: 'flat fee',
};
export const rateUnitSchema = z.enum(RATE_UNITS);

const dateOnly = z.iso.date('Enter a date as YYYY-MM-DD.');
const optionalDate = dateOnly.nullable().optional();
const rate = z
  .number()
  .int('Whole amounts only.')
  .min(0, 'A rate cannot be negative.')
  .max(CASTING_LIMITS.rateMax, 'That rate is too high.');

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

const isBlank = (v: CastingAnswer | undefined) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

/**
 * Checks answers against a form: required fields, each field's type, choices among the options,
 * consent given. Answers { field id: message } for the ones that fail (empty when all pass). Media
 * requests carry portfolio item ids; whether they are the applicant's own published items is the
 * server's check.
 */
export function checkAnswers(fields: readonly CastingField[], answers: Record<string, CastingAnswer | undefined>): Record<string, string> {
  const errors: Record<string, string> = {};
  const known = new Set(fields.map((f) => f.id));
  for (const key of Object.keys(answers)) if (!known.has(key)) errors[key] = 'This form has no such field.';
  for (const f of fields) {
    const v = answers[f.id];
    if (isBlank(v) || (f.type === 'consent' && v === false)) {
      if (f.required) errors[f.id] = f.type === 'consent' ? CASTING_MESSAGES.answerConsent : CASTING_MESSAGES.answerRequired;
      continue;
    }
    switch (f.type) {
      case 'text':
      case 'long_text': {
        const max = f.type === 'text' ? CASTING_LIMITS.textAnswerMax : CASTING_LIMITS.longTextAnswerMax;
        if (typeof v !== 'string') errors[f.id] = CASTING_MESSAGES.answerRequired;
        else if (v.trim().length > max) errors[f.id] = CASTING_MESSAGES.answerTooLong;
        break;
      }
      case 'number':
        if (typeof v !== 'number' || !Number.isFinite(v)) errors[f.id] = CASTING_MESSAGES.answerNumber;
        break;
      case 'date':
        if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v)))
          errors[f.id] = CASTING_MESSAGES.answerDate;
        break;
      case 'choice':
        if (typeof v !== 'string' || !(f.options ?? []).includes(v)) errors[f.id] = CASTING_MESSAGES.answerChoice;
        break;
      case 'multi_choice':
        if (!Array.isArray(v) || v.some((x) => !(f.options ?? []).includes(x)) || new Set(v).size !== v.length)
          errors[f.id] = CASTING_MESSAGES.answerChoices;
        break;
      case 'media_request':
        if (!Array.isArray(v) || v.length > CASTING_LIMITS.attachmentsMax || v.some((x) => !/^[0-9a-f-]{36}$/i.test(x)))
          errors[f.id] = CASTING_MESSAGES.answerMedia;
        break;
      case 'yes_no':
        if (typeof v !== 'boolean') errors[f.id] = CASTING_MESSAGES.answerYesNo;
        break;
      case 'consent':
        if (v !== true) errors[f.id] = CASTING_MESSAGES.answerConsent;
        break;
    }
  }
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
const callOrder = (
  v: { starts_on?: string | null; ends_on?: string | null; rate_min?: number | null; rate_max?: number | null },
  c: z.RefinementCtx,
) => {
  if (v.starts_on && v.ends_on && v.ends_on < v.starts_on)
    c.addIssue({ code: 'custom', path: ['ends_on'], message: CASTING_MESSAGES.datesOrder });
  if (v.rate_min != null && v.rate_max != null && v.rate_max < v.rate_min)
    c.addIssue({ code: 'custom', path: ['rate_max'], message: CASTING_MESSAGES.rateOrder });
};
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

export const castingIdParams = z.object({ id: idParam('This does not exist.') });

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

// ---------------------------------------------------------------------------------------------------
// Proposals: a studio to one creator

export const PROPOSAL_STATUSES = ['pending', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = {
  pending: 'Pending',
  countered: 'Counter-offer',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};

export const castingProposalInput = z
  .object({
    /** The creator: their username (with or without @) or id. */
    creator: z.string().trim().min(1, 'Enter the creator’s username.').max(100),
    role: z.string().trim().min(1, CASTING_MESSAGES.roleRequired).max(CASTING_LIMITS.titleMax),
    description: z.string().trim().max(CASTING_LIMITS.roleDescriptionMax).nullable().optional(),
    starts_on: optionalDate,
    ends_on: optionalDate,
    rate: rate.nullable().optional(),
    rate_unit: rateUnitSchema.default('per_scene'),
    location: z.string().trim().max(CASTING_LIMITS.locationMax).nullable().optional(),
    disclosure: z.string().trim().min(1, CASTING_MESSAGES.disclosureRequired).max(CASTING_LIMITS.disclosureMax),
    message: z.string().trim().max(CASTING_LIMITS.messageMax).nullable().optional(),
  })
  .superRefine(callOrder);
export type CastingProposalInput = z.input<typeof castingProposalInput>;

const termsSchema = z.object({
  rate: z.number().int().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  message: z.string().nullable(),
});

export const castingProposalSchema = z.object({
  id: z.uuid(),
  /** 'sent' for the studio, 'received' for the creator. */
  direction: z.enum(['sent', 'received']),
  studio: networkMemberSchema,
  creator: networkMemberSchema,
  role: z.string(),
  description: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  rate: z.number().int().nullable(),
  rate_unit: rateUnitSchema,
  location: z.string().nullable(),
  disclosure: z.string(),
  message: z.string().nullable(),
  status: z.enum(PROPOSAL_STATUSES),
  /** The creator's counter (new rate, dates, message) while the studio decides, and after. */
  counter: termsSchema.nullable(),
  collaboration_id: z.uuid().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CastingProposal = z.infer<typeof castingProposalSchema>;
export const castingProposalListSchema = z.object({ sent: z.array(castingProposalSchema), received: z.array(castingProposalSchema) });
export type CastingProposalList = z.infer<typeof castingProposalListSchema>;

export const castingProposalAnswerInput = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('decline') }),
  z.object({ action: z.literal('withdraw') }),
  z
    .object({
      action: z.literal('counter'),
      rate: rate.nullable().optional(),
      starts_on: optionalDate,
      ends_on: optionalDate,
      message: z.string().trim().min(1, CASTING_MESSAGES.messageRequired).max(CASTING_LIMITS.messageMax),
    })
    .superRefine(callOrder),
]);
export type CastingProposalAnswerInput = z.input<typeof castingProposalAnswerInput>;

// ---------------------------------------------------------------------------------------------------
// Studio news

export const studioNewsInput = z.object({
  title: z.string().trim().min(1, CASTING_MESSAGES.titleRequired).max(CASTING_LIMITS.newsTitleMax),
  body: z.string().trim().min(1, CASTING_MESSAGES.newsEmpty).max(CASTING_LIMITS.newsBodyMax),
});
export type StudioNewsInput = z.input<typeof studioNewsInput>;
/** The image upload carries its text in the query (like a feed image post). */
export const studioNewsImageQuery = studioNewsInput.extend({ nsfw: z.enum(['true', 'false']).optional() });

export const studioNewsSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  has_image: z.boolean(),
  /** Waiting for moderation before it shows in followers' feeds (an image from an unverified studio). */
  pending_review: z.boolean(),
  /** The feed item that carries it. */
  feed_item_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type StudioNews = z.infer<typeof studioNewsSchema>;
export const studioNewsListSchema = z.object({ items: z.array(studioNewsSchema) });

// ---------------------------------------------------------------------------------------------------
// Routes (spread into routes.ts)

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
  myCastingProposals: {
    method: 'GET',
    path: '/api/v1/casting/proposals',
    summary: 'Casting proposals you sent (studios) and received (creators)',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    response: castingProposalListSchema,
  },
  sendCastingProposal: {
    method: 'POST',
    path: '/api/v1/casting/proposals',
    summary: 'Send a proposal straight to a creator: role, dates, rate, location, disclosure (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: castingProposalInput,
    response: castingProposalSchema,
  },
  answerCastingProposal: {
    method: 'POST',
    path: '/api/v1/casting/proposals/:id/answer',
    summary: 'The creator accepts, declines or counters; the studio accepts or declines a counter, or withdraws',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    body: castingProposalAnswerInput,
    response: castingProposalSchema,
  },
  myStudioNews: {
    method: 'GET',
    path: '/api/v1/casting/news',
    summary: 'Your studio’s news posts (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'viewer',
    response: studioNewsListSchema,
  },
  createStudioNews: {
    method: 'POST',
    path: '/api/v1/casting/news',
    summary: 'Post studio news (title and text) to your followers’ and connections’ feeds (studios only)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    body: studioNewsInput,
    response: studioNewsSchema,
  },
  uploadStudioNews: {
    method: 'POST',
    path: '/api/v1/casting/news/image',
    summary: 'Post studio news with one image (multipart field "file"; text in the query); unverified studios wait for moderation',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    status: 201,
    multipart: true,
    query: studioNewsImageQuery,
    response: studioNewsSchema,
  },
  deleteStudioNews: {
    method: 'DELETE',
    path: '/api/v1/casting/news/:id',
    summary: 'Delete a news post of yours (and its feed item)',
    tag: 'casting',
    access: 'user',
    delegated: 'manager',
    params: castingIdParams,
    response: okSchema,
  },
} as const satisfies Record<string, RouteDef>;
