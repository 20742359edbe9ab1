import { describeTerms, LICENSING_APP_ID, licenseVerifyPath } from '@mb/contract/licensing';
import { DEFAULT_LOCALE } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { formatMoney } from '@mb/contract/money';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { mailText, render, type Words, words } from '../../platform/i18n.ts';
import * as apps from '../apps/index.ts';
import * as auth from '../auth/index.ts';
import * as notifications from '../notifications/index.ts';
import * as profiles from '../profiles/index.ts';
import type { Person } from './presenter.ts';
import type { StoredTerms } from './repository.ts';

export const REFUND_JOB = 'licensing.refund';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTIFICATION_TYPE = 'license';
export const LICENSOR_URL = '/apps/mb-licensing/offers';
export const LICENSEE_URL = '/apps/mb-licensing';
export const licenseUrl = (id: string) => `/apps/mb-licensing/licenses/${id}`;

/** The licensee side: the caller must have MB Licensing installed (the app store's rule, spec §4). */
export const installed = (ctx: AppContext, userId: string) => apps.requireInstalled(ctx, userId, LICENSING_APP_ID);

/**
 * The installation's settings: e-mails, and who sees the member's licensable items. A member without
 * the app (a creator: spec §4 lets them install nothing) gets the defaults: e-mails on, any member.
 */
export async function appSettingsOf(ctx: AppContext, userId: string) {
  if (!(await apps.hasActiveInstallation(ctx, userId, LICENSING_APP_ID))) return { emails: true, visibility: 'members' as const };
  const { configuration: c } = await apps.settings(ctx, userId, LICENSING_APP_ID);
  return {
    emails: c.email_notifications !== false,
    visibility: (c.default_visibility === 'businesses' ? 'businesses' : 'members') as 'members' | 'businesses',
  };
}

export const BUSINESS_TYPES = new Set(['business', 'studio', 'enterprise']);

export const verifyUrl = (ctx: AppContext, code: string) => `${ctx.config.publicUrl}${licenseVerifyPath(code)}`;
export const who = (p: Person | undefined) => p?.display_name || (p?.username ? `@${p.username}` : 'A member');
export const itemName = (title: string | null) => (title ? `“${title}”` : words(NOTICE_TEXT.licensing.anItem));

export async function peopleOf(db: Executor, ids: readonly string[]): Promise<Map<string, Person>> {
  const unique = [...new Set(ids)];
  const cards = await profiles.memberCards(db, unique);
  return new Map(
    unique.map((id) => {
      const c = cards.get(id);
      return [id, { id, username: c?.username ?? null, display_name: c?.display_name ?? null, avatar_url: c?.avatar_url ?? null }];
    }),
  );
}

/** Tells a member: a notification (live) and an e-mail unless `emails` is false. Inside the caller's transaction. */
export async function tell(
  ctx: AppContext,
  tx: Executor,
  userId: string,
  msg: { title: string | Words; content: string | Words; action_url: string; kind: string },
  emails = true,
) {
  const to = await auth.recipientOf(tx, userId);
  // In the member's language (issue 36), the notification and the mail alike.
  const locale = to?.locale ?? DEFAULT_LOCALE;
  const title = render(locale, msg.title);
  const content = render(locale, msg.content);
  await notifications.notify(ctx, tx, userId, { type: NOTIFICATION_TYPE, title, content, action_url: msg.action_url });
  if (!emails || !to) return;
  const product = ctx.config.PRODUCT_NAME;
  const open = mailText(locale, MAIL_TEXT.common.openOn, { product });
  await ctx.mailer.send(
    {
      to: to.email,
      kind: `license_${msg.kind}`,
      subject: `${title} | ${product}`,
      text: [title, '', content, '', open, `${ctx.config.publicUrl}${msg.action_url}`].join('\n'),
    },
    tx,
  );
}

export const termsLine = (t: StoredTerms) => {
  const d = describeTerms(t);
  return `${d.usage}; ${d.territory}; ${d.duration}; ${d.exclusivity}; ${formatMoney(t.price_minor, t.currency)}`;
};
