import { BOOKINGS_APP_ID } from '@mb/contract/bookings';
import { DEFAULT_LOCALE } from '@mb/contract/locale';
import { MAIL_TEXT } from '@mb/contract/mail-text';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { mailText, render, type Words, wordsDate } from '../../platform/i18n.ts';
import * as apps from '../apps/index.ts';
import * as auth from '../auth/index.ts';
import * as notifications from '../notifications/index.ts';
import type { Person } from './presenter.ts';
import { appSettingsOf } from './setup.ts';

// Telling the parties: a notification, and an e-mail unless they turned MB Bookings' e-mails off.

export const who = (p: Person | undefined) => p?.display_name || (p?.username ? `@${p.username}` : 'A member');

/** A booking's time in the business's zone, written in each party's language when they are told. */
export const whenText = (at: Date, timeZone: string) => wordsDate(at, 'long', timeZone);

/**
 * Whether each member wants MB Bookings' e-mails (their installation's setting; yes without one). Read
 * before a transaction: the app store reads on its own connection, which on the embedded database would
 * wait for the transaction to end.
 */
export async function emailPrefs(ctx: AppContext, ids: string[]): Promise<Map<string, boolean>> {
  const out = new Map<string, boolean>();
  for (const id of new Set(ids)) {
    out.set(id, (await apps.hasActiveInstallation(ctx, id, BOOKINGS_APP_ID)) ? (await appSettingsOf(ctx, id)).emails : true);
  }
  return out;
}

/** Tells a party: a notification (live), and an e-mail unless they turned MB Bookings' e-mails off. */
export async function tell(
  ctx: AppContext,
  tx: Executor,
  prefs: Map<string, boolean>,
  userId: string,
  titleWords: string | Words,
  contentWords: string | Words,
  actionUrl: string,
  kind: string,
) {
  const to = await auth.recipientOf(tx, userId);
  // In the member's language (issue 36), the notification and the mail alike.
  const locale = to?.locale ?? DEFAULT_LOCALE;
  const title = render(locale, titleWords);
  const content = render(locale, contentWords);
  await notifications.notify(ctx, tx, userId, { type: 'booking', title, content, action_url: actionUrl });
  if (prefs.get(userId) === false || !to) return;
  const product = ctx.config.PRODUCT_NAME;
  const open = mailText(locale, MAIL_TEXT.common.openOn, { product });
  await ctx.mailer.send(
    {
      to: to.email,
      kind: `booking_${kind}`,
      subject: `${title} | ${product}`,
      text: [title, '', content, '', open, `${ctx.config.publicUrl}${actionUrl}`].join('\n'),
    },
    tx,
  );
}

export const OWNER_URL = '/apps/mb-bookings';
export const BOOKER_URL = '/apps/mb-bookings/my';
