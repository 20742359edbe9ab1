import { z } from 'zod';
import { idParam } from './common.ts';
import { PORTFOLIO_LIMITS } from './portfolio.ts';

// What the casting use cases share (casting.ts: forms, calls and applications; casting-proposals.ts;
// studio-news.ts): limits, words, rates and dates. casting.ts re-exports the public part, so importers
// keep reading the casting contract from one place.

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
  noSuchField: 'This form has no such field.',
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

export const RATE_UNITS = ['per_scene', 'per_day', 'flat'] as const;
export const RATE_UNIT_LABELS: Record<(typeof RATE_UNITS)[number], string> = {
  per_scene: 'per scene',
  per_day: 'per day',
  flat: 'flat fee',
};
export const rateUnitSchema = z.enum(RATE_UNITS);

export const dateOnly = z.iso.date('Enter a date as YYYY-MM-DD.');
export const optionalDate = dateOnly.nullable().optional();
export const rate = z
  .number()
  .int('Whole amounts only.')
  .min(0, 'A rate cannot be negative.')
  .max(CASTING_LIMITS.rateMax, 'That rate is too high.');

export const castingIdParams = z.object({ id: idParam('This does not exist.') });

/** Dates and rates in order: a call's or a proposal's end after its start, its top rate over its lowest. */
export const callOrder = (
  v: { starts_on?: string | null; ends_on?: string | null; rate_min?: number | null; rate_max?: number | null },
  c: z.RefinementCtx,
) => {
  if (v.starts_on && v.ends_on && v.ends_on < v.starts_on)
    c.addIssue({ code: 'custom', path: ['ends_on'], message: CASTING_MESSAGES.datesOrder });
  if (v.rate_min != null && v.rate_max != null && v.rate_max < v.rate_min)
    c.addIssue({ code: 'custom', path: ['rate_max'], message: CASTING_MESSAGES.rateOrder });
};
