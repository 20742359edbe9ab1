import type { ConsentState, TaggedMember, TagRequest } from '@mb/contract/portfolio';
import type { TagRow, TagStatus } from './repository.ts';

/** What a member looks like in a tag or as an item's owner: public identity only. */
export interface MemberFace {
  id: string;
  username: string | null;
  display_name: string | null;
  avatar_url: string | null;
}

/**
 * The item's consent from its tags: none tagged; someone declined; someone has not answered; everyone
 * confirmed. Only 'none' and 'confirmed' let an item be public (the portfolio feature's visibility rule).
 */
export function consentStateOf(statuses: readonly TagStatus[]): ConsentState {
  if (statuses.length === 0) return 'none';
  if (statuses.includes('declined')) return 'declined';
  if (statuses.includes('pending')) return 'pending';
  return 'confirmed';
}

export function presentTaggedMember(tag: TagRow, face: MemberFace | undefined): TaggedMember {
  return {
    member_id: tag.member_id,
    username: face?.username ?? null,
    display_name: face?.display_name ?? null,
    avatar_url: face?.avatar_url ?? null,
    status: tag.status,
  };
}

/** A tag someone put on me: the item as I may see it (a thumbnail signed for me), never its release. */
export function presentTagRequest(
  tag: TagRow,
  item: { id: string; title: string | null; kind: 'image' | 'video'; nsfw: boolean },
  owner: MemberFace,
  thumbUrl: string | null,
): TagRequest {
  return {
    item_id: item.id,
    owner: { id: owner.id, username: owner.username, display_name: owner.display_name, avatar_url: owner.avatar_url },
    title: item.title,
    kind: item.kind,
    nsfw: item.nsfw,
    thumb_url: thumbUrl,
    status: tag.status,
    created_at: tag.created_at.toISOString(),
    decided_at: tag.decided_at?.toISOString() ?? null,
  };
}

/** How a member is named in a notification: display name, else @username, else a neutral word. */
export const nameOf = (face: MemberFace | undefined) => face?.display_name?.trim() || (face?.username ? `@${face.username}` : 'A member');
