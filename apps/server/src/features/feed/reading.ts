import { FEED_LIMITS, FEED_MESSAGES, type FeedItem, type FeedPage, type FeedSubject } from '@mb/contract/feed';
import type { ContentFilter } from '@mb/contract/profiles';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import * as directory from '../directory/index.ts';
import * as events from '../events/index.ts';
import * as network from '../network/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import { fanoutFor } from './live.ts';
import { decodeCursor, encodeCursor, type MemberCard, presentActor, presentPost } from './presenter.ts';
import * as repo from './repository.ts';

// Reading a member's feed: whose activity they see, and what each activity is now for this reader.

/** Who reads: the member, their 18+ confirmation, the header's content filter. */
export interface FeedReader {
  userId: string;
  adult: boolean;
  filter: ContentFilter;
}

// ---------------------------------------------------------------------------------------------------
// Whose activity a member sees

/** Followed ∪ connected ∪ themselves, less muted, blocked (either way), suspended and hidden from the reader's place. */
export async function feedSourcesOf(ctx: AppContext, userId: string): Promise<string[]> {
  const [sources, muted, blocked, unlisted] = await Promise.all([
    network.sourceIdsOf(ctx, userId),
    profiles.mutedBy(ctx, userId),
    profiles.blockedEitherWayIds(ctx, userId),
    profiles.unlistedOwners(ctx, userId),
  ]);
  const out = new Set<string>(sources);
  for (const id of [...muted, ...blocked, ...unlisted]) out.delete(id);
  out.add(userId);
  return [...out];
}

/** The realtime topic kind `feed:{id}`: only your own feed; events delivered by the fan-out (live.ts). */
export const feedTopic = {
  authorize: async (_ctx: AppContext, actor: Actor, id: string) => id === actor.userId,
  attach: (ctx: AppContext, actor: Actor, _id: string, deliver: (json: string) => void) =>
    fanoutFor(ctx, feedSourcesOf).attach(actor.userId, deliver),
};

// ---------------------------------------------------------------------------------------------------
// Reading

/**
 * What each activity is now, for this reader, in the order given; those the reader may not see (a
 * private or deleted subject, a rejected post, a hidden profile, the content filter) are left out.
 */
export async function resolve(ctx: AppContext, rows: repo.ActivityRow[], reader: FeedReader): Promise<FeedItem[]> {
  if (rows.length === 0) return [];
  const ids = (k: repo.ActivityKind) => rows.filter((r) => r.kind === k).map((r) => r.subject_id);
  const pReader = { userId: reader.userId, adult: reader.adult, filter: reader.filter };
  const [cards, items, albums, posts, listings, liked, eventCards] = await Promise.all([
    profiles.memberCards(ctx.db, [...new Set(rows.map((r) => r.actor_id))]) as Promise<Map<string, MemberCard>>,
    portfolio.presentPublicItems(ctx, ids('portfolio_item'), pReader, { publicOnly: true }),
    portfolio.publicAlbumsFor(ctx, ids('album'), pReader),
    repo.findPosts(ctx.db, ids('post')),
    Promise.all(
      ids('listing').map((id) =>
        directory.getListing(ctx, id).catch((e) => {
          if (e instanceof AppError && e.code === 'not_found') return null;
          throw e;
        }),
      ),
    ),
    repo.likedBy(
      ctx.db,
      reader.userId,
      rows.map((r) => r.id),
    ),
    events.eventCards(ctx, ids('event')),
  ]);
  const itemById = new Map(items.map((i) => [i.id, i]));
  const postById = new Map(posts.map((p) => [p.id, p]));
  const listingById = new Map(listings.filter((l) => l !== null).map((l) => [l.id, l]));
  const out: FeedItem[] = [];
  for (const r of rows) {
    const card = cards.get(r.actor_id);
    if (!card) continue;
    const own = r.actor_id === reader.userId;
    let subject: FeedSubject | null = null;
    let likes = r.likes_count;
    let isLiked = liked.has(r.id);
    if (r.kind === 'portfolio_item') {
      const item = itemById.get(r.subject_id);
      if (item) {
        subject = { kind: 'portfolio_item', item };
        // A portfolio item's likes are the item's own (one count on the profile and in the feed).
        likes = item.likes;
        isLiked = item.liked;
      }
    } else if (r.kind === 'album') {
      const album = albums.get(r.subject_id);
      if (album) subject = { kind: 'album', album };
    } else if (r.kind === 'post') {
      const p = postById.get(r.subject_id);
      const shown = p && (p.moderation_status === 'approved' || (own && p.moderation_status === 'pending'));
      if (p && shown) subject = { kind: 'post', post: presentPost(ctx, p, { own, adult: reader.adult }) };
    } else if (r.kind === 'verified') {
      if (card.verified) subject = { kind: 'verified' };
    } else if (r.kind === 'listing') {
      const l = listingById.get(r.subject_id);
      if (l)
        subject = {
          kind: 'listing',
          listing: {
            business_id: l.id,
            name: l.business_name,
            path: `/business/${l.id}`,
            logo_url: l.logo_url,
            description: l.description,
          },
        };
    } else if (r.kind === 'event') {
      const e = eventCards.get(r.subject_id);
      if (e)
        subject = {
          kind: 'event',
          event: {
            event_id: e.id,
            title: e.title,
            path: `/events/${e.id}`,
            image_url: e.image_url,
            start_date: e.start_date,
            timezone: e.timezone,
            location: e.location,
            is_online: e.is_online,
          },
        };
    }
    if (!subject) continue;
    out.push({
      id: r.id,
      actor: presentActor(card),
      created_at: r.created_at.toISOString(),
      subject,
      likes,
      liked: isLiked,
      comments: r.comments_count,
      own,
    });
  }
  return out;
}

