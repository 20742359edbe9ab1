import type { AppContext } from '../../platform/context.ts';
import { fetchPreview, firstLink, type PreviewOptions } from './link-preview.ts';
import * as repo from './repository.ts';

// Background jobs: link previews and presence pruning.

export const LINK_PREVIEW_JOB = 'messages.link_preview';
export const PRUNE_PRESENCE_JOB = 'messages.prune_presence';

/** Fetches a message's link preview (strict limits: link-preview.ts) and tells the conversation. */
export async function fillLinkPreview(ctx: AppContext, payload: { message_id: string; url: string }, opts?: PreviewOptions) {
  const m = await repo.findMessageById(ctx.db, payload.message_id);
  if (!m || m.deleted_at || firstLink(m.body) !== payload.url) return;
  const preview = await fetchPreview(payload.url, opts);
  if (!preview) return;
  await ctx.db.transaction(async (tx) => {
    await repo.updateMessage(tx, m.id, { link_preview: preview });
    await ctx.bus.publish(
      {
        type: 'message.updated',
        topic: `conversation:${m.conversation_id}`,
        data: { conversation_id: m.conversation_id, seq: m.seq, message_id: m.id },
      },
      tx,
    );
  });
}

export function defineMessagingJobs(ctx: AppContext, previewOpts?: PreviewOptions): void {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(LINK_PREVIEW_JOB)) return;
  ctx.jobs.defineJob<{ message_id: string; url: string }>(LINK_PREVIEW_JOB, (p) => fillLinkPreview(ctx, p, previewOpts), {
    maxAttempts: 1,
    lockMs: 30_000,
  });
  ctx.jobs.defineJob(PRUNE_PRESENCE_JOB, () => repo.prunePresence(ctx.db));
  ctx.jobs.every(PRUNE_PRESENCE_JOB, 3_600_000);
}
