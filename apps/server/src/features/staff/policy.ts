import type { StaffStatus } from '@mb/contract/staff';
import { meetsStaffRule, type StaffRule } from '@mb/contract/staff-rule';
import { MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { staffStatusOf } from './service.ts';

/** For staff-only endpoints (moderation, admin): the contract's staff rule, else `forbidden` with the spec's message. */
export async function requireStaff(ctx: AppContext, actor: Actor, rule: StaffRule = {}): Promise<StaffStatus> {
  const status = await staffStatusOf(ctx, actor.userId);
  if (!meetsStaffRule(status, rule)) throw new AppError('forbidden', MESSAGES.staffDenied);
  return status;
}
