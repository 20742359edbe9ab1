import { NOTICE_TEXT } from '@mb/contract/notice-text';
import {
  type MemberCredits,
  PORTFOLIO_LIMITS,
  PORTFOLIO_MESSAGES,
  RELEASE_TYPES,
  type TaggedMember,
  type TagRequest,
} from '@mb/contract/portfolio';
import type { ContentFilter } from '@mb/contract/profiles';
import type { Actor, AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { words } from '../../platform/i18n.ts';
import { emit } from '../../platform/modules.ts';
import { randomKey } from '../../platform/storage/storage.ts';
import { stripImageMetadata } from '../../platform/storage/strip-metadata.ts';
import { notify } from '../notifications/index.ts';
import * as portfolio from '../portfolio/index.ts';
import * as profiles from '../profiles/index.ts';
import * as storage from '../storage/index.ts';
import { consentStateOf, type MemberFace, nameOf, presentTaggedMember, presentTagRequest } from './presenter.ts';
import * as repo from './repository.ts';

// Co-performer consent (issue 10, beyond the spec: card-network rules for adult content require the
// consent of everyone depicted). An owner tags members who appear in an item; each confirms or declines;
// the item's consent_state follows (written through the portfolio service) and only 'none' or
// 'confirmed' lets it be public. A signed release may be attached instead: private, seen only by staff.

/** Where releases are kept: the private bucket for identity documents (signed URLs only, made for staff). */
const RELEASE_BUCKET = 'identity' as const;
/** Lists answered at once (a member is rarely tagged on more; the newest come first). */
const LIST_MAX = 200;
const TAG_NOTIFICATION = 'portfolio_tag';
const ANSWER_NOTIFICATION = 'portfolio_tag_answer';

const fieldError = (code: 'unprocessable' | 'forbidden' | 'conflict', message: string) => new AppError(code, message, { member: message });

async function facesOf(db: Executor, ids: readonly string[]): Promise<Map<string, MemberFace>> {
  return profiles.memberCards(db, [...new Set(ids)]);
}

/**
 * What a tag request shows of items the reader does not own (title, kind, NSFW flag, owner): read
 * through the portfolio service's owner view, of which only those fields are used; deleted items are
 * not in it.
 */
const itemsOf = (ctx: AppContext, itemIds: readonly string[]) => portfolio.presentOwnItems(ctx, itemIds);

/**
 * The member a tag names: a username (with or without @) or an id. A member who blocked the owner is
 * not found, exactly as their profile is not (a block hides the blocker; features/profiles/README.md "Blocks and mutes"); one
 * the owner blocked is refused by name.
 */
async function resolveMember(ctx: AppContext, actor: Actor, raw: string) {
  const key = raw.trim().replace(/^@/, '');
  let member: Awaited<ReturnType<typeof profiles.getPublicProfile>>;
  try {
    member = await profiles.getPublicProfile(ctx, key, actor);
  } catch (e) {
    if (e instanceof AppError && e.code === 'not_found') throw fieldError('unprocessable', PORTFOLIO_MESSAGES.tagNoMember);
    throw e;
  }
  if (member.id === actor.userId) throw fieldError('unprocessable', PORTFOLIO_MESSAGES.tagSelf);
  if (await profiles.isBlocked(ctx, actor.userId, member.id)) throw fieldError('forbidden', PORTFOLIO_MESSAGES.tagBlocked);
  return member;
}

declare module '../../platform/modules.ts' {
  interface FeatureEvents {
    /**
     * An item's tags, answers or release changed, in the transaction that changes them: the item's 2257
     * record follows them, so a co-performer is on it even if the item goes before staff ever open it.
     */
    'credits.item_changed': { tx: Executor; itemId: string };
  }
}

/** Recomputes the item's consent from its tags (inside the caller's transaction, under the item's tag lock). */
async function syncConsent(ctx: AppContext, tx: Executor, itemId: string) {
  const tags = await repo.tagsOfItems(tx, [itemId]);
  await portfolio.setConsentState(ctx, tx, itemId, consentStateOf(tags.map((t) => t.status)));
  await emit(ctx, 'credits.item_changed', { tx, itemId });
}

/** Tag a member on one's own item: they are asked to confirm, and the item stays private until everyone has. */
export async function tagMember(ctx: AppContext, actor: Actor, itemId: string, raw: string) {
  const item = await portfolio.ownedItem(ctx, actor.userId, itemId);
  await portfolio.assertEditable(ctx, actor.userId);
  const member = await resolveMember(ctx, actor, raw);
  const owner = (await facesOf(ctx.db, [actor.userId])).get(actor.userId);
  await ctx.db.transaction(async (tx) => {
    await repo.lockItemTags(tx, itemId);
    const tags = await repo.tagsOfItems(tx, [itemId]);
    if (tags.some((t) => t.member_id === member.id)) throw fieldError('conflict', PORTFOLIO_MESSAGES.tagExists);
    if (tags.length >= PORTFOLIO_LIMITS.tagsPerItem) throw fieldError('conflict', PORTFOLIO_MESSAGES.tagTooMany);
    if (!(await repo.insertTag(tx, itemId, member.id))) throw fieldError('conflict', PORTFOLIO_MESSAGES.tagExists);
    await syncConsent(ctx, tx, itemId);
    const C = NOTICE_TEXT.credits;
    await notify(ctx, tx, member.id, {
      type: TAG_NOTIFICATION,
      title: words(C.tagged, { name: nameOf(owner) }),
      content: item.title ? words(C.taggedTitled, { title: item.title }) : item.kind === 'video' ? C.taggedVideo : C.taggedPhoto,
      action_url: '/my-portfolio?tab=tags',
    });
  });
  return portfolio.presentOwnItem(ctx, itemId);
}

/** Remove a tag from one's own item (the consent state follows: the last tag gone makes it 'none'). */
export async function untagMember(ctx: AppContext, actor: Actor, itemId: string, memberId: string) {
  await portfolio.ownedItem(ctx, actor.userId, itemId);
  await ctx.db.transaction(async (tx) => {
    await repo.lockItemTags(tx, itemId);
    if (!(await repo.deleteTag(tx, itemId, memberId))) throw new AppError('not_found', PORTFOLIO_MESSAGES.tagNotFound);
    await syncConsent(ctx, tx, itemId);
  });
  return portfolio.presentOwnItem(ctx, itemId);
}

/**
 * Confirm or decline a tag on someone's item. An answer can be changed later (consent can be withdrawn:
 * a confirmed tag declined makes the item private again). The owner hears each change of answer.
 */
export async function answerTag(ctx: AppContext, actor: Actor, itemId: string, decision: 'confirm' | 'decline'): Promise<TagRequest> {
  const status = decision === 'confirm' ? 'confirmed' : 'declined';
  // Read before the transaction (whose statements must all go through tx): who hears the answer.
  const [item] = await itemsOf(ctx, [itemId]);
  const me = (await facesOf(ctx.db, [actor.userId])).get(actor.userId);
  const tag = await ctx.db.transaction(async (tx) => {
    await repo.lockItemTags(tx, itemId);
    const current = await repo.findTag(tx, itemId, actor.userId);
    if (!current) throw new AppError('not_found', PORTFOLIO_MESSAGES.tagNotFound);
    if (current.status === status) return current;
    const updated = await repo.setTagStatus(tx, itemId, actor.userId, status);
    if (!updated) throw new AppError('not_found', PORTFOLIO_MESSAGES.tagNotFound);
    await syncConsent(ctx, tx, itemId);
    if (item) {
      await notify(ctx, tx, item.owner_id, {
        type: ANSWER_NOTIFICATION,
        title: words(status === 'confirmed' ? NOTICE_TEXT.credits.confirmed : NOTICE_TEXT.credits.declined, { name: nameOf(me) }),
        content:
          status === 'confirmed'
            ? NOTICE_TEXT.credits.confirmedContent
            : words(NOTICE_TEXT.credits.declinedContent, { consent: words(PORTFOLIO_MESSAGES.consentDeclined) }),
        action_url: `/my-portfolio?item=${itemId}`,
      });
    }
    return updated;
  });
  const [request] = await presentRequests(ctx, actor.userId, [tag]);
  if (!request) throw new AppError('not_found', PORTFOLIO_MESSAGES.tagNotFound);
  return request;
}

/** The tags others put on me, newest first, each with the item as I may see it. */
export async function myTags(ctx: AppContext, actor: Actor): Promise<{ tags: TagRequest[] }> {
  const tags = await repo.tagsOfMember(ctx.db, actor.userId, LIST_MAX);
  return { tags: await presentRequests(ctx, actor.userId, tags) };
}

async function presentRequests(ctx: AppContext, memberId: string, tags: repo.TagRow[]): Promise<TagRequest[]> {
  if (tags.length === 0) return [];
  // Items that are gone (deleted, waiting for their purge) are left out: nothing is left to answer for.
  const items = new Map(
    (
      await itemsOf(
        ctx,
        tags.map((t) => t.item_id),
      )
    ).map((i) => [i.id, i]),
  );
  const faces = await facesOf(
    ctx.db,
    [...items.values()].map((i) => i.owner_id),
  );
  const out: TagRequest[] = [];
  for (const tag of tags) {
    const item = items.get(tag.item_id);
    if (!item) continue;
    const owner = faces.get(item.owner_id) ?? { id: item.owner_id, username: null, display_name: null, avatar_url: null };
    const thumb = await portfolio.itemThumbFor(ctx, item.id, `tag:${memberId}`);
    out.push(presentTagRequest(tag, item, owner, thumb));
  }
  return out;
}

/** A member's credits: others' items on which they confirmed a tag, only those the reader may see. */
export async function memberCredits(
  ctx: AppContext,
  actor: Actor | null,
  identifier: string,
  query: { adult?: '0' | '1'; filter?: ContentFilter },
): Promise<MemberCredits> {
  const member = await profiles.getPublicProfile(ctx, identifier, actor);
  const ids = await repo.confirmedItemIdsOf(ctx.db, member.id, LIST_MAX);
  if (ids.length === 0) return { items: [], owners: [] };
  const items = await portfolio.presentPublicItems(ctx, ids, {
    userId: actor?.userId ?? null,
    adult: query.adult === '1',
    filter: query.filter,
  });
  const faces = await facesOf(
    ctx.db,
    items.map((i) => i.owner_id),
  );
  const owners = [...faces.values()].map((f) => ({
    id: f.id,
    username: f.username,
    display_name: f.display_name,
    avatar_url: f.avatar_url,
  }));
  return { items, owners };
}

// ---------------------------------------------------------------------------------------------------
// Releases

interface IncomingFile {
  name: string;
  declaredType?: string;
  body: Buffer;
}

/** Spec §5's check on the bytes, with the release's own allowed types; images lose their metadata. */
async function acceptableRelease(file: IncomingFile) {
  const verdict = await storage.acceptUpload(file, {
    allowed: RELEASE_TYPES,
    maxBytes: PORTFOLIO_LIMITS.uploadMaxBytes,
    typeMessage: PORTFOLIO_MESSAGES.releaseTypeNotAllowed,
  });
  if (verdict.mime === 'application/pdf') return { body: file.body, mime: verdict.mime, ext: verdict.ext };
  try {
    return { body: await stripImageMetadata(file.body, verdict.mime), mime: verdict.mime, ext: verdict.ext };
  } catch {
    throw new AppError('unsupported_media_type', PORTFOLIO_MESSAGES.releaseTypeNotAllowed, {
      file: PORTFOLIO_MESSAGES.releaseTypeNotAllowed,
    });
  }
}

async function removeReleaseFile(ctx: AppContext, path: string) {
  await ctx.storage.delete(RELEASE_BUCKET, path).catch((err) => ctx.log.warn({ err, path }, 'release clean-up failed'));
}

/** Attach a signed release to one's own item; a second one replaces the first (whose file is deleted). */
export async function uploadRelease(ctx: AppContext, actor: Actor, itemId: string, file: IncomingFile) {
  // The file is input like a body: refused as such (400/413/415) before the item is looked up.
  const clean = await acceptableRelease(file);
  await portfolio.ownedItem(ctx, actor.userId, itemId);
  const path = randomKey(actor.userId, clean.ext);
  try {
    await ctx.storage.put(RELEASE_BUCKET, path, clean.body, clean.mime);
  } catch (err) {
    ctx.log.error({ err }, 'release storage failed');
    throw new AppError('unavailable', PORTFOLIO_MESSAGES.uploadFailed);
  }
  let replaced: repo.ReleaseRow | undefined;
  try {
    replaced = await ctx.db.transaction(async (tx) => {
      await repo.lockItemTags(tx, itemId);
      const old = await repo.replaceRelease(tx, {
        item_id: itemId,
        owner_id: actor.userId,
        path,
        content_type: clean.mime,
        size: clean.body.length,
      });
      await storage.recordStoredObjects(tx, [
        { bucket: RELEASE_BUCKET, path, owner_id: actor.userId, content_type: clean.mime, size: clean.body.length },
      ]);
      if (old) await storage.forgetStoredObjects(tx, [old.path]);
      await emit(ctx, 'credits.item_changed', { tx, itemId });
      return old;
    });
  } catch (e) {
    await removeReleaseFile(ctx, path);
    throw e;
  }
  if (replaced) await removeReleaseFile(ctx, replaced.path);
  return portfolio.presentOwnItem(ctx, itemId);
}

/** Remove the release from one's own item (none attached is not an error: the result is the same). */
export async function removeRelease(ctx: AppContext, actor: Actor, itemId: string) {
  await portfolio.ownedItem(ctx, actor.userId, itemId);
  const old = await ctx.db.transaction(async (tx) => {
    await repo.lockItemTags(tx, itemId);
    const row = await repo.deleteRelease(tx, itemId);
    if (row) await storage.forgetStoredObjects(tx, [row.path]);
    await emit(ctx, 'credits.item_changed', { tx, itemId });
    return row;
  });
  if (old) await removeReleaseFile(ctx, old.path);
  return portfolio.presentOwnItem(ctx, itemId);
}

/**
 * For staff views only (the portfolio_item moderation kind's description): the item's release with a
 * short-lived signed URL, or null. Never call this for a member's own or a public answer.
 */
export async function releaseForStaff(ctx: AppContext, itemId: string) {
  const row = await repo.releaseOf(ctx.db, itemId);
  if (!row) return null;
  return {
    url: ctx.storage.url(RELEASE_BUCKET, row.path, 15 * 60),
    content_type: row.content_type,
    size: row.size,
    uploaded_at: row.uploaded_at.toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------
// What the portfolio feature asks for by provision ('credits.item_tags'; it never imports credits)

/** Every tag on the given items with the member's public face, in the order they were made. */
export async function tagsForItems(db: Executor, itemIds: readonly string[]): Promise<Map<string, TaggedMember[]>> {
  const tags = await repo.tagsOfItems(db, itemIds);
  const faces = await facesOf(
    db,
    tags.map((t) => t.member_id),
  );
  const out = new Map<string, TaggedMember[]>();
  for (const tag of tags) {
    const list = out.get(tag.item_id) ?? [];
    list.push(presentTaggedMember(tag, faces.get(tag.member_id)));
    out.set(tag.item_id, list);
  }
  return out;
}

/** An item's co-performer tags with their answers and when they were given (the 2257 records link them). */
export async function consentsOfItem(db: Executor, itemId: string) {
  const tags = await repo.tagsOfItems(db, [itemId]);
  return tags.map((t) => ({ member_id: t.member_id, status: t.status, decided_at: t.decided_at }));
}

/** Which of the given items have a release attached (the owner's view says so; nothing more leaves). */
export const itemsWithRelease = (db: Executor, itemIds: readonly string[]) => repo.itemIdsWithRelease(db, itemIds);

/** 'credits.item_tags', asked by portfolio: tags, credits and release presence. */
export async function tagReader(ctx: AppContext, itemIds: readonly string[]): Promise<Map<string, portfolio.ItemTags>> {
  const [tags, releases] = await Promise.all([tagsForItems(ctx.db, itemIds), itemsWithRelease(ctx.db, itemIds)]);
  return new Map(itemIds.map((id) => [id, { tags: tags.get(id) ?? [], has_release: releases.has(id) }]));
}

/**
 * 'credits.still_tagged', the portfolio guard's check of a `tag:<member id>` file URL: it works only while that member is still
 * tagged on the item (once the tag is removed, the old thumbnail link stops).
 */
export async function stillTagged(ctx: AppContext, memberId: string, item: { id: string }): Promise<boolean> {
  return Boolean(await repo.findTag(ctx.db, item.id, memberId));
}

// ---------------------------------------------------------------------------------------------------
// Jobs

export const PRUNE_RELEASES_JOB = 'credits.prune_releases';

/** Releases of purged items: the file goes, then the row (a crash between leaves the row for the next run). */
export async function pruneOrphanReleases(ctx: AppContext): Promise<number> {
  const rows = await repo.orphanReleases(ctx.db, 500);
  for (const row of rows) {
    await ctx.storage.delete(RELEASE_BUCKET, row.path);
    await ctx.db.transaction(async (tx) => {
      await repo.deleteReleaseRow(tx, row.id);
      await storage.forgetStoredObjects(tx, [row.path]);
    });
  }
  return rows.length;
}

export function defineCreditsJobs(ctx: AppContext) {
  // Once per context: tests build several apps on one (defineJob refuses a kind twice).
  if (ctx.jobs.kinds().includes(PRUNE_RELEASES_JOB)) return;
  ctx.jobs.defineJob(PRUNE_RELEASES_JOB, async () => {
    await pruneOrphanReleases(ctx);
  });
  ctx.jobs.every(PRUNE_RELEASES_JOB, 60 * 60 * 1000);
}
