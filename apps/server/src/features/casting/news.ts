import { CASTING_MESSAGES, type StudioNews } from '@mb/contract/casting';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as feed from '../feed/index.ts';
import { requireStudio } from './actors.ts';
import { presentNews } from './presenter.ts';
import * as repo from './repository.ts';

// Studio news: a row of ours, carried to followers by a feed post (the feed moderates its image)

const newsText = (title: string, body: string) => `${title.trim()}\n\n${body.trim()}`;

async function saveNews(ctx: AppContext, userId: string, input: { title: string; body: string }, item: { id: string }, hasImage: boolean) {
  try {
    const row = await repo.insertNews(ctx.db, {
      studio_id: userId,
      title: input.title.trim(),
      body: input.body.trim(),
      has_image: hasImage,
      feed_item_id: item.id,
    });
    const states = await feed.activityStates(ctx, [item.id]);
    return presentNews(row, states.get(item.id));
  } catch (e) {
    await feed.deletePost(ctx, userId, item.id).catch(() => undefined);
    throw e;
  }
}

export async function createNews(ctx: AppContext, userId: string, input: { title: string; body: string }): Promise<StudioNews> {
  await requireStudio(ctx, userId);
  const item = await feed.createPost(ctx, userId, { body: newsText(input.title, input.body) });
  return saveNews(ctx, userId, input, item, false);
}

export async function createImageNews(
  ctx: AppContext,
  userId: string,
  file: { name: string; declaredType?: string; body: Buffer },
  q: { title: string; body: string; nsfw?: 'true' | 'false' },
): Promise<StudioNews> {
  await requireStudio(ctx, userId);
  const item = await feed.createImagePost(ctx, userId, file, { body: newsText(q.title, q.body), nsfw: q.nsfw });
  return saveNews(ctx, userId, q, item, true);
}

export async function myNews(ctx: AppContext, userId: string): Promise<{ items: StudioNews[] }> {
  await requireStudio(ctx, userId);
  const rows = await repo.newsOf(ctx.db, userId);
  const states = await feed.activityStates(
    ctx,
    rows.flatMap((r) => (r.feed_item_id ? [r.feed_item_id] : [])),
  );
  return { items: rows.map((r) => presentNews(r, r.feed_item_id ? states.get(r.feed_item_id) : undefined)) };
}

export async function deleteNews(ctx: AppContext, userId: string, id: string): Promise<{ ok: true }> {
  const row = await repo.findNews(ctx.db, id);
  if (!row || row.studio_id !== userId) throw new AppError('not_found', CASTING_MESSAGES.noSuchNews);
  if (row.feed_item_id) {
    await feed.deletePost(ctx, userId, row.feed_item_id).catch((e) => {
      if (!(e instanceof AppError && e.code === 'not_found')) throw e;
    });
  }
  await repo.deleteNews(ctx.db, id);
  return { ok: true };
}
