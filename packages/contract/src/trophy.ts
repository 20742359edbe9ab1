import { z } from 'zod';
import { idParam } from './common.ts';
import { PROFILE_TYPES } from './profile-types.ts';
import type { RouteDef } from './route-def.ts';

/**
 * MB Trophy (issue 16; spec §1 names the app, nothing more). An organizer (a member with the app
 * installed) creates an award with categories, a nomination window and a voting window, and who may
 * be nominated and who may vote. Phases:
 *
 *   draft ─launch─► scheduled ─► nominations ─► shortlisting ─► voting ─► closed ─publish─► published
 *
 * `scheduled` is a launched award whose nomination window has not opened yet. The clock moves the
 * launched phases (jobs at each window's edge); the organizer launches and publishes. Members need not
 * install the app to nominate, consent or vote (creators cannot install apps, spec §4).
 *
 * Rules the spec is silent on, chosen here:
 * - Nominating someone else needs their consent; nominating yourself does not. Only accepted
 *   nominations can be shortlisted. Consent may be given until voting opens.
 * - Voting needs a verified identity (vaulth_verified), one vote per category per identity (the vAulth
 *   identity id when present, else the account), and a voter profile type the award allows. The
 *   organizer does not vote in their own award.
 * - Ties: every finalist with the top number of votes wins (joint winners); a category without votes
 *   has no winner. Results are computed by the server when voting closes.
 * - Suspicious votes (shown to the organizer, never removed automatically): three or more voters from
 *   one address within 10 minutes; accounts created less than 7 days before voting opened; identities
 *   verified less than 48 hours before the vote.
 */

export const TROPHY_APP_ID = 'mb-trophy';

export const AWARD_PHASES = ['draft', 'scheduled', 'nominations', 'shortlisting', 'voting', 'closed', 'published'] as const;
export type AwardPhase = (typeof AWARD_PHASES)[number];

export const TROPHY_LIMITS = {
  titleMax: 120,
  descriptionMax: 2000,
  categoryNameMax: 80,
  categoryDescriptionMax: 500,
  categoriesMax: 20,
  statementMax: 500,
  finalistsMax: 10,
  /** Suspicion rules (see above). */
  burstWindowMinutes: 10,
  burstVoters: 3,
  newAccountDays: 7,
  freshIdentityHours: 48,
  listMax: 100,
} as const;

export const PHASE_LABELS: Record<AwardPhase, string> = {
  draft: 'Draft',
  scheduled: 'Nominations open soon',
  nominations: 'Nominations open',
  shortlisting: 'Shortlisting',
  voting: 'Voting open',
  closed: 'Voting closed',
  published: 'Results published',
};

export const SUSPICION_REASONS = {
  ip_burst: `${TROPHY_LIMITS.burstVoters} or more voters from one address within ${TROPHY_LIMITS.burstWindowMinutes} minutes`,
  new_account: `Account created less than ${TROPHY_LIMITS.newAccountDays} days before voting opened`,
  fresh_identity: `Identity verified less than ${TROPHY_LIMITS.freshIdentityHours} hours before the vote`,
} as const;
export type SuspicionReason = keyof typeof SUSPICION_REASONS;

