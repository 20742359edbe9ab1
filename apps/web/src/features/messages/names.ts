import type { Conversation, ConversationMember } from '@mb/contract/messaging';
import { intlLocale, t } from '../../lib/i18n';

export const memberName = (m: Pick<ConversationMember, 'display_name' | 'username'> | undefined) =>
  m?.display_name?.trim() || (m?.username ? `@${m.username}` : t('messages.member', 'Member'));

/** What a conversation is called for the reader: the group's name, or the other members' names. */
export function conversationName(c: Conversation, me: string): string {
  if (c.title) return c.title;
  const others = c.members.filter((m) => m.user_id !== me);
  if (!others.length) return t('messages.justYou', 'Just you');
  if (others.length <= 3) return others.map(memberName).join(', ');
  return t('messages.andMore', '{names} and {count} more', {
    names: others.slice(0, 2).map(memberName).join(', '),
    count: others.length - 2,
  });
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
