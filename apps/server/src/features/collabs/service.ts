import {
  COLLAB_LIMITS,
  COLLAB_MESSAGES,
  type Collab,
  type CollabCredit,
  type CollabList,
  type CollabRole,
  type CreateCollabInput,
  type CreateOrderInput,
  type CreateTaskInput,
  type InviteInput,
  POST_PRODUCTION_NOTIFICATION,
  type PostProductionOrder,
  type UpdateCollabInput,
  type UpdateTaskInput,
} from '@mb/contract/collabs';
import { LIMITS } from '@mb/contract/limits';
import type { RealtimeEvent } from '@mb/contract/realtime';
import { MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { stripMetadata, undecodable } from '../../platform/storage/strip-metadata.ts';
import { notify } from '../notifications/service.ts';
import * as profiles from '../profiles/service.ts';
import * as staff from '../staff/service.ts';
import * as storage from '../storage/service.ts';
import {
  nameOf,
  type People,
  presentCollab,
  presentFile,
  presentMessage,
  presentOrder,
  presentPerson,
  presentSummary,
  presentTask,
} from './presenter.ts';
import * as repo from './repository.ts';

// Collaborations (ARCHITECTURE "Collaborations"). Every read and write names a collaboration by id and
// is answered 404 to anyone who is not in it (an invitee sees only its overview), so nobody outside
// learns that it exists. Roles: the owner does everything; collaborators add and change tasks and share
// files; viewers read, take part in the discussion and move their own tasks. What other features call:
// openCollaboration (casting), the file guard and the realtime topic kind (wired by app.ts).

const TASK_ASSIGNMENT = 'task_assignment';
const TASK_REMINDER = 'task_reminder';
const COLLAB_REQUEST = 'collaboration_request';
/** Spec §5's upload types, all of them: a shoot shares images, clips and PDFs (call sheets, releases). */
const FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'video/mp4', 'video/webm', 'application/pdf'] as const;
const FILE_TYPE_MESSAGE = 'Share images (JPEG, PNG, WebP, GIF), videos (MP4, WebM) or PDFs.';
/** Closed orders the queue shows after the open ones. */
const QUEUE_CLOSED = 50;

const notFound = () => new AppError('not_found', COLLAB_MESSAGES.notFound);
const field = (code: 'unprocessable' | 'forbidden' | 'conflict', name: string, message: string) =>
  new AppError(code, message, { [name]: message });

async function peopleOf(db: Executor, ids: Iterable<string>): Promise<People> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await profiles.profilesByIds({ db } as AppContext, unique);
  return new Map(rows.map((r) => [r.id, r]));
}

/** The caller's membership, or the collaboration's 404. `invited` lets an invitee through (its overview). */
async function membership(db: Executor, collabId: string, userId: string, opts: { invited?: boolean; lock?: boolean } = {}) {
  const collab = await repo.findCollab(db, collabId, { lock: opts.lock });
  if (!collab) throw notFound();
  const me = await repo.findMember(db, collabId, userId);
  if (!me || (me.state !== 'joined' && !opts.invited)) throw notFound();
  return { collab, me };
}

const assertOwner = (me: repo.MemberRow) => {
  if (me.role !== 'owner') throw new AppError('forbidden', COLLAB_MESSAGES.ownerOnly);
};
const assertContributor = (me: repo.MemberRow) => {
  if (me.role === 'viewer') throw new AppError('forbidden', COLLAB_MESSAGES.viewerReadOnly);
};

/**
 * Tells the collaboration's live topic what changed. A change to one member's membership (invited,
 * joined, declined, removed, left) goes to that member's own topic too: a removed member no longer
 * hears the collaboration's topic, and an invited one has not joined it, yet their open page of it
 * must change without a reload.
 */