export const TROPHY_MESSAGES = {
  title: 'MB Trophy',
  myAwards: 'Awards you run',
  noAwards: 'You have not created an award yet. Create one to open nominations.',
  noPublicAwards: 'No awards are open right now.',
  loadFailed: 'Could not load the awards.',
  awardLoadFailed: 'Could not load this award.',
  nominationsLoadFailed: 'Could not load your nominations.',
  trophiesLoadFailed: 'Could not load your trophies.',
  awardNotFound: 'This award does not exist.',
  categoryNotFound: 'This category does not exist.',
  nominationNotFound: 'This nomination does not exist.',
  trophyNotFound: 'This trophy does not exist.',
  titleRequired: 'Give the award a title.',
  categoryNameRequired: 'Give the category a name.',
  categoriesRequired: 'Add at least one category.',
  tooManyCategories: `An award has up to ${TROPHY_LIMITS.categoriesMax} categories.`,
  duplicateCategory: 'Two categories have the same name.',
  badDate: 'Enter a date and time.',
  nominationsOrder: 'Nominations must close after they open.',
  votingAfterNominations: 'Voting must start after nominations close.',
  votingOrder: 'Voting must close after it opens.',
  nominationsClosePast: 'Nominations must close in the future.',
  typesRequired: 'Choose at least one profile type.',
  notEditable: 'This award can no longer be changed: nominations have opened.',
  alreadyLaunched: 'This award is already launched.',
  notClosed: 'Results can be published once voting has closed.',
  alreadyPublished: 'The results are already published.',
  nominationsClosed: 'Nominations are closed for this award.',
  nominationsNotOpen: 'Nominations are not open yet.',
  nomineeRequired: 'Enter a username, like @jane_doe.',
  nomineeNotFound: 'No member with this username.',
  nomineeNotEligible: 'This member’s profile type cannot be nominated in this award.',
  nomineeNotVerified: 'This award only accepts members with a verified identity.',
  alreadyNominated: 'This member is already nominated in this category.',
  organizerNotNominee: 'The organizer cannot be nominated in their own award.',
  notYourNomination: 'Only the nominee can answer this nomination.',
  alreadyAnswered: 'This nomination was already answered.',
  consentClosed: 'Voting has started: nominations can no longer be answered.',
  notAccepted: 'Only nominations the nominee accepted can be shortlisted.',
  shortlistClosed: 'Finalists are chosen while nominations are open or during shortlisting.',
  tooManyFinalists: `A category has up to ${TROPHY_LIMITS.finalistsMax} finalists.`,
  votingNotOpen: 'Voting is not open for this award.',
  notVerified: 'Voting needs a verified identity. Verify it in the Compliance Center.',
  voterNotEligible: 'Your profile type cannot vote in this award.',
  organizerNoVote: 'The organizer does not vote in their own award.',
  notFinalist: 'Vote for one of the finalists.',
  alreadyVoted: 'You already voted in this category.',
  signInToTakePart: 'Sign in to nominate and vote.',
  created: 'Award created',
  saved: 'Award saved',
  launched: 'Award launched',
  published: 'Results published',
  nominated: 'Nomination sent',
  selfNominated: 'You are nominated',
  accepted: 'Nomination accepted',
  declined: 'Nomination declined',
  shortlisted: 'Added to the finalists',
  unshortlisted: 'Removed from the finalists',
  voted: 'Vote recorded',
  trophyHidden: 'Trophy hidden from your profile',
  trophyShown: 'Trophy shown on your profile',
  saveFailed: 'Could not save. Try again.',
  noNominations: 'No nominations yet.',
  noFinalists: 'No finalists in this category.',
  noReceived: 'Nobody has nominated you yet.',
  noSent: 'You have not nominated anyone yet.',
  noTrophies: 'No trophies yet.',
  noSuspicious: 'No suspicious votes.',
  tieRule: 'Ties: every finalist with the most votes wins.',
} as const;

const M = TROPHY_MESSAGES;

const instant = z.iso.datetime({ offset: true, message: M.badDate });
const profileTypes = z.array(z.enum(PROFILE_TYPES)).min(1, M.typesRequired).max(PROFILE_TYPES.length);

export const awardCategoryInput = z.object({
  name: z.string().trim().min(1, M.categoryNameRequired).max(TROPHY_LIMITS.categoryNameMax),
  description: z.string().trim().max(TROPHY_LIMITS.categoryDescriptionMax),
});

/** An award as the organizer writes it; the windows' order is checked here, "in the future" by the server. */
export const awardInput = z
  .object({
    title: z.string().trim().min(1, M.titleRequired).max(TROPHY_LIMITS.titleMax),
    description: z.string().trim().max(TROPHY_LIMITS.descriptionMax),
    categories: z.array(awardCategoryInput).min(1, M.categoriesRequired).max(TROPHY_LIMITS.categoriesMax, M.tooManyCategories),
    nominations_open_at: instant,
    nominations_close_at: instant,
    voting_open_at: instant,
    voting_close_at: instant,
    nominee_types: profileTypes,
    voter_types: profileTypes,
    nominees_verified_only: z.boolean(),
  })
  .superRefine((a, c) => {
    const t = (s: string) => Date.parse(s);
    if (t(a.nominations_close_at) <= t(a.nominations_open_at))
      c.addIssue({ code: 'custom', message: M.nominationsOrder, path: ['nominations_close_at'] });
    if (t(a.voting_open_at) < t(a.nominations_close_at))
      c.addIssue({ code: 'custom', message: M.votingAfterNominations, path: ['voting_open_at'] });
    if (t(a.voting_close_at) <= t(a.voting_open_at)) c.addIssue({ code: 'custom', message: M.votingOrder, path: ['voting_close_at'] });
    const names = a.categories.map((x) => x.name.toLowerCase());
    if (new Set(names).size !== names.length) c.addIssue({ code: 'custom', message: M.duplicateCategory, path: ['categories'] });
  });
export type AwardInput = z.infer<typeof awardInput>;

export const trophyPersonSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  display_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});
export type TrophyPerson = z.infer<typeof trophyPersonSchema>;

const windows = {
  nominations_open_at: z.string(),
  nominations_close_at: z.string(),
  voting_open_at: z.string(),
  voting_close_at: z.string(),
};

