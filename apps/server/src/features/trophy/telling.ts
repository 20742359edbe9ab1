import { DEFAULT_LOCALE } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import { TROPHY_APP_ID } from '@mb/contract/trophy';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { mailText, render, type Words } from '../../platform/i18n.ts';
import * as apps from '../apps/index.ts';
import * as auth from '../auth/index.ts';
import * as notifications from '../notifications/index.ts';

// Telling people: a notification, and an e-mail unless their installation's setting says no

/**
 * Whether each member wants MB Trophy's e-mails (their installation's setting; yes without one: members
 * who cannot install apps still hear of their nominations). Read before a transaction: the app store
 * reads on its own connection, which on the embedded database would wait for the transaction to end.
 */
export async function emailPrefs(ctx: AppContext, ids: (string | null | undefined)[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const id of new Set(ids.filter((x): x is string => Boolean(x)))) {
    if (!(await apps.hasActiveInstallation(ctx, id, TROPHY_APP_ID))) out.set(id, true);
    else out.set(id, (await apps.settings(ctx, id, TROPHY_APP_ID)).configuration.email_notifications !== false);
  }
  return out;
}

export async function tell(
  ctx: AppContext,
  tx: Executor,
  prefs: Map<string, boolean>,
  userId: string,
  msg: { title: string | Words; content: string | Words; url: string; kind: string },
) {
  const to = await auth.recipientOf(tx, userId);
  // In the member's language (issue 36), the notification and the mail alike.
  const locale = to?.locale ?? DEFAULT_LOCALE;
  const title = render(locale, msg.title);
  const content = render(locale, msg.content);
  await notifications.notify(ctx, tx, userId, { type: 'trophy', title, content, action_url: msg.url });
  if (prefs.get(userId) === false || !to) return;
  const product = ctx.config.PRODUCT_NAME;
  await ctx.mailer.send(
    {
      to: to.email,
      kind: `trophy_${msg.kind}`,
      subject: `${title} | ${product}`,
      text: [title, '', content, '', mailText(locale, MAIL_TEXT.common.openOn, { product }), `${ctx.config.publicUrl}${msg.url}`].join(
        '\n',
      ),
    },
    tx,
  );
}

export const awardUrl = (id: string) => `/apps/mb-trophy/awards/${id}`;
export const manageUrl = (id: string) => `/apps/mb-trophy/manage/${id}`;
export const NOMINATIONS_URL = '/apps/mb-trophy/nominations';
export const TROPHIES_URL = '/apps/mb-trophy/trophies';
