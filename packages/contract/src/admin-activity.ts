// What staff decisions the admin activity log records (spec §3 admin activity logs): every action and
// resource type a feature may write, so each has a label in every language on the admin dashboard and
// the member panel (apps/web features/staff/activity-labels.ts). A code missing here does not compile
// where it is recorded. Old rows keep whatever code they were written with: the web reads an unknown
// code as words.

export const ADMIN_ACTION_TYPES = [
  // Staff accounts and members (features/admin, removals)
  'grant_admin_access',
  'grant_staff_role',
  'change_staff_role',
  'revoke_staff_role',
  'suspend_user',
  'unsuspend_user',
  'reset_verification',
  'create_editor_account',
  // Moderation
  'moderation_approve',
  'moderation_reject',
  'moderation_escalate',
  // Settings, billing, Pro, records
  'update_platform_setting',
  'replay_billing_event',
  'set_pro_status',
  'records_2257_exported',
  // Media safety
  'media_hash_added',
  'media_hash_removed',
  'media_scan_reported',
  // Blog desk
  'blog_create_post',
  'blog_update_post',
  'blog_publish_post',
  'blog_schedule_post',
  'blog_unpublish_post',
  'blog_delete_post',
  // Careers desk
  'careers_create_opening',
  'careers_update_opening',
  'careers_delete_opening',
  // Lottery
  'lottery_create_draw',
  'lottery_update_draw',
  'lottery_publish_draw',
  'lottery_cancel_draw',
  'lottery_redeem_prize',
] as const;
export type AdminActionType = (typeof ADMIN_ACTION_TYPES)[number];

export const ADMIN_RESOURCE_TYPES = [
  'user',
  'profile',
  'staff_role',
  'moderation_item',
  'platform_setting',
  'billing_webhook_event',
  'records_2257',
  'media_safety',
  'blog_post',
  'career_opening',
  'lottery_draw',
  'lottery_entry',
] as const;
export type AdminResourceType = (typeof ADMIN_RESOURCE_TYPES)[number];
