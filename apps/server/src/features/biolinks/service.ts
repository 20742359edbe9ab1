import { type bioLinkPageInput, detectBioLinkIcon } from '@mb/contract/biolinks';
import { PORTFOLIO_MESSAGES } from '@mb/contract/portfolio';
import type { z } from 'zod';
import type { Actor, AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import * as profiles from '../profiles/index.ts';
import { type BioLinkView, renderBioLinkNotFound, renderBioLinkPage } from './page.ts';
import { iconOf, presentOwnPage, presentPublicLinks } from './presenter.ts';
import * as repo from './repository.ts';

// Bio links (/biolink/{slug}): one link-in-bio page per member, its links ordered, up to 20; clicks
// counted without cookies, addresses or third parties (the /go/ redirect only adds one to a counter).

type PageInput = z.output<typeof bioLinkPageInput>;

const slugTaken = () => new AppError('conflict', PORTFOLIO_MESSAGES.bioLinkSlugTaken, { slug: PORTFOLIO_MESSAGES.bioLinkSlugTaken });

export async function myBioLink(ctx: AppContext, ownerId: string) {
  const page = await repo.findPageByOwner(ctx.db, ownerId);
  if (!page) return { page: null };
  return { page: presentOwnPage(ctx.config.publicUrl, page, await repo.linksOf(ctx.db, page.id)) };
}

/**
 * Creates or replaces the member's page. Links sent with the id of one of their links keep it (and its
 * clicks); the icon is detected from each address here, whatever the browser showed.
 */
export async function saveBioLink(ctx: AppContext, ownerId: string, input: PageInput) {
  try {
    const page = await ctx.db.transaction(async (tx) => {
      await repo.lockOwner(tx, ownerId);
      if (await repo.slugTakenByOther(tx, input.slug, ownerId)) throw slugTaken();
      const row = await repo.upsertPage(tx, ownerId, {
        slug: input.slug,
        title: input.title ?? null,
        theme_color: input.theme_color.toLowerCase(),
        adult_gate: input.adult_gate,
      });
      await repo.replaceLinks(
        tx,
        row.id,
        input.links.map((l) => ({ id: l.id, label: l.label, url: l.url, icon: detectBioLinkIcon(l.url) })),
      );
      return row;
    });
    return presentOwnPage(ctx.config.publicUrl, page, await repo.linksOf(ctx.db, page.id));
  } catch (e) {
    // Two members saving the same new address at once: the unique index decides, and the loser is told.
    if (isUniqueViolation(e, 'biolink_pages_slug_key')) throw slugTaken();
    throw e;
  }
}

export async function deleteBioLink(ctx: AppContext, ownerId: string) {
  await repo.deletePage(ctx.db, ownerId);
  return { ok: true as const };
}

/**
 * A member's links for their profile page: only when the reader may see the profile (members-only,
 * blocks; else 404); null when the member has no page.
 */
export async function memberBioLinks(ctx: AppContext, identifier: string, actor: Actor | null) {
  const profile = await profiles.getPublicProfile(ctx, identifier, actor);
  const page = await repo.findPageByOwner(ctx.db, profile.id);
  if (!page) return null;
  return presentPublicLinks(ctx.config.publicUrl, page, await repo.linksOf(ctx.db, page.id));
}

/**
 * The HTML of /biolink/{slug} and its status. The page is public by the member's choice, even when their
 * profile is members-only (it shows only what they put on it: avatar, stage name, title, links).
 * `count` is false for prefetches and HEAD: only a real visit adds a view.
 */
export async function renderPage(ctx: AppContext, rawSlug: string, opts: { adult: boolean; count: boolean }) {
  const notFound = notFoundPage(ctx);
  const slug = rawSlug.toLowerCase();
  const page = /^[a-z0-9-]{3,40}$/.test(slug) ? await repo.findPageBySlug(ctx.db, slug) : undefined;
  if (!page) return notFound;
  const [owner] = await profiles.profilesByIds(ctx, [page.owner_id]);
  if (!owner || (await profiles.geoHiddenFrom(ctx, owner.id, null))) return notFound;
  // A member hiding from some place: the page differs by where the visitor is, so no shared cache keeps it.
  const perPlace = await profiles.geoHidesSomewhere(ctx, owner.id);
  const gated = page.adult_gate && !opts.adult;
  const links = gated ? [] : await repo.linksOf(ctx.db, page.id);
  // One view per visit: the gate's confirmation reload is the same visit.
  if (opts.count && !(page.adult_gate && opts.adult)) await repo.countView(ctx.db, page.id);
  const view: BioLinkView = {
    slug: page.slug,
    title: page.title,
    themeColor: page.theme_color,
    gated,
    links: links.map((l) => ({ id: l.id, label: l.label, icon: iconOf(l.icon) })),
    owner: { name: owner.display_name || owner.username || 'Member', username: owner.username, avatarPath: owner.avatar_approved_url },
    noindex: owner.noindex,
    product: ctx.config.PRODUCT_NAME,
    publicUrl: ctx.config.publicUrl,
  };
  return { status: 200, html: renderBioLinkPage(view), noindex: owner.noindex, perPlace };
}

/** The script-free 404 page for any unknown address under /biolink. */
export const notFoundPage = (ctx: AppContext) => ({
  status: 404,
  html: renderBioLinkNotFound({ product: ctx.config.PRODUCT_NAME, publicUrl: ctx.config.publicUrl }),
  noindex: true,
  perPlace: false,
});

/** Where /biolink/{slug}/go/{id} sends the visitor (counting the click when asked), or undefined. */
export async function followLink(ctx: AppContext, rawSlug: string, linkId: string, count: boolean) {
  const slug = rawSlug.toLowerCase();
  if (!/^[a-z0-9-]{3,40}$/.test(slug) || !/^[0-9a-f-]{36}$/i.test(linkId)) return undefined;
  // A member hiding from the visitor's place: their links lead nowhere there either (geo-blocking).
  const page = await repo.findPageBySlug(ctx.db, slug);
  if (!page || (await profiles.geoHiddenFrom(ctx, page.owner_id, null))) return undefined;
  return repo.followLink(ctx.db, slug, linkId.toLowerCase(), count);
}