/** Rounds of reading when the read-time checks leave a page short (then the page is shorter, the cursor goes on). */
const MAX_ROUNDS = 3;

/** The member's feed, newest first, FEED_LIMITS.pageSize at a time (keyset on created_at, id). */
export async function feedFor(
  ctx: AppContext,
  userId: string,
  q: { cursor?: string; filter?: ContentFilter; adult?: '0' | '1' },
): Promise<FeedPage> {
  let before = decodeCursor(q.cursor);
  if (q.cursor && !before) throw new AppError('bad_request', 'Invalid cursor.', { cursor: 'Invalid cursor.' });
  const reader: FeedReader = { userId, adult: q.adult === '1', filter: q.filter ?? 'all' };
  const sources = await feedSourcesOf(ctx, userId);
  const items: FeedItem[] = [];
  for (let round = 0; round < MAX_ROUNDS && items.length < FEED_LIMITS.pageSize; round++) {
    const need = FEED_LIMITS.pageSize - items.length;
    const rows = await repo.feedPage(ctx.db, { viewerId: userId, sources, before, limit: need + 1 });
    const page = rows.slice(0, need);
    items.push(...(await resolve(ctx, page, reader)));
    const last = page.at(-1);
    if (rows.length <= need || !last) return { items, next_cursor: null };
    before = { at: last.cursor_at, id: last.id };
  }
  return { items, next_cursor: before ? encodeCursor(before.at, before.id) : null };
}

/** One activity as this member may see it (any member, not only those who follow the actor); 404 otherwise. */
export async function visibleItem(ctx: AppContext, userId: string, activityId: string): Promise<{ row: repo.ActivityRow; item: FeedItem }> {
  const row = await repo.findActivity(ctx.db, activityId);
  const gone = () => new AppError('not_found', FEED_MESSAGES.itemNotFound);
  if (!row) throw gone();
  if (row.state === 'hidden' || (row.state === 'pending' && row.actor_id !== userId)) throw gone();
  if (row.actor_id !== userId) {
    const [blocked, muted, geoHidden] = await Promise.all([
      profiles.isBlocked(ctx, userId, row.actor_id),
      profiles.mutedBy(ctx, userId),
      profiles.geoHiddenFrom(ctx, row.actor_id, userId),
    ]);
    if (blocked || geoHidden || muted.includes(row.actor_id)) throw gone();
  }
  const [item] = await resolve(ctx, [row], { userId, adult: false, filter: 'all' });
  if (!item) throw gone();
  return { row, item };
}