const changed = async (
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

async function detail(db: Executor, collab: repo.CollabRow, userId: string): Promise<Collab> {
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

const cleanDate = (d: string | null | undefined) => (d ? d : null);

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
 * The seam casting calls (issue 13): an accepted casting offer opens an active collaboration with the
 * owner and the members already joined as collaborators (they agreed through casting: no invitation),
 * inside the caller's transaction.
 */
export async function openCollaboration(
  _ctx: AppContext,
  tx: Executor,
  input: {
    ownerId: string;
    memberIds: string[];
    title: string;
    description: string;
    startsOn: string | null;
    endsOn: string | null;
    location: string | null;
    origin: 'casting';
  },
): Promise<{ id: string }> {
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
}

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

// ---------------------------------------------------------------------------------------------------
// Members and invitations

async function resolveInvitee(ctx: AppContext, actor: Actor, raw: string) {
  const key = raw
    .trim()
    .replace(/^https?:\/\/[^/]+/i, '')
    .replace(/^\/(model|profile)\//, '')
    .replace(/^\//, '')
    .replace(/^@/, '');
  try {
    return await profiles.getPublicProfile(ctx, key, actor);
  } catch (e) {
    // A member who blocked the inviter is not found, exactly as their profile is not (ARCHITECTURE "Blocks").
    if (e instanceof AppError && e.code === 'not_found') throw field('unprocessable', 'member', COLLAB_MESSAGES.noSuchMember);
    throw e;
  }
}

export async function invite(ctx: AppContext, actor: Actor, collabId: string, input: InviteInput): Promise<Collab> {
  // Whose collaboration first: a stranger learns nothing about it, nor about the member named.
  assertOwner((await membership(ctx.db, collabId, actor.userId)).me);
  const member = await resolveInvitee(ctx, actor, input.member);
  if (member.id === actor.userId) throw field('unprocessable', 'member', COLLAB_MESSAGES.notYourself);
  if (await profiles.isBlocked(ctx, actor.userId, member.id)) throw field('forbidden', 'member', COLLAB_MESSAGES.blocked);
  return ctx.db.transaction(async (tx) => {
    const { collab, me } = await membership(tx, collabId, actor.userId, { lock: true });
    assertOwner(me);
    if (collab.status === 'completed' || collab.status === 'cancelled') throw field('conflict', 'member', COLLAB_MESSAGES.closedForInvites);
    if (await repo.findMember(tx, collabId, member.id)) throw field('conflict', 'member', COLLAB_MESSAGES.alreadyMember);
    if ((await repo.countMembers(tx, collabId)) >= COLLAB_LIMITS.membersMax)
      throw field('conflict', 'member', COLLAB_MESSAGES.tooManyMembers);
    await repo.insertMembers(tx, [
      { collab_id: collabId, user_id: member.id, role: input.role ?? 'collaborator', state: 'invited', invited_by: actor.userId },
    ]);
    const people = await peopleOf(tx, [actor.userId]);
    await notify(ctx, tx, member.id, {
      type: COLLAB_REQUEST,
      title: `${nameOf(people.get(actor.userId))} invited you to collaborate`,
      content: `"${collab.title}": accept or decline on your Collabs page.`,
      action_url: '/collabs',
    });
    await changed(ctx, tx, collabId, 'members', member.id);
    return detail(tx, collab, actor.userId);
  });
}

export async function accept(ctx: AppContext, userId: string, collabId: string): Promise<Collab> {
  // Asked again: an invitation across a block made since it was sent is not accepted. (Outside the
  // transaction: the profiles service reads on its own connection.)
  const { collab: before } = await membership(ctx.db, collabId, userId, { invited: true });
  if (await profiles.isBlocked(ctx, before.owner_id, userId)) throw new AppError('forbidden', COLLAB_MESSAGES.blocked);
  return ctx.db.transaction(async (tx) => {
    const { collab } = await membership(tx, collabId, userId, { invited: true, lock: true });
    if (collab.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.noInvitation);
    const row = await repo.joinMember(tx, collabId, userId);
    if (!row) throw new AppError('conflict', COLLAB_MESSAGES.noInvitation);
    await repo.touchCollab(tx, collabId);
    await changed(ctx, tx, collabId, 'members', userId);
    return detail(tx, collab, userId);
  });
}

export async function decline(ctx: AppContext, userId: string, collabId: string) {
  await ctx.db.transaction(async (tx) => {
    await membership(tx, collabId, userId, { invited: true });
    if (!(await repo.deleteMember(tx, collabId, userId, 'invited'))) throw new AppError('conflict', COLLAB_MESSAGES.noInvitation);
    await changed(ctx, tx, collabId, 'members', userId);
  });
  return { ok: true as const };
}

/** The owner removes a member or withdraws an invitation; a member (not the owner) leaves. */
export async function removeMember(ctx: AppContext, userId: string, collabId: string, memberId: string) {
  await ctx.db.transaction(async (tx) => {
    const { me } = await membership(tx, collabId, userId, { lock: true });
    if (memberId === userId) {
      if (me.role === 'owner') throw new AppError('conflict', COLLAB_MESSAGES.ownerCannotLeave);
    } else assertOwner(me);
    if (!(await repo.deleteMember(tx, collabId, memberId))) throw new AppError('not_found', COLLAB_MESSAGES.noSuchMember);
    await repo.unassignTasks(tx, collabId, memberId);
    await changed(ctx, tx, collabId, 'members', memberId);
  });
  return { ok: true as const };
}

// ---------------------------------------------------------------------------------------------------
// Tasks

export async function listTasks(ctx: AppContext, userId: string, collabId: string) {
  await membership(ctx.db, collabId, userId);
  const rows = await repo.tasksOf(ctx.db, collabId);
  const people = await peopleOf(
    ctx.db,
    rows.flatMap((t) => (t.assignee_id ? [t.assignee_id] : [])),
  );
  return { tasks: rows.map((t) => presentTask(t, people)) };
}

async function assertAssignable(tx: Executor, collabId: string, assigneeId: string) {
  const m = await repo.findMember(tx, collabId, assigneeId);
  if (m?.state !== 'joined') throw field('unprocessable', 'assignee_id', COLLAB_MESSAGES.assigneeNotMember);
}

async function tellAssignee(ctx: AppContext, tx: Executor, collab: repo.CollabRow, task: repo.TaskRow, byId: string) {
  if (!task.assignee_id || task.assignee_id === byId) return;
  const people = await peopleOf(tx, [byId]);
  await notify(ctx, tx, task.assignee_id, {
    type: TASK_ASSIGNMENT,
    title: `${nameOf(people.get(byId))} assigned you a task`,
    content: `"${task.title}" in ${collab.title}${task.due_on ? `, due ${task.due_on}` : ''}.`,
    action_url: `/collab/${collab.id}/tasks`,
  });
}

export async function createTask(ctx: AppContext, userId: string, collabId: string, input: CreateTaskInput) {
  return ctx.db.transaction(async (tx) => {
    const { collab, me } = await membership(tx, collabId, userId, { lock: true });
    assertContributor(me);
    if ((await repo.countTasks(tx, collabId)) >= COLLAB_LIMITS.tasksMax) throw new AppError('conflict', COLLAB_MESSAGES.tooManyTasks);
    const assignee = input.assignee_id ?? null;
    if (assignee) await assertAssignable(tx, collabId, assignee);
    const task = await repo.insertTask(tx, {
      collab_id: collabId,
      title: input.title,
      assignee_id: assignee,
      due_on: cleanDate(input.due_on),
      created_by: userId,
    });
    await tellAssignee(ctx, tx, collab, task, userId);
    await changed(ctx, tx, collabId, 'tasks');
    return presentTask(task, await peopleOf(tx, assignee ? [assignee] : []));
  });
}

export async function updateTask(ctx: AppContext, userId: string, collabId: string, taskId: string, input: UpdateTaskInput) {
  return ctx.db.transaction(async (tx) => {
    const { collab, me } = await membership(tx, collabId, userId);
    const task = await repo.findTask(tx, collabId, taskId);
    if (!task) throw new AppError('not_found', COLLAB_MESSAGES.noSuchTask);
    // A viewer may move their own task along, nothing else.
    const onlyStatus = input.title === undefined && input.assignee_id === undefined && input.due_on === undefined;
    if (me.role === 'viewer' && !(onlyStatus && task.assignee_id === userId))
      throw new AppError('forbidden', COLLAB_MESSAGES.viewerReadOnly);
    const patch: Parameters<typeof repo.updateTask>[2] = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.status !== undefined) patch.status = input.status;
    if (input.due_on !== undefined) patch.due_on = cleanDate(input.due_on);
    if (input.assignee_id !== undefined) {
      if (input.assignee_id) await assertAssignable(tx, collabId, input.assignee_id);
      patch.assignee_id = input.assignee_id;
    }
    const row = await repo.updateTask(tx, taskId, patch);
    if (input.assignee_id && input.assignee_id !== task.assignee_id) await tellAssignee(ctx, tx, collab, row, userId);
    await changed(ctx, tx, collabId, 'tasks');
    return presentTask(row, await peopleOf(tx, row.assignee_id ? [row.assignee_id] : []));
  });
}

// ---------------------------------------------------------------------------------------------------
// Reminders (the job mechanism: ARCHITECTURE "Jobs")

export const REMINDER_JOB = 'collabs.task_reminders';
/** How often the scan runs; a reminder goes out within this long of its moment (the day before, the day after). */
export const REMINDER_EVERY_MS = 15 * 60 * 1000;
const REMINDER_BATCH = 200;

/** Registers the reminder scan (once across instances per slot; retried after a crash). */
export function defineCollabJobs(ctx: AppContext) {
  if (ctx.jobs.kinds().includes(REMINDER_JOB)) return;
  ctx.jobs.defineJob(REMINDER_JOB, async () => void (await sendTaskReminders(ctx)), { maxAttempts: 3 });
  ctx.jobs.every(REMINDER_JOB, REMINDER_EVERY_MS);
}

/**
 * task_reminder notifications: the day before an open task's due date (UTC days) and once it is
 * overdue. Each reminder is claimed by inserting its (task, kind, due date) row in the same transaction
 * as the notification; the insert that loses a race inserts nothing and sends nothing, so two instances,
 * a retried job or a second scan never send one twice. Answers how many were sent.
 */
export async function sendTaskReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  let sent = 0;
  for (const kind of ['due_tomorrow', 'overdue'] as const) {
    for (;;) {
      const due = await repo.tasksNeedingReminder(ctx.db, kind, today, REMINDER_BATCH);
      for (const t of due) {
        const did = await ctx.db.transaction(async (tx) => {
          if (!(await repo.claimReminder(tx, t.id, kind, t.due_on))) return false;
          await notify(ctx, tx, t.assignee_id, {
            type: TASK_REMINDER,
            title: kind === 'due_tomorrow' ? 'A task is due tomorrow' : 'A task is overdue',
            content:
              kind === 'due_tomorrow'
                ? `"${t.title}" in ${t.collab_title} is due tomorrow (${t.due_on}).`
                : `"${t.title}" in ${t.collab_title} was due ${t.due_on} and is not done yet.`,
            action_url: `/collab/${t.collab_id}/tasks`,
          });
          return true;
        });
        if (did) sent++;
      }
      if (due.length < REMINDER_BATCH) break;
    }
  }
  return sent;
}

// ---------------------------------------------------------------------------------------------------
// Files

export async function listFiles(ctx: AppContext, userId: string, collabId: string) {
  await membership(ctx.db, collabId, userId);
  const rows = await repo.filesOf(ctx.db, collabId);
  const people = await peopleOf(
    ctx.db,
    rows.map((f) => f.uploaded_by),
  );
  return { files: rows.map((f) => presentFile(ctx, f, `member:${userId}`, people)) };
}

/** The display name of an uploaded file: its last path segment, no control characters, at most 200 characters. */
const displayName = (name: string) =>
  (name.split(/[\\/]/).at(-1) ?? 'file')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200) || 'file';

/** Spec §5's check of the bytes (400/413/415/422 before anything about the collaboration is asked). */
const checkFile = (file: { name: string; declaredType?: string; body: Buffer }) =>
  storage.acceptUpload(file, { allowed: FILE_TYPES, maxBytes: LIMITS.uploadMaxBytes, typeMessage: FILE_TYPE_MESSAGE });

async function storeFile(ctx: AppContext, collabId: string, file: { name: string; body: Buffer }, checked: { mime: string; ext: string }) {
  const { mime, ext } = checked;
  let body: Buffer;
  try {
    body = await stripMetadata(file.body, mime);
  } catch {
    throw new AppError('unprocessable', MESSAGES.uploadRejected, { file: `${MESSAGES.uploadRejected} (${undecodable(mime)})` });
  }
  const key = randomKey(collabId, ext);
  await ctx.storage.put('collabs', key, body, mime);
  return { key, mime, size: body.length, name: displayName(file.name) };
}

/** Removes a stored file whose row was never written (the transaction failed after the upload). */
const discard = (ctx: AppContext, key: string) =>
  ctx.storage.delete('collabs', key).catch((err) => ctx.log.warn({ err, key }, 'collab file clean-up failed'));

export async function uploadFile(
  ctx: AppContext,
  userId: string,
  collabId: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  const checked = await checkFile(file);
  // Checked before the bytes are stored, and again in the transaction that records them.
  const { me } = await membership(ctx.db, collabId, userId);
  assertContributor(me);
  const stored = await storeFile(ctx, collabId, file, checked);
  try {
    return await ctx.db.transaction(async (tx) => {
      const again = await membership(tx, collabId, userId, { lock: true });
      assertContributor(again.me);
      if ((await repo.countFiles(tx, collabId)) >= COLLAB_LIMITS.filesMax) throw new AppError('conflict', COLLAB_MESSAGES.tooManyFiles);
      const row = await repo.insertFile(tx, {
        collab_id: collabId,
        uploaded_by: userId,
        key: stored.key,
        name: stored.name,
        content_type: stored.mime,
        size: stored.size,
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'collabs', path: stored.key, owner_id: userId, content_type: stored.mime, size: stored.size },
      ]);
      await changed(ctx, tx, collabId, 'files');
      return presentFile(ctx, row, `member:${userId}`, await peopleOf(tx, [userId]));
    });
  } catch (e) {
    await discard(ctx, stored.key);
    throw e;
  }
}

