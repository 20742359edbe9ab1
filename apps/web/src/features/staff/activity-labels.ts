import type { AdminActionType, AdminResourceType } from '@mb/contract/admin-activity';
import type { SecurityEventType, SecurityThreatRule } from '@mb/contract/security';
import { t } from '../../lib/i18n';
import { humanize } from './admin-frame';

// The codes the admin dashboard and the member panel show (recorded staff decisions, security events,
// threat alerts, verification states) in the reader's language. Each table names every code of its
// contract list, so a new code does not compile without its label; a code no longer written (an old
// row) reads as words.

const ACTIONS = {
  grant_admin_access: () => t('staff.action.grant_admin_access', 'Granted admin access'),
  grant_staff_role: () => t('staff.action.grant_staff_role', 'Granted a staff role'),
  change_staff_role: () => t('staff.action.change_staff_role', 'Changed a staff role'),
  revoke_staff_role: () => t('staff.action.revoke_staff_role', 'Revoked a staff role'),
  suspend_user: () => t('staff.action.suspend_user', 'Suspended an account'),
  unsuspend_user: () => t('staff.action.unsuspend_user', 'Lifted a suspension'),
  reset_verification: () => t('staff.action.reset_verification', 'Reset identity verification'),
  create_editor_account: () => t('staff.action.create_editor_account', 'Created an editor account'),
  moderation_approve: () => t('staff.action.moderation_approve', 'Approved an item'),
  moderation_reject: () => t('staff.action.moderation_reject', 'Rejected an item'),
  moderation_escalate: () => t('staff.action.moderation_escalate', 'Escalated an item'),
  update_platform_setting: () => t('staff.action.update_platform_setting', 'Changed a platform setting'),
  replay_billing_event: () => t('staff.action.replay_billing_event', 'Replayed a billing event'),
  set_pro_status: () => t('staff.action.set_pro_status', 'Changed Pro status'),
  records_2257_exported: () => t('staff.action.records_2257_exported', 'Exported 2257 records'),
  media_hash_added: () => t('staff.action.media_hash_added', 'Added a blocked media fingerprint'),
  media_hash_removed: () => t('staff.action.media_hash_removed', 'Removed a blocked media fingerprint'),
  media_scan_reported: () => t('staff.action.media_scan_reported', 'Reported a scan match'),
  blog_create_post: () => t('staff.action.blog_create_post', 'Created a blog post'),
  blog_update_post: () => t('staff.action.blog_update_post', 'Edited a blog post'),
  blog_publish_post: () => t('staff.action.blog_publish_post', 'Published a blog post'),
  blog_schedule_post: () => t('staff.action.blog_schedule_post', 'Scheduled a blog post'),
  blog_unpublish_post: () => t('staff.action.blog_unpublish_post', 'Unpublished a blog post'),
  blog_delete_post: () => t('staff.action.blog_delete_post', 'Deleted a blog post'),
  careers_create_opening: () => t('staff.action.careers_create_opening', 'Created a job opening'),
  careers_update_opening: () => t('staff.action.careers_update_opening', 'Edited a job opening'),
  careers_delete_opening: () => t('staff.action.careers_delete_opening', 'Deleted a job opening'),
  lottery_create_draw: () => t('staff.action.lottery_create_draw', 'Created a draw'),
  lottery_update_draw: () => t('staff.action.lottery_update_draw', 'Edited a draw'),
  lottery_publish_draw: () => t('staff.action.lottery_publish_draw', 'Published a draw'),
  lottery_cancel_draw: () => t('staff.action.lottery_cancel_draw', 'Cancelled a draw'),
  lottery_redeem_prize: () => t('staff.action.lottery_redeem_prize', 'Marked a prize redeemed'),
} satisfies Record<AdminActionType, () => string>;

const RESOURCES = {
  user: () => t('staff.resource.user', 'Account'),
  profile: () => t('staff.resource.profile', 'Profile'),
  staff_role: () => t('staff.resource.staff_role', 'Staff role'),
  moderation_item: () => t('staff.resource.moderation_item', 'Moderation item'),
  platform_setting: () => t('staff.resource.platform_setting', 'Platform setting'),
  billing_webhook_event: () => t('staff.resource.billing_webhook_event', 'Billing event'),
  records_2257: () => t('staff.resource.records_2257', '2257 records'),
  media_safety: () => t('staff.resource.media_safety', 'Media safety'),
  blog_post: () => t('staff.resource.blog_post', 'Blog post'),
  career_opening: () => t('staff.resource.career_opening', 'Job opening'),
  lottery_draw: () => t('staff.resource.lottery_draw', 'Draw'),
  lottery_entry: () => t('staff.resource.lottery_entry', 'Draw entry'),
} satisfies Record<AdminResourceType, () => string>;

const SECURITY_EVENTS = {
  security_failed_login: () => t('staff.securityEvent.failed_login', 'Failed sign-in'),
  security_rate_limited: () => t('staff.securityEvent.rate_limited', 'Rate limit reached'),
  security_suspicious_input: () => t('staff.securityEvent.suspicious_input', 'Suspicious input'),
  security_role_changed: () => t('staff.securityEvent.role_changed', 'Staff role changed'),
  security_delegated_write: () => t('staff.securityEvent.delegated_write', 'Change made for another account'),
  security_api_key_created: () => t('staff.securityEvent.api_key_created', 'API key created'),
  security_api_key_revoked: () => t('staff.securityEvent.api_key_revoked', 'API key revoked'),
  security_two_factor_changed: () => t('staff.securityEvent.two_factor_changed', 'Two-factor sign-in changed'),
} satisfies Record<SecurityEventType, () => string>;

const ALERT_RULES = {
  failed_logins: () => t('staff.alertRule.failed_logins', 'Repeated failed sign-ins'),
  rapid_requests: () => t('staff.alertRule.rapid_requests', 'Rapid requests'),
  suspicious_patterns: () => t('staff.alertRule.suspicious_patterns', 'Suspicious patterns'),
} satisfies Record<SecurityThreatRule, () => string>;

const VERIFICATION = {
  verified: () => t('staff.verification.verified', 'Verified'),
  pending: () => t('staff.verification.pending', 'Pending'),
  failed: () => t('staff.verification.failed', 'Failed'),
  not_started: () => t('staff.verification.notStarted', 'Not started'),
} as const;

const labelOf = <T extends Record<string, () => string>>(table: T, code: string, fallback = code) =>
  Object.hasOwn(table, code) ? (table[code as keyof T] as () => string)() : humanize(fallback);

export const actionLabel = (code: string) => labelOf(ACTIONS, code);
export const resourceLabel = (code: string) => labelOf(RESOURCES, code);
export const securityEventLabel = (code: string) => labelOf(SECURITY_EVENTS, code, code.replace(/^security_/, ''));
export const alertRuleLabel = (code: string) => labelOf(ALERT_RULES, code);
export const verificationLabel = (code: string) => labelOf(VERIFICATION, code);
