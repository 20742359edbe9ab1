import { MAIL_TEXT } from '@mb/contract/mail-text';
import { NOTICE_TEXT } from '@mb/contract/notice-text';
import {
  addBusinessDays,
  itemIdsIn,
  REMOVAL_MESSAGES as M,
  REMOVAL_KIND_NOUNS,
  type RemovalKind,
  type RemovalRequestInput,
  type RemovalStatusView,
} from '@mb/contract/removals';
import type { Actor, AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { mailText, translate, words, wordsDate } from '../../platform/i18n.ts';
import * as auth from '../auth/index.ts';
import * as moderation from '../moderation/index.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import { presentStatus } from './presenter.ts';
import * as repo from './repository.ts';
import { DAY, holds, L, newReference, REMOVAL_MODERATION_TYPE, reasonLabel, statusUrl, takedownPath, tokenMatches } from './rules.ts';

const T = MAIL_TEXT.removals;

// Filing and confirming

/** "one of your portfolio items" / "3 of your portfolio items", in the uploader's language. */
const items = (n: number) => (n === 1 ? words(NOTICE_TEXT.removals.oneItem) : words(NOTICE_TEXT.removals.someItems, { count: String(n) }));

/**
 * Stores a request unconfirmed and mails the link that confirms it. The items must exist and belong to
 * one member. A filled honeypot is answered the same way and nothing is stored.
 */
export async function createRequest(ctx: AppContext, actor: Actor | null, input: RemovalRequestInput & { kind: RemovalKind }) {
  const email = input.email.trim().toLowerCase();
  if (input.website) return { reference: newReference(), email };
  const ids = [...new Set([...(input.item_id ? [input.item_id.toLowerCase()] : []), ...itemIdsIn(input.urls ?? '')])];
  if (ids.length > L.itemsMax) throw new AppError('unprocessable', M.contentTooMany, { urls: M.contentTooMany });
  const targets = await portfolio.removalTargets(ctx, ids);
  if (targets.length !== ids.length || targets.length === 0)
    throw new AppError('unprocessable', M.contentNotFound, { urls: M.contentNotFound });
  const owners = new Set(targets.map((t) => t.owner_id));
  if (owners.size > 1) throw new AppError('unprocessable', M.contentOneMember, { urls: M.contentOneMember });
  const [uploaderId] = owners as Set<string>;
  const dmca = input.kind === 'copyright';
  const urls = (input.urls ?? '')
    .split(/\r?\n/)
    .map((u) => u.trim())
    .filter(Boolean)
    .slice(0, 50);
  return ctx.db.transaction(async (tx) => {
    let row: repo.RequestRow | undefined;
    for (let i = 0; !row && i < 5; i++) {
      row = await repo.insertRequest(tx, {
        reference: newReference(),
        kind: input.kind,
        reason: input.kind === 'copyright' ? '' : (input.reason ?? ''),
        item_ids: ids,
        urls,
        uploader_id: uploaderId as string,
        requester_user_id: actor?.userId ?? null,
        requester_name: input.name.trim(),
        requester_email: email,
        details: input.details?.trim() ?? '',
        work: dmca ? (input.work?.trim() ?? '') : null,
        address: dmca ? (input.address?.trim() ?? '') : null,
        phone: dmca ? (input.phone?.trim() ?? '') : null,
        signature: dmca ? (input.signature?.trim() ?? '') : null,
      });
    }
    if (!row) throw new Error('no free removal reference after 5 tries');
    const product = ctx.config.PRODUCT_NAME;
    // In the language of the account with this address (a visitor's request: English).
    const locale = await auth.localeOfEmail(tx, email);
    const m = (text: string, values: Record<string, string> = {}) =>
      mailText(locale, text, { product, reference: row.reference, ...values });
    await ctx.mailer.send(
      {
        to: email,
        kind: 'removal_confirm',
        subject: `${m(T.confirmSubject)} | ${product}`,
        text: [
          m(T.confirmIntro, { kind: translate(locale, REMOVAL_KIND_NOUNS[row.kind]) }),
          '',
          m(T.confirmOpen),
          statusUrl(ctx, row),
          '',
          m(T.confirmDays, { days: String(L.confirmDays) }),
          m(T.confirmNotYou),
        ].join('\n'),
      },
      tx,
    );
    return { reference: row.reference, email };
  });
}

export async function keyed(ctx: AppContext, reference: string, token: string) {
  const r = await repo.byReference(ctx.db, reference);
  if (!r || !tokenMatches(ctx, r.id, token)) throw new AppError('not_found', M.notFound);
  return r;
}

export async function statusOf(ctx: AppContext, reference: string, token: string): Promise<RemovalStatusView> {
  return presentStatus(await keyed(ctx, reference, token));
}

/**
 * The requester confirms: the request enters the queue, due in 7 business days; a depicted person's
 * request and a DMCA notice hide the items at once and tell the uploader. Confirming again only shows
 * the status.
 */
export async function confirmRequest(ctx: AppContext, reference: string, token: string): Promise<RemovalStatusView> {
  const found = await keyed(ctx, reference, token);
  if (found.status !== 'unconfirmed') return presentStatus(found);
  if (Date.now() - found.created_at.getTime() > L.confirmDays * DAY) throw new AppError('conflict', M.linkExpired);
  const thumb = await portfolio.itemThumbFor(ctx, found.item_ids[0] as string, 'staff');
  const targets = await portfolio.removalTargets(ctx, found.item_ids);
  const row = await ctx.db.transaction(async (tx) => {
    const r = await repo.lockById(tx, found.id);
    if (r?.status !== 'unconfirmed') return r;
    const now = new Date();
    const due = addBusinessDays(now, L.decisionBusinessDays);
    const next = await repo.updateRequest(tx, r.id, { status: 'open', confirmed_at: now, due_at: due });
    if (holds(next)) for (const id of next.item_ids) await portfolio.setRemovalHold(ctx, tx, id, true);
    const title = targets[0]?.title?.trim() || 'Portfolio item';
    await moderation.enqueueModeration(ctx, tx, {
      type: REMOVAL_MODERATION_TYPE,
      subjectId: r.id,
      ownerId: r.uploader_id,
      dueAt: due,
      summary: {
        title: `${REMOVAL_KIND_NOUNS[r.kind]} ${r.reference}: ${title}${r.item_ids.length > 1 ? ` and ${r.item_ids.length - 1} more` : ''}`,
        thumbnail_url: thumb,
        kind: r.kind,
      },
    });
    if (r.kind === 'depicted_person')
      await notify(ctx, tx, r.uploader_id, {
        type: 'system_update',
        title: NOTICE_TEXT.removals.hidden,
        content: words(NOTICE_TEXT.removals.hiddenContent, {
          items: items(r.item_ids.length),
          reason: reasonLabel(r.kind, r.reason).toLowerCase(),
          due: wordsDate(due, 'day'),
          reference: r.reference,
        }),
        action_url: takedownPath(r),
      });
    else if (r.kind === 'copyright')
      await notify(ctx, tx, r.uploader_id, {
        type: 'system_update',
        title: NOTICE_TEXT.removals.takedown,
        content: words(NOTICE_TEXT.removals.takedownContent, { items: items(r.item_ids.length), reference: r.reference }),
        action_url: takedownPath(r),
      });
    return next;
  });
  return presentStatus(row ?? found);
}
