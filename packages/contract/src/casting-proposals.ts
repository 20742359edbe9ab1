import { z } from 'zod';
import { CASTING_LIMITS, CASTING_MESSAGES, callOrder, castingIdParams, optionalDate, rate, rateUnitSchema } from './casting-common.ts';
import { networkMemberSchema } from './network.ts';
import type { RouteDef } from './route-def.ts';

// Casting proposals (spec §2 /casting-proposals): a studio proposes a part straight to one creator, who
// accepts, declines or counters; an accepted proposal can open a collaboration. Read through casting.ts.

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

/** The proposals' routes (features/casting). */
export const castingProposalRoutes = {
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
} as const satisfies Record<string, RouteDef>;
