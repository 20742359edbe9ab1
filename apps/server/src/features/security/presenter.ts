import type { SecurityAlert, SecurityEvent, SecurityThreatRule } from '@mb/contract/security';
import type { ActivityEventRow, SecurityAlertRow } from './repository.ts';

export function presentEvent(row: ActivityEventRow): SecurityEvent {
  return {
    id: row.id,
    type: row.event_type,
    user_id: row.user_id,
    ip: row.ip,
    data: row.event_data,
    created_at: row.created_at.toISOString(),
  };
}

export function presentAlert(row: SecurityAlertRow): SecurityAlert {
  return {
    id: row.id,
    rule: row.rule as SecurityThreatRule,
    subject: row.subject,
    event_count: row.event_count,
    created_at: row.created_at.toISOString(),
  };
}
