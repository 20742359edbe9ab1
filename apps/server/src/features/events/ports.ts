import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';

// What other features hear from MB Events, wired in by the composition root (app.ts) at start, never
// at import time: the feed hears of a newly listed event.

/** An event became visible to members (published and approved): inside that transaction. */
export type EventListedListener = (ctx: AppContext, tx: Executor, e: { organizerId: string; eventId: string; at: Date }) => Promise<void>;

export const ports: { listed: EventListedListener[] } = {
  listed: [],
};

export function registerListedListener(fn: EventListedListener): void {
  if (!ports.listed.includes(fn)) ports.listed.push(fn);
}

export async function announceListed(ctx: AppContext, tx: Executor, e: { organizerId: string; eventId: string; at: Date }) {
  for (const fn of ports.listed) await fn(ctx, tx, e);
}