export async function deleteFile(ctx: AppContext, userId: string, collabId: string, fileId: string) {
  const key = await ctx.db.transaction(async (tx) => {
    const { me } = await membership(tx, collabId, userId);
    const f = await repo.findFile(tx, collabId, fileId);
    if (!f) throw new AppError('not_found', COLLAB_MESSAGES.noSuchFile);
    if (f.uploaded_by !== userId && me.role !== 'owner') throw new AppError('forbidden', COLLAB_MESSAGES.fileNotYours);
    await repo.deleteFile(tx, f.id);
    await storage.forgetStoredObjects(tx, [f.key]);
    await changed(ctx, tx, collabId, 'files');
    return f.key;
  });
  await discard(ctx, key);
  return { ok: true as const };
}

/**
 * The `collabs` bucket's guard, asked on every read after the signature held: a `member:<id>` link works
 * only while that member is still in the file's collaboration; a `staff` link only for a file that is
 * part of a post-production order. Anything else (a stranger's forged audience, a deleted file) is refused.
 */
export async function collabFileGuard(ctx: AppContext, file: { key: string; audience: string | null }): Promise<boolean> {
  if (!file.audience) return false;
  const row = await repo.findFileByKey(ctx.db, file.key);
  if (!row) return false;
  if (file.audience === 'staff') return repo.fileInAnOrder(ctx.db, row);
  const [kind, id] = file.audience.split(':');
  if (kind !== 'member' || !id) return false;
  const m = await repo.findMember(ctx.db, row.collab_id, id);
  return m?.state === 'joined';
}

