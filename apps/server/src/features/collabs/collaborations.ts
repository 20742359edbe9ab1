import {
  COLLAB_LIMITS,
  COLLAB_MESSAGES,
  type Collab,
  type CollabList,
  type CreateCollabInput,
  type UpdateCollabInput,
} from '@mb/contract/collabs';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Provisions } from '../../platform/modules.ts';
import * as profiles from '../profiles/index.ts';
import { type People, presentCollab, presentSummary } from './presenter.ts';
import * as repo from './repository.ts';

// Collaborations: listing, creating (and opening one for casting), reading and changing; with the helpers
// every use case shares (membership or 404, the role checks, telling the live topic what changed).

const notFound = () => new AppError('not_found', COLLAB_MESSAGES.notFound);
export const field = (code: 'unprocessable' | 'forbidden' | 'conflict', name: string, message: string) =>
  new AppError(code, message, { [name]: message });

export async function peopleOf(db: Executor, ids: Iterable<string>): Promise<People> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await profiles.profilesByIds({ db } as AppContext, unique);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The caller's membership, or the collaboration's 404. `invited` lets an invitee through (its overview). */
export async function membership(db: Executor, collabId: string, userId: string, opts: { invited?: boolean; lock?: boolean } = {}) {
  const collab = await repo.findCollab(db, collabId, { lock: opts.lock });
  if (!collab) throw notFound();
  const me = await repo.findMember(db, collabId, userId);
  if (!me || (me.state !== 'joined' && !opts.invited)) throw notFound();
  return { collab, me };
}

export const assertOwner = (me: repo.MemberRow) => {
  if (me.role !== 'owner') throw new AppError('forbidden', COLLAB_MESSAGES.ownerOnly);
};
export const assertContributor = (me: repo.MemberRow) => {
  if (me.role === 'viewer') throw new AppError('forbidden', COLLAB_MESSAGES.viewerReadOnly);
};

/**
 * Tells the collaboration's live topic what changed. A change to one member's membership (invited,
 * joined, declined, removed, left) goes to that member's own topic too: a removed member no longer
 * hears the collaboration's topic, and an invited one has not joined it, yet their open page of it
 * must change without a reload.
 */
export const changed = async (
  ctx: AppContext,
  tx: Executor,
  collabId: string,
  what: 'collab' | 'members' | 'tasks' | 'files' | 'orders',
  memberId: string | null = null,
) => {
  const data = { collab_id: collabId, what, member_id: memberId };
  await ctx.bus.publish({ type: 'collab.changed', topic: `collab:${collabId}`, data }, tx);
  if (what === 'members' && memberId) await ctx.bus.publish({ type: 'collab.changed', topic: `user:${memberId}`, data }, tx);
};

export async function detail(db: Executor, collab: repo.CollabRow, userId: string): Promise<Collab> {
  const [members, credits] = await Promise.all([repo.membersOf(db, collab.id), repo.creditsOf(db, collab.id)]);
  const me = members.find((m) => m.user_id === userId);
  if (!me) throw notFound();
  const people = await peopleOf(db, [collab.owner_id, ...members.map((m) => m.user_id)]);
  return presentCollab(collab, me, members, credits, people);
}

// ---------------------------------------------------------------------------------------------------
// Collaborations

export async function listMine(ctx: AppContext, userId: string): Promise<CollabList> {
  const rows = await repo.collabsOf(ctx.db, userId);
  const people = await peopleOf(
    ctx.db,
    rows.map((r) => r.collab.owner_id),
  );
  const present = (r: (typeof rows)[number]) => presentSummary(r.collab, r, Number(r.members), people);
  return {
    collabs: rows.filter((r) => r.state === 'joined').map(present),
    invitations: rows.filter((r) => r.state === 'invited' && r.collab.status !== 'cancelled').map(present),
  };
}

export const cleanDate = (d: string | null | undefined) => (d ? d : null);

export async function create(ctx: AppContext, userId: string, input: CreateCollabInput): Promise<Collab> {
  return ctx.db.transaction(async (tx) => {
    const collab = await repo.insertCollab(tx, {
      owner_id: userId,
      title: input.title,
      description: input.description ?? '',
      location: input.location?.trim() || null,
      starts_on: cleanDate(input.starts_on),
      ends_on: cleanDate(input.ends_on),
    });
    await repo.insertMembers(tx, [{ collab_id: collab.id, user_id: userId, role: 'owner', state: 'joined', joined_at: new Date() }]);
    return detail(tx, collab, userId);
  });
}

/**
 * 'collabs.open_collaboration', asked by casting: an accepted casting offer opens an active
 * collaboration with the owner and the members already joined as collaborators (they agreed through
 * casting: no invitation), inside the caller's transaction.
 */
export const openCollaboration = async (
  _ctx: AppContext,
  tx: Executor,
  input: Parameters<Provisions['collabs.open_collaboration']>[2],
): Promise<{ id: string }> => {
  const collab = await repo.insertCollab(tx, {
    owner_id: input.ownerId,
    title: input.title.trim().slice(0, COLLAB_LIMITS.titleMax) || 'Collaboration',
    description: input.description.slice(0, COLLAB_LIMITS.descriptionMax),
    location: input.location?.trim().slice(0, COLLAB_LIMITS.locationMax) || null,
    starts_on: input.startsOn,
    ends_on: input.endsOn,
    status: 'active',
    origin: input.origin,
  });
  const now = new Date();
  const others = [...new Set(input.memberIds)].filter((id) => id !== input.ownerId);
  await repo.insertMembers(tx, [
    { collab_id: collab.id, user_id: input.ownerId, role: 'owner', state: 'joined', joined_at: now },
    ...others.map((id) => ({
      collab_id: collab.id,
      user_id: id,
      role: 'collaborator' as const,
      state: 'joined' as const,
      invited_by: input.ownerId,
      joined_at: now,
    })),
  ]);
  return { id: collab.id };
};

export async function get(ctx: AppContext, userId: string, collabId: string): Promise<Collab> {
  const { collab } = await membership(ctx.db, collabId, userId, { invited: true });
  return detail(ctx.db, collab, userId);
}

export async function update(ctx: AppContext, userId: string, collabId: string, input: UpdateCollabInput): Promise<Collab> {
  return ctx.db.transaction(async (tx) => {
    const { collab, me } = await membership(tx, collabId, userId, { lock: true });
    assertOwner(me);
    const patch: Parameters<typeof repo.updateCollab>[2] = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.location !== undefined) patch.location = input.location.trim() || null;
    if (input.starts_on !== undefined) patch.starts_on = cleanDate(input.starts_on);
    if (input.ends_on !== undefined) patch.ends_on = cleanDate(input.ends_on);
    if (input.status !== undefined) patch.status = input.status;
    const starts = patch.starts_on !== undefined ? patch.starts_on : collab.starts_on;
    const ends = patch.ends_on !== undefined ? patch.ends_on : collab.ends_on;
    if (starts && ends && ends < starts) throw field('unprocessable', 'ends_on', COLLAB_MESSAGES.endsBeforeStart);
    const row = await repo.updateCollab(tx, collabId, patch);
    await changed(ctx, tx, collabId, 'collab');
    return detail(tx, row, userId);
  });
}
