import { COLLAB_LIMITS, COLLAB_MESSAGES, type CreateTaskInput, type UpdateTaskInput } from '@mb/contract/collabs';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import { assertContributor, changed, cleanDate, field, membership, peopleOf } from './collaborations.ts';
import { nameOf, presentTask } from './presenter.ts';
import * as repo from './repository.ts';

// Tasks

const TASK_ASSIGNMENT = 'task_assignment';

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
    title: words(NOTICE_TEXT.collabs.assigned, { name: nameOf(people.get(byId)) }),
    content: task.due_on
      ? words(NOTICE_TEXT.collabs.assignedDue, { task: task.title, collab: collab.title, due: task.due_on })
      : words(NOTICE_TEXT.collabs.assignedContent, { task: task.title, collab: collab.title }),
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