// ---------------------------------------------------------------------------------------------------
// Discussion (live on the realtime topic `collab:{id}`)

export async function listMessages(ctx: AppContext, userId: string, collabId: string, before?: string) {
  await membership(ctx.db, collabId, userId);
  // One more than a page says whether older ones exist; a `before` from another collaboration finds nothing.
  const rows = await repo.latestMessages(ctx.db, collabId, COLLAB_LIMITS.messagesPage + 1, before);
  const hasMore = rows.length > COLLAB_LIMITS.messagesPage;
  const page = hasMore ? rows.slice(1) : rows;
  const people = await peopleOf(
    ctx.db,
    page.map((m) => m.author_id),
  );
  return { messages: page.map((m) => presentMessage(m, people)), has_more: hasMore };
}

export async function postMessage(ctx: AppContext, userId: string, collabId: string, body: string) {
  return ctx.db.transaction(async (tx) => {
    await membership(tx, collabId, userId);
    const row = await repo.insertMessage(tx, { collab_id: collabId, author_id: userId, body });
    const message = presentMessage(row, await peopleOf(tx, [userId]));
    await ctx.bus.publish({ type: 'collab.message', topic: `collab:${collabId}`, data: message }, tx);
    return message;
  });
}

/**
 * The realtime topic kind `collab:{id}`: a joined member may subscribe. Delivery stops for a socket
 * whose member leaves or is removed (the `collab.changed` event naming them is the last it gets).
 */
