import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { words } from '../../platform/i18n.ts';
import { notify } from '../notifications/index.ts';
import * as repo from './repository.ts';

// Reminders (the job mechanism: ARCHITECTURE "Jobs")

const TASK_REMINDER = 'task_reminder';

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
            title: kind === 'due_tomorrow' ? NOTICE_TEXT.collabs.dueTomorrow : NOTICE_TEXT.collabs.overdue,
            content: words(kind === 'due_tomorrow' ? NOTICE_TEXT.collabs.dueTomorrowContent : NOTICE_TEXT.collabs.overdueContent, {
              task: t.title,
              collab: t.collab_title,
              due: t.due_on,
            }),
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
