import { z } from 'zod';
import { idParam } from './common.ts';
import type { RouteDef } from './route-def.ts';
import { LOTTERY_RULE } from './staff-rule.ts';

// The digital lottery (issue 17; spec §2 /digital-lottery public, /lottery-redeem for admins with
// content_moderation). Staff run free prize draws: a draft is published with an entry window; a job
// opens it at opens_at (the server commits to a secret seed by publishing its SHA-256) and closes it at
// closes_at (the seed is revealed and the winners follow from it and the ordered entry list:
// lottery-draw.ts). Members enter once per draw for free; winners get a redemption code that an admin
// with content_moderation marks redeemed once on /lottery-redeem.

export const DRAW_STATUSES = ['draft', 'scheduled', 'open', 'drawn', 'cancelled'] as const;
export type DrawStatus = (typeof DRAW_STATUSES)[number];
export const DRAW_STATUS_LABELS: Record<DrawStatus, string> = {
  draft: 'Draft',
  scheduled: 'Opens soon',
  open: 'Open for entries',
  drawn: 'Drawn',
  cancelled: 'Cancelled',
};

/** Who may enter: every member (any account type, verified or not), or identity-verified members only. */
export const DRAW_ELIGIBILITY = ['members', 'verified'] as const;
export type DrawEligibility = (typeof DRAW_ELIGIBILITY)[number];
export const DRAW_ELIGIBILITY_LABELS: Record<DrawEligibility, string> = {
  members: 'Every member',
  verified: 'Identity-verified members only',
};

export const LOTTERY_LIMITS = {
  titleMax: 120,
  prizeMax: 500,
  rulesMax: 5000,
  winnersMin: 1,
  winnersMax: 100,
  /** Past draws listed on /digital-lottery. */
  pastMax: 50,
  /** A redemption code: 16 characters of Crockford base32 (80 random bits), shown in groups of four. */
  codeLength: 16,
} as const;

export const LOTTERY_MESSAGES = {
  title: 'Digital Lottery',
  lead: 'Free prize draws for members. Every draw can be checked by anyone, in the browser.',
  noPurchase: 'No purchase is necessary to enter or to win. Entry is free for members: one entry per member per draw.',
  notFound: 'This draw does not exist.',
  loadFailed: 'Could not load the draws.',
  drawLoadFailed: 'Could not load this draw.',
  noCurrent: 'No draw is open right now. New draws are announced here.',
  noPast: 'No past draws yet.',
  signInToEnter: 'Sign in to enter',
  entered: 'You are in the draw!',
  alreadyEntered: 'You have already entered this draw.',
  notOpenYet: 'This draw is not open for entries yet.',
  closed: 'Entry to this draw has closed.',
  cancelled: 'This draw was cancelled.',
  verifiedOnly: 'This draw is for identity-verified members. Verify your identity to enter.',
  staffCannotEnter: 'Staff run the draws and cannot enter them.',
  proofNotYet: 'The seed and the entry list are published when entry closes.',
  drawing: 'Entry has closed. The winners are being drawn…',
  verified: 'Verified',
  mismatch: 'Mismatch',
  // Staff
  closesBeforeOpens: 'The entry window must close after it opens.',
  closesInPast: 'The entry window must close in the future.',
  notEditable: 'A draw can be changed only before it opens.',
  notDraft: 'Only a draft can be published.',
  cannotCancel: 'A drawn or cancelled draw cannot be cancelled.',
  titleRequired: 'Give the draw a title.',
  prizeRequired: 'Describe the prize.',
  rulesRequired: 'Write the rules of the draw.',
  winnersRange: 'Between 1 and 100 winners.',
  badDateTime: 'Enter a date and time.',
  saved: 'Draw saved',
  published: 'Draw published',
  cancelledToast: 'Draw cancelled',
  // Redemption
  codeRequired: 'Enter a redemption code.',
  codeUnknown: 'No winning entry has this code.',
  alreadyRedeemed: 'This prize was already redeemed.',
  alreadyRedeemedOn: 'This prize was already redeemed on {when}.',
  alreadyRedeemedBy: 'This prize was already redeemed by {by}.',
  alreadyRedeemedOnBy: 'This prize was already redeemed on {when} by {by}.',
  redeemed: 'Prize redeemed',
  winTitle: 'You won a prize draw!',
} as const;

// ---------------------------------------------------------------------------------------------------
// Redemption codes: Crockford base32 (no I, L, O, U), typed in any case, with or without dashes or
// spaces; I and L read as 1, O as 0.

export const REDEMPTION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function normalizeRedemptionCode(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
}