export const collabTopic = {
  authorize: async (ctx: AppContext, actor: Actor, id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const m = await repo.findMember(ctx.db, id, actor.userId);
    return m?.state === 'joined';
  },
  attach: async (ctx: AppContext, actor: Actor, id: string, deliver: (json: string) => void) => {
    let open = true;
    const stop = ctx.bus.subscribe(`collab:${id}`, (event: RealtimeEvent, json: () => string) => {
      if (!open) return;
      deliver(json());
      // A joined member named by a members change has left or been removed (an invitee never subscribes):
      // that event is the last this socket hears.
      if (event.type === 'collab.changed' && event.data.what === 'members' && event.data.member_id === actor.userId) open = false;
    });
    return stop;
  },
};

// ---------------------------------------------------------------------------------------------------
// Post-production orders

async function presentOrders(ctx: AppContext, db: Executor, orders: repo.OrderRow[], audience: string): Promise<PostProductionOrder[]> {
  if (orders.length === 0) return [];
  const [collabs, briefFiles, deliveries] = await Promise.all([
    repo.collabsByIds(db, [...new Set(orders.map((o) => o.collab_id))]),
    repo.filesByIds(db, [...new Set(orders.flatMap((o) => o.file_ids))]),
    repo.filesOfOrders(
      db,
      orders.map((o) => o.id),
    ),
  ]);
  const titles = new Map(collabs.map((c) => [c.id, c.title]));
  const byId = new Map(briefFiles.map((f) => [f.id, f]));
  const people = await peopleOf(
    db,
    orders.flatMap((o) => [o.ordered_by, ...(o.editor_id ? [o.editor_id] : [])]),
  );
  return orders.map((o) =>
    presentOrder(
      ctx,
      o,
      titles.get(o.collab_id) ?? '',
      o.file_ids.flatMap((id) => {
        const f = byId.get(id);
        return f && f.collab_id === o.collab_id ? [f] : [];
      }),
      deliveries.filter((f) => f.order_id === o.id),
      audience,
      people,
    ),
  );
}