export const awardSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  phase: z.enum(AWARD_PHASES),
  organizer: trophyPersonSchema,
  categories_count: z.number().int(),
  ...windows,
  created_at: z.string(),
});
export type AwardSummary = z.infer<typeof awardSummarySchema>;

export const candidateSchema = z.object({ nomination_id: z.uuid(), nominee: trophyPersonSchema });
export const resultSchema = z.object({
  nomination_id: z.uuid(),
  nominee: trophyPersonSchema,
  votes: z.number().int(),
  winner: z.boolean(),
});
export type AwardResult = z.infer<typeof resultSchema>;

export const awardViewSchema = awardSummarySchema.extend({
  nominee_types: z.array(z.enum(PROFILE_TYPES)),
  voter_types: z.array(z.enum(PROFILE_TYPES)),
  nominees_verified_only: z.boolean(),
  categories: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      description: z.string(),
      /** From voting on; empty before. */
      finalists: z.array(candidateSchema),
      /** Only once published (null before): tallies are the organizer's until then. */
      results: z.array(resultSchema).nullable(),
      /** The finalist the viewer voted for in this category. */
      my_vote: z.uuid().nullable(),
    }),
  ),
  viewer: z.object({
    signed_in: z.boolean(),
    is_organizer: z.boolean(),
    /** Why the viewer cannot nominate / vote now (null: they can). */
    nominate_refusal: z.string().nullable(),
    vote_refusal: z.string().nullable(),
  }),
});
export type AwardView = z.infer<typeof awardViewSchema>;

export const NOMINATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type NominationStatus = (typeof NOMINATION_STATUSES)[number];

export const managedNominationSchema = z.object({
  id: z.uuid(),
  nominee: trophyPersonSchema,
  /** Null: the nominee nominated themselves. */
  nominated_by: trophyPersonSchema.nullable(),
  status: z.enum(NOMINATION_STATUSES),
  finalist: z.boolean(),
  statement: z.string(),
  created_at: z.string(),
});

export const suspiciousVoteSchema = z.object({
  id: z.uuid(),
  category_id: z.uuid(),
  category_name: z.string(),
  voter: trophyPersonSchema,
  nominee: trophyPersonSchema,
  created_at: z.string(),
  reasons: z.array(z.string()),
});

export const awardManageSchema = z.object({
  award: awardViewSchema,
  categories: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      nominations: z.array(managedNominationSchema),
      /** From voting on (the organizer's eyes only until publication); winners once voting closed. */
      tallies: z.array(resultSchema).nullable(),
    }),
  ),
  total_votes: z.number().int(),
  suspicious_votes: z.array(suspiciousVoteSchema),
});
export type AwardManage = z.infer<typeof awardManageSchema>;

export const myNominationSchema = z.object({
  id: z.uuid(),
  award: z.object({ id: z.uuid(), title: z.string(), phase: z.enum(AWARD_PHASES) }),
  category: z.object({ id: z.uuid(), name: z.string() }),
  nominee: trophyPersonSchema,
  nominated_by: trophyPersonSchema.nullable(),
  status: z.enum(NOMINATION_STATUSES),
  finalist: z.boolean(),
  statement: z.string(),
  /** The nominee may still accept or decline. */
  can_answer: z.boolean(),
  created_at: z.string(),
});
export type MyNomination = z.infer<typeof myNominationSchema>;

export const trophySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['winner', 'finalist']),
  award: z.object({ id: z.uuid(), title: z.string() }),
  category: z.string(),
  awarded_at: z.string(),
  hidden: z.boolean(),
});
export type Trophy = z.infer<typeof trophySchema>;

export const nominateInput = z.object({
  /** A username (with or without @); empty: yourself. */
  nominee: z.string().trim().max(64),
  statement: z.string().trim().max(TROPHY_LIMITS.statementMax),
});
/** Nominating another member (the award page's "Nominate"): the same body, with the username required. */
export const nominateOtherInput = nominateInput.extend({
  nominee: nominateInput.shape.nominee.min(1, TROPHY_MESSAGES.nomineeRequired),
});
export const answerNominationInput = z.object({ accept: z.boolean() });
export const shortlistInput = z.object({ finalist: z.boolean() });
export const voteInput = z.object({ nomination_id: z.uuid() });
export const trophyVisibilityInput = z.object({ hidden: z.boolean() });

const idParams = z.object({ id: idParam() });
const userParams = z.object({ userId: idParam() });

