import type { castingProposalAnswerInput } from '@mb/contract/casting';
import { CASTING_MESSAGES, type CastingProposal, type CastingProposalInput, type CastingProposalList } from '@mb/contract/casting';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { provision } from '../../platform/modules.ts';
import { notify } from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import { profilesMap, requireStudio } from './actors.ts';
import { wrongState } from './applications.ts';
import { nameOf, presentProposal } from './presenter.ts';
import * as repo from './repository.ts';

// Proposals

/** Where a proposal's notification leads: its tab (Casting opens on the open calls for creators, issue 31). */
const PROPOSALS_URL = '/casting-proposals?tab=proposals';

async function presentProposals(ctx: AppContext, viewerId: string, rows: repo.ProposalRow[]) {
  const people = await profilesMap(
    ctx,
    rows.flatMap((r) => [r.studio_id, r.creator_id]),
  );
  return rows.map((r) => presentProposal(r, viewerId, people.get(r.studio_id), people.get(r.creator_id)));
}

export async function myProposals(ctx: AppContext, userId: string): Promise<CastingProposalList> {
  const rows = await repo.proposalsOf(ctx.db, userId);
  const all = await presentProposals(ctx, userId, rows);
  return { sent: all.filter((p) => p.direction === 'sent'), received: all.filter((p) => p.direction === 'received') };
}

export async function sendProposal(
  ctx: AppContext,
  actor: Actor,
  input: CastingProposalInput & { rate_unit: 'per_scene' | 'per_day' | 'flat' },
): Promise<CastingProposal> {
  const studio = await requireStudio(ctx, actor.userId);
  const key = input.creator.trim().replace(/^@/, '');
  const noCreator = () => new AppError('unprocessable', CASTING_MESSAGES.noSuchCreator, { creator: CASTING_MESSAGES.noSuchCreator });
  let target: Awaited<ReturnType<typeof profiles.getPublicProfile>>;
  try {
    target = await profiles.getPublicProfile(ctx, key, actor);
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') throw noCreator();
    throw e;
  }
  if (target.id === actor.userId)
    throw new AppError('unprocessable', CASTING_MESSAGES.notYourself, { creator: CASTING_MESSAGES.notYourself });
  const [creator] = await profiles.profilesByIds(ctx, [target.id]);
  if (creator?.profile_type !== 'creator') throw noCreator();
  if (await profiles.isBlocked(ctx, actor.userId, target.id))
    throw new AppError('forbidden', CASTING_MESSAGES.blocked, { creator: CASTING_MESSAGES.blocked });
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.insertProposal(tx, {
      studio_id: actor.userId,
      creator_id: target.id,
      role: input.role.trim(),
      description: input.description?.trim() || null,
      starts_on: input.starts_on ?? null,
      ends_on: input.ends_on ?? null,
      rate: input.rate ?? null,
      rate_unit: input.rate_unit,
      location: input.location?.trim() || null,
      disclosure: input.disclosure.trim(),
      message: input.message?.trim() || null,
    });
    await notify(ctx, tx, target.id, {
      type: 'collaboration_request',
      title: words(NOTICE_TEXT.casting.proposal, { studio: nameOf(studio), role: r.role }),
      content: NOTICE_TEXT.casting.proposalContent,
      action_url: PROPOSALS_URL,
    });
    return r;
  });
  const [out] = await presentProposals(ctx, actor.userId, [row]);
  return out as CastingProposal;
}

export async function answerProposal(
  ctx: AppContext,
  userId: string,
  id: string,
  input: z.output<typeof castingProposalAnswerInput>,
): Promise<CastingProposal> {
  const row = await ctx.db.transaction(async (tx) => {
    const p = await repo.findProposal(tx, id, true);
    if (!p || (p.studio_id !== userId && p.creator_id !== userId)) throw new AppError('not_found', CASTING_MESSAGES.noSuchProposal);
    const isStudio = p.studio_id === userId;
    const other = isStudio ? p.creator_id : p.studio_id;
    const [me] = await profiles.profilesByIds({ ...ctx, db: tx }, [userId]);
    const tell = (title: string, content: string, url = PROPOSALS_URL) =>
      notify(ctx, tx, other, { type: 'collaboration_request', title, content, action_url: url });
    if (input.action === 'withdraw') {
      if (!isStudio || (p.status !== 'pending' && p.status !== 'countered')) throw wrongState();
      const r = await repo.updateProposal(tx, id, { status: 'withdrawn' });
      await tell(`${nameOf(me)} withdrew their proposal: ${p.role}`, 'Nothing more to do.');
      return r;
    }
    // The creator answers a waiting proposal; the studio answers a counter.
    const answering = isStudio ? p.status === 'countered' : p.status === 'pending';
    if (!answering) throw wrongState();
    if (input.action === 'counter') {
      if (isStudio) throw wrongState();
      if (await profiles.isBlocked({ ...ctx, db: tx }, userId, other)) throw new AppError('forbidden', CASTING_MESSAGES.blocked);
      const r = await repo.updateProposal(tx, id, {
        status: 'countered',
        countered: true,
        counter_rate: input.rate ?? null,
        counter_starts_on: input.starts_on ?? null,
        counter_ends_on: input.ends_on ?? null,
        counter_message: input.message.trim(),
      });
      await tell(`${nameOf(me)} made a counter-offer: ${p.role}`, input.message.trim());
      return r;
    }
    if (input.action === 'decline') {
      const r = await repo.updateProposal(tx, id, { status: 'declined' });
      await tell(
        isStudio ? `${nameOf(me)} declined your counter-offer: ${p.role}` : `${nameOf(me)} declined your proposal: ${p.role}`,
        'Nothing more to do.',
      );
      return r;
    }
    // Accept: the proposal's terms, or the counter's when the studio accepts it.
    if (await profiles.isBlocked({ ...ctx, db: tx }, userId, other)) throw new AppError('forbidden', CASTING_MESSAGES.blocked);
    const startsOn = isStudio && p.countered ? (p.counter_starts_on ?? p.starts_on) : p.starts_on;
    const endsOn = isStudio && p.countered ? (p.counter_ends_on ?? p.ends_on) : p.ends_on;
    const collab = await provision(ctx, 'collabs.open_collaboration')(ctx, tx, {
      ownerId: p.studio_id,
      memberIds: [p.creator_id],
      title: p.role,
      description: p.description ?? p.message ?? p.role,
      startsOn,
      endsOn,
      location: p.location,
      origin: 'casting',
    });
    const r = await repo.updateProposal(tx, id, { status: 'accepted', collaboration_id: collab?.id ?? null });
    await tell(
      isStudio ? `${nameOf(me)} accepted your counter-offer: ${p.role}` : `${nameOf(me)} accepted your proposal: ${p.role}`,
      collab ? 'A collaboration is open for the two of you.' : 'Get in touch to arrange the shoot.',
      collab ? `/collab/${collab.id}` : PROPOSALS_URL,
    );
    return r;
  });
  const [out] = await presentProposals(ctx, userId, [row]);
  return out as CastingProposal;
}