export async function listOrders(ctx: AppContext, userId: string, collabId: string) {
  await membership(ctx.db, collabId, userId);
  return { orders: await presentOrders(ctx, ctx.db, await repo.ordersOf(ctx.db, collabId), `member:${userId}`) };
}

export async function createOrder(
  ctx: AppContext,
  userId: string,
  collabId: string,
  input: CreateOrderInput,
): Promise<PostProductionOrder> {
  return ctx.db.transaction(async (tx) => {
    const { collab, me } = await membership(tx, collabId, userId);
    assertOwner(me);
    const fileIds = [...new Set(input.file_ids ?? [])];
    const files = await repo.filesByIds(tx, fileIds);
    if (files.length !== fileIds.length || files.some((f) => f.collab_id !== collabId)) {
      throw field('unprocessable', 'file_ids', COLLAB_MESSAGES.briefFilesUnknown);
    }
    const order = await repo.insertOrder(tx, { collab_id: collabId, ordered_by: userId, brief: input.brief, file_ids: fileIds });
    for (const editorId of await staff.staffIdsWithRole(tx, 'post_production_editor')) {
      await notify(ctx, tx, editorId, {
        type: POST_PRODUCTION_NOTIFICATION,
        title: 'New post-production order',
        content: `${collab.title}: ${input.brief.slice(0, 140)}`,
        action_url: '/editor-queue',
        order_id: order.id,
        editor_notification_type: 'order_created',
      });
    }
    await changed(ctx, tx, collabId, 'orders');
    const [presented] = await presentOrders(ctx, tx, [order], `member:${userId}`);
    return presented as PostProductionOrder;
  });
}