export const trophyRoutes = {
  trophyAwards: {
    method: 'GET',
    path: '/api/v1/trophy/awards',
    summary: 'MB Trophy: launched awards, newest first (anyone)',
    tag: 'trophy',
    access: 'public',
    delegated: 'viewer',
    response: z.object({ awards: z.array(awardSummarySchema) }),
  },
  myTrophyAwards: {
    method: 'GET',
    path: '/api/v1/trophy/awards/mine',
    summary: 'MB Trophy: the awards you organize (app installed)',
    tag: 'trophy',
    access: 'user',
    delegated: 'viewer',
    response: z.object({ awards: z.array(awardSummarySchema) }),
  },
  createTrophyAward: {
    method: 'POST',
    path: '/api/v1/trophy/awards',
    summary: 'MB Trophy: create an award (draft) with its categories, windows and eligibility',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    body: awardInput,
    response: awardViewSchema,
    status: 201,
  },
  trophyAward: {
    method: 'GET',
    path: '/api/v1/trophy/awards/:id',
    summary: 'MB Trophy: an award page (launched awards; drafts only to the organizer); results once published',
    tag: 'trophy',
    access: 'public',
    delegated: 'viewer',
    params: idParams,
    response: awardViewSchema,
  },
  manageTrophyAward: {
    method: 'GET',
    path: '/api/v1/trophy/awards/:id/manage',
    summary: 'MB Trophy: the organizer’s view: nominations, finalists, tallies, suspicious votes',
    tag: 'trophy',
    access: 'user',
    delegated: 'viewer',
    params: idParams,
    response: awardManageSchema,
  },
  updateTrophyAward: {
    method: 'PUT',
    path: '/api/v1/trophy/awards/:id',
    summary: 'MB Trophy: change an award until its nominations open',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: awardInput,
    response: awardViewSchema,
  },
  launchTrophyAward: {
    method: 'POST',
    path: '/api/v1/trophy/awards/:id/launch',
    summary: 'MB Trophy: launch a draft: it becomes public and the windows drive its phases',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: awardViewSchema,
  },
  publishTrophyAward: {
    method: 'POST',
    path: '/api/v1/trophy/awards/:id/publish',
    summary: 'MB Trophy: publish the results of a closed award; winners and finalists get trophies',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    response: awardViewSchema,
  },
  nominateForTrophy: {
    method: 'POST',
    path: '/api/v1/trophy/categories/:id/nominations',
    summary: 'MB Trophy: nominate yourself or another member (who must consent) in a category',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: nominateInput,
    response: myNominationSchema,
    status: 201,
  },
  myTrophyNominations: {
    method: 'GET',
    path: '/api/v1/trophy/nominations/mine',
    summary: 'MB Trophy: nominations of you (to accept or decline) and the ones you made',
    tag: 'trophy',
    access: 'user',
    delegated: 'viewer',
    response: z.object({ received: z.array(myNominationSchema), sent: z.array(myNominationSchema) }),
  },
  answerTrophyNomination: {
    method: 'POST',
    path: '/api/v1/trophy/nominations/:id/answer',
    summary: 'MB Trophy: the nominee accepts or declines a nomination',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: answerNominationInput,
    response: myNominationSchema,
  },
  shortlistTrophyNomination: {
    method: 'POST',
    path: '/api/v1/trophy/nominations/:id/shortlist',
    summary: 'MB Trophy: the organizer makes an accepted nomination a finalist, or takes it back',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: shortlistInput,
    response: managedNominationSchema,
  },
  voteForTrophy: {
    method: 'POST',
    path: '/api/v1/trophy/categories/:id/votes',
    summary: 'MB Trophy: vote for a finalist (verified identity, once per category)',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    rateLimit: ['trophyVotes', 'trophyVotesPerIp'],
    params: idParams,
    body: voteInput,
    response: z.object({ category_id: z.uuid(), nomination_id: z.uuid() }),
    status: 201,
  },
  memberTrophies: {
    method: 'GET',
    path: '/api/v1/profiles/:userId/trophies',
    summary: 'MB Trophy: a member’s trophies shown on their profile (as visible as the profile)',
    tag: 'trophy',
    access: 'public',
    delegated: 'viewer',
    params: userParams,
    response: z.object({ trophies: z.array(trophySchema) }),
  },
  myTrophies: {
    method: 'GET',
    path: '/api/v1/trophy/trophies/mine',
    summary: 'MB Trophy: your trophies, hidden ones too',
    tag: 'trophy',
    access: 'user',
    delegated: 'viewer',
    response: z.object({ trophies: z.array(trophySchema) }),
  },
  updateMyTrophy: {
    method: 'PATCH',
    path: '/api/v1/trophy/trophies/:id',
    summary: 'MB Trophy: hide one of your trophies from your profile, or show it again',
    tag: 'trophy',
    access: 'user',
    delegated: 'manager',
    params: idParams,
    body: trophyVisibilityInput,
    response: trophySchema,
  },
} as const satisfies Record<string, RouteDef>;
