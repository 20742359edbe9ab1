import type { Conversation, ConversationMember } from '@mb/contract/messaging';
import { intlLocale } from '../../lib/i18n';

export const memberName = (m: Pick<ConversationMember, 'display_name' | 'username'> | undefined) =>
  m?.display_name?.trim() || (m?.username ? `@${m.username}` : 'Member');

/** What a conversation is called for the reader: the group's name, or the other members' names. */
export function conversationName(c: Conversation, me: string): string {
  if (c.title) return c.title;
  const others = c.members.filter((m) => m.user_id !== me);
  if (!others.length) return 'Just you';
  if (others.length <= 3) return others.map(memberName).join(', ');
  return `${others.slice(0, 2).map(memberName).join(', ')} and ${others.length - 2} more`;
}

export const otherMembers = (c: Conversation, me: string) => c.members.filter((m) => m.user_id !== me);

/** Short time for the list: the hour today, the day otherwise. */
export function shortTime(iso: string, now = new Date()): string {
  const d = new Date(iso);
  const sameDay = d.toDateString() === now.toDateString();
  return sameDay
    ? d.toLocaleTimeString(intlLocale(), { hour: '2-digit', minute: '2-digit' })
    : d.toLocaleDateString(intlLocale(), { month: 'short', day: 'numeric' });
}