/** The owner cancels an order while it is requested (once an editor has taken it, it is theirs to finish). */
export async function cancelOrder(ctx: AppContext, userId: string, collabId: string, orderId: string): Promise<PostProductionOrder> {
  return ctx.db.transaction(async (tx) => {
    const { me } = await membership(tx, collabId, userId);
    assertOwner(me);
    const order = await repo.findOrder(tx, orderId, { lock: true });
    if (!order || order.collab_id !== collabId) throw new AppError('not_found', COLLAB_MESSAGES.noSuchOrder);
    if (order.status === 'cancelled') {
      const [same] = await presentOrders(ctx, tx, [order], `member:${userId}`);
      return same as PostProductionOrder;
    }
    if (order.status !== 'requested') throw new AppError('conflict', COLLAB_MESSAGES.orderNotCancellable);
    const row = await repo.updateOrder(tx, orderId, { status: 'cancelled' });
    await changed(ctx, tx, collabId, 'orders');
    const [presented] = await presentOrders(ctx, tx, [row], `member:${userId}`);
    return presented as PostProductionOrder;
  });
}

export async function editorQueue(ctx: AppContext) {
  return { orders: await presentOrders(ctx, ctx.db, await repo.queue(ctx.db, QUEUE_CLOSED), 'staff') };
}

async function tellOrderOwner(
  ctx: AppContext,
  tx: Executor,
  order: repo.OrderRow,
  kind: 'order_in_progress' | 'order_delivered' | 'order_file_delivered',
) {
  const collab = await repo.findCollab(tx, order.collab_id);
  if (!collab) return;
  const text = {
    order_in_progress: ['Post-production started', 'An editor took your order and is working on it.'],
    order_delivered: ['Post-production delivered', 'Your order is delivered: the files are in the collaboration.'],
    order_file_delivered: ['A post-production file arrived', 'An editor delivered a file for your order.'],
  }[kind];
  await notify(ctx, tx, order.ordered_by, {
    type: POST_PRODUCTION_NOTIFICATION,
    title: text[0] as string,
    content: `${collab.title}: ${text[1]}`,
    action_url: `/collab/${collab.id}/files`,
    order_id: order.id,
    editor_notification_type: kind,
  });
}

export async function updateOrderStatus(ctx: AppContext, editorId: string, orderId: string, status: 'in_progress' | 'delivered') {
  return ctx.db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, orderId, { lock: true });
    if (!order) throw new AppError('not_found', COLLAB_MESSAGES.noSuchOrder);
    if (order.status === 'delivered' || order.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.orderClosed);
    if (order.status === status) {
      const [same] = await presentOrders(ctx, tx, [order], 'staff');
      return same as PostProductionOrder;
    }
    if (status === 'delivered' && (await repo.filesOfOrders(tx, [orderId])).length === 0) {
      throw new AppError('conflict', COLLAB_MESSAGES.deliverFirst);
    }
    const row = await repo.updateOrder(tx, orderId, { status, editor_id: order.editor_id ?? editorId });
    await tellOrderOwner(ctx, tx, row, status === 'delivered' ? 'order_delivered' : 'order_in_progress');
    await changed(ctx, tx, row.collab_id, 'orders');
    const [presented] = await presentOrders(ctx, tx, [row], 'staff');
    return presented as PostProductionOrder;
  });
}

