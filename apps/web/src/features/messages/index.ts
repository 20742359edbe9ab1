// What other features and the shell may use of messages: the unread count (the sidebar's DMs badge)
// and the link that opens a direct conversation with a member.
export { useMessagingUnread } from './unread';
export const messageMemberPath = (userId: string) => `/messages?to=${encodeURIComponent(userId)}`;
export { MessagingSettingsForm } from './settings-form';