export const isRedemptionCode = (code: string) => new RegExp(`^[${REDEMPTION_ALPHABET}]{${LOTTERY_LIMITS.codeLength}}$`).test(code);

/** 'ABCD-EFGH-JKMN-PQRS'. */
export const formatRedemptionCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;

// ---------------------------------------------------------------------------------------------------
// Shapes

export const drawInput = z
  .object({
    title: z.string().trim().min(1, LOTTERY_MESSAGES.titleRequired).max(LOTTERY_LIMITS.titleMax),
    prize: z.string().trim().min(1, LOTTERY_MESSAGES.prizeRequired).max(LOTTERY_LIMITS.prizeMax),
    winners_count: z
      .number({ message: LOTTERY_MESSAGES.winnersRange })
      .int(LOTTERY_MESSAGES.winnersRange)
      .min(LOTTERY_LIMITS.winnersMin, LOTTERY_MESSAGES.winnersRange)
      .max(LOTTERY_LIMITS.winnersMax, LOTTERY_MESSAGES.winnersRange),
    rules: z.string().trim().min(1, LOTTERY_MESSAGES.rulesRequired).max(LOTTERY_LIMITS.rulesMax),
    opens_at: z.iso.datetime({ offset: true, message: LOTTERY_MESSAGES.badDateTime }),
    closes_at: z.iso.datetime({ offset: true, message: LOTTERY_MESSAGES.badDateTime }),
    eligibility: z.enum(DRAW_ELIGIBILITY),
  })
  .refine((d) => Date.parse(d.closes_at) > Date.parse(d.opens_at), { message: LOTTERY_MESSAGES.closesBeforeOpens, path: ['closes_at'] });
export type DrawInput = z.infer<typeof drawInput>;

/** A draw as everyone sees it. `seed`, `winners` only once drawn; `commitment` from the moment it opens. */
export const lotteryDrawSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  prize: z.string(),
  winners_count: z.number().int(),
  rules: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  eligibility: z.enum(DRAW_ELIGIBILITY),
  status: z.enum(DRAW_STATUSES),
  entries_count: z.number().int(),
  commitment: z.string().nullable(),
  seed: z.string().nullable(),
  drawn_at: z.string().nullable(),
  /** Winning entry ids, first place first (winners are announced by entry id, not by name). */
  winners: z.array(z.string()),
});
export type LotteryDraw = z.infer<typeof lotteryDrawSchema>;

/** The caller's own entry: its id (theirs to recognise in the public list), and the prize code if it won. */
export const myEntrySchema = z.object({
  entry_id: z.uuid(),
  position: z.number().int(),
  created_at: z.string(),
  winner_rank: z.number().int().nullable(),
  redemption_code: z.string().nullable(),
  redeemed_at: z.string().nullable(),
});
export type MyEntry = z.infer<typeof myEntrySchema>;

export const drawViewSchema = z.object({
  draw: lotteryDrawSchema,
  my_entry: myEntrySchema.nullable(),
  /** Whether the caller may enter now, and if not (signed in), why. */
  can_enter: z.boolean(),
  cannot_enter_reason: z.string().nullable(),
});
export type DrawView = z.infer<typeof drawViewSchema>;

export const drawListSchema = z.object({
  current: z.array(lotteryDrawSchema),
  past: z.array(lotteryDrawSchema),
  /** The caller runs draws (LOTTERY_RULE): the page links the staff tools. */
  can_manage: z.boolean(),
  /** Draw ids the caller has entered. */
  entered: z.array(z.uuid()),
});
export type DrawList = z.infer<typeof drawListSchema>;

export const drawProofSchema = z.object({
  draw_id: z.uuid(),
  algorithm: z.string(),
  commitment: z.string(),
  seed: z.string(),
  winners_count: z.number().int(),
  /** Entry ids in the order they were accepted (position 0 first). */
  entries: z.array(z.string()),
  winners: z.array(z.string()),
});
export type DrawProof = z.infer<typeof drawProofSchema>;

const personSchema = z.object({ id: z.uuid(), username: z.string().nullable(), display_name: z.string().nullable() });

export const staffDrawSchema = lotteryDrawSchema.extend({
  created_at: z.string(),
  updated_at: z.string(),
  /** Staff see who won and whether the prize was handed over; never the codes (they are the winners'). */
  winners_detail: z.array(
    z.object({ rank: z.number().int(), entry_id: z.uuid(), member: personSchema, redeemed_at: z.string().nullable() }),
  ),
});
export type StaffDraw = z.infer<typeof staffDrawSchema>;