export async function deliverFile(
  ctx: AppContext,
  editorId: string,
  orderId: string,
  file: { name: string; declaredType?: string; body: Buffer },
) {
  const checked = await checkFile(file);
  const order = await repo.findOrder(ctx.db, orderId);
  if (!order) throw new AppError('not_found', COLLAB_MESSAGES.noSuchOrder);
  if (order.status === 'delivered' || order.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.orderClosed);
  const stored = await storeFile(ctx, order.collab_id, file, checked);
  try {
    return await ctx.db.transaction(async (tx) => {
      const o = await repo.findOrder(tx, orderId, { lock: true });
      if (!o || o.status === 'delivered' || o.status === 'cancelled') throw new AppError('conflict', COLLAB_MESSAGES.orderClosed);
      await repo.insertFile(tx, {
        collab_id: o.collab_id,
        uploaded_by: editorId,
        key: stored.key,
        name: stored.name,
        content_type: stored.mime,
        size: stored.size,
        order_id: o.id,
      });
      await storage.recordStoredObjects(tx, [
        { bucket: 'collabs', path: stored.key, owner_id: editorId, content_type: stored.mime, size: stored.size },
      ]);
      const row = await repo.updateOrder(tx, o.id, {
        editor_id: o.editor_id ?? editorId,
        status: o.status === 'requested' ? 'in_progress' : o.status,
      });
      await tellOrderOwner(ctx, tx, row, 'order_file_delivered');
      await changed(ctx, tx, row.collab_id, 'files');
      const [presented] = await presentOrders(ctx, tx, [row], 'staff');
      return presented as PostProductionOrder;
    });
  } catch (e) {
    await discard(ctx, stored.key);
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------------
// Verified credits

export async function confirmCredit(ctx: AppContext, userId: string, collabId: string, memberId: string): Promise<Collab> {
  return ctx.db.transaction(async (tx) => {
    const { collab } = await membership(tx, collabId, userId);
    if (collab.status !== 'completed') throw new AppError('conflict', COLLAB_MESSAGES.creditsNotYet);
    if (memberId === userId) throw new AppError('unprocessable', COLLAB_MESSAGES.creditSelf);
    const target = await repo.findMember(tx, collabId, memberId);
    if (target?.state !== 'joined') throw new AppError('unprocessable', COLLAB_MESSAGES.creditNotMember);
    await repo.insertCredit(tx, { collab_id: collabId, member_id: memberId, confirmed_by: userId });
    await changed(ctx, tx, collabId, 'members');
    return detail(tx, collab, userId);
  });
}

/**
 * A member's verified credits, as visible as their profile (a members-only profile, a block: its 404).
 * A confirmer in a block with the reader, either way, is left out, and with them a credit no one else
 * confirmed: the reader sees only confirmations by people they may see.
 */
export async function memberCredits(ctx: AppContext, userId: string, actor: Actor | null): Promise<{ credits: CollabCredit[] }> {
  await profiles.getPublicProfile(ctx, userId, actor);
  const hidden = new Set(actor ? await profiles.blockedEitherWayIds(ctx, actor.userId) : []);
  const rows = (await repo.confirmedCreditsOfMember(ctx.db, userId)).filter((r) => !hidden.has(r.confirmed_by));
  const people = await peopleOf(
    ctx.db,
    rows.map((r) => r.confirmed_by),
  );
  const byCollab = new Map<string, CollabCredit>();
  for (const r of rows) {
    let c = byCollab.get(r.collab.id);
    if (!c) {
      c = { collab_id: r.collab.id, title: r.collab.title, role: r.role as CollabRole, ends_on: r.collab.ends_on, confirmed_by: [] };
      byCollab.set(r.collab.id, c);
    }
    c.confirmed_by.push(presentPerson(r.confirmed_by, people));
  }
  return { credits: [...byCollab.values()] };
}
