import type { FeedActor, FeedComment, FeedPost } from '@mb/contract/feed';
import type { AppContext } from '../../platform/context.ts';
import type { CommentRow, PostRow } from './repository.ts';

/** How long a post image URL works at least (the storage rounds up to the hour), like portfolio media. */
export const IMAGE_URL_SECONDS = 3600;

export interface MemberCard {
  id: string;
  username: string | null;
  display_name: string | null;
  avatar_url: string | null;
  profile_type: string | null;
  verified: boolean;
}

export const presentActor = (c: MemberCard): FeedActor => ({
  id: c.id,
  username: c.username,
  display_name: c.display_name,
  avatar_url: c.avatar_url,
  profile_type: c.profile_type,
  verified: c.verified,
});

/**
 * A post for a reader: its author sees it pending and unblurred; anyone else only approved posts, with
 * an NSFW image withheld (blur only) until they confirmed 18+.
 */
export function presentPost(ctx: AppContext, p: PostRow, o: { own: boolean; adult: boolean }): FeedPost {
  const withhold = p.nsfw && !o.adult && !o.own;
  const audience = o.own ? 'owner' : 'public';
  return {
    id: p.id,
    body: p.body,
    image: p.image_key
      ? {
          url: withhold ? null : ctx.storage.url('feed', p.image_key, { expiresInSeconds: IMAGE_URL_SECONDS, audience }),
          blur_data_url: p.blur_data_url,
          width: p.width,
          height: p.height,
        }
      : null,
    nsfw: p.nsfw,
    status: p.moderation_status === 'approved' ? 'published' : 'pending',
  };
}

export function presentComment(c: CommentRow, author: MemberCard, o: { viewerId: string; itemOwnerId: string }): FeedComment {
  return {
    id: c.id,
    activity_id: c.activity_id,
    author: presentActor(author),
    body: c.body,
    created_at: c.created_at.toISOString(),
    can_delete: c.author_id === o.viewerId || o.itemOwnerId === o.viewerId,
    can_report: c.author_id !== o.viewerId,
  };
}

/** `created_at|id` as base64url: the keyset cursor of the last activity a page read. */
/** The feed's cursor: the last row's exact keyset position (text to the microsecond) and id. */
export const encodeCursor = (at: string, id: string) => Buffer.from(`${at}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): { at: string; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!at || !id || !/^[0-9a-f-]{36}$/.test(id)) return null;
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$/.test(at) || Number.isNaN(Date.parse(at))) return null;
  return { at, id };
}