export const redeemInput = z.object({ code: z.string().trim().min(1, LOTTERY_MESSAGES.codeRequired).max(64) });

export const redemptionSchema = z.object({
  code: z.string(),
  entry_id: z.uuid(),
  rank: z.number().int(),
  draw: z.object({ id: z.uuid(), title: z.string(), prize: z.string(), drawn_at: z.string().nullable() }),
  winner: personSchema,
  redeemed_at: z.string().nullable(),
  redeemed_by: z.string().nullable(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

const drawParams = z.object({ id: idParam() });

export const lotteryRoutes = {
  lotteryDraws: {
    method: 'GET',
    path: '/api/v1/lottery/draws',
    summary: 'Digital lottery: current (opening soon, open) and past draws, with prizes, rules, windows and results',
    tag: 'lottery',
    access: 'public',
    delegated: 'viewer',
    response: drawListSchema,
  },
  lotteryDraw: {
    method: 'GET',
    path: '/api/v1/lottery/draws/:id',
    summary: "Digital lottery: one draw, and the caller's own entry (with the prize code if it won)",
    tag: 'lottery',
    access: 'public',
    delegated: 'viewer',
    params: drawParams,
    response: drawViewSchema,
  },
  lotteryProof: {
    method: 'GET',
    path: '/api/v1/lottery/draws/:id/proof',
    summary: 'Digital lottery: commitment, revealed seed, ordered entry ids and winners of a drawn draw, to check it',
    tag: 'lottery',
    access: 'public',
    delegated: 'viewer',
    params: drawParams,
    response: drawProofSchema,
  },
  enterLottery: {
    method: 'POST',
    path: '/api/v1/lottery/draws/:id/entries',
    summary: 'Digital lottery: enter an open draw (free; one entry per member per draw)',
    tag: 'lottery',
    access: 'user',
    delegated: 'manager',
    status: 201,
    params: drawParams,
    response: myEntrySchema,
  },
  staffLotteryDraws: {
    method: 'GET',
    path: '/api/v1/admin/lottery/draws',
    summary: 'Digital lottery (admins with content_moderation): every draw, drafts included, with winners and redemptions',
    tag: 'lottery',
    access: { staff: LOTTERY_RULE },
    delegated: 'never',
    response: z.object({ draws: z.array(staffDrawSchema) }),
  },
  createLotteryDraw: {
    method: 'POST',
    path: '/api/v1/admin/lottery/draws',
    summary: 'Digital lottery (admins with content_moderation): create a draft draw',
    tag: 'lottery',
    access: { staff: LOTTERY_RULE },
    delegated: 'never',
    status: 201,
    body: drawInput,
    response: staffDrawSchema,
  },
  updateLotteryDraw: {
    method: 'PUT',
    path: '/api/v1/admin/lottery/draws/:id',
    summary: 'Digital lottery (admins with content_moderation): change a draw before it opens',
    tag: 'lottery',
    access: { staff: LOTTERY_RULE },
    delegated: 'never',
    params: drawParams,
    body: drawInput,
    response: staffDrawSchema,
  },
  publishLotteryDraw: {
    method: 'POST',
    path: '/api/v1/admin/lottery/draws/:id/publish',
    summary: 'Digital lottery (admins with content_moderation): publish a draft; it opens and closes with its window',
    tag: 'lottery',
    access: { staff: LOTTERY_RULE },
    delegated: 'never',
    params: drawParams,
    response: staffDrawSchema,
  },
  cancelLotteryDraw: {
    method: 'POST',
    path: '/api/v1/admin/lottery/draws/:id/cancel',
    summary: 'Digital lottery (admins with content_moderation): cancel a draw that has not been drawn',
    tag: 'lottery',
    access: { staff: LOTTERY_RULE },
    delegated: 'never',
    params: drawParams,
    response: staffDrawSchema,
  },
  lookupRedemption: {
    method: 'POST',
    path: '/api/v1/lottery/redeem/lookup',
    summary: 'Lottery redemption (admins with content_moderation): the winner and prize of a code (POST: codes stay out of URLs)',
    tag: 'lottery',
    access: { staff: LOTTERY_RULE },
    delegated: 'never',
    body: redeemInput,
    response: redemptionSchema,
  },
  redeemLotteryPrize: {
    method: 'POST',
    path: '/api/v1/lottery/redeem',
    summary: 'Lottery redemption (admins with content_moderation): mark a winning code redeemed, exactly once',
    tag: 'lottery',
    access: { staff: LOTTERY_RULE },
    delegated: 'never',
    body: redeemInput,
    response: redemptionSchema,
  },
} as const satisfies Record<string, RouteDef>;
