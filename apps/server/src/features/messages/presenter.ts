import type { Conversation, Message, MessageAttachment } from '@mb/contract/messaging';
import type { AppContext } from '../../platform/context.ts';
import type { AttachmentRow, ConversationRow, MemberRow, MessageRow, SettingsRow } from './repository.ts';

/** How long an attachment URL works at least (the storage rounds up to the hour); the guard asks again on every read. */
export const ATTACHMENT_URL_SECONDS = 3600;

export interface Card {
  id: string;
  username: string | null;
  display_name: string | null;
  avatar_url: string | null;
  verified: boolean;
}

export const nameOf = (c: Pick<Card, 'username' | 'display_name'> | undefined) =>
  c?.display_name?.trim() || (c?.username ? `@${c.username}` : 'A member');

export function presentConversation(
  c: ConversationRow,
  o: {
    viewer: MemberRow;
    members: MemberRow[];
    cards: Map<string, Card>;
    settings: Map<string, SettingsRow>;
    canSend: boolean;
  },
): Conversation {
  return {
    id: c.id,
    kind: c.kind,
    title: c.title,
    members: o.members.map((m) => {
      const card = o.cards.get(m.user_id);
      const receipts = o.settings.get(m.user_id)?.read_receipts ?? true;
      return {
        user_id: m.user_id,
        username: card?.username ?? null,
        display_name: card?.display_name ?? null,
        avatar_url: card?.avatar_url ?? null,
        verified: card?.verified ?? false,
        last_read_seq: receipts || m.user_id === o.viewer.user_id ? m.last_read_seq : null,
      };
    }),
    last_seq: c.last_seq,
    last_message:
      c.last_seq > 0 && c.last_sender_id && c.last_message_at
        ? {
            seq: c.last_seq,
            sender_id: c.last_sender_id,
            preview: c.last_preview ?? '',
            created_at: c.last_message_at.toISOString(),
            kind: c.last_kind,
          }
        : null,
    unread: o.viewer.status === 'accepted' ? Math.max(0, c.last_seq - o.viewer.last_read_seq) : 0,
    status: o.viewer.status,
    can_send: o.canSend,
    updated_at: (c.last_message_at ?? c.created_at).toISOString(),
    created_by: c.created_by,
  };
}

export function presentAttachment(ctx: AppContext, a: AttachmentRow, viewerId: string): MessageAttachment {
  return {
    id: a.id,
    kind: a.kind,
    name: a.name,
    size: a.size,
    url: ctx.storage.url('messages', a.key, { expiresInSeconds: ATTACHMENT_URL_SECONDS, audience: `member:${viewerId}` }),
    blur_data_url: a.blur_data_url,
    width: a.width,
    height: a.height,
    nsfw: a.nsfw,
  };
}

/** A message for one reader; `hidden` (a sender the reader blocked, in a group) shows as deleted. */
export function presentMessage(
  ctx: AppContext,
  m: MessageRow,
  o: { viewerId: string; attachments: AttachmentRow[]; hidden?: boolean },
): Message {
  // A group's own lines are never hidden: they name what happened to the group, not what someone said.
  const gone = Boolean(m.deleted_at) || (Boolean(o.hidden) && m.kind !== 'system');
  return {
    id: m.id,
    conversation_id: m.conversation_id,
    seq: m.seq,
    sender_id: m.sender_id,
    client_id: m.client_id,
    body: gone ? '' : m.body,
    created_at: m.created_at.toISOString(),
    edited_at: m.edited_at?.toISOString() ?? null,
    deleted: gone,
    attachments: gone ? [] : o.attachments.map((a) => presentAttachment(ctx, a, o.viewerId)),
    link_preview: gone ? null : (m.link_preview ?? null),
    kind: m.kind,
  };
}
