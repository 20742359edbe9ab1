import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import { words } from '../../platform/i18n.ts';
import { peopleOf } from './lists.ts';
import * as repo from './repository.ts';
import { BOOKER_URL, emailPrefs, OWNER_URL, tell, whenText, who } from './telling.ts';

// Reminders: the day before, to both parties, while the booking still stands.

export const BOOKING_REMINDER_JOB = 'bookings.reminder';

export async function sendReminder(ctx: AppContext, id: string) {
  const first = await repo.bookingById(ctx.db, id);
  if (!first) return;
  const prefs = await emailPrefs(ctx, [first.owner_id, first.booker_id]);
  await ctx.db.transaction(async (tx) => {
    const b = await repo.bookingById(tx, id);
    if (b?.status !== 'accepted' || b.starts_at.getTime() <= Date.now()) return;
    const people = await peopleOf(ctx, [b], tx);
    const when = whenText(b.starts_at, b.time_zone);
    await tell(
      ctx,
      tx,
      prefs,
      b.owner_id,
      words(NOTICE_TEXT.bookings.reminder, { service: b.service_name, name: who(people.get(b.booker_id)) }),
      words(NOTICE_TEXT.bookings.reminderContent, { when }),
      OWNER_URL,
      'reminder',
    );
    await tell(
      ctx,
      tx,
      prefs,
      b.booker_id,
      words(NOTICE_TEXT.bookings.reminder, { service: b.service_name, name: who(people.get(b.owner_id)) }),
      words(NOTICE_TEXT.bookings.reminderContent, { when }),
      BOOKER_URL,
      'reminder',
    );
  });
}

export function defineBookingJobs(ctx: AppContext): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind defined twice).
  if (ctx.jobs.kinds().includes(BOOKING_REMINDER_JOB)) return;
  ctx.jobs.defineJob<{ id: string }>(BOOKING_REMINDER_JOB, (p) => sendReminder(ctx, p.id), { maxAttempts: 5 });
}
