import type { Notification, NotificationPreferences } from '@mb/contract/notifications';
import type { NotificationRow, PreferencesRow } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentNotification(n: NotificationRow): Notification {
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    type: n.type,
    action_url: n.action_url,
    order_id: n.order_id,
    editor_notification_type: n.editor_notification_type,
    created_at: n.created_at.toISOString(),
    read_at: iso(n.read_at),
  };
}

/** No row yet: every spec default (all on, no e-mail, push for PUSH_DEFAULT_ON, no digest). */
export function presentPreferences(p: PreferencesRow | undefined): NotificationPreferences {
  return {
    portfolio_likes: p?.portfolio_likes ?? true,
    new_followers: p?.new_followers ?? true,
    collaboration_requests: p?.collaboration_requests ?? true,
    messages: p?.messages ?? true,
    system_updates: p?.system_updates ?? true,
    task_assignments: p?.task_assignments ?? true,
    task_reminders: p?.task_reminders ?? true,
    email: {
      portfolio_likes: p?.email_portfolio_likes ?? false,
      new_followers: p?.email_new_followers ?? false,
      collaboration_requests: p?.email_collaboration_requests ?? false,
      messages: p?.email_messages ?? false,
      system_updates: p?.email_system_updates ?? false,
      task_assignments: p?.email_task_assignments ?? false,
      task_reminders: p?.email_task_reminders ?? false,
    },
    push: {
      portfolio_likes: p?.push_portfolio_likes ?? false,
      new_followers: p?.push_new_followers ?? false,
      collaboration_requests: p?.push_collaboration_requests ?? true,
      messages: p?.push_messages ?? true,
      system_updates: p?.push_system_updates ?? true,
      task_assignments: p?.push_task_assignments ?? false,
      task_reminders: p?.push_task_reminders ?? false,
    },
    push_hide_content: p?.push_hide_content ?? false,
    digest: p?.digest ?? 'off',
  };
}
