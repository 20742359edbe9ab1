import {
  PLATFORM_SETTING_KEYS,
  type PlatformSettingKey,
  type PlatformSettingsInput,
  type PlatformSettingsView,
  SECRET_SETTINGS,
  type SecretSetting,
} from '@mb/contract/staff-admin';
import { STAFF_ADMIN_MESSAGES } from '@mb/contract/ui-text';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { allowPrivateTargets, outgoingUrlProblem } from '../../platform/net-guard.ts';
import * as repo from './repository.ts';
import { recordAdminAction, settingValue } from './service.ts';

// /admin/platforms: the platform settings admins edit. Secrets are write-only: the view says whether
// one is set and shows its last four characters at most; the audit log names the key, never the value.

const isSecret = (key: string): key is SecretSetting => (SECRET_SETTINGS as readonly string[]).includes(key);

/** '••••••••wxyz' for a long secret, only dots for a short one: enough to recognise, never to use. */
export function maskSecret(value: string | null): { is_set: boolean; masked: string | null } {
  if (!value) return { is_set: false, masked: null };
  return { is_set: true, masked: value.length >= 16 ? `••••••••${value.slice(-4)}` : '••••••••' };
}

export async function settingsView(ctx: AppContext): Promise<PlatformSettingsView> {
  const rows = new Map((await repo.findSettings(ctx.db)).map((r) => [r.key, r]));
  const value = <K extends PlatformSettingKey>(k: K) => settingValue(k, rows.get(k)?.value);
  const updated: PlatformSettingsView['updated'] = {};
  for (const [key, r] of rows) updated[key] = { updated_at: r.updated_at.toISOString(), updated_by: r.updated_by };
  return {
    compliance_hub_base_url: value('compliance_hub_base_url'),
    compliance_hub_api_key: maskSecret(value('compliance_hub_api_key')),
    compliance_hub_api_secret: maskSecret(value('compliance_hub_api_secret')),
    payment_provider_mode: value('payment_provider_mode'),
    review_every_upload: value('review_every_upload'),
    listing_review_hours: value('listing_review_hours'),
    updated,
  };
}

/**
 * The compliance hub gets members' e-mails and identities, so its URL goes through the one outgoing
 * address check (platform/net-guard.ts): https and a public host in production (issue 31). The
 * connection is checked again on the address the name resolves to, at every call.
 */
function checkHubUrl(ctx: AppContext, url: string | null | undefined) {
  if (!url) return;
  const problem = outgoingUrlProblem(url, allowPrivateTargets(ctx.config));
  if (!problem) return;
  const M = STAFF_ADMIN_MESSAGES;
  const message = { invalid: M.badUrl, https: M.hubUrlHttps, private: M.hubUrlPrivate, credentials: M.hubUrlCredentials }[problem];
  throw new AppError('validation_failed', message, { compliance_hub_base_url: message });
}

/** Saves the keys present in the input; one audit record per changed key, in the same transaction. */
export async function updateSettings(ctx: AppContext, actor: Actor, input: PlatformSettingsInput) {
  checkHubUrl(ctx, input.compliance_hub_base_url);
  const keys = PLATFORM_SETTING_KEYS.filter((k) => input[k] !== undefined);
  await ctx.db.transaction(async (tx) => {
    const before = new Map((await repo.findSettings(tx, keys)).map((r) => [r.key, r.value]));
    for (const key of keys) {
      const next = input[key];
      const prev = settingValue(key, before.get(key));
      if (next === prev) continue;
      if (next === null) await repo.deleteSetting(tx, key);
      else await repo.upsertSetting(tx, key, next, actor.userId);
      await recordAdminAction(tx, {
        adminId: actor.userId,
        actionType: 'update_platform_setting',
        resourceType: 'platform_setting',
        resourceId: key,
        details: isSecret(key) ? { secret: next === null ? 'cleared' : 'changed' } : { from: prev, to: next },
      });
    }
  });
  return settingsView(ctx);
}
